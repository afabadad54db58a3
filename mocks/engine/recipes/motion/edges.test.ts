// A face that fills the crop moves without drawing what lies past the picture's edge (issue 37,
// session 13: the brown-skinned woman's face reaches the top of her GIF, and man's deep nod drew
// her forehead mirrored past the edge, a pink bulge on her hair). The head's motion eases out at
// the edges: the top rows stay the photo's while the face itself still nods. Only the up-and-down
// motion eases out there: a tilt swings the whole head sideways, its hair's outline with it, so
// the outline stays unbroken into the top rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PHOTOS } from '../../../../tests/gallery/samples';
import { detectFaces } from '../../adapters/faces';
import { prepared } from '../../testing/prepared';
import { GIF_CROP } from '../gif';
import { type Backdrop, backdropOf } from './backdrop';
import { type FaceGeometry, faceGeometry } from './geometry';
import { mouthPalette } from './mouthPalette';
import { type Pose, restingPose } from './pose';
import { paintMask } from './soften';
import { type FaceCrop, cropAroundFace } from './source';
import { renderFrame } from './warp';

const SLOW = 300_000;

let crop: FaceCrop;
let face: FaceGeometry;
let backdrop: Backdrop | null;

beforeAll(async () => {
  const sample = SAMPLE_PHOTOS.find((photo) => photo.id === 'dark-woman');
  if (!sample) throw new Error('the gallery has no dark-woman');
  const bytes = await sample.bytes();
  const ready = await prepared(bytes, await detectFaces(bytes));
  const found = ready.faces?.[0];
  if (!found) throw new Error('no face in dark-woman');
  crop = await cropAroundFace(ready.photo, found, GIF_CROP);
  face = faceGeometry(crop.mesh);
  backdrop = await backdropOf(crop.picture, face);
}, SLOW);

/** Man's deepest approving nod (templates.ts: pitch 0.24, the head dropping 0.018 of the face). */
function nod(): Pose {
  return { ...restingPose(), pitch: 0.24, shiftY: 0.018 };
}

/** Girl's deepest tilt (templates.ts: roll 0.15 toward a side, the head shifted and turned a little). */
function tilt(side: number): Pose {
  return { ...restingPose(), roll: 0.15 * side, shiftX: 0.018 * side, yaw: -0.08 * side, pitch: 0.04 };
}

/** Columns of the person in a row that make the hair's outline: a thinner line is a stray wisp of hair in the room. */
const HAIR_RUN = 6;

/**
 * The hair's outline on the left, from `from` to `to` (shares of the height): per row, the first
 * column from the left that starts HAIR_RUN columns no longer the lilac wall (blue well over
 * red) but the person.
 */
function leftOutline(frame: Uint8Array, from: number, to: number): number[] {
  const { width, height } = crop.picture;
  const wall = (x: number, y: number) => frame[(y * width + x) * 3 + 2] - frame[(y * width + x) * 3] > 10;
  const outline: number[] = [];
  for (let y = Math.round(from * height); y < Math.round(to * height); y++) {
    let x = 0;
    let run = 0;
    while (x < width / 2 && run < HAIR_RUN) {
      run = wall(x, y) ? 0 : run + 1;
      x++;
    }
    outline.push(x - run);
  }
  return outline;
}

/** The sharpest turn of a line (degrees): its direction over `span` rows below a row against over `span` rows above it. */
function sharpestTurn(outline: readonly number[], span: number): number {
  let sharpest = 0;
  for (let y = span; y + span < outline.length; y++) {
    const above = Math.atan2(outline[y] - outline[y - span], span);
    const below = Math.atan2(outline[y + span] - outline[y], span);
    sharpest = Math.max(sharpest, Math.abs(below - above));
  }
  return (sharpest * 180) / Math.PI;
}

/** Mean change per channel (0–255) from the photo over rows `from` to `to` (shares of the height). */
function change(frame: Uint8Array, from: number, to: number): number {
  const { width, height, data } = crop.picture;
  let sum = 0;
  let count = 0;
  for (let y = Math.round(from * height); y < Math.round(to * height); y++) {
    for (let i = y * width * 3; i < (y + 1) * width * 3; i++) {
      sum += Math.abs(frame[i] - data[i]);
      count++;
    }
  }
  return sum / Math.max(1, count);
}

describe('a face that fills the crop (issue 37)', () => {
  it(
    "nods without drawing past the picture's top edge",
    () => {
      const { width, height } = crop.picture;
      // The face reaches the top: the head ellipse's top lies above the crop.
      expect(face.head.centerY - face.head.radiusY).toBeLessThan(0);
      const frame = new Uint8Array(crop.picture.data);
      renderFrame(crop.picture, face, mouthPalette(crop.picture, crop.mesh), nod(), frame, paintMask(width, height), backdrop);
      // Measured: the top 3 % of the rows ~2 from the photo (9.5 when the edge moved with the
      // head); the face's middle still moves (29).
      expect(change(frame, 0, 0.03)).toBeLessThan(5);
      expect(change(frame, 0.35, 0.65)).toBeGreaterThan(8);
    },
    SLOW,
  );

  it(
    "tilts without breaking the hair's outline where the motion eases out at the top",
    () => {
      const { width, height } = crop.picture;
      const photoOutline = leftOutline(crop.picture.data, 0.1, 0.38);
      const still = sharpestTurn(photoOutline, 12);
      let tilted = 0;
      let swung = 0;
      for (const side of [1, -1]) {
        const frame = new Uint8Array(crop.picture.data);
        renderFrame(
          crop.picture,
          face,
          mouthPalette(crop.picture, crop.mesh),
          tilt(side),
          frame,
          paintMask(width, height),
          backdrop,
        );
        const outline = leftOutline(frame, 0.1, 0.38);
        tilted = Math.max(tilted, sharpestTurn(outline, 12));
        if (side === 1) swung = outline.reduce((sum, x, row) => sum + x - photoOutline[row], 0) / outline.length;
      }
      // Measured over 12 rows either side, from a tenth of the height (above it wisps of hair
      // stand off the outline) to below the band the motion eases out over: the photo's own
      // outline turns at most 32°; at girl's old tilt (0.22) with the whole swing about the neck
      // eased out in the band it broke by 50° where the band began (a sharp '<' in her hair).
      // Now (0.15, the sideways swing never eased out, only the rows' up-and-down motion) 45°: a
      // smooth bend where the band's rows are drawn a little closer, no corner.
      expect(still).toBeLessThan(36);
      expect(tilted).toBeLessThan(48);
      // And the head still tilts: tipped toward the picture's right, the hair's outline there
      // moves right by a seventh of the width (69 px of 480).
      expect(swung).toBeGreaterThan(width / 10);
    },
    SLOW,
  );
});

// A head tilt moves the head as one rigid piece and bares the room's own texture (issue 37,
// session 17: a blind judge scored boy, cute and girl 0 on the older man and the bald man). On the
// older man, whose hair reaches the picture's top, the tilt's sideways motion was eased out over
// the top rows: the hair stayed behind while the forehead tilted, a sheared, flattened skull. On
// the bald man, a hand's width of leaves beside his head, the room his head moved away from was
// the smooth fill: a flat green patch beside every tilt.
import { beforeAll, describe, expect, it } from 'vitest';
import { type CropInRoom, drawPose, galleryCropInRoom } from '../../testing/motionFaces';
import { type Pose, restingPose } from './pose';
import type { Raster } from './raster';

const SLOW = 300_000;

const samples = new Map<string, CropInRoom>();

beforeAll(async () => {
  for (const id of ['older-man', 'bald-man']) {
    samples.set(id, await galleryCropInRoom(id));
  }
}, SLOW);

function sampleOf(id: string): CropInRoom {
  const sample = samples.get(id);
  if (!sample) throw new Error(`${id} not loaded`);
  return sample;
}

/** A tilt as deep as the templates' deepest (cute's with its bounce, girl's), toward `side`. */
function tilt(side: number): Pose {
  return { ...restingPose(), roll: 0.16 * side, shiftX: 0.015 * side };
}

/** `pose` of the sample drawn from `source` (the photo, or a picture of the same size), with the sample's room. */
function render({ crop, face, backdrop }: CropInRoom, source: Raster, pose: Pose): Uint8Array {
  return drawPose(crop, face, pose, { backdrop, source });
}

/**
 * A picture whose red is its own column and green its own row (scaled to 0–255): drawn through a
 * frame's warp, each pixel tells where in the photo it was taken from.
 */
function coordinates(width: number, height: number): Raster {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data[(y * width + x) * 3] = Math.round((x * 255) / (width - 1));
      data[(y * width + x) * 3 + 1] = Math.round((y * 255) / (height - 1));
    }
  }
  return { width, height, data };
}

/**
 * How much the tilt shears the top of the head: across the head, the slope of the column each
 * pixel is taken from (columns per row) in the picture's top rows against its slope level with
 * the forehead. A rigid tilt takes every row from one slope (about the tilt's angle); the rows
 * just below the top are measured (past the top the picture is guessed, not moved).
 */
function topShear(sample: CropInRoom, pose: Pose): { shear: number; slope: number } {
  const { width, height } = sample.crop.picture;
  const coded = coordinates(width, height);
  // The still room drawn as the coded picture too: a pixel the room fills reads as taken from
  // where it is, and the head moves every pixel it carries by far more.
  const warped = render({ ...sample, backdrop: { ...sample.backdrop, plate: coded.data } }, coded, pose);
  const { matte } = sample.backdrop;
  const head = sample.face.head;
  /** The column the pixel at (x, y) was taken from, or null where it is not the moved person. */
  const columnAt = (x: number, y: number): number | null => {
    const fromX = (warped[(y * width + x) * 3] * (width - 1)) / 255;
    const fromY = (warped[(y * width + x) * 3 + 1] * (height - 1)) / 255;
    if (Math.hypot(fromX - x, fromY - y) < 5) return null;
    return matte[Math.round(fromY) * width + Math.round(fromX)] > 0.99 ? fromX : null;
  };
  const slopeOver = (from: number, to: number): number => {
    let sum = 0;
    let count = 0;
    for (let x = Math.round(head.centerX - head.radiusX); x <= head.centerX + head.radiusX; x++) {
      const upper = columnAt(x, from);
      const lower = columnAt(x, to);
      if (upper === null || lower === null) continue;
      sum += (lower - upper) / (to - from);
      count++;
    }
    if (count < 20) throw new Error(`too few columns of the head between rows ${from} and ${to}`);
    return sum / count;
  };
  const band = Math.round(0.12 * height);
  const top = slopeOver(Math.round(0.05 * height), Math.round(0.05 * height) + band);
  const forehead = slopeOver(Math.round(0.25 * height), Math.round(0.25 * height) + band);
  return { shear: Math.abs(top - forehead), slope: forehead };
}

/** How far a pixel's grey stands from the mean of its 5×5 neighbourhood: leaves, a wall's grain. */
function texture(rgb: Uint8Array, width: number, index: number): number {
  const grey = (at: number) => 0.299 * rgb[at * 3] + 0.587 * rgb[at * 3 + 1] + 0.114 * rgb[at * 3 + 2];
  let sum = 0;
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) sum += grey(index + dy * width + dx);
  return Math.abs(grey(index) - sum / 25);
}

/**
 * The fine texture of the room the tilt bares (pixels the person covered in the photo that the
 * frame draws from the still room, with all their 5×5 neighbours so), against the room's own
 * beside the head (pixels the person is nowhere near, level with the head).
 */
function baredTexture(sample: CropInRoom, pose: Pose): { ratio: number; bared: number } {
  const { crop, backdrop, face } = sample;
  const { width, height, data } = crop.picture;
  const frame = render(sample, crop.picture, pose);
  const isBared = new Uint8Array(width * height);
  for (let index = 0; index < width * height; index++) {
    if (backdrop.matte[index] < 0.5) continue;
    let drawnFromRoom = true;
    let differs = false;
    for (let channel = 0; channel < 3; channel++) {
      const at = index * 3 + channel;
      if (frame[at] !== backdrop.plate[at]) drawnFromRoom = false;
      if (frame[at] !== data[at]) differs = true;
    }
    if (drawnFromRoom && differs) isBared[index] = 1;
  }
  let bared = 0;
  let baredCount = 0;
  let room = 0;
  let roomCount = 0;
  const bottom = Math.min(height - 3, Math.round(face.head.centerY + 0.3 * face.head.radiusY));
  for (let y = 2; y < bottom; y++) {
    for (let x = 2; x < width - 2; x++) {
      const index = y * width + x;
      if (backdrop.matte[index] < 0.01) {
        room += texture(data, width, index);
        roomCount++;
        continue;
      }
      let whole = true;
      for (let dy = -2; dy <= 2 && whole; dy++)
        for (let dx = -2; dx <= 2; dx++) if (!isBared[index + dy * width + dx]) whole = false;
      if (!whole) continue;
      bared += texture(frame, width, index);
      baredCount++;
    }
  }
  if (roomCount === 0) throw new Error('no room beside the head');
  return { ratio: baredCount === 0 ? 1 : bared / baredCount / (room / roomCount), bared: baredCount };
}

describe('a head tilt (issue 37, session 17)', () => {
  it(
    'moves the older man’s hair at the picture’s top as one piece with his forehead',
    () => {
      for (const side of [1, -1]) {
        const { shear, slope } = topShear(sampleOf('older-man'), tilt(side));
        // Measured: 0.004 and 0.0005 (the forehead's slope 0.15, the tilt's sine). With the
        // sideways motion eased out over the top rows and the swing taken back above the head's
        // middle, the top's slope differed by 0.39 and the forehead's own was -0.09: the hair
        // stayed behind and the brow leaned against the tilt.
        expect(Math.abs(slope)).toBeGreaterThan(0.1);
        expect(shear).toBeLessThan(0.03);
      }
    },
    SLOW,
  );

  it(
    'bares the room’s own texture beside the bald man’s head, not a flat patch',
    () => {
      for (const side of [1, -1]) {
        const { ratio, bared } = baredTexture(sampleOf('bald-man'), tilt(side));
        // Measured: 1.41 and 3.15 times the room's fine texture (leaves mirrored along the row,
        // back and forth across the narrow room, and up from below beside his ear); with the
        // room mirrored once and then the smooth fill 0.58 and 0.16 (the flat green patch).
        expect(bared).toBeGreaterThan(500);
        expect(ratio).toBeGreaterThan(0.5);
      }
    },
    SLOW,
  );
});

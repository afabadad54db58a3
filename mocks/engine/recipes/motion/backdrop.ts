// The still room behind a moving head: the person's matte (the faces adapter's Robust Video
// Matting, as the 3D video and the avatars use it) and the photo with the person's place filled
// from its surroundings (../video3d/plate.ts). A tilt or turn warps everything near the head; where
// the warped pixel came from the room, the frame shows the room where it is instead, so the
// background never swims with the head, and where the head moved away the fill shows, not a
// second copy of the head.
import { segmentPerson } from '../../adapters/faces';
import { type Pixels, resizePixels } from '../../adapters/image';
import { resizeGrey, type Grey } from '../shared/raster';
import { backgroundPlate } from '../video3d/plate';
import type { FaceGeometry } from './geometry';
import type { Raster } from './raster';
import { releaseRoomColours } from './roomColours';
import { fringeBand, keepRoomInFringe, mirrorRoom } from './roomFill';
import { grownHole, nearPerson } from './holeGrowth';
import { type SideClip, sideClip } from './sideClip';

export interface Backdrop {
  width: number;
  /** The person's opacity (0–1) at each pixel of the crop. */
  matte: Float32Array;
  /** The crop with the person's place filled, RGB bytes. */
  plate: Uint8Array;
  /** The rows of the side edges where a head moving away is clipped, not reflected (sideClip.ts). */
  clip: SideClip;
}

/**
 * The matte is made at most this large: a head's outline needs no finer one (it only tells the
 * room from the person behind a head that moves a few pixels), and the model's time grows with
 * the pixels (measured under load: 0.66 s of CPU at 192 px, 1.0 s at 256; the fill adds 0.3 s).
 */
const MATTE_SIDE = 192;

/** Below this share of the crop the model has missed the person: the warp stays as it was. */
const FOUND_AT_LEAST = 0.05;

/** A matte value the model gives the edge of a small, pale ear; the room around a head gets none. */
const SEEN_SOME = 0.1;

/** The face and ears are the person's wherever the model saw a little of them (a pale face before a pale wall, a small ear). */
function keepFace(matte: Grey, face: FaceGeometry): void {
  const head = face.head;
  // The face with its ears: a small matte missed a bald man's ears, and the fill then smeared
  // their red over the room beside the tilted head.
  const radiusX = head.radiusX * 0.8;
  const radiusY = head.radiusY * 0.72;
  for (let y = 0, i = 0; y < matte.height; y++) {
    for (let x = 0; x < matte.width; x++, i++) {
      const dx = x - head.centerX;
      const dy = y - (head.centerY + head.radiusY * 0.12);
      const across = (dx * head.downY - dy * head.downX) / radiusX;
      const down = (dx * head.downX + dy * head.downY) / radiusY;
      const reach = across * across + down * down;
      if (reach >= 1) continue;
      // Only where the model saw some of the person: the ellipse of a face turned aside reaches
      // past its cheek into the room, and made that room the person (issue 37, session 12).
      const seen = Math.min(1, matte.data[i] / SEEN_SOME);
      matte.data[i] = Math.max(matte.data[i], Math.min(1, (1 - reach) * 4) * seen);
    }
  }
}

/** The person's matte over the crop as the model makes it, or null when it finds nobody. */
export async function personMatte(picture: Raster): Promise<Grey | null> {
  const { width, height, data } = picture;
  const shrink = Math.min(1, MATTE_SIDE / Math.max(width, height));
  const pixels: Pixels = { width, height, channels: 3, data };
  const small = shrink < 1 ? await resizePixels(pixels, Math.round(width * shrink), Math.round(height * shrink)) : pixels;
  const found = await segmentPerson(small).catch(() => null);
  if (!found) return null;
  const matte = resizeGrey(found, width, height);
  let sum = 0;
  for (const value of matte.data) sum += value;
  return sum / matte.data.length < FOUND_AT_LEAST ? null : matte;
}

/** The crop's backdrop, or null when the model finds nobody (the warp then carries its ring as before). */
export async function backdropOf(picture: Raster, face: FaceGeometry): Promise<Backdrop | null> {
  const { width, height, data } = picture;
  const matte = await personMatte(picture);
  if (!matte) return null;
  // The room the model took for the person beside the head (leaves, flowers) is the room again.
  releaseRoomColours(matte, picture, face);
  keepFace(matte, face);
  const head = face.head;
  const headRadius = Math.max(head.radiusX, head.radiusY);
  // The room itself where the photo shows it (the plate is softened a touch for the 3D video's
  // depth of field; here a still room must stay exactly the photo), the fill wherever any of the
  // person is near: a plate mixed by the matte itself kept the hair's dark fringe, a dark outline
  // of the head where it had been. Near reaches past the fringe the matte leaves out (hair wisps,
  // a skin-pale halo: roomFill.ts): kept, it stayed in the wall as the head swayed away, a grey
  // stroke along the hair and faint streaks beside the head (issue 37, session 32). The smooth
  // fill is still built from the matte, so it does take the fringe's colour where the mirror
  // does not reach: built from the grown hole instead it measured worse (the woman's streak 483 →
  // 537 dark pixels, the man's notches 3.22 → 3.59; roomFringe.test.ts).
  const nearRadius = Math.max(2, Math.round(Math.max(width, height) / 160));
  const tight = nearPerson(matte, nearRadius);
  const near = grownHole(matte, tight, {
    centerX: head.centerX,
    centerY: head.centerY,
    radius: headRadius,
    margin: nearRadius,
    band: fringeBand(headRadius),
  });
  const rgb = { width, height, data: Float32Array.from(data, (value) => value / 255) };
  const filled = backgroundPlate(rgb, matte);
  const plate = new Uint8Array(filled.data.length);
  for (let i = 0; i < plate.length; i++) {
    const fill = Math.min(1, Math.max(0, filled.data[i])) * 255;
    plate[i] = near[Math.floor(i / 3)] ? Math.round(fill) : data[i];
  }
  // Where a head moves away it bares the room right beside it: that strip gets the room's own
  // detail, not the smooth fill's pale band (roomFill.ts).
  mirrorRoom(picture, { hole: near, person: tight }, { centerX: head.centerX, centerY: head.centerY, radius: headRadius }, plate);
  keepRoomInFringe(picture, { hole: near, person: tight }, plate);
  return { width, matte: matte.data, plate, clip: sideClip(matte) };
}

/** Matte values below this are the room and above 1 minus it the person, when a moved pixel is laid over the room. */
const SOFT_EDGE = 0.2;

/** Pixels over which the person fades out past the picture's side edge, where a moved head is clipped. */
const SIDE_CLIP = 1.5;

/**
 * The person's opacity at (x, y) of the crop (nearest pixel, clamped). Past the picture's left
 * or right edge, on a row where only a short run of the person reaches it (an ear: sideClip.ts),
 * there is no person: the still room shows there, so what comes in from past the edge is clipped
 * as a camera's frame clips it, not the edge's reflection (a second, stretched ear).
 */
export function personAt(backdrop: Backdrop, x: number, y: number): number {
  const width = backdrop.width;
  const height = backdrop.matte.length / width;
  const column = Math.min(width - 1, Math.max(0, Math.round(x)));
  const row = Math.min(height - 1, Math.max(0, Math.round(y)));
  const person = backdrop.matte[row * width + column];
  const past = x < 0 ? -x : x - (width - 1);
  if (past <= 0 || !(x < 0 ? backdrop.clip.left : backdrop.clip.right)[row]) return person;
  return person * Math.max(0, 1 - past / SIDE_CLIP);
}

/**
 * The pixel at `offset` of `target` (already drawn from the warp, whose head motion took it from
 * `moved` pixels away) laid over the still room: the person where the warped pixel is the
 * person's (`person`), the room elsewhere. A pixel that barely moved stays as drawn, so a still
 * frame is the photo.
 */
export function overRoom(backdrop: Backdrop, person: number, moved: number, target: Uint8Array, offset: number): void {
  if (moved < 0.05 || person >= 0.999) return;
  // The small model's matte is soft over several pixels: taken as it is, a moved head's edge (an
  // ear, a cheek turning) was half room, a pale washed ghost of the head's side (issue 37).
  const solid = Math.min(1, Math.max(0, (person - SOFT_EDGE) / (1 - 2 * SOFT_EDGE)));
  const room = (1 - solid * solid * (3 - 2 * solid)) * Math.min(1, moved / 0.75);
  for (let channel = 0; channel < 3; channel++) {
    const drawn = target[offset + channel];
    target[offset + channel] = drawn + (backdrop.plate[offset + channel] - drawn) * room + 0.5;
  }
}

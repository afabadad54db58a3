// Long hair below the jaw: the photo's hair where it hangs beside the neck and over the
// shoulders (a ponytail brought forward, hair down to the collarbone). headCut keeps the head
// only down to the chin, since below it the person matte is as often the photo's shoulders and
// collar as hair. Here a pixel below the jaw is kept as hair only where it is nearer the colour
// of the hair above the forehead than the colour of the photo's clothes, lies outside the
// neck's column (a lit ponytail and a shaded neck are the same colour in a photo), and belongs
// to a part that starts at the hair beside the cheeks or just under the jaw and hangs down
// past half a face below the chin; a short-haired or bald head keeps nothing, so its result
// does not change.
import { rgbToLab } from '../../shared/colour';
import { median } from '../../shared/median';
import { createGrey, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import type { XY } from '../landmarks';
import { headBox, modelMissed } from './headCut';
import { joinedTo, skullOffset } from './headShape';

/** How far a pixel may be from the hair's mean colour (Lab, lightness counted half) and still be that hair. */
const HAIR_REACH = 26;
/** Hair and clothes nearer than this (the same Lab distance) cannot be told apart: nothing is kept. */
const HAIR_FROM_CLOTHES = 10;

type Lab = [number, number, number];

function labAt(picture: Rgb, i: number, out: Lab): Lab {
  rgbToLab(picture.data[i * 3], picture.data[i * 3 + 1], picture.data[i * 3 + 2], out);
  return out;
}

/** Lab distance with lightness counted half: a lock of hair in light and in shade is still the hair. */
function distance(a: Lab, b: Lab): number {
  return Math.hypot((a[0] - b[0]) * 0.5, a[1] - b[1], a[2] - b[2]);
}

/** The median Lab colour (per channel) of `picture` where `where(i)` holds in rows `rows`, or undefined when under `least` pixels. */
function medianLab(
  picture: Rgb,
  where: (i: number, x: number) => boolean,
  rows: readonly [number, number],
  least: number,
): Lab | undefined {
  const { width } = picture;
  const lab: Lab = [0, 0, 0];
  const channels: number[][] = [[], [], []];
  for (let y = Math.max(0, rows[0]); y < Math.min(picture.height, rows[1]); y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!where(i, x)) continue;
      labAt(picture, i, lab);
      for (let c = 0; c < 3; c++) channels[c].push(lab[c]);
    }
  }
  if (channels[0].length < least) return undefined;
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}

/**
 * The parts of `solid` joined to any of `seeds` that hang down past `lowest` (long hair), as
 * 0/1. A part that stops above it is a collar's shadow, a chair's back or the shaded side of a
 * short-haired man's neck beside the jaw.
 */
function hanging(solid: Uint8Array, width: number, height: number, seeds: readonly number[], lowest: number): Uint8Array {
  const kept = new Uint8Array(solid.length);
  const left = solid.slice();
  for (const seed of seeds) {
    if (!left[seed]) continue;
    const part = joinedTo(left, width, height, [seed]);
    let bottom = 0;
    for (let i = 0; i < part.length; i++) {
      if (!part[i]) continue;
      left[i] = 0;
      bottom = Math.max(bottom, Math.floor(i / width));
    }
    if (bottom > lowest) for (let i = 0; i < part.length; i++) kept[i] |= part[i];
  }
  return kept;
}

/**
 * The mask (0–1) of the photo's long hair below the jaw, to be laid over the scene's clothes,
 * or undefined when the photo shows none. `head` is headCut's matte (the hair it keeps above
 * the chin), `oval` the face's, `present` where the square is the photo.
 */
export function longHair(
  picture: Rgb,
  person: Grey,
  mesh: readonly XY[],
  head: Grey,
  oval: Grey,
  present: Grey,
): Grey | undefined {
  const { width, height } = picture;
  // Where the model found nobody the matte is the mesh's stand-in blob, not the person: what it
  // holds below the jaw is the room (headCut.ts takes the skull's shape there too).
  if (modelMissed(person, mesh)) return undefined;
  const { top, chin, w, h, cx } = headBox(mesh);
  const eyesY = Math.round((mesh[33][1] + mesh[263][1]) / 2);
  const reach = w * 0.9;
  // The neck's column between the jaw's corners, reaching further out behind a turned face
  // (the neck is under the skull, not the face): skin there, whatever its colour says.
  const { shift, extra } = skullOffset(mesh, w);
  const neckFrom = Math.min(mesh[172][0], mesh[397][0]) - w * 0.03 - (shift < 0 ? extra : 0);
  const neckTo = Math.max(mesh[172][0], mesh[397][0]) + w * 0.03 + (shift > 0 ? extra : 0);
  const outsideNeck = (x: number): boolean => x + 0.5 < neckFrom || x + 0.5 > neckTo;
  const hair = medianLab(
    picture,
    (i) => head.data[i] >= 0.7 && oval.data[i] < 0.1,
    [Math.round(top - h * 0.9), eyesY],
    w * h * 0.02,
  );
  const clothes = medianLab(
    picture,
    (i, x) => person.data[i] >= 0.5 && present.data[i] >= 0.5 && outsideNeck(x) && Math.abs(x + 0.5 - cx) < reach,
    [Math.round(chin[1] + h * 0.6), Math.round(chin[1] + h * 1.3)],
    w * h * 0.05,
  );
  if (!hair || (clothes && distance(hair, clothes) < HAIR_FROM_CLOTHES)) return undefined;
  const lowest = Math.min(height, Math.round(chin[1] + h * 1.5));
  const solid = new Uint8Array(width * height);
  const match = createGrey(width, height);
  const lab: Lab = [0, 0, 0];
  const seeds: number[] = [];
  for (let y = Math.max(0, eyesY); y < lowest; y++) {
    for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, Math.ceil(cx + reach)); x++) {
      const i = y * width + x;
      if (person.data[i] < 0.5 || present.data[i] < 0.5 || oval.data[i] >= 0.5 || (y > chin[1] - h * 0.1 && !outsideNeck(x)))
        continue;
      labAt(picture, i, lab);
      const toHair = distance(lab, hair);
      if (toHair >= HAIR_REACH || (clothes && toHair >= distance(lab, clothes))) continue;
      solid[i] = 1;
      match.data[i] = 1 - smoothstep(HAIR_REACH * 0.6, HAIR_REACH, toHair);
      // Joined to the hair beside the cheeks, or beside the neck just under the jaw (a ponytail
      // brought forward comes out from behind the neck).
      if ((head.data[i] >= 0.5 && y < chin[1] - h * 0.1) || (y >= chin[1] - h * 0.1 && y < chin[1] + h * 0.3)) seeds.push(i);
    }
  }
  // A strand a few pixels wide is the blend of a dark collar and a pale wall at the clothes'
  // edge, not hair: where the blurred mask (a fiftieth of the face) is under half, it goes.
  const thick = createGrey(width, height);
  for (let i = 0; i < solid.length; i++) thick.data[i] = solid[i];
  const spread = blurLocal(thick, Math.max(1, w * 0.02));
  for (let i = 0; i < solid.length; i++) if (spread.data[i] < 0.5) solid[i] = 0;
  const joined = hanging(solid, width, height, seeds, chin[1] + h * 0.5);
  // Only below where headCut's head fades out; a scrap there is a collar's shadow, not long hair.
  const from = chin[1] - h * 0.1;
  const to = chin[1] + h * 0.05;
  const hang = createGrey(width, height);
  let below = 0;
  for (let y = Math.max(0, Math.floor(from)); y < lowest; y++) {
    const fade = smoothstep(from, to, y + 0.5);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!joined[i]) continue;
      // Faded out towards long hair's reach, not cut along a straight line.
      hang.data[i] = match.data[i] * fade * (1 - smoothstep(reach * 0.85, reach, Math.abs(x + 0.5 - cx)));
      if (y > chin[1]) below++;
    }
  }
  if (below < w * h * 0.03) return undefined;
  return blurLocal(hang, Math.max(0.75, w * 0.006));
}

// The top of the head where the photo stops short of it (a face cut tight at its hairline, a
// crop through the hair): the skull's shape (headCut.ts) filled where the head's matte, kept to
// the photo (photoPresent.ts), does not reach, with the colour of the head's own top that the photo does show, hair or a
// bald scalp, shaded round like a head, so the scene never shows a head sliced flat.
import { rgbToLab } from '../../shared/colour';
import { median } from '../../shared/median';
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';
import { eyeCentres, faceFrame, type XY } from '../landmarks';
import { skullMask } from './headCut';

/** Used when the photo shows none of the head's top: a dark brown, the commonest hair. */
const DARK_HAIR: Colour = [0.16, 0.11, 0.08];

/**
 * The colour of `head` (the head's matte) where the photo shows it, above the eyes and outside
 * the face's `oval`: the mean of its darker third, which is the hair where there is hair (the
 * temples' skin is lighter) and the scalp where there is none.
 */
function crownColour(picture: Rgb, head: Grey, oval: Grey, present: Grey, eyesY: number): Colour {
  const { width, data } = picture;
  const kept: number[] = [];
  for (let y = 0; y < Math.min(picture.height, Math.floor(eyesY)); y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (head.data[i] * present.data[i] * (1 - oval.data[i]) > 0.5) kept.push(i);
    }
  }
  if (kept.length < 50) return DARK_HAIR;
  const luma = (i: number): number => 0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2];
  kept.sort((a, b) => luma(a) - luma(b));
  const darker = kept.slice(0, Math.ceil(kept.length / 3));
  const sum = [0, 0, 0];
  for (const i of darker) for (let c = 0; c < 3; c++) sum[c] += data[i * 3 + c];
  return [sum[0] / darker.length, sum[1] / darker.length, sum[2] / darker.length];
}

type Lab = [number, number, number];

function labOf(data: Float32Array, i: number, out: Lab): Lab {
  rgbToLab(data[i * 3], data[i * 3 + 1], data[i * 3 + 2], out);
  return out;
}

/** Lab distance with lightness counted half: hair in light and in shade is still hair. */
function apart(a: Lab, b: Lab): number {
  return Math.hypot((a[0] - b[0]) * 0.5, a[1] - b[1], a[2] - b[2]);
}

/** Hair and wall nearer than this (the same Lab distance) cannot be told apart: the matte is trusted. */
const WALL_APART = 12;

/** The face oval's box: its left, right and top edges, its middle and its width (px). */
/**
 * The photo's wall inside the head's matte above the eyes, 0–1 per pixel: where the model was
 * only half sure (a soft photo, hair drawn back against a pale wall) it kept a band of the wall
 * over the forehead's corner, and the cut-out showed the scene's colours there round a flat,
 * angled forehead ("a flat-cut forehead corner"). A pixel of the matte under 0.98, outside the
 * face's oval, is the wall when its colour is nearer the wall's (the median of the photo beside
 * the head, off the matte) than the head's top's `hair`; nothing when the two are alike.
 */
export function wallInHead(picture: Rgb, mesh: readonly XY[], head: Grey, oval: Grey, present: Grey, hair: Colour): Grey {
  const size = picture.width;
  const { top, cx, faceWidth: w } = faceFrame(mesh);
  const { right: eyeRight, left: eyeLeft } = eyeCentres(mesh);
  const eyesY = Math.min(size, Math.round((eyeRight[1] + eyeLeft[1]) / 2));
  const wall = createGrey(size, size);
  const hairLab: Lab = [0, 0, 0];
  rgbToLab(hair[0], hair[1], hair[2], hairLab);
  // The wall just beside the head (within about a tenth of the face of its matte), each side its own:
  // further out a photo holds other things (the fill beyond its edge, a door, a shoulder).
  const solid = createGrey(size, size);
  for (let i = 0; i < solid.data.length; i++) solid.data[i] = head.data[i] >= 0.5 ? 1 : 0;
  const near = blurGrey(solid, Math.max(1, w * 0.06));
  const lab: Lab = [0, 0, 0];
  for (const side of [-1, 1] as const) {
    const channels: number[][] = [[], [], []];
    for (let y = Math.max(0, Math.floor(top - w * 0.6)); y < eyesY; y++)
      for (let x = 0; x < size; x++) {
        if ((x + 0.5 - cx) * side <= 0) continue;
        const i = y * size + x;
        if (present.data[i] < 0.9 || head.data[i] > 0.02 || near.data[i] < 0.02) continue;
        labOf(picture.data, i, lab);
        for (let c = 0; c < 3; c++) channels[c].push(lab[c]);
      }
    if (channels[0].length < w * 0.5) continue;
    const wallLab: Lab = [median(channels[0]), median(channels[1]), median(channels[2])];
    if (apart(wallLab, hairLab) < WALL_APART) continue;
    for (let y = 0; y < eyesY; y++)
      for (let x = 0; x < size; x++) {
        if ((x + 0.5 - cx) * side <= 0) continue;
        const i = y * size + x;
        const m = head.data[i];
        if (m <= 0 || m >= 0.98 || oval.data[i] >= 0.5) continue;
        labOf(picture.data, i, lab);
        const toWall = apart(lab, wallLab);
        const toHair = apart(lab, hairLab);
        wall.data[i] = smoothstep(-0.15, 0.15, (toHair - toWall) / Math.max(1, toHair + toWall));
      }
  }
  return wall;
}

/**
 * Paints the skull where the photo stops short of the head (`head`, `oval`) into `picture` and
 * returns the skull beyond the face's oval and off the photo's wall (0–1), to be added to the
 * head's matte. A head the photo shows whole
 * (its hair or scalp over all the skull) is left as it is. `head` loses, in place, the wall its
 * matte half kept above the eyes (wallInHead).
 */
export function crown(picture: Rgb, mesh: readonly XY[], head: Grey, oval: Grey, present: Grey): Grey {
  const size = picture.width;
  const skull = skullMask(mesh, size);
  const { top, cx, faceWidth: w } = faceFrame(mesh);
  const { right: eyeRight, left: eyeLeft } = eyeCentres(mesh);
  const eyesY = (eyeRight[1] + eyeLeft[1]) / 2;
  const colour = crownColour(picture, head, oval, present, eyesY);
  const { data } = picture;
  // The wall the matte half kept above the eyes: off the head, so the skull is painted over it
  // within the skull's shape and the scene shows beyond it.
  const inHead = wallInHead(picture, mesh, head, oval, present, colour);
  for (let i = 0; i < head.data.length; i++) head.data[i] *= 1 - inHead.data[i];
  // Where the photo stops short of the head (beyond its edge), and where the model lost the top
  // of the head the photo shows (a bald scalp, hair at the matte's edge): the skull above the
  // head's matte in the same column. Not beside the head: the skull's ellipse is wider than a
  // short-haired head, and painting it over the photo's wall there put a dark helmet round the
  // older man's own hair ("a flat dark cap"). Feathered down over the photo's last pixels: cut
  // at the photo's edge, the paint met the forehead along a hard, jagged line.
  // Only over the face's own width: beyond it a column's head is an ear, and above an ear is
  // the photo's wall.
  const headTop = new Float32Array(size).fill(Infinity);
  for (let i = 0; i < head.data.length; i++) {
    const x = i % size;
    if (Math.abs(x + 0.5 - cx) > w * 0.5) continue;
    if (head.data[i] >= 0.5 && present.data[i] >= 0.5 && headTop[x] === Infinity) headTop[x] = Math.floor(i / size);
  }
  const wall = createGrey(size, skull.height);
  const bare = createGrey(size, skull.height);
  for (let i = 0; i < bare.data.length; i++) {
    const beside = Math.floor(i / size) > headTop[i % size] || headTop[i % size] === Infinity ? 1 : 0;
    wall.data[i] = present.data[i] * (1 - head.data[i]) * beside;
    bare.data[i] = skull.data[i] * (1 - head.data[i]) * (1 - oval.data[i]) * (1 - wall.data[i]);
  }
  const feathered = blurGrey(bare, Math.max(1, w * 0.035));
  for (let i = 0; i < skull.data.length; i++) {
    const missing = Math.max(bare.data[i], Math.min(1, 2 * feathered.data[i]) * skull.data[i] * (1 - oval.data[i]));
    // The skull is returned wherever it is not the photo's wall, not only where it was painted:
    // where the head's matte fades out at the photo's edge, the two halves each under a half
    // left a band of the scene between the painted crown and the forehead (the bald man's head
    // read as a cap floating over it).
    skull.data[i] *= (1 - oval.data[i]) * Math.max(missing, 1 - wall.data[i]);
    if (missing <= 0) continue;
    const x = (i % size) + 0.5;
    const y = Math.floor(i / size) + 0.5;
    // Round like a head: darker towards its sides, a soft sheen high on the crown.
    const side = Math.abs(x - cx) / (w * 0.6);
    const shade =
      1 -
      0.35 * smoothstep(0.4, 1, side) +
      0.12 * (1 - smoothstep(0, 0.5, side)) * (1 - smoothstep(0, w * 0.3, Math.abs(y - (top - w * 0.1))));
    for (let c = 0; c < 3; c++) data[i * 3 + c] = data[i * 3 + c] * (1 - missing) + Math.min(1, colour[c] * shade) * missing;
  }
  return skull;
}

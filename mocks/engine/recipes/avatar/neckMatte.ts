// The photo's own neck, from under the jaw down to where a scene's collar (or neckline) takes
// over, as a soft matte: its sides feathered, its lower end fading out, and only where the
// photo shows skin (a shirt collar, a scarf or hair over the neck stays out), so the face sits
// on the person's neck, blended into the scene's drawn skin below, not on a drawn rectangle.
import { rgbToLab } from '../shared/colour';
import { createGrey, smoothstep, type Grey, type Rgb } from '../shared/raster';
import { blurGrey } from './blur';
import { CHIN, FACE_OVAL, outline, SKIN_SAMPLES, type XY } from './landmarks';

/** Mesh points at the corners of the jaw. */
const JAW_RIGHT = 172;
const JAW_LEFT = 397;

type Lab = [number, number, number];

/** The mean Lab colour of the face's skin sample points. */
function skinLab(picture: Rgb, mesh: readonly XY[]): Lab {
  const sum: Lab = [0, 0, 0];
  const lab: Lab = [0, 0, 0];
  for (const index of SKIN_SAMPLES) {
    const x = Math.min(picture.width - 1, Math.max(0, Math.round(mesh[index][0])));
    const y = Math.min(picture.height - 1, Math.max(0, Math.round(mesh[index][1])));
    const p = (y * picture.width + x) * 3;
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    for (let c = 0; c < 3; c++) sum[c] += lab[c] / SKIN_SAMPLES.length;
  }
  return sum;
}

/** A neck is about this much of the jaw's width (mesh points 172 and 397) when the photo does not show it. */
export const NECK_OF_JAW = 0.84;

function apartFromSkin(picture: Rgb, x: number, y: number, skin: Lab, lab: Lab): number {
  const p = (y * picture.width + x) * 3;
  rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
  // The neck is often in the chin's shadow: its lightness counts for less than its hue.
  return Math.hypot((lab[0] - skin[0]) * 0.35, lab[1] - skin[1], lab[2] - skin[2]);
}

/**
 * The photo's neck width a little below the chin: the run of skin-coloured pixels each side of
 * the chin's column, in several rows, their median, kept within 0.8–0.95 of the jaw's width
 * (a collar, hair or a shadow beside the neck must not make it a pencil or a pillar); the
 * jaw's share when the photo shows no neck there.
 */
export function neckWidth(picture: Rgb, mesh: readonly XY[]): number {
  const oval = outline(mesh, FACE_OVAL);
  const top = Math.min(...oval.map((p) => p[1]));
  const chin = mesh[CHIN];
  const faceHeight = chin[1] - top;
  const jawWidth = Math.abs(mesh[JAW_LEFT][0] - mesh[JAW_RIGHT][0]);
  const skin = skinLab(picture, mesh);
  const lab: Lab = [0, 0, 0];
  const widths: number[] = [];
  for (const down of [0.12, 0.15, 0.18, 0.21]) {
    const y = Math.round(chin[1] + faceHeight * down);
    const cx = Math.round(chin[0]);
    if (y < 0 || y >= picture.height || cx < 0 || cx >= picture.width) continue;
    if (apartFromSkin(picture, cx, y, skin, lab) > 16) continue;
    let left = cx;
    let right = cx;
    while (left > 0 && cx - left < jawWidth && apartFromSkin(picture, left - 1, y, skin, lab) <= 16) left--;
    while (right < picture.width - 1 && right - cx < jawWidth && apartFromSkin(picture, right + 1, y, skin, lab) <= 16) right++;
    widths.push(right - left + 1);
  }
  if (widths.length < 2) return jawWidth * NECK_OF_JAW;
  widths.sort((a, b) => a - b);
  const median = widths[Math.floor(widths.length / 2)];
  return Math.min(jawWidth * 0.95, Math.max(jawWidth * 0.8, median));
}

/**
 * 1 on the neck's skin, fading over a soft edge at its sides and over its last stretch above
 * `to` (the y where the scene's clothes or drawn skin begin), 0 elsewhere.
 */
export function neckMatte(picture: Rgb, mesh: readonly XY[], to: number): Grey {
  const size = picture.width;
  const oval = outline(mesh, FACE_OVAL);
  const top = Math.min(...oval.map((p) => p[1]));
  const chin = mesh[CHIN];
  const faceHeight = chin[1] - top;
  const jawWidth = Math.abs(mesh[JAW_LEFT][0] - mesh[JAW_RIGHT][0]);
  const half = neckWidth(picture, mesh) / 2;
  const feather = jawWidth * 0.07;
  const from = chin[1] - faceHeight * 0.3;
  const fadeFrom = Math.max(chin[1], to - faceHeight * 0.12);
  const skin = skinLab(picture, mesh);
  const lab: Lab = [0, 0, 0];
  const matte = createGrey(size, size);
  const skinness = createGrey(size, size);
  for (let y = Math.max(0, Math.floor(from)); y < Math.min(size, Math.ceil(to)); y++) {
    // The neck widens a little towards the shoulders.
    const widen = 1 + Math.max(0, (y - chin[1]) / faceHeight) * 0.2;
    const down = 1 - smoothstep(fadeFrom, to, y);
    const reach = half * widen;
    for (
      let x = Math.max(0, Math.floor(chin[0] - reach - feather));
      x < Math.min(size, Math.ceil(chin[0] + reach + feather));
      x++
    ) {
      const side = 1 - smoothstep(reach - feather, reach + feather, Math.abs(x + 0.5 - chin[0]));
      const apart = apartFromSkin(picture, x, y, skin, lab);
      matte.data[y * size + x] = side * down;
      skinness.data[y * size + x] = 1 - smoothstep(12, 24, apart);
    }
  }
  // Whether it is skin, judged over patches rather than pixels (no speckles on a blotchy neck).
  const smoothSkin = blurGrey(skinness, Math.max(1, jawWidth * 0.06));
  for (let i = 0; i < matte.data.length; i++) matte.data[i] *= smoothstep(0.25, 0.6, smoothSkin.data[i]);
  return blurGrey(matte, Math.max(1, jawWidth * 0.02));
}

/** The photo's neck colour (0–1 RGB) a little below the chin, or undefined when that is not skin. */
export function neckColour(picture: Rgb, mesh: readonly XY[]): [number, number, number] | undefined {
  const oval = outline(mesh, FACE_OVAL);
  const top = Math.min(...oval.map((p) => p[1]));
  const chin = mesh[CHIN];
  const faceHeight = chin[1] - top;
  const radius = Math.max(1, Math.round(faceHeight * 0.04));
  const cy = Math.round(chin[1] + faceHeight * 0.12);
  const cx = Math.round(chin[0]);
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = cy - radius; y <= cy + radius; y++) {
    for (let x = cx - radius; x <= cx + radius; x++) {
      if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) continue;
      const p = (y * picture.width + x) * 3;
      for (let c = 0; c < 3; c++) sum[c] += picture.data[p + c];
      count++;
    }
  }
  if (count === 0) return undefined;
  const colour: [number, number, number] = [sum[0] / count, sum[1] / count, sum[2] / count];
  const lab: Lab = [0, 0, 0];
  rgbToLab(colour[0], colour[1], colour[2], lab);
  const skin = skinLab(picture, mesh);
  const apart = Math.hypot((lab[0] - skin[0]) * 0.35, lab[1] - skin[1], lab[2] - skin[2]);
  return apart < 14 ? colour : undefined;
}

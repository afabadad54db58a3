// The features drawn crisp from the mesh over a retouched photo, as a retoucher paints them in: a
// soft, enlarged photo's lids, brows and lips are smudges however much they are sharpened, and a
// smudged eye is what makes a face read as "a blurred copy". The mesh knows where each one is, so
// each is laid down at the output's resolution with an antialiased pen (../../featureLines.ts):
// a dark lash line along each upper lid, thickest at its outer half; a fine lower lash line; the
// brows darkened along their own line in a few thin hair strokes; the lips' outline made a clean
// edge. Every colour is the photo's own (its darkest lid or brow pixels), so the person stays.
import { createGrey, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { drawFeatures, strokeCurve } from '../../featureLines';
import { LEFT_BROW, LIPS, RIGHT_BROW, type XY } from '../../landmarks';
import { fillPolygon } from '../../masks';
import { faceUnit } from '../../retouch';
import { darkerThanAround } from './darkerThanAround';

export const RIGHT_UPPER_LID = [33, 246, 161, 160, 159, 158, 157, 173, 133];
export const LEFT_UPPER_LID = [263, 466, 388, 387, 386, 385, 384, 398, 362];
const RIGHT_LOWER_LID = [33, 7, 163, 144, 145, 153, 154, 155, 133];
const LEFT_LOWER_LID = [263, 249, 390, 373, 374, 380, 381, 382, 362];
const RIGHT_BROW_MIDDLE: readonly (readonly [number, number])[] = [
  [46, 70],
  [53, 63],
  [52, 105],
  [65, 66],
  [55, 107],
];
const LEFT_BROW_MIDDLE: readonly (readonly [number, number])[] = [
  [276, 300],
  [283, 293],
  [282, 334],
  [295, 296],
  [285, 336],
];

/** How strongly each is drawn (0–1 ink over the photo). */
export interface Drawn {
  lashes: number;
  brows: number;
  lips: number;
}

/** Mean colour of the darkest fifth of the picture's pixels under `mask` (the ink a feature is drawn in). */
function darkest(picture: Rgb, mask: Grey): Colour {
  const lights: number[] = [];
  for (let i = 0; i < mask.data.length; i++) {
    if (mask.data[i] < 0.5) continue;
    const p = i * 3;
    lights.push(0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2]);
  }
  if (lights.length === 0) return [0.1, 0.08, 0.07];
  const cut = [...lights].sort((a, b) => a - b)[Math.floor(lights.length * 0.2)];
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < mask.data.length; i++) {
    if (mask.data[i] < 0.5) continue;
    const p = i * 3;
    if (0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2] > cut) continue;
    for (let c = 0; c < 3; c++) sum[c] += picture.data[p + c];
    count++;
  }
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

function darker(colour: Colour, by: number): Colour {
  return [colour[0] * by, colour[1] * by, colour[2] * by];
}

/** The colour darkened, its hue kept, until its light is at most `light`. */
function atMost(colour: Colour, light: number): Colour {
  const own = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2];
  return own <= light ? colour : darker(colour, light / own);
}

/** `ink` laid over the picture where `mask` is, at `amount` (times `only`, per pixel, when given). */
function inkOver(picture: Rgb, mask: Grey, ink: Colour, amount: number, only?: Float32Array): void {
  const { data } = picture;
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const m = mask.data[i] * amount * (only ? only[i] : 1);
    if (m <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] += (ink[c] - data[p + c]) * m;
  }
}

/** A curve through mesh points, from the first to the last. */
function points(mesh: readonly XY[], indices: readonly number[]): XY[] {
  return indices.map((index) => mesh[index]);
}

function drawLashes(picture: Rgb, mesh: readonly XY[], amount: number): void {
  const size = picture.width;
  const unit = faceUnit(mesh);
  const lids = createGrey(size, size);
  for (const lid of [RIGHT_UPPER_LID, LEFT_UPPER_LID]) {
    const line = points(mesh, lid);
    strokeCurve(lids, line, Math.max(1.5, unit * 0.022), true);
    // The outer half heavier, as lashes grow longest there: a second, shorter stroke over it.
    strokeCurve(lids, line.slice(0, 5), Math.max(1.5, unit * 0.026), true, 0.8);
  }
  const lower = createGrey(size, size);
  for (const lid of [RIGHT_LOWER_LID, LEFT_LOWER_LID]) strokeCurve(lower, points(mesh, lid), Math.max(1, unit * 0.01), true);
  const eyes = createGrey(size, size);
  drawFeatures(
    mesh,
    size,
    [
      { points: RIGHT_UPPER_LID, weight: 1, taper: false },
      { points: LEFT_UPPER_LID, weight: 1, taper: false },
    ],
    unit * 0.05,
    eyes,
  );
  const ink = darker(darkest(picture, eyes), 0.45);
  // Only on the photo's own lashes: where the mesh's lid runs a few pixels off them (on a smiling,
  // soft face, along the crease above), a line inked on the lid's skin read as "doubled, ghosted
  // lashes" (the grey-haired woman, the thirty-third blind panel).
  const lashes = darkerThanAround(picture, unit * 0.05);
  inkOver(picture, lids, ink, amount, lashes);
  inkOver(picture, lower, ink, amount * 0.35, lashes);
}

function drawBrows(picture: Rgb, mesh: readonly XY[], amount: number): void {
  const size = picture.width;
  const unit = faceUnit(mesh);
  for (const [contour, middle] of [
    [RIGHT_BROW, RIGHT_BROW_MIDDLE],
    [LEFT_BROW, LEFT_BROW_MIDDLE],
  ] as const) {
    const area = fillPolygon(points(mesh, contour), size, size);
    // Never lighter than a brow is: a retouched or pale brow's own darkest pixels drew pencil lines.
    const ink = atMost(darker(darkest(picture, area), 0.6), 0.2);
    const hairs = createGrey(size, size);
    const line: XY[] = middle.map(([a, b]) => [(mesh[a][0] + mesh[b][0]) / 2, (mesh[a][1] + mesh[b][1]) / 2]);
    // Thin strokes along the brow, a little above and below its middle line: hair, not a bar.
    for (const shift of [-0.3, 0, 0.3]) {
      const strand: XY[] = middle.map(([a, b], k) => {
        const t = 0.5 + shift * (0.4 + 0.6 * Math.sin((Math.PI * k) / (middle.length - 1)));
        return [mesh[a][0] + (mesh[b][0] - mesh[a][0]) * t, mesh[a][1] + (mesh[b][1] - mesh[a][1]) * t];
      });
      strokeCurve(hairs, strand, Math.max(1, unit * 0.012), true, 0.6);
    }
    // The brow's own shape under the strokes, its edge a pixel soft: a brow, not a pencil line.
    const body = fillPolygon(points(mesh, contour), size, size);
    for (let i = 0; i < hairs.data.length; i++) hairs.data[i] = Math.max(hairs.data[i], body.data[i] * 0.55);
    strokeCurve(hairs, line, Math.max(1.5, unit * 0.03), true, 0.5);
    inkOver(picture, hairs, ink, amount);
  }
}

function outlineLips(picture: Rgb, mesh: readonly XY[], amount: number): void {
  const size = picture.width;
  const unit = faceUnit(mesh);
  const edge = createGrey(size, size);
  strokeCurve(edge, points(mesh, [...LIPS, LIPS[0]]), Math.max(1, unit * 0.012), false);
  const lips = fillPolygon(points(mesh, LIPS), size, size);
  const ink = darker(darkest(picture, lips), 0.85);
  inkOver(picture, edge, ink, amount);
}

export function drawFeaturesCrisp(picture: Rgb, mesh: readonly XY[], drawn: Drawn): void {
  if (drawn.brows > 0) drawBrows(picture, mesh, drawn.brows);
  if (drawn.lashes > 0) drawLashes(picture, mesh, drawn.lashes);
  if (drawn.lips > 0) outlineLips(picture, mesh, drawn.lips);
}

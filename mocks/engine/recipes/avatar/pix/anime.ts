// 'pix/anime': an anime cel — the face reshaped to anime proportions (../toon3d: very large eyes,
// a tiny nose, a short lower face and a pointed chin), flat colour in two or three tones with
// hard, clean boundaries, skin in one lit and one shadow tone, the hair a flat mass with a
// shine band, big painted eyes with highlights, thin dark outlines (Canny's edges with
// hysteresis outside the face, the mesh's own lines inside it) and a pastel background.
import { hex } from '../../shared/colour';
import { createGrey, smoothstep, toGrey, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey, guidedRgb } from '../blur';
import { drawFeatures, JAW_LINE, BROW_LINES } from '../featureLines';
import { LIPS, SKIN_SAMPLES, type XY } from '../landmarks';
import { fillPolygon, scaled, subjectMask } from '../masks';
import { atHalfSize, wideBlurRgb } from '../resample';
import { faceUnit, smoothSkin } from '../retouch';
import { photoStyle } from '../style';
import { paintToonEyes } from '../toon3d/eyes';
import { foreheadRaised } from '../toon3d/features';
import { reshapeFace } from '../toon3d/meshWarp';
import { keepNeckTone } from '../toon3d/skinGuard';
import { toonPlans, type ToonShape } from '../toon3d/proportions';
import { findHair } from './hair';
import { drawInk } from './ink';
import { cannyLines } from './lineArt';

/** Pastel skies the background becomes (one per result, by seed). */
const WASHES = ['#bfe3ff', '#ffd3e6', '#d9d0ff', '#c4f3e2', '#fff0bd'].map(hex);
const INKS = ['#2b1a1f', '#1d2440', '#3a2016'].map(hex);

export const ANIME_SHAPE: ToonShape = {
  eyeWidth: 1.32,
  eyeHeight: 1.55,
  nose: 0.6,
  chinKeep: 0.84,
  chinNarrow: 0.16,
  cheeks: 1,
  head: 1.04,
};

/** A short, simple mouth: the middle of the lips' meeting line. */
const MOUTH = [88, 178, 87, 14, 317, 402, 318];

function luma(data: Float32Array, p: number): number {
  return 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
}

function medianColour(picture: Rgb, points: readonly XY[]): Colour {
  const channels: number[][] = [[], [], []];
  for (const [x, y] of points) {
    const p = (Math.round(y) * picture.width + Math.round(x)) * 3;
    for (let c = 0; c < 3; c++) channels[c].push(picture.data[p + c]);
  }
  const mid = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0.7;
  return [mid(channels[0]), mid(channels[1]), mid(channels[2])];
}

/** Lightness in three flat tones (hard antialiased steps), each pixel keeping its own hue. */
function flatTones(picture: Rgb, sigma: number): Rgb {
  const blurred = wideBlurRgb(picture, sigma);
  const { data } = blurred;
  const result: Rgb = { width: picture.width, height: picture.height, data: new Float32Array(data.length) };
  for (let p = 0; p < data.length; p += 3) {
    const l = luma(data, p);
    const level = 0.22 + 0.3 * smoothstep(0.3, 0.32, l) + 0.33 * smoothstep(0.6, 0.62, l);
    for (let c = 0; c < 3; c++) result.data[p + c] = Math.min(1, Math.max(0, level + (data[p + c] - l) * 1.25));
  }
  return result;
}

function fill(picture: Rgb, mask: Grey, colourAt: (i: number) => Colour): void {
  const { data } = picture;
  for (let i = 0; i < mask.data.length; i++) {
    const a = mask.data[i];
    if (a <= 0) continue;
    const colour = colourAt(i);
    const p = i * 3;
    for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * a;
  }
}

export const anime = photoStyle(({ picture, mesh }, random) => {
  smoothSkin(picture, mesh, 1);
  const toon = reshapeFace(picture, mesh, toonPlans(ANIME_SHAPE));
  const unit = faceUnit(toon.mesh);
  const size = toon.picture.width;
  const smooth = atHalfSize(toon.picture, (half) => guidedRgb(half, Math.max(2, Math.round(unit * 0.04)), 0.004, 2));
  const cel = flatTones(smooth, unit * 0.025);

  // Skin: the face and whatever of the head and shoulders has the face's colour, in two tones.
  const skin = medianColour(
    smooth,
    SKIN_SAMPLES.map((index) => toon.mesh[index]),
  );
  const skinLight = Math.max(0.55, luma(Float32Array.from(skin), 0));
  const lighten = (v: number): number => Math.min(1, v * (0.8 / skinLight) + 0.08);
  const lit: Colour = [lighten(skin[0]), lighten(skin[1]), lighten(skin[2])];
  const shadow: Colour = [lit[0] * 0.9, lit[1] * 0.76, lit[2] * 0.76];
  const subject = subjectMask(toon.mesh, size);
  const face = fillPolygon(scaled(foreheadRaised(toon.mesh), 1.01), size, size);
  const skinMask = createGrey(size, size);
  const shadeOf = wideBlurRgb(smooth, unit * 0.08).data;
  const faceLight = luma(Float32Array.from(skin), 0);
  for (let i = 0, p = 0; i < skinMask.data.length; i++, p += 3) {
    const d = Math.hypot(smooth.data[p] - skin[0], smooth.data[p + 1] - skin[1], smooth.data[p + 2] - skin[2]);
    skinMask.data[i] = Math.max(face.data[i], subject.data[i] * (1 - smoothstep(0.1, 0.16, d)));
  }
  const cleanSkin = blurGrey(skinMask, unit * 0.02);
  for (let i = 0; i < cleanSkin.data.length; i++) cleanSkin.data[i] = smoothstep(0.4, 0.6, cleanSkin.data[i]);
  fill(cel, cleanSkin, (i) => (luma(shadeOf, i * 3) < faceLight * 0.86 ? shadow : lit));

  // Hair: one flat colour, a darker tone in its shadows, and a shine band across the crown.
  const hair = findHair(smooth, toon.mesh);
  const richer = (v: number): number => Math.min(1, v * 1.1 + 0.03);
  const hairBase: Colour = [richer(hair.colour[0]), richer(hair.colour[1]), richer(hair.colour[2])];
  const hairShade: Colour = [hairBase[0] * 0.62, hairBase[1] * 0.6, hairBase[2] * 0.66];
  const hairShine: Colour = [hairBase[0] * 0.7 + 0.3, hairBase[1] * 0.7 + 0.3, hairBase[2] * 0.7 + 0.3];
  const hairLight = luma(Float32Array.from(hair.colour), 0);
  fill(cel, hair.mask, (i) => {
    const x = i % size;
    const y = Math.floor(i / size);
    const s = (x - hair.cx) / hair.rx;
    const t = (y - hair.cy) / hair.ry;
    const r = Math.hypot(s, t);
    // The band: a ring a little inside the crown, its lower edge toothed like painted strands.
    const teeth = 0.035 * Math.abs(((Math.atan2(t, s) * 9) % 2) - 1);
    if (t < -0.3 && r > 0.74 + teeth && r < 0.84) return hairShine;
    return luma(shadeOf, i * 3) < hairLight * 0.8 ? hairShade : hairBase;
  });

  // Pastel background: a soft vertical wash over all but the figure (face, hair, neck and shoulders).
  const figure = blurGrey(fillPolygon(scaled(foreheadRaised(toon.mesh), 1.04), size, size), 2);
  const body = subjectMask(toon.mesh, size);
  const chinY = toon.mesh[152][1];
  for (let i = 0; i < figure.data.length; i++) {
    const below = smoothstep(chinY - unit * 0.2, chinY + unit * 0.3, Math.floor(i / size));
    figure.data[i] = Math.max(figure.data[i], hair.mask.data[i], smoothstep(0.4, 0.6, body.data[i]) * below);
  }
  const wash: Colour = WASHES[random.below(WASHES.length)];
  for (let y = 0; y < size; y++) {
    const lift = 0.25 * (1 - y / size);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const m = (1 - figure.data[i]) * 0.92;
      if (m <= 0) continue;
      const p = i * 3;
      for (let c = 0; c < 3; c++) cel.data[p + c] += (wash[c] + (1 - wash[c]) * lift - cel.data[p + c]) * m;
    }
  }

  // Lips a clean rosy tone: with the eyes, what the face is read by.
  const lips = blurGrey(
    fillPolygon(
      LIPS.map((index) => toon.mesh[index]),
      size,
      size,
    ),
    1,
  );
  fill(cel, lips, () => [lit[0] * 0.95, lit[1] * 0.62, lit[2] * 0.66]);

  keepNeckTone(cel, toon.picture, toon.mesh);

  // Lines: the photo's edges outside the face (hair, clothes, the outline), the mesh's inside it.
  const ink = INKS[random.below(INKS.length)];
  const edges = cannyLines(toGrey(smooth), {
    sigma: Math.max(1.2, unit * 0.02),
    low: 0.012,
    high: 0.03,
    shortest: Math.round(unit * 0.25),
  });
  const inner = blurGrey(fillPolygon(scaled(foreheadRaised(toon.mesh), 0.93), size, size), 2);
  for (let i = 0; i < edges.data.length; i++) edges.data[i] *= (1 - inner.data[i]) * figure.data[i];
  const pen = Math.max(1.2, unit * 0.016);
  const lines = drawFeatures(toon.mesh, size, JAW_LINE, pen);
  drawFeatures(toon.mesh, size, BROW_LINES.slice(0, 2), pen * 1.1, lines);
  drawFeatures(toon.mesh, size, [{ points: MOUTH, weight: 0.8, taper: true }], pen, lines);
  drawFeatures(toon.mesh, size, [{ points: [98, 97, 2], weight: 0.7, taper: true }], pen, lines);
  const softEdges = blurGrey(edges, 0.6);
  for (let i = 0; i < lines.data.length; i++) lines.data[i] = Math.max(lines.data[i], Math.min(1, softEdges.data[i] * 1.6));
  drawInk(cel, lines, ink, 0.9);
  paintToonEyes(cel, toon.mesh, { iris: 0.38, open: 0.55, catchlight: 'window', lashes: 0.5, lidWeight: 2.4, line: ink });
  return cel;
});

// 'cartoon': a cartoon avatar badge — the face painted in two flat skin tones, its eyes,
// brows, nose, mouth and jaw drawn in bold lines where the face mesh puts them, hair and
// clothes in a few cel-shaded tones with thick outlines, the background a soft painted
// backdrop in the photo's colours, all cut into a circle with a coloured ring on a dotted ground.
import { hex } from '../shared/colour';
import { inkLines } from '../shared/edges';
import { createGrey, smoothstep, toGrey, type Colour, type Grey, type Rgb } from '../shared/raster';
import { kuwahara } from '../shared/smoothing';
import { blurGrey, guidedRgb } from './blur';
import { catchlights } from './eyes';
import { BROW_LINES, drawFeatures, EYE_LINES, fillDisc, irises, JAW_LINE, MOUTH_LINES, NOSE_LINES } from './featureLines';
import { LEFT_EYE, outline, RIGHT_EYE, SKIN_SAMPLES, type XY } from './landmarks';
import { faceOvalMask, fillPolygon, subjectMask } from './masks';
import { celShade } from './pix/cel';
import { drawInk } from './pix/ink';
import { atHalfSize, wideBlurRgb } from './resample';
import { blendWithMask, faceUnit, smoothSkin } from './retouch';
import { photoStyle } from './style';

/** Ground and ring colours of the badge. */
const BADGES = [
  { ground: '#ffd166', ring: '#ef476f' },
  { ground: '#8ecae6', ring: '#023047' },
  { ground: '#b8f2e6', ring: '#5e6472' },
  { ground: '#ffc8dd', ring: '#7b2cbf' },
  { ground: '#caffbf', ring: '#2b9348' },
].map(({ ground, ring }) => ({ ground: hex(ground), ring: hex(ring) }));

const OUTLINE: Colour = [0.08, 0.06, 0.07];
const IRISES = ['#4a2c1a', '#2f4a6b', '#3d5a3a', '#2b1d14'].map(hex);

/** The badge: the drawing inside a circle, a white and a coloured ring, then the dotted ground. */
function badge(
  picture: { width: number; data: Float32Array },
  ground: Colour,
  ring: Colour,
  radiusShare: number,
  dots: number,
): void {
  const size = picture.width;
  const centre = size / 2;
  const radius = size * radiusShare;
  const ringWidth = size * 0.022;
  const spacing = size / dots;
  const { data } = picture;
  const dotted: Colour = [
    ground[0] + (1 - ground[0]) * 0.45,
    ground[1] + (1 - ground[1]) * 0.45,
    ground[2] + (1 - ground[2]) * 0.45,
  ];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      if (d < radius - 1) continue;
      let colour: Colour = ground;
      let cover = 1;
      if (d < radius + ringWidth * 0.45) {
        colour = [1, 1, 1];
        cover = Math.min(1, d - radius + 1);
      } else if (d < radius + ringWidth * 1.5) {
        colour = ring;
      } else {
        const gx = (x % spacing) - spacing / 2;
        const gy = (y % spacing) - spacing / 2;
        const dot = Math.min(1, Math.max(0, spacing * 0.14 + 0.5 - Math.hypot(gx, gy)));
        if (dot > 0)
          colour = [
            ground[0] + (dotted[0] - ground[0]) * dot,
            ground[1] + (dotted[1] - ground[1]) * dot,
            ground[2] + (dotted[2] - ground[2]) * dot,
          ];
      }
      const p = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * cover;
    }
  }
}

/** Mean colour of the picture where the mask is (nearly) full. */
function meanUnder(picture: Rgb, mask: Grey): Colour {
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    if (mask.data[i] < 0.9) continue;
    sum[0] += picture.data[p];
    sum[1] += picture.data[p + 1];
    sum[2] += picture.data[p + 2];
    count++;
  }
  return count > 0 ? [sum[0] / count, sum[1] / count, sum[2] / count] : [0.9, 0.72, 0.62];
}

/**
 * The face painted as an animation cel: the skin in two flat tones (lit and shade, split where
 * the smoothed picture is darker than the skin's mean), so the face reads as drawn and not as
 * a posterized photo.
 */
function paintSkin(picture: Rgb, smooth: Rgb, mesh: readonly XY[]): void {
  const size = picture.width;
  const skin = faceOvalMask(mesh, size, { grow: 0.98, forehead: 0.03, feather: 3 });
  // The skin's colour where it is skin in almost every photo (cheeks, forehead), not the oval's
  // mean, which takes in hair and shadow.
  const samples = createGrey(size, size);
  const unit = faceUnit(mesh);
  for (const index of SKIN_SAMPLES) fillDisc(samples, mesh[index], unit * 0.08);
  const mean = meanUnder(smooth, samples);
  const meanLuma = 0.299 * mean[0] + 0.587 * mean[1] + 0.114 * mean[2];
  // A cartoon's skin is brighter and cleaner than the photo's.
  const lift = Math.min(1.8, 0.8 / Math.max(0.2, meanLuma));
  const lit: Colour = [Math.min(1, mean[0] * lift * 1.04), Math.min(1, mean[1] * lift), Math.min(1, mean[2] * lift * 0.96)];
  const shade: Colour = [lit[0] * 0.86, lit[1] * 0.74, lit[2] * 0.74];
  const { data } = picture;
  for (let i = 0, p = 0; i < skin.data.length; i++, p += 3) {
    const m = skin.data[i];
    if (m <= 0) continue;
    const luma = 0.299 * smooth.data[p] + 0.587 * smooth.data[p + 1] + 0.114 * smooth.data[p + 2];
    const inShade = smoothstep(0.8, 0.76, luma / Math.max(0.05, meanLuma));
    for (let c = 0; c < 3; c++) {
      const tone = lit[c] + (shade[c] - lit[c]) * inShade;
      data[p + c] += (tone - data[p + c]) * m;
    }
  }
}

/** The eyes drawn: white of the eye, a dark iris with a pupil, a catchlight; then the lines over them. */
function drawEyes(picture: Rgb, mesh: readonly XY[], iris: Colour): void {
  const size = picture.width;
  const whites = createGrey(size, size);
  for (const eye of [RIGHT_EYE, LEFT_EYE]) fillPolygon(outline(mesh, eye), size, size, whites);
  const irisMask = createGrey(size, size);
  const pupilMask = createGrey(size, size);
  for (const { centre, radius } of irises(mesh)) {
    fillDisc(irisMask, centre, radius);
    fillDisc(pupilMask, centre, radius * 0.5);
  }
  const soft = blurGrey(whites, 0.7);
  const { data } = picture;
  for (let i = 0, p = 0; i < soft.data.length; i++, p += 3) {
    const w = soft.data[i];
    if (w <= 0) continue;
    const inIris = irisMask.data[i] * w;
    const inPupil = pupilMask.data[i] * w;
    for (let c = 0; c < 3; c++) {
      let v = data[p + c] + (0.97 - data[p + c]) * w;
      v += (iris[c] - v) * inIris;
      v += (0.05 - v) * inPupil;
      data[p + c] = v;
    }
  }
}

export const cartoon = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  const size = picture.width;
  smoothSkin(picture, mesh, 1);
  const smooth = atHalfSize(picture, (half) => guidedRgb(half, Math.max(2, Math.round(unit * 0.03)), 0.003, 2));
  const painted = kuwahara(smooth, Math.max(2, Math.round(unit * 0.035)));
  const flat = celShade(painted, {
    step: random.between(24, 28),
    softness: 0.08,
    chroma: random.between(1.15, 1.3),
    floor: 14,
    ceiling: 106,
  });
  paintSkin(flat, smooth, mesh);
  const colours = BADGES[random.below(BADGES.length)];
  // Behind the sitter the photo goes soft and flat, a painted backdrop in its own colours, so
  // the background's clutter does not compete with the drawn face.
  const subject = subjectMask(mesh, size);
  const backdrop = celShade(wideBlurRgb(smooth, unit * 0.35), { step: 22, softness: 0.5, chroma: 1.2, floor: 30, ceiling: 104 });
  blendWithMask(backdrop, flat, subject);
  flat.data.set(backdrop.data);
  drawEyes(flat, mesh, IRISES[random.below(IRISES.length)]);
  // Outlines: the photo's strong edges, thick, and the features and jaw from the mesh.
  const lines = inkLines(toGrey(smooth), { sigma: Math.max(1.5, unit * 0.017), from: 0.01, to: 0.03, thicken: 1 });
  for (let i = 0; i < lines.data.length; i++) lines.data[i] *= smoothstep(0.5, 0.8, subject.data[i]);
  const pen = Math.max(2, unit * 0.03);
  drawFeatures(mesh, size, [...EYE_LINES, ...MOUTH_LINES.slice(0, 1), ...NOSE_LINES], pen, lines);
  drawFeatures(mesh, size, BROW_LINES, pen * 1.6, lines);
  drawFeatures(mesh, size, JAW_LINE, pen * 1.1, lines);
  drawInk(flat, lines, OUTLINE);
  catchlights(flat, mesh, 0.1, 0.95);
  badge(flat, colours.ground, colours.ring, random.between(0.43, 0.45), random.between(18, 24));
  return flat;
});

// The two layers of the 3D photo: the subject (a soft matte of head and shoulders grown from
// the face box, or the photo's most distinct central region when there is no face) and the
// background with the subject's place filled in from its surroundings, so that when the
// subject moves across it the uncovered strip shows background, not a copy of the person.
import { boxBlur, gaussianBlur, gaussianBlurRgb } from '../shared/blur';
import { rgbToLab } from '../shared/colour';
import { growToColours } from './colourMatte';
import { createGrey, createRgb, smoothstep, toGrey, type Grey, type Rgb } from '../shared/raster';

/** A face box in the picture's pixels: left, top, width, height. */
export type Box = readonly [number, number, number, number];

interface Ellipse {
  x: number;
  y: number;
  rx: number;
  ry: number;
  /** 2 for an ellipse; larger for a squarer shape (a superellipse), like shoulders. */
  power?: number;
}

/** 1 inside the ellipse, falling to 0 over its outer `soft` part (as a fraction of its radius). */
function paintEllipse(mask: Grey, ellipse: Ellipse, soft: number): void {
  const power = ellipse.power ?? 2;
  const { width, height, data } = mask;
  const x0 = Math.max(0, Math.floor(ellipse.x - ellipse.rx));
  const x1 = Math.min(width - 1, Math.ceil(ellipse.x + ellipse.rx));
  const y0 = Math.max(0, Math.floor(ellipse.y - ellipse.ry));
  const y1 = Math.min(height - 1, Math.ceil(ellipse.y + ellipse.ry));
  for (let y = y0; y <= y1; y++) {
    const dy = (y - ellipse.y) / ellipse.ry;
    for (let x = x0; x <= x1; x++) {
      const dx = (x - ellipse.x) / ellipse.rx;
      const distance =
        power === 2 ? Math.sqrt(dx * dx + dy * dy) : (Math.abs(dx) ** power + Math.abs(dy) ** power) ** (1 / power);
      const value = 1 - smoothstep(1 - soft, 1, distance);
      const i = y * width + x;
      if (value > data[i]) data[i] = value;
    }
  }
}

/** Head with hair, neck, and shoulders running out of the frame's bottom, from the face box. */
function personShape(width: number, height: number, [left, top, w, h]: Box): Grey {
  const mask = createGrey(width, height);
  const x = left + w / 2;
  paintEllipse(mask, { x, y: top + h * 0.42, rx: w * 0.68, ry: h * 0.8 }, 0.12);
  paintEllipse(mask, { x, y: top + h * 1.15, rx: w * 0.45, ry: h * 0.5 }, 0.2);
  // Shoulders and body: squarish, from below the chin out of the frame's bottom.
  paintEllipse(mask, { x, y: top + h * 3, rx: w * 1.7, ry: h * 1.8, power: 3 }, 0.1);
  return mask;
}

/**
 * Without a face: the region whose colour differs most from the photo's border, weighted to
 * the centre, summarised by its centre and spread as one soft ellipse.
 */
function salientShape(picture: Rgb): Grey {
  const { width, height } = picture;
  const small = gaussianBlurRgb(picture, Math.max(width, height) / 150);
  const lab: [number, number, number] = [0, 0, 0];
  const labs = new Float32Array(width * height * 3);
  const border = [0, 0, 0];
  let borderCount = 0;
  const edge = Math.round(Math.min(width, height) * 0.05);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      rgbToLab(small.data[i * 3], small.data[i * 3 + 1], small.data[i * 3 + 2], lab);
      labs.set(lab, i * 3);
      if (x < edge || y < edge || x >= width - edge || y >= height - edge) {
        border[0] += lab[0];
        border[1] += lab[1];
        border[2] += lab[2];
        borderCount++;
      }
    }
  }
  for (let c = 0; c < 3; c++) border[c] /= Math.max(1, borderCount);
  let total = 0;
  let sumX = 0;
  let sumY = 0;
  let sumXX = 0;
  let sumYY = 0;
  for (let y = 0, i = 0; y < height; y++) {
    const ny = (y / height - 0.5) * 2;
    for (let x = 0; x < width; x++, i++) {
      const nx = (x / width - 0.5) * 2;
      const distinct = Math.hypot(labs[i * 3] - border[0], labs[i * 3 + 1] - border[1], labs[i * 3 + 2] - border[2]);
      const weight = distinct * Math.exp(-(nx * nx + ny * ny) * 1.5);
      total += weight;
      sumX += weight * x;
      sumY += weight * y;
      sumXX += weight * x * x;
      sumYY += weight * y * y;
    }
  }
  const cx = total > 0 ? sumX / total : width / 2;
  const cy = total > 0 ? sumY / total : height / 2;
  const sx = total > 0 ? Math.sqrt(Math.max(0, sumXX / total - cx * cx)) : width / 4;
  const sy = total > 0 ? Math.sqrt(Math.max(0, sumYY / total - cy * cy)) : height / 4;
  // Kept to a plausible subject: a third to two thirds of each side, centre kept off the edges.
  const rx = Math.min(width * 0.33, Math.max(width * 0.17, sx * 1.6));
  const ry = Math.min(height * 0.36, Math.max(height * 0.2, sy * 1.6));
  const mask = createGrey(width, height);
  paintEllipse(
    mask,
    { x: Math.min(width * 0.7, Math.max(width * 0.3, cx)), y: Math.min(height * 0.65, Math.max(height * 0.4, cy)), rx, ry },
    0.6,
  );
  return mask;
}

/** He et al.'s guided filter: the rough matte follows the photo's own edges (hair, shoulders). */
function guidedMatte(rough: Grey, guide: Grey, radius: number, epsilon: number): Grey {
  const n = rough.data.length;
  const product = createGrey(rough.width, rough.height);
  const squares = createGrey(rough.width, rough.height);
  for (let i = 0; i < n; i++) {
    product.data[i] = guide.data[i] * rough.data[i];
    squares.data[i] = guide.data[i] * guide.data[i];
  }
  const meanGuide = boxBlur(guide, radius);
  const meanRough = boxBlur(rough, radius);
  const meanProduct = boxBlur(product, radius);
  const meanSquares = boxBlur(squares, radius);
  const gain = createGrey(rough.width, rough.height);
  const offset = createGrey(rough.width, rough.height);
  for (let i = 0; i < n; i++) {
    const variance = meanSquares.data[i] - meanGuide.data[i] ** 2;
    const covariance = meanProduct.data[i] - meanGuide.data[i] * meanRough.data[i];
    gain.data[i] = covariance / (variance + epsilon);
    offset.data[i] = meanRough.data[i] - gain.data[i] * meanGuide.data[i];
  }
  const meanGain = boxBlur(gain, radius);
  const meanOffset = boxBlur(offset, radius);
  const matte = createGrey(rough.width, rough.height);
  for (let i = 0; i < n; i++) matte.data[i] = smoothstep(0.25, 0.75, meanGain.data[i] * guide.data[i] + meanOffset.data[i]);
  return matte;
}

/**
 * Without a face the subject's outline is a guess: a smooth depth instead of a cut-out, the
 * centre of interest near, the rest falling away softly (and the bottom of the frame, usually
 * the ground in front, a little nearer than the top).
 */
export function guessedDepth(picture: Rgb): Grey {
  const { width, height } = picture;
  const depth = salientShape(picture);
  for (let y = 0; y < height; y++) {
    const ground = 0.25 * (y / height);
    for (let x = 0; x < width; x++) depth.data[y * width + x] = Math.max(depth.data[y * width + x], ground);
  }
  return gaussianBlur(depth, Math.max(width, height) / 12);
}

/** The subject's matte, 0–1, from the face box: a drawn head and shoulders grown to the person's colours. */
export function subjectMatte(picture: Rgb, face: Box): Grey {
  const side = Math.max(picture.width, picture.height);
  const drawn = personShape(picture.width, picture.height, face);
  // Grown past the drawn outline by a third of a face: hair, a wide collar, a dress.
  const rough = growToColours(picture, drawn, Math.max(face[2], face[3]) * 0.35);
  const matte = guidedMatte(rough, toGrey(picture), Math.max(4, Math.round(side / 60)), 0.004);
  // A little feather so the edge never shows a pixel stair when it moves.
  return gaussianBlur(matte, side / 700);
}

/**
 * The photo with the subject's place filled from its surroundings (the photo is kept outside
 * the matte, so at rest the frame is the photo):
 * normalised convolution at widening scales, each finer one taking over where it has enough
 * known pixels near it, so the fill continues the colours right next to the hole.
 */
export function backgroundPlate(picture: Rgb, matte: Grey): Rgb {
  const { width, height } = picture;
  const side = Math.max(width, height);
  // The matte grown a few pixels: its soft rim holds a little of the subject too.
  const grown = gaussianBlur(matte, side / 250);
  const known = createGrey(width, height);
  for (let i = 0; i < known.data.length; i++) known.data[i] = 1 - smoothstep(0.02, 0.2, Math.max(grown.data[i], matte.data[i]));
  const planes = [0, 1, 2].map((channel) => {
    const weighted = createGrey(width, height);
    for (let i = 0; i < weighted.data.length; i++) weighted.data[i] = picture.data[i * 3 + channel] * known.data[i];
    return weighted;
  });
  const fill = createRgb(width, height);
  let first = true;
  for (const fraction of [1 / 4, 1 / 8, 1 / 16, 1 / 32, 1 / 64]) {
    const sigma = side * fraction;
    const support = gaussianBlur(known, sigma);
    const sums = planes.map((plane) => gaussianBlur(plane, sigma));
    for (let i = 0; i < support.data.length; i++) {
      const s = support.data[i];
      if (s < 1e-4) continue;
      const take = first ? 1 : smoothstep(0.15, 0.45, s);
      for (let c = 0; c < 3; c++) {
        const p = i * 3 + c;
        fill.data[p] += (sums[c].data[i] / s - fill.data[p]) * take;
      }
    }
    first = false;
  }
  const plate = createRgb(width, height);
  for (let i = 0; i < known.data.length; i++) {
    const k = known.data[i];
    for (let c = 0; c < 3; c++) plate.data[i * 3 + c] = picture.data[i * 3 + c] * k + fill.data[i * 3 + c] * (1 - k);
  }
  // A touch of depth of field: the background a little softer than the subject.
  return gaussianBlurRgb(plate, side / 900);
}

// The two layers of the 3D photo: the subject (the person's matte from the segmentation model,
// the whole body down to the frame's edge, or the photo's most distinct central region as a
// smooth depth when there is no face) and the background with the subject's place filled in
// from its surroundings, so that when the subject moves across it the uncovered strip shows
// background, not a copy of the person.
import type { PersonMatte } from '../../adapters/faces';
import { gaussianBlur, gaussianBlurRgb } from '../shared/blur';
import { rgbToLab } from '../shared/colour';
import { createGrey, sampleGrey, smoothstep, type Grey, type Rgb } from '../shared/raster';

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

/** How much of the face box the matte must hold for the cut-out to be the person at all. */
const FACE_COVERED = 0.6;

/**
 * The subject's matte, 0–1, at the picture's size: the person's matte (made smaller) enlarged,
 * or null when it misses the face (the model saw no person there: the photo is bent over a
 * smooth depth instead, which cannot tear).
 */
export function subjectMatte(picture: Rgb, person: PersonMatte, face: Box): Grey | null {
  const { width, height } = picture;
  const matte = createGrey(width, height);
  const scaleX = person.width / width;
  const scaleY = person.height / height;
  for (let y = 0, i = 0; y < height; y++) {
    // Pixel centres line up: (y + ½) here is (y + ½) × scale there.
    const sy = (y + 0.5) * scaleY - 0.5;
    // Firmed a little: RVM's faint fringe (a few % of a strand over a wall) would carry a pale
    // veil of the old background over the filled one when the person moves.
    for (let x = 0; x < width; x++, i++) matte.data[i] = smoothstep(0.12, 0.75, sampleGrey(person, (x + 0.5) * scaleX - 0.5, sy));
  }
  // The face's middle half: hair or a hat may leave the box's corners out.
  const [left, top, w, h] = face;
  let covered = 0;
  let count = 0;
  for (let y = Math.max(0, Math.round(top + h / 4)); y < Math.min(height, Math.round(top + (h * 3) / 4)); y++) {
    for (let x = Math.max(0, Math.round(left + w / 4)); x < Math.min(width, Math.round(left + (w * 3) / 4)); x++) {
      covered += matte.data[y * width + x];
      count++;
    }
  }
  return count > 0 && covered / count >= FACE_COVERED ? matte : null;
}

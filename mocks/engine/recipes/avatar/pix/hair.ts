// Where the hair is, guessed from the face mesh and colour: the hair's colour sampled just above
// the forehead and beside the temples, then the pixels of about that colour round the head
// (not the face) taken as hair, smoothed into one clean mass.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';
import { distance, type XY, faceFrame } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { foreheadRaised } from '../toon3d/features';
import { median } from '../../shared/median';

export interface Hair {
  mask: Grey;
  colour: Colour;
  /** The head's ellipse the hair lies in: centre and half sizes. */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export function findHair(picture: Rgb, mesh: readonly XY[]): Hair {
  const { width, height, data } = picture;
  const { faceWidth, faceHeight, cx, cy } = faceFrame(mesh);
  // Samples: above the forehead, and beside the temples just outside the face.
  const samples: XY[] = [];
  const top = mesh[10];
  for (let k = -3; k <= 3; k++)
    for (const up of [0.1, 0.14, 0.18]) samples.push([top[0] + k * faceWidth * 0.07, top[1] - faceHeight * up]);
  for (const index of [54, 284, 127, 356]) {
    const [x, y] = mesh[index];
    samples.push([x + Math.sign(x - cx) * faceWidth * 0.08, y]);
  }
  const channels: number[][] = [[], [], []];
  for (const [x, y] of samples) {
    const px = Math.min(width - 1, Math.max(0, Math.round(x)));
    const py = Math.min(height - 1, Math.max(0, Math.round(y)));
    for (let c = 0; c < 3; c++) channels[c].push(data[(py * width + px) * 3 + c]);
  }
  const colour: Colour = [median(channels[0]), median(channels[1]), median(channels[2])];
  const rx = faceWidth * 0.72;
  const ry = faceHeight * 0.78;
  const hcy = cy - faceHeight * 0.1;
  const face = fillPolygon(scaled(foreheadRaised(mesh), 0.99), width, height);
  const raw = createGrey(width, height);
  const unit = distance(mesh[33], mesh[263]);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const s = (x - cx) / rx;
      const t = (y - hcy) / ry;
      // The head's ellipse down to the ears: below them a dark background and long dark hair look
      // alike, and the shoulders' colours are kept as they are anyway.
      const region = (1 - smoothstep(0.9, 1.1, s * s + t * t)) * (1 - smoothstep(0.15, 0.45, t));
      if (region <= 0) continue;
      const i = y * width + x;
      const p = i * 3;
      const d = Math.hypot(data[p] - colour[0], data[p + 1] - colour[1], data[p + 2] - colour[2]);
      raw.data[i] = region * (1 - face.data[i]) * (1 - smoothstep(0.16, 0.3, d));
    }
  }
  const mask = blurGrey(raw, unit * 0.04);
  for (let i = 0; i < mask.data.length; i++) mask.data[i] = smoothstep(0.35, 0.6, mask.data[i]);
  return { mask, colour, cx, cy: hcy, rx, ry };
}

// The realistic look's finish (写实): the rendered vector scene made to read as a photograph,
// not clip art with a blur. What a camera adds to a scene, in the order light meets it:
// - materials: surfaces are never one flat colour. A fractal noise modulates every surface; on
//   the ground it recedes in perspective (coarse near the bottom, fine toward the horizon), so
//   grass, sand, floor and water read as a plane going away; things carry a finer grain (fur,
//   cloth, wood) than the sky, which keeps only a faint cloudiness;
// - light: each thing standing on the ground casts a long soft shadow away from the sun and
//   darkens the ground where it touches it (ambient occlusion); a thing on water is mirrored
//   in it, rippled and darkened;
// - aerial perspective: the far land fades toward the sky's colour at the horizon;
// - the lens: the vector edges softened, depth of field (the subject sharp, the background and
//   the nearest ground out of focus), the highlights blooming, a vignette;
// - the film: a filmic tone curve (soft toe and shoulder), colours a little less saturated,
//   cool shadows and warm highlights, and luminance grain strongest in the mid-tones.
import { gaussianBlurRgb } from '../shared/blur';
import type { Random } from '../shared/random';
import type { Rgb } from '../shared/raster';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the finish knows of the scene, in the picture's normal-size pixels. */
export interface SceneDepth {
  horizon: number;
  /** Indoors there is no sky: the horizon is the floor's line, the far wall is near. */
  indoors: boolean;
  /** Where the sun or moon stands across the picture, 0–1 (shadows fall away from it). */
  lightX: number;
  /** Things standing on the ground (they cast shadows) and on water (mirrored). */
  grounded: readonly Box[];
  floating: readonly Box[];
  /** The subject's box: kept in focus. */
  focus?: Box;
}

/** A smooth value noise in 0–1 at real coordinates, from a seed (a hashed lattice, smoothstep between). */
function noiseField(seed: number): (x: number, y: number) => number {
  const hash = (ix: number, iy: number) => {
    let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ seed;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
  return (x, y) => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = hash(ix, iy);
    const b = hash(ix + 1, iy);
    const c = hash(ix, iy + 1);
    const d = hash(ix + 1, iy + 1);
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}

const inside = (box: Box, x: number, y: number, pad = 0) =>
  x >= box.x - pad && x <= box.x + box.width + pad && y >= box.y - pad && y <= box.y + box.height + pad;

/** A filmic S-curve: the mid-tones' contrast raised, a soft toe in the shadows and a rolled-off shoulder. */
const film = (v: number) => {
  const x = Math.max(0, Math.min(1.2, v));
  const s = x < 0.5 ? 0.5 * (2 * x) ** 1.2 : 1 - 0.5 * Math.max(0, 2 - 2 * x) ** 1.2;
  return s > 0.9 ? 0.9 + (1 - Math.exp(-(s - 0.9) * 8)) * 0.1 : s;
};

/** The curve tabulated (it is asked four times a pixel). */
const FILM = Float32Array.from({ length: 1025 }, (_, k) => film((k / 1024) * 1.2));
const filmic = (v: number) => FILM[Math.max(0, Math.min(1024, Math.round((v / 1.2) * 1024)))];

const smooth = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

/** Mirrors what floats on water into it, rippled and darker, under each floating thing. */
function reflect(picture: Rgb, floating: readonly Box[], scale: number, horizon: number): void {
  const { width, height, data } = picture;
  for (const box of floating) {
    const base = Math.round((box.y + box.height) * scale);
    const depth = Math.min(Math.round(box.height * 0.7 * scale), height - base);
    const x0 = Math.max(0, Math.round(box.x * scale));
    const x1 = Math.min(width, Math.round((box.x + box.width) * scale));
    for (let dy = 1; dy < depth; dy++) {
      const y = base + dy;
      const from = base - dy;
      if (from < horizon * scale * 0.2 || from < 0) break;
      const fade = 0.5 * (1 - dy / depth);
      for (let x = x0; x < x1; x++) {
        const edge = smooth(Math.min(x - x0, x1 - x) / (0.2 * (x1 - x0)));
        const ripple = Math.round(Math.sin(dy / (2.2 * scale) + x * 0.02) * 3 * scale * (0.3 + dy / depth));
        const sx = Math.max(0, Math.min(width - 1, x + ripple));
        const p = (y * width + x) * 3;
        const q = (from * width + sx) * 3;
        for (let c = 0; c < 3; c++) data[p + c] += (data[q + c] * 0.8 - data[p + c]) * fade * edge;
      }
    }
  }
}

/** How much a ground point is shaded by the things standing on it: contact darkness and long cast shadows. */
function shadowAt(depth: SceneDepth, near: readonly Box[], x: number, y: number): number {
  let shade = 0;
  const away = depth.lightX < 0.5 ? 1 : -1;
  const slant = Math.abs(depth.lightX - 0.5) * 2;
  for (const box of near) {
    const base = box.y + box.height;
    const cx = box.x + box.width / 2;
    const below = y - base;
    const halfW = box.width / 2;
    // Contact: dark right under it, fading within a few percent of its height.
    const cy = below / Math.max(4, box.height * 0.05);
    const cxr = (x - cx) / Math.max(4, halfW * 0.95);
    const contact = Math.exp(-(cxr * cxr + cy * cy) * 1.5) * 0.55;
    // Cast: a flattened copy of its footprint stretched away from the light and a little back.
    const along = (x - cx) * away;
    const back = -below / Math.max(4, box.height * 0.1);
    const reach = halfW + box.height * (0.4 + slant * 0.8);
    const t = (along + halfW) / (reach + halfW);
    const lift = back - Math.max(0, t) * 1.2;
    // Faded in over the footprint and out toward its far end, so it has no edge.
    const cast = smooth((along + halfW * 1.2) / (halfW * 0.8)) * smooth(1 - t) * Math.exp(-lift * lift * 1.2) * 0.3;
    shade = Math.max(shade, contact, cast);
  }
  return shade;
}

export function photographic(picture: Rgb, random: Random, scale: number, depth: SceneDepth): void {
  const { width, height, data } = picture;
  const seed = random.below(1 << 30);
  const noise = noiseField(seed);
  const fine = noiseField(seed ^ 0x2545f491);
  const horizon = depth.horizon * scale;
  if (depth.floating.length > 0) reflect(picture, depth.floating, scale, depth.horizon);
  // The colour the air takes at the horizon (the sky just above it), for aerial perspective.
  const hy = Math.max(0, Math.min(height - 1, Math.round(horizon) - 4));
  const air = [0, 0, 0];
  for (let x = 0; x < width; x += 8) for (let c = 0; c < 3; c++) air[c] += data[(hy * width + x) * 3 + c] / Math.ceil(width / 8);
  // The lens: vector edges softened everywhere, and a strong blur for what is out of focus.
  const soft = gaussianBlurRgb(picture, 0.9 * scale);
  const far = gaussianBlurRgb(picture, 5 * scale);
  const bloom = far;
  const focus = depth.focus;
  const focusBase = focus ? focus.y + focus.height : depth.horizon + (1024 - depth.horizon) * 0.6;
  for (let y = 0, i = 0; y < height; y++) {
    const v = y / scale;
    const dy = (y / height - 0.5) * 2;
    const ground = v > depth.horizon;
    // Perspective: how far away a ground row is (1 at the bottom, growing toward the horizon).
    const z = ground ? Math.min(40, (1024 - depth.horizon) / Math.max(2, v - depth.horizon)) : 40;
    // Only the things whose foot is near this row shade it.
    const near = ground ? depth.grounded.filter((box) => v > box.y + box.height * 0.75 && v < box.y + box.height * 1.2) : [];
    // Aerial perspective: land near the horizon fades into the air.
    const haze = depth.indoors ? 0 : Math.exp(-Math.abs(v - depth.horizon) / (ground ? 25 : 70)) * 0.22;
    for (let x = 0; x < width; x++, i++) {
      const u = x / scale;
      const p = i * 3;
      // Depth of field: the subject's plane sharp, the background and near ground soft.
      let blur: number;
      if (focus && inside(focus, u, v, 6)) blur = 0;
      else if (!ground) blur = depth.indoors ? 0.45 : 0.85;
      else blur = Math.min(0.85, Math.abs(v - focusBase) / (depth.indoors ? 420 : 260));
      if (focus && blur > 0) {
        // Feather the focus box's edge.
        const dx = Math.max(focus.x - u, u - focus.x - focus.width, 0);
        const dv = Math.max(focus.y - v, v - focus.y - focus.height, 0);
        blur *= Math.min(1, Math.hypot(dx, dv) / 24);
      }
      // Materials: perspective texture on the ground, a finer grain on things, faint in the sky.
      let texture: number;
      if (ground && !depth.indoors) {
        const gu = ((u - 512) / z) * 0.09;
        const gv = (1 / z) * 40;
        texture = (noise(gu * 3, gv * 3) - 0.5) * 0.16 + (noise(gu * 11 + 7, gv * 11) - 0.5) * 0.12;
      } else if (ground) texture = (noise(u / 60, v / 14) - 0.5) * 0.08 + (noise(u / 9, v / 3) - 0.5) * 0.05;
      else texture = (noise(u / 180 + 3, v / 90) - 0.5) * 0.05;
      texture += (fine(u / 2.2, v / 2.2) - 0.5) * 0.07;
      const shade = near.length > 0 ? shadowAt(depth, near, u, v) : 0;
      const vignette = 1 - 0.3 * Math.max(0, (x / width - 0.5) * (x / width - 0.5) * 4 + dy * dy - 0.3);
      const speck = (fine(u * 0.9 + 31, v * 0.9) - 0.5) * 0.09;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let c = 0; c < 3; c++) {
        let value = soft.data[p + c] + (far.data[p + c] - soft.data[p + c]) * blur;
        value *= 1 + texture;
        value *= 1 - shade;
        value += (air[c] - value) * haze;
        value += Math.max(0, bloom.data[p + c] - 0.82) * 0.5;
        value *= vignette * 0.96;
        if (c === 0) r = value;
        else if (c === 1) g = value;
        else b = value;
      }
      // Film: a little less saturated, tone-mapped, cool shadows and warm highlights, grain.
      const luma = 0.299 * r + 0.587 * g + 0.114 * b;
      const sat = 0.86;
      r = filmic(luma + (r - luma) * sat);
      g = filmic(luma + (g - luma) * sat);
      b = filmic(luma + (b - luma) * sat);
      const tone = filmic(luma) - 0.5;
      const mid = 1 - Math.abs(tone) * 1.6;
      const grainy = speck * (0.5 + mid);
      data[p] = r + tone * 0.035 + grainy;
      data[p + 1] = g + tone * 0.01 + grainy;
      data[p + 2] = b - tone * 0.04 + grainy;
    }
  }
}

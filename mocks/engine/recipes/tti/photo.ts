// The realistic look's finish (写实): the rendered vector scene made to read as a photograph,
// not clip art with a blur. What a camera adds to a scene, in the order light meets it:
// - the things: each shaded as a form from the one light, with its material (sculpt.ts);
// - materials of the ground: grass blades, sand, water's ripples whose crests mirror the sky, a
//   floor's boards, all larger toward the viewer; the sky a faint cloudiness;
// - light: each thing standing on the ground casts a long soft shadow away from the sun and
//   darkens the ground where it touches it (ambient occlusion); a thing on water is mirrored
//   in the water (never on the sand or on a thing in front), rippled and darkened;
// - aerial perspective: the far land fades toward the sky's colour at the horizon;
// - the lens: depth of field on the far background only (the sky, the mountains, the ground's
//   first stretch), blurred without the things in front so no halo spreads; a bloom; a vignette;
// - the film: a filmic tone curve (soft toe and shoulder), muted colour, cool shadows and warm
//   highlights, and luminance grain strongest in the mid-tones.
import { gaussianBlur, gaussianBlurRgb } from '../shared/blur';
import type { Random } from '../shared/random';
import { createGrey, createRgb, type Rgb } from '../shared/raster';
import { growClouds } from './clouds';
import { noiseField, sculpt } from './sculpt';
import type { Ground } from './scene';

/** What a thing's surface is, for its texture (sculpt.ts). */
export type Material = 'fur' | 'wood' | 'cloth' | 'paint' | 'stone' | 'leaf' | 'food' | 'plain';

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
  /** A portrait before a backdrop: one strong side light, the backdrop mottled. */
  studio?: boolean;
  /** Where the sun or moon stands across the picture, 0–1 (shadows fall away from it). */
  lightX: number;
  /** Things standing on the ground (they cast shadows) and on water (mirrored). */
  grounded: readonly Box[];
  floating: readonly Box[];
  /** The subject's box: kept in focus. */
  focus?: Box;
  /** What the ground is (a room's floor indoors): its texture. */
  ground: Ground | 'floor';
  /** Over a beach, the water's lowest line: a reflection stops there. */
  shore?: number;
  /** Each thing's material by its label. */
  materials: Record<number, Material>;
  /** The label of what stands far off (the mountains): out of focus like the sky. */
  far?: number;
  /** The label of what stands between the far land and the things (the trees): half as soft. */
  middle?: number;
  /** Each pixel's thing at the picture's full size (compose.ts), 0 where none. */
  labels?: Uint8Array;
  /** The sky's clouds (grown from noise here: clouds.ts) and its hour. */
  sky?: { clouds: number; time: 'day' | 'sunset' | 'night'; rain: boolean };
}

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

/** How much of a floating thing's box lies under the water (its keel). */
const SUNK = 0.08;

/** Mirrors what floats on water into it, rippled and darker, under each floating thing. */
function reflect(picture: Rgb, depthOf: SceneDepth, scale: number): void {
  const { width, height, data } = picture;
  const { floating, horizon, labels } = depthOf;
  const bottom = Math.min(height, Math.round((depthOf.shore ?? Infinity) * scale));
  for (const box of floating) {
    // From the waterline (settle: the keel is under it).
    const base = Math.round((box.y + box.height * (1 - SUNK)) * scale);
    const depth = Math.min(Math.round(box.height * 0.7 * scale), bottom - base);
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
        // Only the water takes the reflection, never a thing standing in front of it.
        if (labels && labels[y * width + x] !== 0 && labels[y * width + x] !== depthOf.far) continue;
        const p = (y * width + x) * 3;
        const q = (from * width + sx) * 3;
        for (let c = 0; c < 3; c++) data[p + c] += (data[q + c] * 0.8 - data[p + c]) * fade * edge;
      }
    }
  }
}

/** The label most of a box's lowest band holds: the floating thing's own (a boat's hull). */
function labelIn(labels: Uint8Array, width: number, box: Box, scale: number): number {
  const counts = new Map<number, number>();
  const y0 = Math.round((box.y + box.height * 0.8) * scale);
  const y1 = Math.round((box.y + box.height) * scale);
  for (let y = Math.max(0, y0); y < y1; y++)
    for (let x = Math.max(0, Math.round(box.x * scale)); x < Math.min(width, Math.round((box.x + box.width) * scale)); x++) {
      const label = labels[y * width + x];
      if (label !== 0) counts.set(label, (counts.get(label) ?? 0) + 1);
    }
  let best = 0;
  let most = 0;
  for (const [label, count] of counts)
    if (count > most) {
      best = label;
      most = count;
    }
  return best;
}

/**
 * A thing floating sits in the water, not on it: its lowest part (a boat's keel) is under the
 * surface, the water's colour over it along a rippling waterline, a thin light line where the
 * water meets the hull. The submerged pixels become water (label 0), so they take its ripples.
 */
function settle(picture: Rgb, depth: SceneDepth, scale: number): void {
  const { width, height, data } = picture;
  const labels = depth.labels;
  if (!labels) return;
  for (const box of depth.floating) {
    const label = labelIn(labels, width, box, scale);
    if (label === 0) continue;
    const sink = box.height * SUNK * scale;
    const x0 = Math.max(0, Math.round(box.x * scale));
    const x1 = Math.min(width, Math.round((box.x + box.width) * scale));
    // One waterline across the whole hull (a slanted bow goes under it too), rippling a little.
    const keel = Math.min(height - 5, Math.round((box.y + box.height) * scale));
    const from = Math.max(0, Math.round(keel - sink - 3 * scale));
    for (let x = x0; x < x1; x++) {
      const line = keel - sink + Math.sin(x / (9 * scale)) * 1.5 * scale + Math.sin(x / (3.1 * scale)) * 0.6 * scale;
      const below = ((keel + 4) * width + x) * 3;
      for (let y = from; y <= keel; y++) {
        const i = y * width + x;
        if (labels[i] !== label) continue;
        const under = smooth((y - line) / 1.5);
        if (under <= 0) continue;
        const foam = Math.exp(-(((y - line - 1) / (0.9 * scale)) ** 2)) * 0.18;
        for (let c = 0; c < 3; c++) {
          const water = data[below + c] * 0.92;
          // A little of the hull shows through the first of the water, darkened.
          const seen = water + (data[i * 3 + c] * 0.35 - water) * 0.25 * (1 - (y - line) / Math.max(1, keel - line));
          data[i * 3 + c] += (seen - data[i * 3 + c]) * under + foam;
        }
        if (under > 0.5) labels[i] = 0;
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

/**
 * The background blurred without the things standing in front of it (a mean weighted by what is
 * background), so no dark halo of a tree or an animal spreads into the out-of-focus sky.
 */
function backgroundBlur(picture: Rgb, labels: Uint8Array | undefined, far: readonly number[], sigma: number): Rgb {
  const { width, height, data } = picture;
  // At half size: a blur this wide shows no difference, and it costs a quarter.
  const hw = Math.ceil(width / 2);
  const hh = Math.ceil(height / 2);
  const weight = createGrey(hw, hh);
  const weighted = createRgb(hw, hh);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (labels && labels[i] !== 0 && !far.includes(labels[i])) continue;
      const k = (y >> 1) * hw + (x >> 1);
      weight.data[k] += 0.25;
      for (let c = 0; c < 3; c++) weighted.data[k * 3 + c] += data[i * 3 + c] * 0.25;
    }
  const total = gaussianBlur(weight, sigma / 2).data;
  const blurred = gaussianBlurRgb(weighted, sigma / 2).data;
  const result = createRgb(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const k = Math.min(hh - 1, y >> 1) * hw + Math.min(hw - 1, x >> 1);
      const p = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) result.data[p + c] = total[k] > 0.02 ? blurred[k * 3 + c] / total[k] : data[p + c];
    }
  return result;
}

/** The mean colour of a row band of the picture's background (no things), for the light the ground bounces. */
function groundColour(picture: Rgb, labels: Uint8Array | undefined, from: number, to: number): [number, number, number] {
  const { width, height, data } = picture;
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.max(0, from); y < Math.min(height, to); y += 4)
    for (let x = 0; x < width; x += 4) {
      const i = y * width + x;
      if (labels && labels[i] !== 0) continue;
      for (let c = 0; c < 3; c++) sum[c] += data[i * 3 + c];
      count++;
    }
  return count > 0 ? [sum[0] / count, sum[1] / count, sum[2] / count] : [0.5, 0.45, 0.4];
}

/**
 * The ground's own texture at (u, v) in normal-size pixels, `near` 0 at the horizon to 1 at the
 * picture's foot: grass blades, sand, water's ripples (with `glint`, how much of the sky they
 * mirror), snow, a floor.
 */
function groundTexture(
  ground: SceneDepth['ground'],
  noise: (x: number, y: number) => number,
  u: number,
  v: number,
  near: number,
): { texture: number; glint: number } {
  const w = 0.15 + near;
  if (ground === 'grass') {
    // Blades: a noise stretched tall and thin, larger toward the viewer, two layers crossing.
    // Only the blades' length grows toward the viewer: a width scaled by depth too slants every
    // column toward a vanishing point, and the grass reads as streaks.
    const blades = noise(u / 1.6, v / (12 * w + 1.5)) - 0.5;
    const tufts = noise(u / 3.5 + 40, v / (20 * w + 3)) - 0.5;
    const patches = noise(u / 70, v / (24 * w + 4)) - 0.5;
    return { texture: blades * 0.34 + tufts * 0.22 + patches * 0.22, glint: 0 };
  }
  if (ground === 'sea' || ground === 'lake') {
    // Ripples: long and thin across, tighter toward the horizon; their crests mirror the sky.
    const ripple = noise(u / 24, v / (2.6 * w + 0.35));
    const swell = noise(u / 80 + 11, v / (9 * w + 1));
    const glint = Math.max(0, ripple - 0.62) * 2.2 * (0.4 + swell);
    return { texture: (ripple - 0.5) * 0.22 + (swell - 0.5) * 0.12, glint };
  }
  if (ground === 'desert' || ground === 'snow') {
    const grains = noise(u / (0.8 * w + 0.3), v / (0.8 * w + 0.3)) - 0.5;
    const drifts = noise(u / (60 * w + 6), v / (6 * w + 1)) - 0.5;
    return { texture: grains * 0.12 + drifts * 0.14, glint: 0 };
  }
  if (ground === 'floor') {
    // Boards going away: the grain runs toward the horizon.
    const grainLine = noise(u / 3, v / 40) - 0.5;
    return { texture: grainLine * 0.1 + (noise(u / 60, v / 14) - 0.5) * 0.08, glint: 0 };
  }
  return { texture: (noise(u / (3 * w + 0.5), v / (3 * w + 0.5)) - 0.5) * 0.16, glint: 0 };
}

export function photographic(picture: Rgb, random: Random, scale: number, depth: SceneDepth): void {
  const { width, height, data } = picture;
  const seed = random.below(1 << 30);
  const noise = noiseField(seed);
  const fine = noiseField(seed ^ 0x2545f491);
  const horizon = depth.horizon * scale;
  const labels = depth.labels;
  if (depth.floating.length > 0) {
    settle(picture, depth, scale);
    reflect(picture, depth, scale);
  }
  // The colour the air takes at the horizon (the sky just above it), for aerial perspective and
  // for what the water mirrors.
  const hy = Math.max(0, Math.min(height - 1, Math.round(horizon) - 4));
  const air = [0, 0, 0];
  for (let x = 0; x < width; x += 8) for (let c = 0; c < 3; c++) air[c] += data[(hy * width + x) * 3 + c] / Math.ceil(width / 8);
  if (depth.sky && !depth.indoors)
    growClouds(
      picture,
      { horizon: depth.horizon, ...depth.sky, isSky: (i) => !labels || labels[i] === 0 },
      scale,
      seed ^ 0x1b873593,
    );
  const sky = groundColour(picture, labels, 0, Math.round(horizon * 0.5));
  if (labels)
    sculpt(
      picture,
      labels,
      depth.materials,
      {
        lightX: depth.lightX,
        bounce: groundColour(picture, labels, Math.round(horizon), height),
        indoors: depth.indoors,
        studio: depth.studio === true,
        seed: seed ^ 0x68e31da4,
      },
      scale,
    );
  // The lens: the far background out of focus (the things' edges stay as drawn: the shading
  // already turns them away from the light).
  const soft = picture;
  const behind = [depth.far, depth.middle].filter((label) => label !== undefined);
  const far = backgroundBlur(picture, labels, behind, 5 * scale);
  const bloom = far;
  const groundDepth = Math.max(1, 1024 * (height / width) - depth.horizon);
  let state = seed | 1;
  for (let y = 0, i = 0; y < height; y++) {
    const v = y / scale;
    const dy = (y / height - 0.5) * 2;
    const ground = v > depth.horizon;
    const near = ground ? Math.min(1, (v - depth.horizon) / Math.min(groundDepth, height / scale - depth.horizon)) : 0;
    // Only the things whose foot is near this row shade it.
    const standing = ground ? depth.grounded.filter((box) => v > box.y + box.height * 0.75 && v < box.y + box.height * 1.2) : [];
    // Aerial perspective: land near the horizon fades into the air.
    const haze = depth.indoors ? 0 : Math.exp(-Math.abs(v - depth.horizon) / (ground ? 25 : 70)) * 0.22;
    const wet = ground && (depth.ground === 'sea' || depth.ground === 'lake');
    const fresnel = wet ? 0.5 * Math.exp(-near * 5) - 0.12 * near : 0;
    // Depth of field on the far background only: the sky and what stands on the horizon, the
    // ground's first stretch; the indoors' far wall a little. A lens focused on a subject a few
    // metres off leaves the distance plainly soft (a panel read the sharp far ranges as a render).
    const rowBlur = depth.indoors ? (ground ? 0 : 0.3) : ground ? 0.9 * smooth(1 - near / 0.3) : 0.6;
    for (let x = 0; x < width; x++, i++) {
      const u = x / scale;
      const p = i * 3;
      const thing = labels ? labels[i] !== 0 && labels[i] !== depth.far : false;
      // The trees are drawn behind every thing: out of focus too, less than the far ranges.
      const blur = !labels ? rowBlur : labels[i] === depth.middle ? 0.5 : thing ? 0 : labels[i] === depth.far ? 0.8 : rowBlur;
      // Materials: the ground's own texture; the sky a faint cloudiness; things have theirs (sculpt.ts).
      let texture = 0;
      let glint = 0;
      if (!thing) {
        if (ground) ({ texture, glint } = groundTexture(depth.ground, noise, u, v, near));
        else if (depth.studio) texture = (noise(u / 90 + 3, v / 70) - 0.5) * 0.3 + (noise(u / 26 + 8, v / 22) - 0.5) * 0.14;
        else texture = (noise(u / 120 + 3, v / 60) - 0.5) * 0.07;
      }
      texture += (fine(u / 2.2, v / 2.2) - 0.5) * 0.04;
      const shade = standing.length > 0 && !thing ? shadowAt(depth, standing, u, v) : 0;
      const vignette = 1 - 0.25 * Math.max(0, (x / width - 0.5) * (x / width - 0.5) * 4 + dy * dy - 0.35);
      // Grain: white noise per pixel (a xorshift step: a noise lookup here is a fifth of the finish's time).
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const speck = ((state >>> 0) / 4294967296 - 0.5) * 0.06;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let c = 0; c < 3; c++) {
        let value = soft.data[p + c] + (far.data[p + c] - soft.data[p + c]) * blur;
        value *= 1 + texture;
        value += (sky[c] - value) * Math.min(0.6, glint);
        value *= 1 - shade;
        // The air's haze and the water's mirror lie behind the things: never over them (a thing
        // hazed where it crosses the horizon reads as see-through).
        if (!thing) {
          value += (air[c] - value) * haze;
          // Water at a grazing angle mirrors the sky (Fresnel): the far water pale, the near dark and deep.
          if (wet) value += (air[c] * 0.95 - value) * fresnel;
        }
        value += Math.max(0, bloom.data[p + c] - 0.82) * 0.5;
        value *= vignette * 0.97;
        if (c === 0) r = value;
        else if (c === 1) g = value;
        else b = value;
      }
      // Film: muted colour, tone-mapped, cool shadows and warm highlights, grain.
      const luma = 0.299 * r + 0.587 * g + 0.114 * b;
      const sat = 0.74;
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

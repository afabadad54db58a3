// Where the hair meets the face, from one cheek over the forehead to the other, drawn as one
// smooth curve. The hairline over the forehead is an arc (./hairlineCurve.ts), but beside it the
// edge was the parts' own (./regions.ts): the blind panel saw "a sharp spike sticking out of the
// hairline at the temple", "a big blocky staircase step in the hairline", "a straight vertical
// cut at the temple" and "a hair lock over the brow". Seen from between the eyes, the distance
// to where the skin gives way to hair is read in each direction, from below one temple over the
// top to below the other; those distances are smoothed robustly over neighbouring directions (a
// running median drops a spike or a lock, a gaussian rounds a step and the temples' corners),
// and skin and hair are shared out again along the smooth edge. Directions where the face meets
// the ground or the clothes (a short cut, an ear, a bald scalp) are left as they are.
import { clamp01, smoothstep, type Grey } from '../../shared/raster';
import { faceFrame, type XY } from '../landmarks';
import { BACKGROUND, CLOTHES, HAIR, SKIN } from './regions';

/**
 * The directions read, in degrees (0 the picture's right, 90 down): from the left cheek over the
 * top to the right cheek. Over the first and last FADE of them the smooth edge gives way to the
 * parts' own, so it meets the edge below without a step.
 */
const FROM = 125;
const TO = 415;
const FADE = 25;
/** The brows' outer ends and outer tops, and the eyes' outer corners, right and left. */
const KEEP_CLEAR = [46, 70, 63, 105, 33, 276, 300, 293, 334, 263] as const;
/** The running median's and the gaussian's half-widths, in degrees. */
const MEDIAN = 9;
const SIGMA = 6;
/**
 * Over this many degrees before the hair stops beside a cheek, its edge runs out to the head's
 * outline, so the hair ends in a point along the outline rather than a hook or a notch.
 */
const TAPER = 14;

/** The median of the found values within `half` of each index; NaN where none was found. */
function runningMedian(values: Float32Array, half: number): Float32Array {
  const out = new Float32Array(values.length).fill(Number.NaN);
  for (let k = 0; k < values.length; k++) {
    if (Number.isNaN(values[k])) continue;
    const near: number[] = [];
    for (let j = Math.max(0, k - half); j <= Math.min(values.length - 1, k + half); j++)
      if (!Number.isNaN(values[j])) near.push(values[j]);
    near.sort((a, b) => a - b);
    out[k] = near[near.length >> 1];
  }
  return out;
}

/** A gaussian over the found values only; NaN stays NaN. */
function gaussianOverFound(values: Float32Array, sigma: number): Float32Array {
  const out = new Float32Array(values.length).fill(Number.NaN);
  const reach = Math.ceil(sigma * 2.5);
  for (let k = 0; k < values.length; k++) {
    if (Number.isNaN(values[k])) continue;
    let sum = 0;
    let weight = 0;
    for (let j = Math.max(0, k - reach); j <= Math.min(values.length - 1, k + reach); j++) {
      if (Number.isNaN(values[j])) continue;
      const w = Math.exp(-((j - k) ** 2) / (2 * sigma * sigma));
      sum += values[j] * w;
      weight += w;
    }
    out[k] = sum / weight;
  }
  return out;
}

/**
 * Each direction's edge: the smooth one, given back to the parts' own over the range's first and
 * last FADE degrees, and run out to the outline over the last TAPER degrees before the hair stops
 * (a direction where no hair was found) within the range.
 */
function taperedEdges(raw: Float32Array, smooth: Float32Array, outline: Float32Array): Float32Array {
  const rays = raw.length;
  const edges = new Float32Array(rays).fill(Number.NaN);
  for (let k = 0; k < rays; k++) {
    if (Number.isNaN(raw[k] + smooth[k])) continue;
    const fade = smoothstep(0, FADE, Math.min(k, rays - 1 - k));
    const edge = raw[k] + (smooth[k] - raw[k]) * fade;
    let gap = TAPER;
    for (let j = 1; j < TAPER; j++) {
      const before = k - j >= 0 && Number.isNaN(raw[k - j]);
      const after = k + j < rays && Number.isNaN(raw[k + j]);
      if (before || after) {
        gap = j;
        break;
      }
    }
    const out = Number.isNaN(outline[k]) ? edge : Math.max(edge, outline[k]);
    edges[k] = out + (edge - out) * smoothstep(1, TAPER, gap);
  }
  return edges;
}

/** Smooths where skin meets hair round the face in `masks` (skin, hair, clothes, ground; changed in place). */
export function smoothHairEdge(masks: Grey[], mesh: readonly XY[]): void {
  const size = masks[SKIN].width;
  const { faceWidth, faceHeight, cx } = faceFrame(mesh);
  const eyeY = (mesh[159][1] + mesh[386][1]) / 2;
  const skin = masks[SKIN].data;
  const hair = masks[HAIR].data;
  const rays = TO - FROM + 1;
  const raw = new Float32Array(rays).fill(Number.NaN);
  const outline = new Float32Array(rays).fill(Number.NaN);
  const start = faceWidth * 0.15;
  const limit = faceHeight * 1.2;
  for (let k = 0; k < rays; k++) {
    const angle = ((FROM + k) * Math.PI) / 180;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    for (let r = start; r < limit; r += 0.5) {
      const x = Math.round(cx + dx * r);
      const y = Math.round(eyeY + dy * r);
      if (x < 0 || y < 0 || x >= size || y >= size) break;
      const i = y * size + x;
      if (masks[BACKGROUND].data[i] > 0.5 || masks[CLOTHES].data[i] > 0.5) break;
      if (hair[i] > skin[i]) {
        raw[k] = r;
        break;
      }
    }
    // Where the head ends past the hair: the ground, the clothes or nothing of the person.
    if (Number.isNaN(raw[k])) continue;
    for (let r = raw[k]; r < limit * 1.5; r += 0.5) {
      const x = Math.round(cx + dx * r);
      const y = Math.round(eyeY + dy * r);
      const i = y * size + x;
      const ends = x < 0 || y < 0 || x >= size || y >= size;
      if (ends || masks[BACKGROUND].data[i] > 0.5 || masks[CLOTHES].data[i] > 0.5 || skin[i] + hair[i] < 0.5) {
        outline[k] = r;
        break;
      }
    }
  }
  // Never over the brows' outer ends nor the eyes' outer corners: hair cut round a brow's end, or
  // the brow drawn on over the hair, read as a lock over it. (After the median, which would drop
  // so narrow a rise, and a gaussian's width either side, so the smoothing keeps it.)
  const clear = faceWidth * 0.05;
  const wanted = runningMedian(raw, MEDIAN);
  for (const point of KEEP_CLEAR) {
    const [px, py] = mesh[point];
    const reach = Math.hypot(px - cx, py - eyeY);
    let degrees = (Math.atan2(py - eyeY, px - cx) * 180) / Math.PI;
    if (degrees < FROM) degrees += 360;
    const spread = (Math.atan2(clear, reach) * 180) / Math.PI + SIGMA;
    for (let k = Math.ceil(degrees - FROM - spread); k <= degrees - FROM + spread; k++)
      if (k >= 0 && k < rays && !Number.isNaN(wanted[k])) wanted[k] = Math.max(wanted[k], reach + clear);
  }
  const smooth = gaussianOverFound(wanted, SIGMA);
  const edges = taperedEdges(raw, smooth, outline);
  // Past the edge, skin within this reach goes to hair too: a spike of skin up into the hair.
  const beyond = faceWidth * 0.08;
  const inside = Math.max(2, faceWidth * 0.02);
  const top = Math.max(0, Math.floor(eyeY - limit));
  for (let y = top; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x - cx;
      const dy = y - eyeY;
      let degrees = (Math.atan2(dy, dx) * 180) / Math.PI;
      if (degrees < FROM) degrees += 360;
      const position = degrees - FROM;
      if (position < 0 || position > rays - 1) continue;
      const k = Math.floor(position);
      const next = Math.min(rays - 1, k + 1);
      if (Number.isNaN(raw[k] + raw[next] + edges[k] + edges[next])) continue;
      const t = position - k;
      const was = raw[k] + (raw[next] - raw[k]) * t;
      const edge = edges[k] + (edges[next] - edges[k]) * t;
      const r = Math.hypot(dx, dy);
      // (From a little inside the old edge: its antialiased pixels left as they were, where it
      // runs askew to the rays, were specks of the outline in the skin.)
      if (r < Math.min(was, edge) - inside || r > Math.max(was, edge) + beyond) continue;
      const i = y * size + x;
      const person = skin[i] + hair[i];
      if (person <= 0) continue;
      skin[i] = person * clamp01(edge + 0.5 - r);
      hair[i] = person - skin[i];
    }
  }
}

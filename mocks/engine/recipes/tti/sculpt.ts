// The realistic look's things given volume and material (写实), on the rendered picture before
// the camera's finish (photo.ts). The vector painters draw flat shapes; what makes them clip art
// is that a shape is one colour edge to edge. Here each thing, found in the label picture
// (svgCanvas.ts), is read as a form:
// - its silhouette blurred at three sizes relative to the thing is a height field: thin parts
//   (legs, a tail, a mast) round over at a small size, the body and the head at a large one;
// - the height field's slope is the surface's normal, lit by the scene's one light (from the
//   sun's side, from above): a gradient across each form by its orientation, a core shadow on
//   the side away from the light and, past it at the rim, light reflected up from the ground;
// - the foot of a thing standing on the ground darkens (the ground's occlusion);
// - the surface gets its material at full resolution before it is lit: fur as fine strokes
//   along the form (white noise smeared along the height field's contours), wood grain, a
//   fabric's weave, leaves, stone, a glaze on food, and a painted vehicle's highlight.
// Every thing stays opaque: only its own pixels are changed.
import { gaussianBlur } from '../shared/blur';
import { createGrey } from '../shared/raster';
import type { Rgb } from '../shared/raster';
import type { Material } from './photo';

/** A smooth value noise in 0–1 at real coordinates, from a seed (a hashed lattice, smoothstep between). */
export function noiseField(seed: number): (x: number, y: number) => number {
  // A full avalanche (murmur's finaliser): a weaker mix shows diagonal streaks when the noise is stretched.
  const hash = (ix: number, iy: number) => {
    let h = (Math.imul(ix, 0x27d4eb2d) + Math.imul(iy, 0x165667b1) + seed) | 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
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

export interface Lighting {
  /** Where the light stands across the picture, 0–1. */
  lightX: number;
  /** The colour light takes bouncing off the ground (reflected light on the forms' shadow side). */
  bounce: readonly [number, number, number];
  /** Indoors the light is softer (less contrast between lit and shadow sides). */
  indoors: boolean;
  /** A portrait's studio: one strong key light from the side, deep shadow on the other (chiaroscuro). */
  studio: boolean;
  /** White noise at full resolution, for fur and fine grain. */
  seed: number;
}

interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  count: number;
}

function boundsOf(labels: Uint8Array, width: number): Map<number, Bounds> {
  const found = new Map<number, Bounds>();
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    if (label === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    const b = found.get(label);
    if (!b) found.set(label, { x0: x, y0: y, x1: x, y1: y, count: 1 });
    else {
      if (x < b.x0) b.x0 = x;
      if (x > b.x1) b.x1 = x;
      if (y > b.y1) b.y1 = y;
      b.count++;
    }
  }
  return found;
}

/** White noise smeared along a direction field: fine directional strokes (fur). */
function strokes(
  noise: Float32Array,
  w: number,
  h: number,
  x: number,
  y: number,
  tx: number,
  ty: number,
  length: number,
): number {
  let sum = 0;
  let count = 0;
  for (let k = -length; k <= length; k++) {
    const sx = Math.round(x + tx * k);
    const sy = Math.round(y + ty * k);
    if (sx < 0 || sy < 0 || sx >= w || sy >= h) continue;
    sum += noise[sy * w + sx];
    count++;
  }
  return count > 0 ? sum / count : 0.5;
}

/** A bright, nearly grey pixel of a wooden thing: the cloth on it (a sail), not its wood. */
function isCanvas(data: Float32Array, p: number): boolean {
  const max = Math.max(data[p], data[p + 1], data[p + 2]);
  const min = Math.min(data[p], data[p + 1], data[p + 2]);
  return max > 0.7 && max - min < 0.12;
}

/** Gives every labelled thing in `picture` volume, a material and the scene's light. */
export function sculpt(
  picture: Rgb,
  labels: Uint8Array,
  materials: Readonly<Record<number, Material>>,
  light: Lighting,
  scale: number,
): void {
  const { width, height, data } = picture;
  const grain = noiseField(light.seed);
  const white = new Float32Array(width * height);
  let state = light.seed >>> 0 || 1;
  for (let i = 0; i < white.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    white[i] = (state >>> 0) / 4294967296;
  }
  // The light: from the sun's side and above, toward the viewer a little.
  // In a studio the key light stands well to one side (a portrait painter's window light).
  const side = light.studio ? (light.lightX < 0.5 ? -1 : 1) : (light.lightX - 0.5) * 2;
  let lx = side * 0.75 - 0.25;
  let ly = -0.7;
  let lz = 0.55;
  const ll = Math.hypot(lx, ly, lz);
  lx /= ll;
  ly /= ll;
  lz /= ll;
  // The half vector's length, between the light and the viewer (for the highlights).
  const halfLength = Math.sqrt(lx * lx + ly * ly + (lz + 1) * (lz + 1));
  const ambient = light.studio ? 0.3 : light.indoors ? 0.5 : 0.4;
  const diffuse = light.studio ? 0.95 : light.indoors ? 0.65 : 0.78;
  for (const [label, b] of boundsOf(labels, width)) {
    const material = materials[label] ?? 'plain';
    const size = Math.sqrt(b.count);
    const small = Math.max(1.5 * scale, size * 0.022);
    const middle = size * 0.07;
    const large = size * 0.2;
    const pad = Math.ceil(large * 2.5);
    const x0 = Math.max(0, b.x0 - pad);
    const y0 = Math.max(0, b.y0 - pad);
    const x1 = Math.min(width - 1, b.x1 + pad);
    const y1 = Math.min(height - 1, b.y1 + pad);
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const mask = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (labels[(y + y0) * width + x + x0] === label) mask[y * w + x] = 1;
    // The height field is smooth: made at half size (the blurs are most of the finish's time).
    const hw = Math.ceil(w / 2);
    const hh = Math.ceil(h / 2);
    const half = createGrey(hw, hh);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) half.data[(y >> 1) * hw + (x >> 1)] += mask[y * w + x] * 0.25;
    const a = gaussianBlur(half, small / 2).data;
    const m = gaussianBlur(half, middle / 2).data;
    const l = gaussianBlur(half, large / 2).data;
    const coarse = new Float32Array(hw * hh);
    for (let i = 0; i < coarse.length; i++) coarse[i] = 0.35 * a[i] + 0.4 * m[i] + 0.25 * l[i];
    const field = new Float32Array(w * h);
    for (let y = 0; y < h; y++) {
      const fy = Math.max(0, Math.min(hh - 1.001, (y + 0.5) / 2 - 0.5));
      const iy = Math.floor(fy);
      const ty = fy - iy;
      for (let x = 0; x < w; x++) {
        const fx = Math.max(0, Math.min(hw - 1.001, (x + 0.5) / 2 - 0.5));
        const ix = Math.floor(fx);
        const tx = fx - ix;
        const k = iy * hw + ix;
        const top = coarse[k] + (coarse[k + 1] - coarse[k]) * tx;
        const bottom = coarse[k + hw] + (coarse[k + hw + 1] - coarse[k + hw]) * tx;
        field[y * w + x] = top + (bottom - top) * ty;
      }
    }
    // Slope → normal: steep at the silhouette (the form turning away), flat across its middle.
    const steep = size * 0.16;
    const footH = Math.max(4, (b.y1 - b.y0) * 0.12);
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1; x < w - 1; x++) {
        const k = y * w + x;
        if (mask[k] === 0) continue;
        const gx = (field[k + 1] - field[k - 1]) * 0.5;
        const gy = (field[k + w] - field[k - w]) * 0.5;
        let nx = -gx * steep;
        let ny = -gy * steep;
        const len = Math.sqrt(nx * nx + ny * ny + 1);
        nx /= len;
        ny /= len;
        const nz = 1 / len;
        const facing = nx * lx + ny * ly + nz * lz;
        // Wrapped light: the terminator soft, the core shadow just past it.
        const lit = Math.max(0, (facing + 0.3) / 1.3);
        // Reflected light: past the core shadow, the rim turned away from the light is lit again
        // by the ground and the air, so the edge never darkens into a drawn line.
        const turned = (1 - nz) * (1 - nz);
        // Kept faint: a strong one lightens a whole lower edge into a see-through band.
        const rim = turned * (0.3 + Math.max(0, ny * 0.25 - (nx * lx + ny * ly) * 0.4));
        const u = x + x0;
        const v = y + y0;
        const foot = Math.max(0, 1 - (b.y1 - v) / footH);
        let shade = (ambient + diffuse * lit) * (1 - 0.28 * foot * foot);
        // The studio's key light falls off across the whole sitter, lit side to shadow side, as
        // well as round each form.
        if (light.studio)
          shade *= 1 + 0.28 * Math.max(-1, Math.min(1, ((u - (b.x0 + b.x1) / 2) / ((b.x1 - b.x0) / 2 + 1)) * side * 1.4));
        let specular = 0;
        // The material, as a change of the surface's own colour before it is lit.
        let albedo = 1;
        const gl = Math.sqrt(gx * gx + gy * gy);
        if (material === 'fur') {
          // Fur lies back along the body and droops (one direction), and follows the form's
          // contour where the form turns away (round the belly, down the legs): not the contour
          // everywhere, which draws a thumbprint.
          const edge = Math.min(1, (1 - nz) * 2.5);
          let cx = gl > 1e-6 ? -gy / gl : 0.89;
          let cy = gl > 1e-6 ? gx / gl : 0.45;
          if (cx * 0.89 + cy * 0.45 < 0) {
            cx = -cx;
            cy = -cy;
          }
          let tx = 0.89 * (1 - edge) + cx * edge;
          let ty = 0.45 * (1 - edge) + cy * edge;
          const tl = Math.sqrt(tx * tx + ty * ty) || 1;
          tx /= tl;
          ty /= tl;
          // Soft: strong strokes read as felt or a sponge; a coat's sheen is in its tufts and its form.
          const s = strokes(white, width, height, u, v, tx, ty, Math.round(4 * scale));
          const tufts = grain(u / (9 * scale) + tx * 3, v / (9 * scale));
          albedo = 1 + (s - 0.5) * 1.8 + (tufts - 0.5) * 0.22;
        } else if (material === 'wood' && isCanvas(data, (v * width + u) * 3)) {
          // A boat's sails: canvas, its weave and a soft belly.
          albedo = 1 + Math.sin(u * 1.7) * Math.sin(v * 1.7) * 0.03 + (grain(u / (30 * scale), v / (50 * scale)) - 0.5) * 0.1;
        } else if (material === 'wood') {
          const warp = grain(u / (90 * scale), v / (14 * scale)) * 7;
          albedo = 1 + Math.sin(v / (1.6 * scale) + warp) * 0.06 + (grain(u / (40 * scale), v / (1.2 * scale)) - 0.5) * 0.22;
          specular = 0.08;
        } else if (material === 'cloth') {
          // A fine weave and soft folds; skin and cloth alike stay matt.
          const weave = Math.sin(u * 1.9) * Math.sin(v * 1.9) * 0.035;
          albedo = 1 + weave + (grain(u / (28 * scale), v / (60 * scale)) - 0.5) * 0.1 + (white[v * width + u] - 0.5) * 0.04;
        } else if (material === 'leaf') {
          const clump = grain(u / (7 * scale), v / (7 * scale));
          albedo = 0.72 + clump * 0.5 + (white[v * width + u] - 0.5) * 0.12;
          shade *= 0.85 + 0.3 * grain(u / (22 * scale) + 5, v / (22 * scale));
        } else if (material === 'stone') {
          // Rock: strata across, cracks and lichen at two sizes, a fine grit.
          const strata = grain(u / (60 * scale), v / (5 * scale));
          // Three sizes summed: one size of value noise alone shows its lattice as squares.
          const blotch =
            grain(u / (18 * scale) + 9, v / (14 * scale)) * 0.5 +
            grain(u / (7 * scale) + 3.7, v / (6 * scale)) * 0.3 +
            grain(u / (2.6 * scale) + 1.3, v / (2.6 * scale)) * 0.2;
          albedo = 0.82 + strata * 0.14 + blotch * 0.16 + (white[v * width + u] - 0.5) * 0.07;
        } else if (material === 'food') {
          albedo = 0.94 + grain(u / (4 * scale), v / (4 * scale)) * 0.12;
          specular = 0.25;
        } else if (material === 'paint') {
          specular = 0.45;
        } else albedo = 0.95 + grain(u / (6 * scale), v / (6 * scale)) * 0.1;
        if (specular > 0) {
          // The light's mirror in a glossy surface (Blinn, the viewer straight ahead).
          specular *= Math.max(0, (nx * lx + ny * ly + nz * (lz + 1)) / halfLength) ** 24;
        }
        const p = (v * width + u) * 3;
        for (let c = 0; c < 3; c++) {
          const base = data[p + c] * albedo;
          data[p + c] = base * shade + (light.bounce[c] * 0.6 + 0.25) * rim * 0.6 * base + specular;
        }
      }
    }
  }
}

// The head's outline above the eyes drawn as a cartoonist draws it: one smooth curve. The
// person's matte round a soft or cropped head has lumps (a bump of wall taken for the scalp, a
// notch where the hair meets a like-coloured wall), and a cartoon's clean line along it shows
// every one (the panel's "misshapen head, odd head bump"). Seen from the eyes' middle, the
// outline's distance in each direction is measured, held within a band round its own typical
// share of the skull's ellipse, and smoothed over neighbouring directions; the parts' masks are
// then cut or filled to that curve, fading to the photo's own outline at the eyes' height (the
// sides and long hair below them are left as they are). The face itself is always the
// person: the matte misses a cheek at a cropped photo's edge.
import { smoothstep, type Grey } from '../../shared/raster';
import { faceFrame, FACE_OVAL, outline, type XY } from '../landmarks';
import { fillPolygon } from '../masks';
import { BACKGROUND, HAIR, SKIN } from './regions';

/** Directions measured over the upper half-turn. */
const RAYS = 120;

function gaussianSmoothed(values: Float32Array, sigma: number): Float32Array {
  const out = new Float32Array(values.length);
  const reach = Math.ceil(sigma * 2.5);
  for (let k = 0; k < values.length; k++) {
    let sum = 0;
    let weight = 0;
    for (let d = -reach; d <= reach; d++) {
      const j = Math.min(values.length - 1, Math.max(0, k + d));
      const w = Math.exp(-(d * d) / (2 * sigma * sigma));
      sum += values[j] * w;
      weight += w;
    }
    out[k] = sum / weight;
  }
  return out;
}

function medianOf(values: Float32Array): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/** Smooths the head's outline in `masks` (skin, hair, clothes, ground; changed in place). */
export function smoothHeadOutline(masks: Grey[], mesh: readonly XY[]): void {
  const size = masks[SKIN].width;
  const { faceWidth, faceHeight, cx } = faceFrame(mesh);
  const eyeY = (mesh[159][1] + mesh[386][1]) / 2;
  const face = fillPolygon(outline(mesh, FACE_OVAL), size, size);
  // The face is the person, whatever the matte said.
  for (let i = 0; i < face.data.length; i++) {
    const missing = Math.min(masks[BACKGROUND].data[i], face.data[i]);
    if (missing <= 0) continue;
    masks[BACKGROUND].data[i] -= missing;
    masks[SKIN].data[i] += missing;
  }
  const person = (x: number, y: number): boolean => masks[BACKGROUND].data[y * size + x] < 0.5;
  // The skull's ellipse seen from the eyes: the face's half width across, up to above the brow.
  const ellipse = (angle: number): number => {
    const a = faceWidth * 0.5;
    const b = faceHeight * 0.62;
    return (a * b) / Math.hypot(b * Math.cos(angle), a * Math.sin(angle));
  };
  const radius = new Float32Array(RAYS);
  const faceReach = new Float32Array(RAYS);
  const edgePart = new Uint8Array(RAYS);
  const limit = faceHeight * 1.6;
  for (let k = 0; k < RAYS; k++) {
    const angle = Math.PI + (Math.PI * (k + 0.5)) / RAYS;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    let r = 0;
    let inFace = 0;
    for (let step = 1; step < limit; step++) {
      const x = Math.round(cx + dx * step);
      const y = Math.round(eyeY + dy * step);
      if (x < 0 || y < 0 || x >= size || y >= size) break;
      if (face.data[y * size + x] > 0.5) inFace = step;
      if (!person(x, y) && step > inFace + 2) break;
      r = step;
    }
    radius[k] = r;
    faceReach[k] = inFace;
    // What the outline is made of there: hair, or a bald scalp.
    const x = Math.round(cx + dx * Math.max(0, r - 3));
    const y = Math.round(eyeY + dy * Math.max(0, r - 3));
    edgePart[k] = masks[HAIR].data[y * size + x] > masks[SKIN].data[y * size + x] ? HAIR : SKIN;
  }
  // Each direction's distance as a share of the skull's, held near its typical share: a bump or
  // a notch is the matte's, a hairdo's volume is the typical share itself.
  const share = new Float32Array(RAYS);
  for (let k = 0; k < RAYS; k++) share[k] = radius[k] / ellipse(Math.PI + (Math.PI * (k + 0.5)) / RAYS);
  const typical = medianOf(share);
  // A bald head (its outline mostly scalp) is drawn as the skull's own clean round: its matte's
  // every dip and bump (the ears' tops, a shine taken for wall) showed as a lumpy pate.
  let scalp = 0;
  for (let k = 0; k < RAYS; k++) if (edgePart[k] === SKIN) scalp++;
  const bald = scalp > RAYS * 0.6;
  const [low, high] = bald ? [0.97, 1.03] : [0.88, 1.1];
  for (let k = 0; k < RAYS; k++) share[k] = Math.min(typical * high, Math.max(typical * low, share[k]));
  const smooth = gaussianSmoothed(share, bald ? RAYS / 8 : RAYS / 24);
  // The drawn outline: the smooth one over the crown, turning into the photo's own towards the
  // eyes' height (within 25° of the level), so the sides and long hair join it without a step.
  const outlineAt = new Float32Array(RAYS);
  for (let k = 0; k < RAYS; k++) {
    const angle = Math.PI + (Math.PI * (k + 0.5)) / RAYS;
    const level = Math.min(angle - Math.PI, 2 * Math.PI - angle);
    const weight = bald ? smoothstep(0.02, 0.2, level) : smoothstep(0.1, 0.44, level);
    const drawn = Math.max(smooth[k] * ellipse(angle), faceReach[k] + 2);
    outlineAt[k] = radius[k] + (drawn - radius[k]) * weight;
  }
  for (let y = 0; y < Math.min(size, Math.floor(eyeY)); y++) {
    for (let x = 0; x < size; x++) {
      const dx = x - cx;
      const dy = y - eyeY;
      const angle = Math.atan2(dy, dx);
      const position = ((angle < 0 ? angle + 2 * Math.PI : angle) - Math.PI) / (Math.PI / RAYS) - 0.5;
      const k = Math.min(RAYS - 1, Math.max(0, Math.floor(position)));
      const next = Math.min(RAYS - 1, k + 1);
      const t = Math.min(1, Math.max(0, position - k));
      // Near the level the photo's outline is kept as it is (what lies past it included).
      const level = Math.min(Math.PI + angle, -angle);
      if (level < (bald ? 0.02 : 0.1)) continue;
      const edge = outlineAt[k] + (outlineAt[next] - outlineAt[k]) * t;
      const wanted = Math.min(1, Math.max(0, edge + 0.5 - Math.hypot(dx, dy)));
      const i = y * size + x;
      const was = 1 - masks[BACKGROUND].data[i];
      if (wanted < was) {
        // Cut: the person's parts here give up their share to the ground, in proportion.
        const keep = was > 0 ? wanted / was : 0;
        for (let part = 0; part < masks.length; part++) if (part !== BACKGROUND) masks[part].data[i] *= keep;
        masks[BACKGROUND].data[i] = 1 - wanted;
      } else if (wanted > was) {
        // Filled: with what the outline is made of in that direction.
        const part = edgePart[t < 0.5 ? k : next];
        masks[part].data[i] += wanted - was;
        masks[BACKGROUND].data[i] = 1 - wanted;
      }
    }
  }
}

// The modelled sitter's hair brushed in strands, as a portrait painter lays it in. The toon
// renderer paints the hair as one smooth volume with faint grooves (../../toon3d/paintMasses.ts);
// dark hair brought to the photo's tone (./hairTone.ts) then keeps almost none of that shading,
// and blind readers saw "a flat slab", "the same smooth 3D doll" as pixar and disney. Here many
// thin tapered strokes follow the hair's fall (the lines the renderer's locks follow,
// ../../toon3d/fall.ts): lighter strands gathered where the key lights the hair (its side and the
// crown), darker ones in the shade and low in the fall, so the light and the shadow run with the
// hair. The strands' light is the hair's own colour lifted as the renderer's shine lifts it
// (../../toon3d/locks.ts `lockSheen`), their shade the same colour darkened: nothing new is laid
// on a head the photo shows bald. Strokes stay inside the mass, so its outline is kept, and only
// where the hair hangs (./strandPlace.ts): not on a short cap, nor along the crown's arc.
import { createRandom, type Random } from '../../../shared/random';
import { createGrey, luma, smoothstep, type Grey, type Rgb } from '../../../shared/raster';
import { blurLocal } from '../../blur';
import { strokeCurve } from '../../featureLines';
import { distance, type XY } from '../../landmarks';
import { wideBlurRgb } from '../../resample';
import { fallPoint, flowWidth, hairFall, type FallPoint } from '../../toon3d/fall';
import { lockSheen } from '../../toon3d/locks';
import { strandPlaces } from './strandPlace';

/** Strokes per square eye span of solid hair: the lit strands and the shaded ones. */
const LIGHT_DENSITY = 70;
const DARK_DENSITY = 50;
/** A strand's length down the fall, in the head ellipse's rows (its radius 1). */
const LENGTH: readonly [number, number] = [0.35, 0.95];
/** Pen widths in eye spans: the lit strands thinner than the shaded ones. */
const LIGHT_PEN: readonly [number, number] = [0.01, 0.018];
const DARK_PEN: readonly [number, number] = [0.016, 0.03];
/** How far a lit strand takes the hair towards its shine, and a shaded one towards black. */
const LIGHT = 0.5;
const DARK = 0.4;
/**
 * The shaded strands' depth on light hair, as a share of DARK: at full depth the bald man's light
 * grey cap was ruled in dark stripes like a knitted hat (a light colour darkened is a brown line,
 * as the sculpted locks' crease on a blonde, ../../toon3d/locks.ts `PALE_CREASE`).
 */
const PALE_DARK = 0.45;
/** The locks: broad bands of light and shade down the fall, about this many across the fall's unit width. */
const LOCKS_ACROSS = 7;
/** How much a lock lightens or darkens the hair (a share of its value). */
const LOCK_DEPTH = 0.16;
/** How much the photo's own light on the hair adds to the locks' and the strands' (`photoHairLight`). */
const PHOTO_WEIGHT = 0.6;
/** The photo's hair read broadly: blurred over this share of the eye span. */
const PHOTO_BLUR = 0.06;

/** Smooth 1-D value noise in -1 … 1 (a hashed lattice, smoothstep between its points). */
function noise1(x: number, salt: number): number {
  const hash = (n: number): number => {
    const v = Math.sin(n * 127.1 + salt * 311.7) * 43758.5453;
    return 2 * (v - Math.floor(v)) - 1;
  };
  const i = Math.floor(x);
  const f = x - i;
  return hash(i) + (hash(i + 1) - hash(i)) * f * f * (3 - 2 * f);
}

/** A lock's light at fall point (u, t): -1 the shade between locks … 1 a lock's lit crest, swaying as it falls. */
function lockAt(u: number, t: number, salt: number): number {
  return noise1(u * LOCKS_ACROSS + 0.5 * Math.sin(t * 2.6 + u * 3), salt);
}

/** How strongly the key lights the hair at fall point (s, t): its side, and the crown over the shaded lower fall. */
function litness(s: number, t: number, side: number): number {
  return smoothstep(-0.6, 0.7, s * side * 0.8 - t * 0.6 + 0.1);
}

/** A seed from the face's own place in the frame: the strands repeat with the result, and the seed's draws are left as they were. */
function strandSeed(mesh: readonly XY[]): number {
  return Math.round(mesh[10][0] * 977 + mesh[10][1] * 131 + mesh[152][1] * 17);
}

/** The points of one strand down fall line `u0` from row `t0`, swaying a little. */
function strandPoints(at: (u: number, t: number) => XY, u0: number, t0: number, length: number, sway: number): XY[] {
  const points: XY[] = [];
  for (let k = 0; k <= 6; k++) {
    const t = t0 + (length * k) / 6;
    points.push(at(u0 + sway * Math.sin(t * 4.2 + u0 * 7), t));
  }
  return points;
}

/**
 * About `count` strands drawn into `mask`, each centred on a pixel of the solid hair (`solid`, by
 * index) picked at random, so they cover a short cap as evenly as a long fall; a pick is kept with
 * the chance `keep` gives its fall point.
 */
function drawStrands(
  mask: Grey,
  solid: readonly number[],
  fall: (x: number, y: number) => FallPoint,
  at: (u: number, t: number) => XY,
  count: number,
  pen: readonly [number, number],
  unit: number,
  keep: (u: number, t: number, i: number) => number,
  random: Random,
): void {
  const { width } = mask;
  for (let k = 0; k < count; k++) {
    const i = solid[random.below(solid.length)];
    const { u, t } = fall(i % width, Math.floor(i / width));
    const length = random.between(LENGTH[0], LENGTH[1]);
    const sway = random.between(0.005, 0.025);
    const pen0 = unit * random.between(pen[0], pen[1]);
    const strength = random.between(0.5, 1);
    if (random.next() > keep(u, t, i)) continue;
    strokeCurve(mask, strandPoints(at, u, t - length / 2, length, sway), pen0, true, strength);
  }
}

/** The mean grey (0–1) of `data`'s pixels `at` (by index). */
function meanGrey(data: Float32Array, at: readonly number[]): number {
  let sum = 0;
  for (const i of at) sum += luma(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]);
  return at.length ? sum / at.length : 0;
}

/** The median of `values` (0 when empty). */
function median(values: number[]): number {
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
}

/**
 * The photo's own light on its hair, per pixel of the solid hair (`solid`, by index): -1 … 1, how
 * much lighter or darker the photo's hair is there than its median, broadly (blurred over
 * `PHOTO_BLUR` eye spans). Where the photo shows something other than hair under the drawn mass
 * (the wall beside a head, the skin of a receding hairline), its colour is far from the hair's
 * median and it counts for nothing.
 */
function photoHairLight(photo: Rgb, solid: readonly number[], unit: number): Float32Array {
  const soft = wideBlurRgb(photo, Math.max(1, unit * PHOTO_BLUR)).data;
  const light = new Float32Array(photo.width * photo.height);
  const greys = solid.map((i) => luma(soft[i * 3], soft[i * 3 + 1], soft[i * 3 + 2]));
  const hairColour = [0, 1, 2].map((c) => median(solid.map((i) => soft[i * 3 + c])));
  const middle = median(greys.slice());
  const span = Math.max(0.04, middle * 0.5);
  solid.forEach((i, k) => {
    const far = Math.hypot(soft[i * 3] - hairColour[0], soft[i * 3 + 1] - hairColour[1], soft[i * 3 + 2] - hairColour[2]);
    light[i] = Math.max(-1, Math.min(1, (greys[k] - middle) / span)) * smoothstep(0.25, 0.1, far);
  });
  return light;
}

/**
 * Brushes the hair (`hair`: its mask, 0–1) of `picture` in strands along its fall round the face
 * of `mesh`, the lit ones on the key's side (`keyFromLeft`) and where the hair is lit in the photo
 * (`photo`, framed as `picture`).
 */
export function brushHair(picture: Rgb, hair: Grey, mesh: readonly XY[], keyFromLeft: boolean, photo: Rgb): void {
  const { width, height, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  if (unit <= 0) return;
  const side = keyFromLeft ? -1 : 1;
  const at = fallPoint(mesh);
  // Strands only well inside the mass: one reaching its edge notched the outline.
  const inner = blurLocal(hair, Math.max(1, unit * 0.03)).data;
  const solid: number[] = [];
  for (let i = 0; i < inner.length; i++) if (inner[i] >= 0.6) solid.push(i);
  if (!solid.length) return;
  const fall = hairFall(mesh);
  const places = strandPlaces(hair, solid, fall, unit);
  const random = createRandom(strandSeed(mesh));
  const squares = solid.length / (unit * unit);
  const lit = createGrey(width, height);
  const shaded = createGrey(width, height);
  const salt = random.next() * 100;
  // A strand's fall point (u, t) lies at s = u × the fall's width on the head's ellipse.
  const litAt = (u: number, t: number): number => litness(u * flowWidth(t), t, side);
  // Lit strands gather on the locks' crests where the key falls, shaded ones between the locks and away from it.
  const own = photoHairLight(photo, solid, unit);
  const lightKeep = (u: number, t: number, i: number): number =>
    litAt(u, t) * (0.55 + 0.45 * lockAt(u, t, salt)) * (1 + PHOTO_WEIGHT * own[i]);
  const darkKeep = (u: number, t: number, i: number): number =>
    (1 - 0.7 * litAt(u, t)) * (0.55 - 0.45 * lockAt(u, t, salt)) * (1 - PHOTO_WEIGHT * own[i]);
  drawStrands(lit, solid, fall, at, Math.round(squares * LIGHT_DENSITY), LIGHT_PEN, unit, lightKeep, random);
  drawStrands(shaded, solid, fall, at, Math.round(squares * DARK_DENSITY), DARK_PEN, unit, darkKeep, random);
  const depth = DARK * (1 - (1 - PALE_DARK) * smoothstep(0.4, 0.7, meanGrey(data, solid)));
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const a = hair.data[i];
      if (a <= 0.002) continue;
      const within = a * smoothstep(0.55, 0.9, inner[i]) * places.data[i];
      if (within <= 0) continue;
      const p = i * 3;
      const { s, t, u } = fall(x, y);
      const key = litness(s, t, side);
      const lock = 1 + LOCK_DEPTH * (lockAt(u, t, salt) + PHOTO_WEIGHT * own[i]) * within;
      const light = lit.data[i] * LIGHT * (0.4 + 0.6 * key) * within;
      const dark = shaded.data[i] * depth * within;
      const sheen = lockSheen(data, p);
      for (let c = 0; c < 3; c++) {
        const shade = Math.min(1, data[p + c] * lock) * (1 - dark);
        data[p + c] = shade + (sheen[c] - shade) * light;
      }
    }
  }
}

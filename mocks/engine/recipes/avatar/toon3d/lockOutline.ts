// A 3D toon's head of hair ends in its locks: its outline against the backdrop is a row of soft
// lobes, each the rounded end of one lock with a notch where it parts from the next. The masses
// (./masses.ts, ./roundOutline.ts) gave one smooth curve over the skull, and with it the hair read
// as "helmet hair" to blind readers: a smooth shell hugging the head. Here the hair's outline
// above the eyes is moved out or in along its normal by each lock's profile, the locks being the
// very ones ./locks.ts paints (./fall.ts), so each lobe is the end of a painted lock. Only where
// the edge is hair against the backdrop: the hairline over the face, and hair by the ears, neck
// or clothes, stay as they are. Short hair only (./masses.ts's `longHair`): on the short-haired men
// the lobes read as "a tousled quiff", but a long head of hair's outline over the crown is its
// smooth top with the locks falling from it, and there blind readers saw "torn-looking notches",
// "a lumpy row of bumps" and "small sharp flicks at the upper corners".
import { smoothstep, type Grey } from '../../shared/raster';
import { blurLocal } from '../blur';
import { distance, eyeLineY, type XY } from '../landmarks';
import { hairFall, type FallPoint } from './fall';
import { lockPhase } from './locks';
import type { Masses } from './masses';

/** The blur the outline's distance is read through, in eye distances: the deepest notch is well inside it. */
const SOFT = 0.16;
/** How far a notch between two locks cuts in past a lobe's top, in eye distances (times the look's `amount`). */
const DEPTH = 0.09;
/** The inverse error function (Winitzki's approximation, to about 0.2%). */
function erfInverse(x: number): number {
  const a = 0.147;
  const ln = Math.log(Math.max(1e-12, 1 - x * x));
  const first = 2 / (Math.PI * a) + ln / 2;
  return Math.sign(x) * Math.sqrt(Math.sqrt(first * first - ln / a) - first);
}

/**
 * The signed distance (inside positive, in blur widths) to a straight edge seen through a
 * Gaussian blur as `blurred`: the blurred step is the normal distribution's integral.
 */
function edgeDistance(blurred: number): number {
  return Math.SQRT2 * erfInverse(2 * Math.min(0.999, Math.max(0.001, blurred)) - 1);
}

/**
 * A lock's end across it (`across` -1 … 1): broad and round, meeting the next in a rounded notch.
 * A circle's arc (upright where two met) cut slits between them, a parabola's ends still stood up
 * as spikes on a short-haired man, and a V-shaped notch on a slanting outline was a barb.
 */
function lobe(across: number): number {
  return 1 - smoothstep(0, 1, Math.abs(across)) ** 1.5;
}

/** The mean of a lobe's profile across a lock: the outline moved by the profile less it keeps its area. */
const MEAN_LOBE = Array.from({ length: 100 }, (_, k) => lobe((k + 0.5) / 100)).reduce((a, b) => a + b, 0) / 100;

/**
 * How squarely the outline at (`x`, `y`) crosses the locks' fall (0 along it … 1 across it): the
 * sine of the angle between the outline's normal (the blurred figure's gradient) and the fall's
 * lines' (the gradient of `u`). Locks end where the outline crosses them, over the skull; down a
 * head's side they run along it, and notched there the outline was hooked where the lobes faded.
 */
function crossing(blurred: Grey, fall: (x: number, y: number) => FallPoint, x: number, y: number, u: number): number {
  const { width, height, data } = blurred;
  const at = (px: number, py: number): number =>
    data[Math.min(height - 1, Math.max(0, py)) * width + Math.min(width - 1, Math.max(0, px))];
  const nx = at(x + 1, y) - at(x - 1, y);
  const ny = at(x, y + 1) - at(x, y - 1);
  const ux = fall(x + 1, y).u - u;
  const uy = fall(x, y + 1).u - u;
  const norms = Math.hypot(nx, ny) * Math.hypot(ux, uy);
  return norms > 0 ? smoothstep(0.3, 0.95, Math.abs(nx * uy - ny * ux) / norms) : 0;
}

/**
 * Gives, in place, short hair's outline above the eyes its locks' lobed ends (`amount` 0 none … 1
 * full); long hair and a bald head are left as they are.
 */
export function lockTippedOutline(masses: Masses, mesh: readonly XY[], amount: number): void {
  if (!masses.hairColour || masses.longHair || amount <= 0) return;
  const { silhouette, skin, hair } = masses;
  const { width, height } = silhouette;
  const unit = distance(mesh[33], mesh[263]);
  const sigma = unit * SOFT;
  const depth = unit * DEPTH * amount;
  const soft = blurLocal(silhouette, sigma);
  const blurred = soft.data;
  const hairNear = blurLocal(hair, sigma).data;
  const othersNear = [skin, ...masses.clothes.map((c) => c.mask)].map((part) => blurLocal(part, sigma).data);
  const parts = [skin, hair, ...masses.clothes.map((c) => c.mask)];
  const fall = hairFall(mesh);
  const eyes = eyeLineY(mesh);
  const end = Math.min(height, Math.ceil(eyes));
  for (let y = 0; y < end; y++) {
    // Faded out over the eye distance's half above the eyes: below, ./roundOutline.ts rounds the
    // figure, and a lobe cut off by the eyes' line left a hook in the hair's side.
    const above = smoothstep(eyes, eyes - unit * 0.5, y + 0.5);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const b = blurred[i];
      if (b < 0.005 || b > 0.995) continue;
      const other = othersNear.reduce((sum, near) => sum + near[i], 0);
      const { u, wobble } = fall(x, y);
      const weight =
        smoothstep(0.75, 0.95, hairNear[i] / b) * smoothstep(0.08, 0.02, other) * above * crossing(soft, fall, x, y, u);
      if (weight <= 0) continue;
      const phase = lockPhase(u, wobble);
      const across = 2 * (phase - Math.floor(phase)) - 1;
      const moved = edgeDistance(b) * sigma + depth * weight * (lobe(across) - MEAN_LOBE);
      // Antialiased over about a pixel and a half, as ./masses.ts draws its outline; the old edge
      // kept only where the lobes fade out (mixed with the new where half faded, the outline
      // there was two faint edges: a blur).
      const was = silhouette.data[i];
      const now = was + (smoothstep(-0.75, 0.75, moved) - was) * Math.min(1, weight * 4);
      if (now < was) for (const part of parts) part.data[i] *= was > 0 ? now / was : 0;
      else hair.data[i] += now - was;
      silhouette.data[i] = now;
    }
  }
}

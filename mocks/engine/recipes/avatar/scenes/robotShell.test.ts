// The robot's face set in its head shell (./robotShell.ts), not turned to grey steel in a dark ring:
// readers called the steel face "grey, sickly" and the photo's oval fading into the hood's dark
// inside "a cut-out" pasted on a robot. The face keeps its skin's warmth, and round it, where
// the cut's soft edge was, is the shell's lit metal.
import { alignedPerson } from '../../../testing/people';
import { rgbToLab } from '../../shared/colour';
import { createRandom } from '../../shared/random';
import { cloneRgb, type Rgb } from '../../shared/raster';
import { FACE_OVAL, type XY } from '../landmarks';
import { measureFace } from '../clip';
import { robot } from './robot';
import { openingOf } from './robotShell';

const SLOW = 600_000;

/** Points on the cheeks (the forehead's are under the shell's brim now). */
const CHEEKS = [50, 280, 101, 330, 205, 425] as const;

/** The mean Lab a (red–green) over small discs on the cheeks. */
function skinRedness(picture: Rgb, mesh: readonly XY[]): number {
  const radius = Math.max(2, Math.round(Math.abs(mesh[454][0] - mesh[234][0]) * 0.04));
  const lab: [number, number, number] = [0, 0, 0];
  let sum = 0;
  let count = 0;
  for (const index of CHEEKS) {
    const [cx, cy] = mesh[index];
    for (let y = Math.round(cy) - radius; y <= Math.round(cy) + radius; y++)
      for (let x = Math.round(cx) - radius; x <= Math.round(cx) + radius; x++) {
        const p = (y * picture.width + x) * 3;
        rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
        sum += lab[1];
        count++;
      }
  }
  return sum / count;
}

/**
 * The mean luma of the ring just outside the face's oval (the mesh's outline pushed out from the
 * oval's middle by 4–14 %), below the brows: where the cut's feather meets what is round the face.
 */
function ringLuma(picture: Rgb, mesh: readonly XY[]): number {
  const oval = FACE_OVAL.map((index) => mesh[index]);
  const mx = oval.reduce((s, p) => s + p[0], 0) / oval.length;
  const my = oval.reduce((s, p) => s + p[1], 0) / oval.length;
  let sum = 0;
  let count = 0;
  for (const [x, y] of oval) {
    if (y < my - (my - Math.min(...oval.map((p) => p[1]))) * 0.3) continue;
    for (let k = 1.04; k <= 1.14; k += 0.02) {
      const p = (Math.round(my + (y - my) * k) * picture.width + Math.round(mx + (x - mx) * k)) * 3;
      sum += 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
      count++;
    }
  }
  return sum / count;
}

/** The distance from `p` to the segment a–b. */
function toSegment([px, py]: XY, [ax, ay]: XY, [bx, by]: XY): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / Math.max(1e-9, dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** Whether `p` is inside the polygon (even-odd). */
function within(polygon: readonly XY[], [x, y]: XY): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [[xi, yi], [xj, yj]] = [polygon[i], polygon[j]];
    if (yi > y !== yj > y && x < xi + ((y - yi) / (yj - yi)) * (xj - xi)) inside = !inside;
  }
  return inside;
}

/** The least distance from any of `points` in to the opening's edge (negative: one is outside). */
function clearance(opening: readonly XY[], points: readonly XY[]): number {
  return Math.min(
    ...points.map((p) => {
      const edge = Math.min(...opening.map((a, k) => toSegment(p, a, opening[(k + 1) % opening.length])));
      return within(opening, p) ? edge : -edge;
    }),
  );
}

describe("the robot's face in its head shell", () => {
  it(
    'opens round both eyes, a turned face’s far eye too',
    async () => {
      for (const person of ['woman', 'dark-woman'] as const) {
        const face = measureFace(await alignedPerson(person, robot), false);
        const room = clearance(openingOf(face), face.eyeLids) / (face.right - face.left);
        // The eyes' lids to the opening's edge, in face widths: −0.013 (the turned woman's far eye
        // under the lip) and 0.032 when the opening followed the mesh's oval; 0.051 and 0.064
        // round a convex curve about both eyes. The lip covers about 0.033 inside the edge.
        expect(room, person).toBeGreaterThan(0.04);
      }
    },
    SLOW,
  );

  it(
    'keeps the skin warm and sets it in lit metal, not a dark ring',
    async () => {
      for (const person of ['woman', 'dark-woman'] as const) {
        const portrait = await alignedPerson(person, robot);
        const before = skinRedness(cloneRgb(portrait.picture), portrait.mesh);
        const result = await robot.make(portrait, createRandom(1));
        const after = skinRedness(result, portrait.mesh);
        const ring = ringLuma(result, portrait.mesh);
        // The cheeks' Lab a (their warmth), photo → picture: the steel face's 16.2 → 0.6 (the
        // woman) and 20.5 → −0.6 (the brown-skinned woman); 7.8 and 10.8 now (the clip scenes'
        // finish and the cool light take the rest; not the shell's glow: without it, the same).
        expect(after, person).toBeGreaterThan(before * 0.4);
        // The ring round the face: the hood's dark inside and the cut's fade into it, 0.18 and
        // 0.19 before; the shell's lip and metal, 0.36 and 0.39.
        expect(ring, person).toBeGreaterThan(0.3);
      }
    },
    SLOW,
  );
});

// A toon's face sits inside its hair: the hair's masses wrap the head and come over the temples,
// the face's edge tucked under them. The mesh's oval is always skin (./masses.ts), and pasted over
// the hair it cut the hair beside the temples to a thin sliver with a wedge-shaped notch where
// the oval left it ("hard cut-out edges where the face meets the hair", "the temple wedge" to
// the blind panel). Here, on each side where hair lies beside the temples, the hair takes the
// skin outside a rounded window: a quarter ellipse from the hairline's top down to the eyes' line,
// TEMPLE face widths in from the skin's edge there (less beside an eye's outer corner), its side
// then handed back to the skin's own edge by the cheekbones (long hair) or just under the eyes
// (short hair). A brow's tail under it is hidden (./features.ts paints brows on skin only).
// The old edge's antialiased rim goes with the skin, and the seam of neither skin nor hair along
// it is filled with hair, so the hairline is the one edge; a short sideburn ends square, and the
// thin strip of hair that ran on under it down the cheek is skin.
import { smoothstep } from '../../shared/raster';
import { distance, eyeLineY, faceFrame, type XY } from '../landmarks';
import type { Masses } from './masses';
import { hairOverSkinSlivers } from './skinSlivers';

/** How far in from the skin's edge at the eyes' line the hair's edge comes, in face widths. */
export const TEMPLE = 0.085;
/** The share of hair beside the temples from which a side is framed (fully from twice it). */
const HAIR_BESIDE = 0.2;

/** The eyes' corners, and how far the hair stays from the outer ones, in eye distances. */
const EYE_CORNERS = [33, 133, 362, 263] as const;
const EYE_CLEAR = 0.12;

/**
 * How far past the skin's run in a row, and over the hairline, its old edge's antialiased rim
 * reaches, in eye distances: where that edge slopes it spreads several pixels across a row, and
 * left on the hair it was a faint second outline inside it ("a doubled hairline ghost edge").
 */
const FRINGE = 0.1;

/** The tallest wedge of skin left between the frame's hair and the hair above it, in eye distances. */
const SLIVER = 0.1;

/** The arch's exponent (2 an ellipse's; higher, squarer shoulders). */
const ARCH = 2;

/** The widest hair beside the skin, in eye distances, that is a sideburn's tail under its end. */
const THIN = 0.08;

/**
 * How far the window's side has gone back to the skin's edge at `t` (0 at the eyes' line, 1 at
 * the end). Long hair eases back into its falls; a short sideburn ends as a quarter circle, its
 * end square to the face's edge: eased (ending tangent to that edge) it ran out into a point.
 */
function handBack(t: number, longHair: boolean): number {
  return longHair ? smoothstep(0, 1, t) : 1 - Math.sqrt(1 - t * t);
}

/** The run of skin (over half) in row `y` through column `x` ([-1, -1] when `x` is not skin). */
function skinRun(masses: Masses, x: number, y: number): [number, number] {
  const { width, data } = masses.skin;
  if (data[y * width + x] < 0.5) return [-1, -1];
  let first = x;
  let last = x;
  while (first > 0 && data[y * width + first - 1] >= 0.5) first--;
  while (last < width - 1 && data[y * width + last + 1] >= 0.5) last++;
  return [first, last];
}

/**
 * Under a short sideburn's end (rows `from` to `to`), a strip of hair along the skin's edge on
 * `side` (0 the image's left) narrower than `thin` pixels becomes skin. Left as hair it ran on
 * down the cheek as a dark line and ended in a point.
 */
function trimTail(masses: Masses, column: number, from: number, to: number, side: 0 | 1, thin: number): void {
  const { width } = masses.skin;
  const step = side ? 1 : -1;
  for (let y = from; y < to; y++) {
    const run = skinRun(masses, column, y);
    if (run[0] < 0) continue;
    // Out from the skin's edge over the hair, to the backdrop, clothes or an ear's skin.
    const strip: number[] = [];
    let hair = 0;
    for (let x = run[side] + step; x >= 0 && x < width; x += step) {
      const i = y * width + x;
      if (masses.skin.data[i] >= 0.5 || masses.hair.data[i] + masses.skin.data[i] < 0.02) break;
      strip.push(i);
      hair += masses.hair.data[i];
    }
    if (hair <= 0 || hair >= thin) continue;
    // And the hair's share on the skin's own antialiased rim: left, it was a thin dark line inside
    // the cheek's edge with the strip's light skin beyond it ("a thin light seam along the cheek's
    // edge under the hair").
    for (let x = run[side]; x !== run[1 - side] && masses.hair.data[y * width + x] > 0; x -= step) strip.push(y * width + x);
    for (const i of strip) {
      masses.skin.data[i] += masses.hair.data[i];
      masses.hair.data[i] = 0;
    }
  }
}

/** Brings, in place, the hair over the skin's edge at the temples on each side with hair beside them. */
export function frameWithHair(masses: Masses, mesh: readonly XY[]): void {
  if (!masses.hairColour) return;
  const { width, height } = masses.skin;
  const unit = distance(mesh[33], mesh[263]);
  const { faceWidth, cx, top } = faceFrame(mesh);
  const eyes = eyeLineY(mesh);
  const column = Math.min(width - 1, Math.max(0, Math.round(cx)));
  // The skin's top (the hairline, a raised forehead's or the oval's) down the face's middle.
  let hairline = Math.max(0, Math.floor(top - unit));
  while (hairline < eyes && masses.skin.data[hairline * width + column] < 0.5) hairline++;
  const corners = [Math.min(...EYE_CORNERS.map((k) => mesh[k][0])), Math.max(...EYE_CORNERS.map((k) => mesh[k][0]))];
  const ends = masses.longHair ? eyes + unit * 0.55 : eyes + unit * 0.15;
  const rows: { y: number; first: number; last: number }[] = [];
  for (let y = hairline; y < Math.min(height, Math.ceil(ends)); y++) {
    const [first, last] = skinRun(masses, column, y);
    if (first >= 0) rows.push({ y, first, last });
  }
  if (!rows.length) return;
  // The rows just over the hairline too (its antialiased rim): left, a faint line of skin lay on the hair.
  const fringe = Math.max(3, Math.round(unit * FRINGE));
  for (let y = hairline - 1; y >= Math.max(0, hairline - fringe); y--) rows.unshift({ ...rows[0], y });
  // The hair's share just outside the skin beside the temples (hairline to eyes), each side.
  const reach = Math.max(2, Math.round(unit * 0.12));
  const sums = [0, 0];
  let count = 0;
  for (const { y, first, last } of rows) {
    if (y > eyes) break;
    for (let d = 1; d <= reach; d++) {
      sums[0] += first - d >= 0 ? masses.hair.data[y * width + first - d] : 0;
      sums[1] += last + d < width ? masses.hair.data[y * width + last + d] : 0;
      count++;
    }
  }
  const sides = sums.map((sum) => smoothstep(HAIR_BESIDE, HAIR_BESIDE * 2, count ? sum / count : 0));
  if (sides[0] <= 0 && sides[1] <= 0) return;
  // The face's window in the hair: a rounded arch from the hairline's top down to the eyes, as
  // wide there as the skin less the hair's depth over each temple (kept clear of the eyes' outer
  // corners), its sides then running down and handed back to the skin's own edge by `ends`.
  // Drawn from the skin's edge row by row, the hair's edge was stepped wherever the raised
  // forehead's and the oval's outlines met: a notch at each corner of the forehead.
  const at = rows.find(({ y }) => y >= eyes);
  if (!at) return;
  const middle = (at.first + at.last + 1) / 2;
  const inset = [
    Math.min(faceWidth * TEMPLE, Math.max(0, corners[0] - unit * EYE_CLEAR - at.first)) * sides[0],
    Math.min(faceWidth * TEMPLE, Math.max(0, at.last + 1 - corners[1] - unit * EYE_CLEAR)) * sides[1],
  ];
  const half = [middle - at.first - inset[0], at.last + 1 - middle - inset[1]];
  const tall = Math.max(1, eyes - hairline);
  for (const { y, first, last } of rows) {
    const v = Math.min(1, Math.max(0, (eyes - (y + 0.5)) / tall));
    const across = (1 - v ** ARCH) ** (1 / ARCH);
    const out = handBack(Math.min(1, Math.max(0, (y + 0.5 - eyes) / Math.max(1, ends - eyes))), masses.longHair);
    const edges = [
      middle - half[0] * across + (first - (middle - half[0] * across)) * out,
      middle + half[1] * across + (last + 1 - (middle + half[1] * across)) * out,
    ];
    for (let x = 0; x < width; x++) {
      const c = x + 0.5;
      // Antialiased over about a pixel and a half.
      const hair = Math.max(
        sides[0] > 0 ? smoothstep(edges[0] + 0.75, edges[0] - 0.75, c) : 0,
        sides[1] > 0 ? smoothstep(edges[1] - 0.75, edges[1] + 0.75, c) : 0,
      );
      if (hair <= 0) continue;
      const i = y * width + x;
      // Past the row's run of skin only the old edge's faint rim goes, however far a sloping
      // edge spreads it along the row (an ear's own skin stays).
      const s = masses.skin.data[i];
      const moved = s * hair * (x >= first && x <= last ? 1 : smoothstep(0.75, 0.5, s));
      masses.skin.data[i] -= moved;
      masses.hair.data[i] += moved;
      // By the old edge the hair fills it whole: the skin and hair masks each antialiased there
      // left a seam of neither, where the photo showed through.
      if (x < first - fringe || x > last + fringe) continue;
      const other = masses.clothes.reduce((sum, { mask }) => sum + mask.data[i], 0);
      masses.hair.data[i] += Math.max(0, masses.silhouette.data[i] - masses.skin.data[i] - masses.hair.data[i] - other) * hair;
    }
  }
  hairOverSkinSlivers(masses, rows[0].y, rows[rows.length - 1].y + 1, Math.max(2, unit * SLIVER));
  if (masses.longHair) return;
  const jaw = (mesh[172][1] + mesh[397][1]) / 2;
  for (const side of [0, 1] as const)
    if (sides[side] > 0) trimTail(masses, column, Math.ceil(ends), Math.min(height, Math.round(jaw)), side, unit * THIN);
}

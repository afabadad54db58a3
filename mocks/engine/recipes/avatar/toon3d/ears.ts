// A 3D toon's ears (the look's `ears`: pix/disney and pix/pixar). Drawn as masses, the head's
// sides were the hair's edge running straight into the cheek: a short-haired man's skull a helmet
// ("no ears" to the readers of issue 36). Each ear is
// drawn behind the face's oval and under the hair, from above the eye line to just below the
// nose's base, standing out from the face's edge row by row (widest beside the cheekbone), its
// lobe narrower than its top and tucked in where the jaw recedes; the whole ear joins the figure's
// outline, what neither face nor hair covers joins the skin. Its fold and bowl are shaded, and a
// soft shade follows the face's edge, so it reads as an ear, not a tab.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { distance, eyeLineY, type XY } from '../landmarks';
import { crispPolygon } from '../masks';
import type { Masses } from './masses';

/** The oval's points beside each ear (image left, image right): its widest round the cheekbone. */
const SIDES: readonly [readonly number[], readonly number[]] = [
  [127, 234, 93],
  [356, 454, 323],
];
const NOSE_BASE = 2;

/** How far an ear stands out from the oval, in eye distances (outer corners). */
const STAND_OUT = 0.2;
/** How far either side of a row the face's edge is averaged for the ear's join, in eye distances, and in how many steps. */
const SMOOTH_ROWS = 0.12;
const SMOOTH_STEPS = 4;
/** How far above the eye line an ear's top sits, in eye distances. */
const TOP_ABOVE_EYES = 0.2;

export interface Ear {
  /** −1: the ear on the image's left; 1: on its right. */
  side: -1 | 1;
  /** The oval's widest x beside the ear, where it joins the head. */
  joinX: number;
  top: number;
  bottom: number;
  /** How far it stands out past `joinX`, pixels. */
  out: number;
  /**
   * Where the ear meets the head in row `y`: the face's edge there (`joinX` where no face is
   * given or the row has none). Measured from a fixed column, the lobe ended in a square cut
   * where the jaw recedes and the shade at the join was a straight seam down the cheek (a blind
   * reader: "pasted on").
   */
  joinAt: (y: number) => number;
}

/** Both ears as drawn into the masses (`addEars`), and the share of each pixel that shows of them. */
export interface DrawnEars {
  ears: [Ear, Ear];
  visible: Grey;
}

/**
 * The face's edge on `side` in row `y`, to a fraction of a pixel: the share of the row left
 * uncovered between the image's edge and the face's middle column. Null where the row has no face.
 */
function faceEdge(faceMask: Grey, y: number, middle: number, side: -1 | 1): number | null {
  const { width, height, data } = faceMask;
  const row = Math.round(y);
  const centre = Math.round(middle);
  if (row < 0 || row >= height || centre < 0 || centre >= width || data[row * width + centre] < 0.5) return null;
  let sum = 0;
  if (side < 0) {
    for (let x = 0; x < centre; x++) sum += 1 - data[row * width + x];
    return sum;
  }
  for (let x = centre; x < width; x++) sum += data[row * width + x];
  return centre + sum;
}

/**
 * The face's edge on `side` row by row (`joinX` where a row has none), each row measured once: the
 * rows an ear's outline and its shade read, with the smoothing's reach either side. A row outside
 * them is measured when asked for.
 */
function edgeProfile(
  faceMask: Grey,
  middle: number,
  side: -1 | 1,
  joinX: number,
  first: number,
  last: number,
): (row: number) => number {
  const rows = new Float64Array(Math.max(0, last - first + 1));
  for (let row = first; row <= last; row++) rows[row - first] = faceEdge(faceMask, row, middle, side) ?? joinX;
  return (row) => (row >= first && row <= last ? rows[row - first] : (faceEdge(faceMask, row, middle, side) ?? joinX));
}

/** Both ears; with the drawn face's mask, each joins the face's own edge row by row. */
export function earsOf(face: readonly XY[], faceMask?: Grey): [Ear, Ear] {
  const unit = distance(face[33], face[263]);
  const top = eyeLineY(face) - TOP_ABOVE_EYES * unit;
  const bottom = face[NOSE_BASE][1] + 0.06 * unit;
  const middle = (face[33][0] + face[263][0]) / 2;
  // The rows the outline and the shade ask for (the shade reaches 2 px past the ear), each
  // averaged over SMOOTH_ROWS either side: measured once, not once for every row that reads them.
  const reach = SMOOTH_ROWS * unit;
  const first = Math.floor(top - 2 - reach);
  const last = Math.ceil(bottom + 3 + reach);
  const ear = (side: -1 | 1, indices: readonly number[]): Ear => {
    const xs = indices.map((index) => face[index][0]);
    const joinX = side < 0 ? Math.min(...xs) : Math.max(...xs);
    const edge = faceMask ? edgeProfile(faceMask, middle, side, joinX, first, last) : null;
    // The edge averaged over rows SMOOTH_ROWS eye distances either side: followed row by row, the
    // ear's outline took every bend of the oval's polygon, "lumpy, angular, with a kink".
    const joinAt = (y: number): number => {
      if (!edge) return joinX;
      let sum = 0;
      for (let k = -SMOOTH_STEPS; k <= SMOOTH_STEPS; k++) sum += edge(Math.round(y + (k / SMOOTH_STEPS) * SMOOTH_ROWS * unit));
      return sum / (2 * SMOOTH_STEPS + 1);
    };
    return { side, joinX, top, bottom, out: STAND_OUT * unit, joinAt };
  };
  const [left, right] = SIDES;
  return [ear(-1, left), ear(1, right)];
}

/** How far the ear's outer edge stands out at `t` (−1 its top … 1 its lobe): rounded, the lobe narrower. */
function reach(t: number): number {
  return Math.sqrt(Math.max(0, 1 - t * t)) * (1 - 0.3 * smoothstep(-0.2, 1, t));
}

/** The ear's outline: its outer edge from top to lobe, then back up inside the head. */
function outlineOf(ear: Ear, unit: number): XY[] {
  const middle = (ear.top + ear.bottom) / 2;
  const half = (ear.bottom - ear.top) / 2;
  const points: XY[] = [];
  const steps = 24;
  const rows: number[] = [];
  for (let k = 0; k <= steps; k++) rows.push(-1 + (2 * k) / steps);
  for (const t of rows) {
    const y = middle + half * t;
    points.push([ear.joinAt(y) + ear.side * ear.out * reach(t), y]);
  }
  // Back up inside the head, along the face's edge, so no cut of it shows below the lobe.
  for (const t of [...rows].reverse()) {
    const y = middle + half * t;
    points.push([ear.joinAt(y) - ear.side * 0.4 * unit, y]);
  }
  return points;
}

/** Both ears, antialiased, before the face and the hair hide what they cover. */
function earMask(ears: readonly Ear[], unit: number, width: number, height: number): Grey {
  const mask = createGrey(width, height);
  for (const ear of ears) {
    const drawn = crispPolygon(outlineOf(ear, unit), width, height);
    for (let i = 0; i < mask.data.length; i++) mask.data[i] = Math.max(mask.data[i], drawn.data[i]);
  }
  return mask;
}

/**
 * Adds what shows of the ears to the skin and to the outline (behind the face's oval, under the
 * hair); returns the ears, joined to the drawn face's edge, and that visible share.
 */
export function addEars(masses: Masses, face: readonly XY[]): DrawnEars {
  const { width, height } = masses.skin;
  const drawn = earsOf(face, masses.face);
  const ears = earMask(drawn, distance(face[33], face[263]), width, height);
  // The hair's edge over an ear antialiased as its edge over the backdrop was: cut crisp by the
  // outline, it stepped from row to row where the ear now shows behind it.
  const softHair = blurLocal(masses.hair, 0.8);
  for (let i = 0; i < ears.data.length; i++) if (ears.data[i] > 0) masses.hair.data[i] = softHair.data[i];
  const visible = createGrey(width, height);
  for (let i = 0; i < visible.data.length; i++) {
    if (ears.data[i] <= 0) continue;
    // The outline holds the whole ear, behind the face and under the hair too: held to what
    // shows, it dipped to half along the face's and the hair's antialiased edges, and the
    // backdrop showed through there as a pale seam down the cheek.
    masses.silhouette.data[i] = Math.max(masses.silhouette.data[i], ears.data[i]);
    const shown = ears.data[i] * (1 - masses.face.data[i]) * (1 - masses.hair.data[i]);
    if (shown <= 0) continue;
    visible.data[i] = shown;
    // Added to the face's share (the two cover a pixel on the face's edge between them).
    masses.skin.data[i] = Math.min(1, masses.skin.data[i] + shown);
    for (const piece of masses.clothes) piece.mask.data[i] *= 1 - shown;
  }
  return { ears: drawn, visible };
}

/**
 * The ears' form (`addEars`'s), in the skin's shadow colour `shade`: the whole ear a little darker
 * than the face it stands behind, a fold line inside its rim from the top to above the lobe, the
 * bowl between the fold and the head in soft shade, and a soft shade along the face's edge
 * (`faceMask`), so the join is a crease that follows the jaw. A round shade set at the join read as
 * an orange blotch on the cheek's edge; the fold is what makes a flat tab an ear.
 */
export function shadeEars(picture: Rgb, face: readonly XY[], faceMask: Grey, { ears, visible }: DrawnEars, shade: Colour): void {
  const unit = distance(face[33], face[263]);
  const { width, data } = picture;
  const line = Math.max(0.8, unit * 0.03);
  const dark: Colour = [shade[0] * 0.8, shade[1] * 0.8, shade[2] * 0.8];
  // Near the face's edge, measured along it: the blurred face is half at its edge.
  const nearFace = blurLocal(faceMask, 1.5 * line);
  for (const ear of ears) {
    const half = (ear.bottom - ear.top) / 2;
    const middle = (ear.top + ear.bottom) / 2;
    const y0 = Math.max(0, Math.floor(ear.top - 2));
    const y1 = Math.min(visible.height - 1, Math.ceil(ear.bottom + 2));
    for (let y = y0; y <= y1; y++) {
      const t = (y + 0.5 - middle) / half;
      const r = reach(t);
      const join = ear.joinAt(y + 0.5);
      // The row's span of the ear: from inside the head out past its rim.
      const inner = join - ear.side * 0.5 * unit;
      const outer = join + ear.side * ear.out;
      const x0 = Math.max(0, Math.floor(Math.min(inner, outer) - 2));
      const x1 = Math.min(width - 1, Math.ceil(Math.max(inner, outer) + 2));
      const foldWindow = smoothstep(-0.95, -0.75, t) * (1 - smoothstep(0.35, 0.6, t));
      const bowlWindow = smoothstep(-0.6, -0.3, t) * (1 - smoothstep(0.2, 0.5, t));
      for (let x = x0; x <= x1; x++) {
        const i = y * width + x;
        const w = visible.data[i];
        if (w <= 0) continue;
        // Pixels out from the fold (positive toward the rim).
        const fromFold = (x + 0.5 - join) * ear.side - 0.6 * r * ear.out;
        const fold = Math.exp(-(fromFold * fromFold) / (2 * line * line)) * foldWindow;
        const bowl = (1 - smoothstep(-2 * line, 0, fromFold)) * bowlWindow;
        // In the cheek's shadow where it meets the head, so the join is a crease, not a cut.
        const behind = smoothstep(0.02, 0.5, nearFace.data[i]);
        const amount = Math.min(1, 0.2 + 0.6 * fold + 0.4 * bowl + 0.3 * behind) * w;
        const p = i * 3;
        for (let c = 0; c < 3; c++) data[p + c] += (data[p + c] * dark[c] - data[p + c]) * amount;
      }
    }
  }
}

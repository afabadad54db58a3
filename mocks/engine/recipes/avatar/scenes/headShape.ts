// The head's cut-out as one clean silhouette. The person matte of a small, soft photo carries
// lumps on the head's edge: a bush behind a bald head taken in as a chunk beside it, the next
// person's head under a chin (shown as a "cigar" at the jaw), a collar's corner as a tuft at
// the side. Such a cut-out reads as crude collage however well it is lit. Here the matte is
// kept inside the shape a head can have (a skull with its hair above the eyes, the face's own
// oval with the ears below them) and near symmetric about the face's middle, its outline is
// smoothed (blurred and cut again at half, which takes off every lump and tuft narrower than a
// tenth of the face), only the part joined to the face is kept, and the edge is feathered a
// pixel or so — more at the hair, which is soft.
import { createGrey, smoothstep, type Grey } from '../../shared/raster';
import { blurLocal } from '../blur';
import { CHIN, eyeLineY, FACE_OVAL, faceFrame, NOSE_TIP, outline, type XY } from '../landmarks';
import { cutsHead, photoCorners } from './photoCorners';

/** The face oval's extent along one row: its left and right edges, or undefined above or below it. */
export function ovalRow(points: readonly XY[], y: number): [number, number] | undefined {
  let low = Infinity;
  let high = -Infinity;
  for (let k = 0; k < points.length; k++) {
    const [ax, ay] = points[k];
    const [bx, by] = points[(k + 1) % points.length];
    if ((ay <= y && by > y) || (by <= y && ay > y)) {
      const x = ax + ((y - ay) / (by - ay)) * (bx - ax);
      low = Math.min(low, x);
      high = Math.max(high, x);
    }
  }
  return low < high ? [low, high] : undefined;
}

/**
 * How far the face is turned: the nose tip's offset from the oval's middle over half the
 * oval's width (-1 to 1; positive, the nose towards the picture's right).
 */
function headTurn(mesh: readonly XY[]): number {
  const { cx, faceWidth } = faceFrame(mesh);
  return Math.max(-1, Math.min(1, (mesh[NOSE_TIP][0] - cx) / Math.max(1, faceWidth / 2)));
}

/** How far the back of a fully turned head reaches beyond the face's oval, in the face's widths. */
const BEHIND = 0.4;

/**
 * Where the skull's middle lies off the face's (in pixels, signed) and how much wider the head
 * is than a frontal face's: a turned face's oval covers the front of the head, and its skull
 * and hair reach further out behind it (the woman's three-quarter view lost the back of her
 * head and her hair behind the ear, "the head too small").
 */
export function skullOffset(mesh: readonly XY[], faceWidth: number): { shift: number; extra: number } {
  const turn = headTurn(mesh);
  const extra = Math.abs(turn) * faceWidth * BEHIND;
  return { shift: -Math.sign(turn) * extra * 0.5, extra };
}

export interface HeadEnvelope {
  /** Per row of the picture, the allowed span's centre and half-width (half-width 0: nothing). */
  centre: Float32Array;
  half: Float32Array;
}

/**
 * Where a head can be, row by row: above the eyes an ellipse over the skull wide enough for
 * full hair (0.36 of the face's width beyond the oval each side), from the eyes down to the
 * chin the oval's own row widened by what is left of that at the eyes, shrinking to the
 * jaw's few pixels halfway down; nothing below the chin (the neck is drawn apart).
 */
export function headEnvelope(mesh: readonly XY[], size: number): HeadEnvelope {
  const points = outline(mesh, FACE_OVAL);
  const { left, right, top, cx, faceWidth: w } = faceFrame(mesh);
  const chin = mesh[CHIN][1];
  const h = chin - top;
  const eyesY = eyeLineY(mesh);
  const crownTop = top - h * 0.75;
  const rx = w * 0.86;
  const ry = eyesY - crownTop;
  const { shift, extra } = skullOffset(mesh, w);
  const atEyes = ovalRow(points, eyesY) ?? [left, right];
  const eyesHalf = (atEyes[1] - atEyes[0]) / 2;
  const centre = new Float32Array(size);
  const half = new Float32Array(size);
  for (let y = 0; y < size; y++) {
    const yc = y + 0.5;
    if (yc < crownTop || yc > chin + h * 0.04) continue;
    if (yc < eyesY) {
      const t = (eyesY - yc) / ry;
      centre[y] = cx + shift;
      half[y] = (rx + extra * 0.5) * Math.sqrt(Math.max(0, 1 - t * t));
      continue;
    }
    const row = ovalRow(points, Math.min(yc, chin - 0.5));
    if (!row) continue;
    const down = smoothstep(eyesY, chin, yc);
    // The hair's allowance at the eyes' row gone halfway down to the chin (below it a lump
    // beside the cheek is a ponytail, a collar or the photo's own neck, a goitre on the
    // scene's painted one); at the chin only the oval's own width and the feather.
    const margin = (rx - eyesHalf) * (1 - smoothstep(eyesY, eyesY + (chin - eyesY) * 0.5, yc)) + w * 0.04 * (1 - down);
    // Behind a turned face the skull's back and the hair over the ear go on down to the ear's
    // lobe, halfway to the chin; below it the photo's neck behind the jaw read as a heavy jaw.
    const behind = extra * 0.5 * (1 - smoothstep(eyesY, eyesY + (chin - eyesY) * 0.5, yc));
    centre[y] = (row[0] + row[1]) / 2 + Math.sign(shift) * behind;
    half[y] = (row[1] - row[0]) / 2 + margin + behind;
  }
  return { centre, half };
}

/**
 * The connected parts (four neighbours) of `solid` (0/1 per pixel) that hold any of `seeds`,
 * labelled in one flood from each seed not yet reached: `label` is the part's number (1, 2, …)
 * per pixel, 0 off every seeded part; `count` the number of parts.
 */
export function labelParts(
  solid: Uint8Array,
  width: number,
  height: number,
  seeds: readonly number[],
): { label: Int32Array; count: number } {
  const label = new Int32Array(solid.length);
  const stack = new Int32Array(solid.length);
  let count = 0;
  const reach = (j: number, part: number, top: number): number => {
    if (!solid[j] || label[j]) return top;
    label[j] = part;
    stack[top] = j;
    return top + 1;
  };
  for (const seed of seeds) {
    if (!solid[seed] || label[seed]) continue;
    count++;
    let top = reach(seed, count, 0);
    while (top > 0) {
      const i = stack[--top];
      const x = i % width;
      if (x > 0) top = reach(i - 1, count, top);
      if (x < width - 1) top = reach(i + 1, count, top);
      if (i >= width) top = reach(i - width, count, top);
      if (i < (height - 1) * width) top = reach(i + width, count, top);
    }
  }
  return { label, count };
}

/** The connected parts of `solid` (0/1 per pixel) containing any of `seeds`, as 0/1. */
function joinedTo(solid: Uint8Array, width: number, height: number, seeds: readonly number[]): Uint8Array {
  const { label } = labelParts(solid, width, height, seeds);
  const kept = new Uint8Array(solid.length);
  for (let i = 0; i < kept.length; i++) if (label[i]) kept[i] = 1;
  return kept;
}

/**
 * On each row of `solid` (0/1) across `centre`, the run reaching out from it on either side;
 * the longer run cut to the shorter plus `slack`. A head is near symmetric about the face's
 * middle: a chunk of wall or a neighbour's head on one side only is what a matte adds.
 */
function keepSymmetric(solid: Uint8Array, width: number, centre: Float32Array, slack: number): void {
  for (let y = 0; y < centre.length; y++) {
    const c = Math.round(centre[y]);
    if (c <= 0 || c >= width - 1 || !solid[y * width + c]) continue;
    let left = c;
    while (left > 0 && solid[y * width + left - 1]) left--;
    let right = c;
    while (right < width - 1 && solid[y * width + right + 1]) right++;
    const limit = Math.min(c - left, right - c) + slack;
    for (let x = 0; x < width; x++) if (Math.abs(x - c) > limit) solid[y * width + x] = 0;
  }
}

/**
 * `head` (the head's matte with the face's oval and any painted crown, 0–1) made one clean
 * silhouette: kept to headEnvelope and near symmetric about the face's middle, its outline
 * smoothed over 0.05 of the face's width, only the part joined to the face, its edge
 * feathered by `feather` pixels (twice that at the hair above the eyes). Given `beyond`
 * (Portrait.beyond), a head a corner of the photo cuts is rounded (roundCut). `whole`, when given,
 * is the head's matte before a painted neck cleared the photo's under the jaw (neckPaint.ts
 * clearUnderJaw): there hair hanging beside the face shows whether it runs on past the jaw.
 */
export function headShape(head: Grey, mesh: readonly XY[], feather: number, beyond?: Grey, whole?: Grey): Grey {
  const { width, height } = head;
  const w = faceFrame(mesh).faceWidth;
  const eyesY = eyeLineY(mesh);
  const { centre, half } = headEnvelope(mesh, height);
  const solid = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    if (half[y] <= 0) continue;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (head.data[i] >= 0.5 && Math.abs(x + 0.5 - centre[y]) <= half[y]) solid[i] = 1;
    }
  }
  keepSymmetric(solid, width, centre, w * 0.06);
  // Hair hanging beside the cheeks, held apart from the envelope's narrowing and the symmetry
  // (one side's hair often hangs in front of the shoulder, the other's behind it).
  const hangs = hangingHair(head, mesh, half, centre, beyond, whole);
  for (let i = 0; i < hangs.length; i++) if (hangs[i]) solid[i] = 1;
  // Blurred and cut at half: a lump or a tuft narrower than the blur's reach falls below half
  // and goes, a straight or round edge stays where it was. A notch it would fill is left open:
  // there the photo shows its wall, which inside the cut-out glows as a pale halo round the hair.
  const cut = createGrey(width, height);
  for (let i = 0; i < solid.length; i++) cut.data[i] = solid[i];
  const soft = blurLocal(cut, Math.max(1, w * SMOOTH));
  // Read on the matte as it came: the envelope and the symmetry may already have trimmed an edge.
  const cornered = beyond !== undefined && photoCorners(beyond, w * 0.1).some((corner) => cutsHead(corner, head, beyond, w));
  if (cornered) roundCut(solid, cut, soft, head, mesh, w);
  else for (let i = 0; i < solid.length; i++) solid[i] = soft.data[i] >= 0.5 && solid[i] ? 1 : 0;
  const nose = mesh[NOSE_TIP];
  const joined = joinedTo(solid, width, height, [Math.round(nose[1]) * width + Math.round(nose[0])]);
  for (let i = 0; i < joined.length; i++) cut.data[i] = joined[i];
  const fine = blurLocal(cut, Math.max(0.5, feather));
  const hairEdge = blurLocal(cut, Math.max(1, feather * 2));
  // The hair's edge (above the eyes) softer than the jaw's; the two meet over the temples.
  for (let y = 0; y < height; y++) {
    const hair = 1 - smoothstep(eyesY - w * 0.3, eyesY, y + 0.5);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      cut.data[i] = fine.data[i] * (1 - hair) + hairEdge.data[i] * hair;
    }
  }
  return cut;
}

/**
 * The hanging hair kept on each side: both sides' when both reach LONG; when only one side's
 * does and that side's was cut (`cut`: it runs on to the chin, or to the photo's edge), it is
 * cut to the other side's length (none when the other holds no row), so the two end level. Such
 * hair alone (the other side thinned away by the photo's edge) stood out beside the jaw as a
 * lump ending wherever the head's matte stops: the smiling woman's "lump of hair stuck to one
 * side", "a slab of hair with a straight edge" (readers: 0). One side's hair ending by itself
 * above the chin (its outline curving in, or its matte thinning out inside the photo) is a
 * one-sided bob and stays: the East Asian woman's, the brunette's.
 */
function matchedRuns<Run extends { ends: number[]; edges: number[]; long: boolean; cut: () => boolean }>(
  runs: readonly Run[],
): Run[] {
  const long = runs.filter((run) => run.long);
  if (long.length !== 1 || !long[0].cut()) return long;
  const length = Math.min(...runs.map((run) => run.ends.length));
  return length > 0 ? [{ ...long[0], ends: long[0].ends.slice(0, length), edges: long[0].edges.slice(0, length) }] : [];
}

/**
 * Hair whose matte thins out within this much of the chin (in the face's heights) or lower was
 * cut there, not ended: headCut fades the head's matte out round the chin (a soft matte's half
 * from about 0.04 above it) while the photo's long hair goes on below.
 */
const AT_CHIN = 0.05;
/** How far below hair's last row (in the face's widths) the photo's edge cuts it off. */
const BELOW_EDGE = 0.15;

/** How far beyond the face's oval (in the face's widths) hair must stand out, on every row down from the eyes, to be hair hanging beside the face. */
const HANGS_OUT = 0.1;
/** How far down from the eyes to the chin hanging hair must go: the dark man's ear, with the wall behind his cheek, stood out 0.3 of his face down to 0.6 (president, seed 2). */
const LONG = 0.7;
/** The widest gap (in the face's widths) between the oval and hair hanging beside it, or within that hair. */
const GAP = 0.08;

/**
 * The hair hanging beside the face below the eyes (a bob, long hair worn down), as 0/1, which
 * headEnvelope's narrowing below the eyes and keepSymmetric cut away (the long-haired woman's
 * hair ended at her cheekbones, "a helmet"). On each side, row by row from the eyes' row down:
 * the matte (`head` ≥ half) out from the face's oval, over gaps under GAP of the face's width,
 * no farther out than the envelope's allowance at the eyes. The hair goes on down while it holds
 * at least HANGS_OUT of the face's width of matte beside the oval and its outer edge stays within
 * that of the eyes' row's (hair falls straight; the back of a head curving in to the nape and
 * the neck does not), each row no farther out than the narrowest row above it plus HANGS_OUT (a
 * collar or a shoulder widening below is not the hair). It counts only when it reaches LONG of
 * the way from the eyes to the chin: an ear, or a short-haired head's neck below the ear, ends
 * higher. Every pixel from the oval out to that reach is kept, the gaps too (left open, the
 * wall between the hair and the narrowing jaw showed as jagged notches at the jaw). Its lower end
 * is rounded: over the last fifth of the face's height its reach beyond the oval comes in along a
 * quarter circle, so the hair's ends are not cut square. When only one side's reaches LONG and,
 * traced again on `whole` (the matte before the painted neck cleared under the jaw), it runs on
 * to the chin or the photo's edge, it is cut to the other side's length (matchedRuns).
 */
function hangingHair(
  head: Grey,
  mesh: readonly XY[],
  half: Float32Array,
  centre: Float32Array,
  beyond?: Grey,
  whole?: Grey,
): Uint8Array {
  const { width, height } = head;
  const points = outline(mesh, FACE_OVAL);
  const { top, faceWidth: w } = faceFrame(mesh);
  const chin = mesh[CHIN][1];
  const h = chin - top;
  const eyesY = eyeLineY(mesh);
  const kept = new Uint8Array(width * height);
  const firstRow = Math.max(0, Math.ceil(eyesY - 0.5));
  let lastRow = firstRow;
  while (lastRow + 1 < height && half[lastRow + 1] > 0) lastRow++;
  if (half[firstRow] <= 0) return kept;
  // The farthest the envelope allows at the eyes' row, each side.
  const outerLeft = centre[firstRow] - half[firstRow];
  const outerRight = centre[firstRow] + half[firstRow];
  // Whether hair whose matte thins out on row `y` between `edge` and `far` was cut there: at the
  // chin, where the head's matte fades out, or by the photo's edge just below it.
  const cutAt = (y: number, edge: number, far: number): boolean => {
    if (y + 0.5 >= chin - h * AT_CHIN) return true;
    if (!beyond) return false;
    const x = Math.round((edge + far) / 2);
    const below = Math.min(height - 1, Math.round(y + w * BELOW_EDGE));
    return x >= 0 && x < width && beyond.data[below * width + x] > 0;
  };
  // One side's hanging hair on `matte`, row by row: how far out it reaches (times `side`) and
  // the oval's edge, and whether it was cut (it ran on to the envelope's last row or its matte
  // ran out where cutAt says) rather than ending by itself.
  const trace = (matte: Grey, side: -1 | 1): { ends: number[]; edges: number[]; cut: boolean } => {
    const solidAt = (x: number, y: number): boolean => matte.data[y * width + x] >= 0.5;
    // Positions along the row times `side`, so larger is further out on either side.
    let reach = Infinity;
    const ends: number[] = [];
    const edges: number[] = [];
    for (let y = firstRow; y <= lastRow; y++) {
      const row = ovalRow(points, Math.min(y + 0.5, chin - 0.5));
      if (!row) break;
      const edge = side < 0 ? row[0] : row[1];
      const limit = side < 0 ? Math.max(0, Math.ceil(outerLeft)) : Math.min(width - 1, Math.floor(outerRight));
      // Out from the oval's edge across the matte, over gaps narrower than GAP (the wall or the
      // neck showing between the hanging hair and the jaw as the jaw narrows): the outermost
      // matte reached and how much matte lies between.
      let far = Math.round(edge) - (side < 0 ? 1 : 0) - side;
      let held = 0;
      let gap = 0;
      for (let x = far + side; x >= 0 && x < width && (x - limit) * side <= 0 && gap <= w * GAP; x += side) {
        if (solidAt(x, y)) {
          held++;
          gap = 0;
          far = x;
        } else gap++;
      }
      const outward = side * far;
      if (held < w * HANGS_OUT) {
        const last = ends.length - 1;
        return { ends, edges, cut: last >= 0 && cutAt(y, edges[last], side * ends[last]) };
      }
      // Hair falls straight: an outline curving in from the eyes' row is the back of the head
      // going down to the nape and the neck, or the hair's own end.
      if (ends.length > 0 && outward < ends[0] - w * HANGS_OUT) return { ends, edges, cut: false };
      reach = Math.min(reach, outward);
      // A notch in one row (a lock, an earring) does not cut all below it: a tenth of a face's slack.
      ends.push(Math.min(outward, reach + w * HANGS_OUT));
      edges.push(edge);
    }
    return { ends, edges, cut: true };
  };
  const runs = ([-1, 1] as const).map((side) => {
    const { ends, edges, cut } = trace(head, side);
    // An ear or a lock ending above the jaw is not hair hanging beside the face.
    const long = firstRow + ends.length >= eyesY + (chin - eyesY) * LONG;
    return { side, ends, edges, long, cut: () => (whole ? trace(whole, side).cut : cut) };
  });
  for (const { side, ends, edges } of matchedRuns(runs)) {
    const bottom = firstRow + ends.length - 1;
    const round = Math.max(1, h * 0.2);
    for (let k = 0; k < ends.length; k++) {
      const yy = firstRow + k;
      const edge = edges[k];
      const far = side * ends[k];
      // The quarter circle over the last `round` rows: the reach beyond the oval's edge shrinks to nothing.
      const t = Math.max(0, (yy + 0.5 - (bottom + 1 - round)) / round);
      const span = Math.abs(far - edge) * Math.sqrt(Math.max(0, 1 - t * t));
      const from = side < 0 ? Math.floor(edge - span) : Math.floor(edge);
      const to = side < 0 ? Math.ceil(edge) : Math.ceil(edge + span);
      for (let x = Math.max(0, from); x < Math.min(width, to); x++) kept[yy * width + x] = 1;
    }
  }
  return kept;
}

/** The outline's smoothing, in the face's widths. */
const SMOOTH = 0.05;

/** The wide smoothing's reach, and how far beside the face's oval the narrow one alone holds, in the face's widths. */
const CUT_SMOOTH = 0.15;
const BESIDE_FACE = 0.11;

/**
 * A head a corner of the photo cuts (photoCorners.ts): `solid` cut again from `cut` blurred over
 * 0.15 of the face's width, which rounds the corner's point and the straight edges either side
 * into a head's curve, and fills a notch where the matte (`head`) holds the person (the hair
 * beside the cheek below the envelope's narrowing, "a cheek bump"). Beside the face's oval the
 * narrow smoothing (`near`) alone: the wide one takes away the hair and ear a turned face shows
 * beyond its far cheek, and the backdrop then shows through the cheek. Only such a head: over
 * every head the wide smoothing trimmed the tufts, buns and flaring ends (main preferred 14 to 3).
 */
function roundCut(solid: Uint8Array, cut: Grey, near: Grey, head: Grey, mesh: readonly XY[], w: number): void {
  const { width, height } = cut;
  const soft = blurLocal(cut, w * CUT_SMOOTH);
  const points = outline(mesh, FACE_OVAL);
  const margin = w * BESIDE_FACE;
  for (let y = 0; y < height; y++) {
    const row = ovalRow(points, y + 0.5);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const beside = row !== undefined && x + 0.5 >= row[0] - margin && x + 0.5 <= row[1] + margin;
      const wide = soft.data[i] >= 0.5 && (solid[i] || head.data[i] >= 0.5);
      solid[i] = wide || (beside && solid[i] && near.data[i] >= 0.5) ? 1 : 0;
    }
  }
}

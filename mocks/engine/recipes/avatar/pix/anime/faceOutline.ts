// The face's outline as the cel draws it: the mesh's oval with the forehead raised, its far side
// pushed out on a turned face, then made one clean convex curve. The mesh's oval of a turned face
// dips in at the temple and bulges at the far cheek (and the push makes both larger): drawn as
// found it was the "boxy, lumpy jaw" a blind panel saw on the woman and the blonde.
import { convexHull } from '../../hull';
import { faceFrame, type XY } from '../../landmarks';
import { scaled } from '../../masks';
import { smoothstep } from '../../../shared/raster';
import { foreheadRaised } from '../../toon3d/features';

/**
 * A turned face's far side pushed out, as an animator draws the far cheek: the mesh's outline
 * there lies inside the cheek's edge, and the cheek between it and the nose was a sliver.
 */
function turnedOut(outline: readonly XY[], mesh: readonly XY[]): XY[] {
  const { faceWidth: fw, cx } = faceFrame(mesh);
  const turn = (mesh[1][0] - cx) / fw;
  // Only a clearly turned face: a nearly frontal one's outline is its cheeks' own.
  const push = Math.abs(turn) * 0.5 * fw * smoothstep(0.06, 0.12, Math.abs(turn));
  return outline.map(([x, y]): XY => {
    const across = (x - cx) / (fw / 2);
    return Math.sign(across) === Math.sign(turn) ? [x + push * Math.abs(across), y] : [x, y];
  });
}

/** Chaikin's corner cutting: each pass replaces every corner by two points a quarter along its edges. */
function rounded(polygon: readonly XY[], passes: number): XY[] {
  let out = [...polygon];
  for (let pass = 0; pass < passes; pass++) {
    const next: XY[] = [];
    for (let k = 0; k < out.length; k++) {
      const [a, b] = [out[k], out[(k + 1) % out.length]];
      next.push([a[0] * 0.75 + b[0] * 0.25, a[1] * 0.75 + b[1] * 0.25], [a[0] * 0.25 + b[0] * 0.75, a[1] * 0.25 + b[1] * 0.75]);
    }
    out = next;
  }
  return out;
}

/** The brows' tails and the eyes' outer corners (MediaPipe): the face must hold them. */
const FEATURE_ENDS = [70, 46, 300, 276, 33, 130, 263, 359];

/**
 * Each side widened, as much as it takes to hold the brows' tails and the eyes' corners with a
 * margin: on a turned face the mesh's far edge runs through them (the dark woman's brow ran out
 * over her hair). Widest at the eyes and nothing at the chin or the crown, so the side stays one
 * curve (the feature points themselves in the hull made a corner at the brow).
 */
function holdingFeatures(outline: readonly XY[], mesh: readonly XY[]): XY[] {
  const { faceWidth: fw, faceHeight: fh, cx } = faceFrame(mesh);
  const eyeY = (mesh[159][1] + mesh[386][1]) / 2;
  const need = (side: number): number => {
    const reach = Math.max(...FEATURE_ENDS.map((index) => side * (mesh[index][0] - cx))) + 0.05 * fw;
    const level = outline.filter(([x, y]) => side * (x - cx) > 0 && Math.abs(y - eyeY) < 0.15 * fh);
    const has = Math.max(0, ...level.map(([x]) => side * (x - cx)));
    return Math.max(0, reach - has);
  };
  const [left, right] = [need(-1), need(1)];
  return outline.map(([x, y]): XY => {
    const off = (y - eyeY) / ((y < eyeY ? 0.6 : 0.7) * fh);
    const profile = Math.abs(off) >= 1 ? 0 : 0.5 + 0.5 * Math.cos(Math.PI * off);
    return [x + (x < cx ? -left : right) * profile, y];
  });
}

/** A point on the cubic Bézier curve a-b-c-d at t. */
function bezier(a: XY, b: XY, c: XY, d: XY, t: number): XY {
  const u = 1 - t;
  const [wa, wb, wc, wd] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [wa * a[0] + wb * b[0] + wc * c[0] + wd * d[0], wa * a[1] + wb * b[1] + wc * c[1] + wd * d[1]];
}

/**
 * The lower face redrawn as an animator draws it: from each cheek at the eyes' level one smooth
 * curve down to the chin, leaving the cheek along its heading and rounding into the chin (`jaw`: how far
 * down the cheek stays wide; `chin`: the chin's roundness, a share of the half width). The
 * mesh's jaw points, hulled and rounded, kept their kinks (the blind readers' "faceted jaw").
 */
function drawnJaw(outline: readonly XY[], mesh: readonly XY[], jaw: number, chin: number): XY[] {
  const eyeY = (mesh[159][1] + mesh[386][1]) / 2;
  const bottom = Math.max(...outline.map(([, y]) => y));
  const chinX = mesh[152][0];
  const upper = outline.filter(([, y]) => y < eyeY);
  // The upper arc in order: rotate the polygon so the run above the eyes is contiguous from its start.
  const start = outline.findIndex(([, y], k) => y < eyeY && outline[(k - 1 + outline.length) % outline.length][1] >= eyeY);
  const run: XY[] = [];
  for (let k = 0; k < outline.length && upper.length; k++) {
    const p = outline[(start + k) % outline.length];
    if (p[1] >= eyeY) break;
    run.push(p);
  }
  // Each curve leaves the arc where it ends, along the arc's own heading (falling straight down
  // from a corner there was the kink at the cheekbone).
  const curve = (from: XY, before: XY): XY[] => {
    const side = Math.sign(from[0] - chinX) || 1;
    const half = Math.abs(from[0] - chinX);
    const fall = Math.max(1, from[1] - before[1]);
    const slope = Math.max(-0.6, Math.min(0.3, side * ((from[0] - before[0]) / fall)));
    const drop = jaw * (bottom - from[1]);
    const b: XY = [from[0] + side * slope * drop, from[1] + drop];
    const c: XY = [chinX + side * chin * half, bottom];
    const d: XY = [chinX, bottom];
    return Array.from({ length: 24 }, (_, k) => bezier(from, b, c, d, (k + 1) / 24));
  };
  const last = run.length - 1;
  return [...run, ...curve(run[last], run[Math.max(0, last - 2)]), ...curve(run[0], run[Math.min(last, 2)]).reverse()];
}

/**
 * The face's drawn outline (a polygon in picture pixels). `feminine`: the cheek turns in a little
 * higher than a man's square jaw. A woman's chin was drawn at 0.3 of the half width from lower
 * on the jaw's 0.45: a pointed V 0.66–0.76 of the photo's width just above the chin (the blind
 * readers: "a pinched, pointed heart-shaped face"); now as wide and round as the photo's.
 */
export function faceOutline(mesh: readonly XY[], feminine = true): XY[] {
  const hull = rounded(convexHull(holdingFeatures(turnedOut(scaled(foreheadRaised(mesh), 1.05, 1), mesh), mesh)), 3);
  return feminine ? drawnJaw(hull, mesh, 0.55, 0.5) : drawnJaw(hull, mesh, 0.62, 0.5);
}

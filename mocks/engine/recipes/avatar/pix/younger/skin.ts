// Skin retouched as a retoucher does it, by frequency separation: the broad shading (the face's
// form) and the finest band (pores, the photo's grain) kept whole, only the band between them —
// lines, folds, blotches — cut, and cut most where the mesh says age writes its lines (the
// forehead, the crow's feet, under the eyes, from the nose to the mouth, beside the chin). No
// blur is left on the skin: its texture stays the photo's own. Round the mouth and chin, stubble
// (a grey shadow) is lifted to the skin's light and a dark beard or moustache kept whole: cut
// like the skin, either smears into a grey haze, and that haze is what reads as a blurred copy.
// Round the brows a brow's hairs are kept whole, wherever the mesh's outline of the brow runs.
import { createGrey, smoothstep, type Grey, type Rgb } from '../../../shared/raster';
import { blurLocal, blurRgb } from '../../blur';
import { centreOf, distance, LEFT_BROW, RIGHT_BROW, type XY } from '../../landmarks';
import { acrossFace, ellipseMaskInto, fillPolygon, insetSkinMask, onFace, skinMask } from '../../masks';
import { wideBlurRgb } from '../../resample';
import { blendWithMask, faceUnit } from '../../retouch';
import { darkerThanAround } from './darkerThanAround';

/**
 * How far inside the face's rim (in eye spans) the retouch has faded fully in: about the width of
 * the face's edge, where its skin turns away into shadow against the hair and the background.
 */
export const FACE_EDGE = 0.22;

export interface SkinRetouch {
  /** Shading broader than this (in eye spans, outer corner to outer corner) is the face's form and stays. */
  bandSigma: number;
  /** Share of the band of lines and blotches kept on the skin at large. */
  midKept: number;
  /** Share of it kept where lines of age gather (0: none). */
  linesKept: number;
  /** How much of the nose's own shading is kept out of the evening (0–1): it is shape, not age. */
  noseKept: number;
  /** How much of a dark beard's or moustache's texture is kept whole (0–1): cut, it smears into a grey blur. */
  beardKept?: number;
  /** How far stubble's shadow is lifted to the skin's light (0–1): a fresh shave, not a smeared grey haze. */
  shave?: number;
  /**
   * Where lines of age gather, how far (0–1) the form itself is taken from shading twice as broad:
   * a deep forehead line, an eye bag or a fold is wider than the band cut, so it stays in the form.
   */
  deepLines?: number;
}

/** Mean light (0–1) of the skin's broad shading at the cheeks and the forehead: the face's own skin tone. */
function skinLight(form: Rgb, mesh: readonly XY[]): number {
  let total = 0;
  for (const index of [50, 280, 151]) {
    const p = (Math.round(mesh[index][1]) * form.width + Math.round(mesh[index][0])) * 3;
    total += 0.299 * form.data[p] + 0.587 * form.data[p + 1] + 0.114 * form.data[p + 2];
  }
  return total / 3;
}

/** Where lines of age gather on a face, as soft ellipses placed by the mesh (0–1). */
export function ageLinesMask(mesh: readonly XY[], size: number): Grey {
  const unit = faceUnit(mesh);
  // Each ellipse turned with the face: level, a rolled face's under-eye ellipse ran into the lower
  // lash line at one end and the retouch wiped half of it ("ghosted lashes" on a tilted head).
  const across = acrossFace(mesh);
  const mask = createGrey(size, size);
  // The forehead's horizontal lines and the frown between the brows.
  const brows = centreOf(mesh, [105, 66, 334, 296]);
  const top = mesh[10];
  ellipseMaskInto(
    mask,
    (brows[0] + top[0]) / 2,
    (brows[1] + top[1]) / 2,
    unit * 0.62,
    distance(brows, top) * 0.45,
    unit * 0.12,
    across,
  );
  ellipseMaskInto(mask, mesh[9][0], mesh[9][1], unit * 0.1, unit * 0.14, unit * 0.06, across);
  // Crow's feet beyond the eyes' outer corners, and the bags under the eyes.
  for (const [corner, out] of [
    [33, -1],
    [263, 1],
  ] as const) {
    const [x, y] = onFace(mesh, mesh[corner], out * unit * 0.12, 0);
    ellipseMaskInto(mask, x, y, unit * 0.1, unit * 0.13, unit * 0.06, across);
  }
  for (const index of [230, 450]) {
    const [x, y] = onFace(mesh, mesh[index], 0, unit * 0.03);
    ellipseMaskInto(mask, x, y, unit * 0.22, unit * 0.1, unit * 0.07, across);
  }
  // From the nose's wings to the mouth's corners, and the marionette lines below the corners.
  for (const [wing, corner] of [
    [129, 61],
    [358, 291],
  ] as const) {
    const cx = (mesh[wing][0] + mesh[corner][0]) / 2;
    const cy = (mesh[wing][1] + mesh[corner][1]) / 2;
    ellipseMaskInto(mask, cx, cy, unit * 0.1, distance(mesh[wing], mesh[corner]) * 0.65, unit * 0.07, across);
    const [x, y] = onFace(mesh, mesh[corner], 0, unit * 0.18);
    ellipseMaskInto(mask, x, y, unit * 0.08, unit * 0.16, unit * 0.07, across);
  }
  return mask;
}

/** Where a beard or stubble grows: round the mouth and over the chin, not the cheeks' shadowed side (0–1). */
function beardZone(mesh: readonly XY[], size: number): Grey {
  const unit = faceUnit(mesh);
  const [cx, cy] = centreOf(mesh, [0, 152]);
  const zone = createGrey(size, size);
  return ellipseMaskInto(
    zone,
    cx,
    cy,
    distance(mesh[61], mesh[291]) * 0.95,
    distance(mesh[0], mesh[152]) * 0.75,
    unit * 0.1,
    acrossFace(mesh),
  );
}

/**
 * Round the chin's point (0–1), a fifth of the eyes' span above and below it, where the stubble is
 * not shaved. A beard can run on below the mesh's chin, past the oval the retouch is laid on: a
 * shave that stopped at the oval cut the goatee in two, a light shaved chin over the dark stubble
 * left under it (the older man's "ghosted, see-through chin" of the thirty-fourth blind panel).
 */
function chinZone(mesh: readonly XY[], size: number): Grey {
  const unit = faceUnit(mesh);
  const [cx, cy] = mesh[152];
  const zone = createGrey(size, size);
  return ellipseMaskInto(zone, cx, cy, distance(mesh[61], mesh[291]) * 0.75, unit * 0.2, unit * 0.1, acrossFace(mesh));
}

/**
 * Round the brows, their outline grown by about a tenth of the eyes' span every way (0–1):
 * the mesh can run a few pixels off a soft photo's brows, and the part of a brow it leaves out is
 * not skin. Grown by blurring, not by scaling the outline about its middle: an arched brow's
 * middle lies below its outline's, and scaled across it the outline slid up off the brow.
 */
function browZone(mesh: readonly XY[], size: number): Grey {
  const outline = createGrey(size, size);
  for (const contour of [RIGHT_BROW, LEFT_BROW])
    fillPolygon(
      contour.map((index) => mesh[index]),
      size,
      size,
      outline,
    );
  const zone = blurLocal(outline, faceUnit(mesh) * 0.06);
  for (let i = 0; i < zone.data.length; i++) zone.data[i] = smoothstep(0.01, 0.12, zone.data[i]);
  return zone;
}

/**
 * The skin's broad shading, averaged over skin only (a normalised blur weighted by the skin's
 * mask): a plain wide blur pulls the wall beside the cheek, the hair over the brow and the dark of
 * the eyes into the face's shading, and the retouch laid that down as a pale ghost along a
 * profile's cheek and dark smudges round the eyes — the "smeared copy" a blind panel saw.
 */
function skinForm(picture: Rgb, skin: Grey, sigma: number): Rgb {
  const size = picture.width;
  const weighted: Rgb = { width: size, height: size, data: new Float32Array(picture.data.length) };
  const weight: Rgb = { width: size, height: size, data: new Float32Array(picture.data.length) };
  for (let i = 0, p = 0; i < skin.data.length; i++, p += 3) {
    const w = skin.data[i] * skin.data[i];
    for (let c = 0; c < 3; c++) {
      weighted.data[p + c] = picture.data[p + c] * w;
      weight.data[p + c] = w;
    }
  }
  const sum = wideBlurRgb(weighted, sigma).data;
  const total = wideBlurRgb(weight, sigma).data;
  const form: Rgb = { width: size, height: size, data: new Float32Array(picture.data.length) };
  for (let q = 0; q < sum.length; q++) {
    // Far from any skin the picture stands in (the retouch is not laid there).
    const t = Math.min(1, total[q] / 0.05);
    form.data[q] = (sum[q] / Math.max(1e-4, total[q])) * t + picture.data[q] * (1 - t);
  }
  return form;
}

/** The skin's lines and blotches cut (in place), its form and its finest texture kept. */
export function retouchSkin(picture: Rgb, mesh: readonly XY[], retouch: SkinRetouch): void {
  const unit = faceUnit(mesh);
  const size = picture.width;
  // The finest band scales with the face, so a large photo keeps its pores and a small one its grain.
  const fine = blurRgb(picture, Math.max(0.8, unit * 0.01));
  // The form is averaged over all the skin (to its rim), but the retouch is laid faded in from the
  // rim over the face's edge: the band cut right up to the rim wiped the edge's own contrast there
  // and stopped in a line (the grid faces' change peaked on the rim, then fell to a tenth within
  // a few pixels: seam.test.ts).
  const skin = skinMask(mesh, size);
  const laid = insetSkinMask(mesh, size, unit * FACE_EDGE);
  const form = skinForm(picture, skin, unit * retouch.bandSigma);
  const lines = ageLinesMask(mesh, size);
  const deepLines = retouch.deepLines ?? 0;
  const broad = deepLines > 0 ? skinForm(picture, skin, unit * retouch.bandSigma * 2) : form;
  if (deepLines > 0)
    for (let i = 0, p = 0; i < lines.data.length; i++, p += 3) {
      const m = lines.data[i] * deepLines;
      if (m > 0) for (let c = 0; c < 3; c++) form.data[p + c] += (broad.data[p + c] - form.data[p + c]) * m;
    }
  // A beard or stubble is hair on the lower face, darker in its broad shading than the face's skin:
  // its texture is kept, or the band cut leaves a smeared grey shadow where it was.
  const reference = Math.max(0.05, skinLight(form, mesh));
  const beardKept = retouch.beardKept ?? 0;
  const shave = retouch.shave ?? 0;
  const muzzle = beardKept > 0 || shave > 0 ? beardZone(mesh, size) : createGrey(size, size);
  const chin = shave > 0 ? chinZone(mesh, size) : createGrey(size, size);
  const brows = browZone(mesh, size);
  const hairs = darkerThanAround(picture, unit * 0.08);
  const even: Rgb = { width: size, height: size, data: new Float32Array(picture.data.length) };
  const out = even.data;
  for (let i = 0, p = 0; i < lines.data.length; i++, p += 3) {
    let kept = retouch.midKept + (retouch.linesKept - retouch.midKept) * lines.data[i];
    // A brow's hairs (clearly darker than the skin round them) kept whole: cut, the lower half of
    // the grey-haired woman's brows, which the mesh took for skin, was evened away and the brow
    // read as doubled, a dark upper edge over a faint band (the thirty-third blind panel).
    if (brows.data[i] > 0) kept += (1 - kept) * hairs[i] * brows.data[i];
    let gain = 1;
    const below = muzzle.data[i];
    if (below > 0) {
      const light = (0.299 * form.data[p] + 0.587 * form.data[p + 1] + 0.114 * form.data[p + 2]) / reference;
      // Darkest (a moustache, a beard) kept as hair; a greyer shadow (stubble) lifted to skin.
      const dark = 1 - smoothstep(0.55, 0.7, light);
      const beard = dark * below;
      const stubble = (1 - dark) * (1 - smoothstep(0.78, 0.95, light)) * below;
      kept += (1 - kept) * beard * beardKept;
      gain = 1 + Math.min(0.6, 1 / Math.max(0.3, light) - 1) * stubble * shave * (1 - chin.data[i]);
    }
    for (let c = 0; c < 3; c++) {
      const q = p + c;
      out[q] = form.data[q] * gain + (fine.data[q] - form.data[q]) * kept + (picture.data[q] - fine.data[q]);
    }
  }
  if (retouch.noseKept > 0) {
    const nose = createGrey(size, size);
    const [cx, cy] = centreOf(mesh, [168, 6, 197, 195, 5, 4, 1, 2]);
    ellipseMaskInto(
      nose,
      cx,
      cy,
      distance(mesh[64], mesh[294]) * 0.6,
      distance(mesh[168], mesh[2]) * 0.62,
      unit * 0.08,
      acrossFace(mesh),
    );
    for (let i = 0; i < laid.data.length; i++) laid.data[i] *= 1 - nose.data[i] * retouch.noseKept;
  }
  blendWithMask(picture, even, laid);
}

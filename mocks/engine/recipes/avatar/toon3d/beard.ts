// A beard, goatee or moustache kept as a shaded mass: the rebuilt toon skin paints over the
// photo's lower face, and a bearded man came out clean-shaven (a likeness lost). The photo's
// low frequencies say which parts of the lower face are beard — the moustache between nose and
// lip, the goatee from the lower lip to the chin, the jaw round both — each read by how much of
// it is darker or greyer than the skin. Each part found is drawn as a designed shape on the
// mesh, not the photo's threshold: thresholded, a goatee came out two smudgy patches beside the
// mouth (the seventh blind panel). The mass is painted in the beard's colour, shaded darker away
// from the key and at its lower edge, a soft edge, and a fine strand texture along its growth.
// Each part is laid as thick as it is dark: stubble (greyer than the skin, hardly darker) is a
// thin veil the skin and mouth show through, a dark moustache a solid mass (painted solid, the
// older man's stubble read as "a heavy full beard hiding the mouth" to the twentieth panel).
// A goatee alone whose dark goes on down the neck is something in front of the chin, not a beard
// (the dark man's, painted as "an invented goatee" by pix/elegant at the twenty-ninth stop).
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { distance, FACE_OVAL, LIPS, outline, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { blurLocal } from '../blur';
import { cheekLine, underCheekLines } from './cheekLine';

function luma(data: Float32Array | Colour, p = 0): number {
  return 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
}

function chroma(data: Float32Array | Colour, p = 0): number {
  const sum = data[p] + data[p + 1] + data[p + 2] || 1;
  return Math.hypot(data[p] / sum - 1 / 3, data[p + 1] / sum - 1 / 3);
}

export interface Beard {
  mask: Grey;
  colour: Colour;
}

/**
 * The share of each part that must be beard-coloured for it to be drawn: less is a shadow under
 * the lip. A goatee beside a moustache may be thinner or greyer (the bald man's); alone it must
 * be clear, or a smile's shadow under the lip is drawn as one (the dark man's).
 */
const MOUSTACHE_SHARE = 0.42;
const GOATEE_SHARE = { withMoustache: 0.3, alone: 0.65 };
const JAW_SHARE = 0.5;
/**
 * The share of a band under the chin that is beard-coloured over which a goatee alone is not a
 * beard but something dark in front of the chin: the dark man's chin is hidden behind a dark shape
 * that goes on down his neck (all of the band, 1.0), and elegant painted it as a goatee. A shadowed
 * neck under a real beard is less (the bald man's 0.51–0.57, the older man's 0.71–0.74).
 */
const GOES_ON_BELOW = 0.85;
/** The share of the whole lower face: less is no beard at all. */
const BEARD_SHARE = 0.3;
/**
 * A part's opacity from its beard pixels' lightness over the skin's: solid at or under 0.65 (the
 * bald man's moustache, 0.58), STUBBLE_OPACITY at or over 0.85 (the older man's grey stubble
 * round the chin, 0.88).
 */
const SOLID_BELOW = 0.65;
const STUBBLE_FROM = 0.85;
const STUBBLE_OPACITY = 0.4;
/**
 * A part nearly as light as the skin (SHADOW_FROM and over) is a shadow of short stubble, laid
 * at SHADOW_OPACITY. The older man's jaw, 0.92 of his skin's lightness, laid at the stubble's 0.4
 * with his goatee and moustache, read as "stubble made a full beard" to the forty-fourth panel.
 */
const SHADOW_FROM = 0.95;
const SHADOW_OPACITY = 0.12;

/** A part's opacity from its beard pixels' lightness over the skin's. */
export function beardOpacity(lightness: number): number {
  return (
    STUBBLE_OPACITY +
    (1 - STUBBLE_OPACITY) * smoothstep(STUBBLE_FROM, SOLID_BELOW, lightness) -
    (STUBBLE_OPACITY - SHADOW_OPACITY) * smoothstep(STUBBLE_FROM, SHADOW_FROM, lightness)
  );
}

const UPPER_LIP = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291] as const;
const LOWER_LIP = [291, 375, 321, 405, 314, 17, 84, 181, 91, 146, 61] as const;
const CHIN = [378, 400, 377, 152, 148, 176, 149] as const;
const JAW = [132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361] as const;

function lerp(a: XY, b: XY, t: number): XY {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** The parts of a beard as polygons on the mesh, and the jaw's upper edges on the cheeks (./cheekLine.ts). */
function parts(mesh: readonly XY[], unit: number): { moustache: XY[]; goatee: XY[]; jaw: XY[]; cheeks: XY[][] } {
  const below = (p: XY, by: number): XY => [p[0], p[1] + unit * by];
  const out = (corner: number, by: number, down: number): XY => {
    const centre = (mesh[61][0] + mesh[291][0]) / 2;
    const side = Math.sign(mesh[corner][0] - centre) || 1;
    return [mesh[corner][0] + side * unit * by, mesh[corner][1] + unit * down];
  };
  const moustache: XY[] = [
    out(61, 0.07, 0.06),
    lerp(mesh[98], mesh[61], 0.35),
    below(mesh[98], 0.03),
    below(mesh[2], 0.04),
    below(mesh[327], 0.03),
    lerp(mesh[327], mesh[291], 0.35),
    out(291, 0.07, 0.06),
    ...UPPER_LIP.slice(1, -1)
      .reverse()
      .map((i) => mesh[i]),
  ];
  const goatee: XY[] = [
    out(291, 0.05, 0.02),
    ...LOWER_LIP.slice(1, -1).map((i) => mesh[i]),
    out(61, 0.05, 0.02),
    ...CHIN.slice()
      .reverse()
      .map((i) => below(mesh[i], 0.01)),
  ];
  const left = cheekLine(mesh[132], out(61, 0.08, 0), unit);
  const right = cheekLine(mesh[361], out(291, 0.08, 0), unit);
  // Each cheek line starts at the jaw's end, already in the polygon, and ends beside the mouth's corner.
  const jaw: XY[] = [
    ...JAW.map((i) => mesh[i]),
    ...right.slice(1),
    ...LOWER_LIP.slice(1, -1).map((i) => mesh[i]),
    ...left.slice(1).reverse(),
  ];
  return { moustache, goatee, jaw, cheeks: [left, right] };
}

/** The band under the chin, from just below it to a third of the eye distance down, as wide as the chin. */
function belowChin(mesh: readonly XY[], unit: number): XY[] {
  const below = (i: number, by: number): XY => [mesh[i][0], mesh[i][1] + unit * by];
  return [
    ...CHIN.map((i) => below(i, 0.08)),
    ...CHIN.slice()
      .reverse()
      .map((i) => below(i, 0.35)),
  ];
}

/**
 * The lower face's lightness over the skin's, each pixel the lighter of itself and its mirror
 * across the face's middle (a key light's shadow side is not a beard), smoothed over 0.08 eye
 * distances so the beard's thickness follows the photo's dark without its blotches.
 */
function localLightness(soft: Rgb, oval: Grey, skin: number, middle: number, unit: number): Grey {
  const { width, data } = soft;
  const ratio = createGrey(width, soft.height);
  for (let i = 0; i < ratio.data.length; i++) {
    const x = i % width;
    const mirror = Math.floor(i / width) * width + Math.min(width - 1, Math.max(0, Math.round(2 * middle - x)));
    ratio.data[i] = oval.data[i] > 0 ? Math.max(luma(data, i * 3), luma(data, mirror * 3)) / skin : 1;
  }
  return blurLocal(ratio, unit * 0.08);
}

/** Where the photo (`soft`, its low frequencies) has a beard on the lower face, or null. */
export function findBeard(soft: Rgb, mesh: readonly XY[], tone: Colour): Beard | null {
  const { width, height, data } = soft;
  const unit = distance(mesh[33], mesh[263]);
  const oval = fillPolygon(scaled(outline(mesh, FACE_OVAL), 0.97), width, height);
  const lips = fillPolygon(scaled(outline(mesh, LIPS), 1.1), width, height);
  const skin = luma(tone) || 0.5;
  const skinChroma = chroma(tone);
  // Greyness tells a beard only on a skin with colour: in a black-and-white photo every pixel of
  // the lower face was "greyer than the skin", and any man was given a beard.
  const greyTells = smoothstep(0.015, 0.035, skinChroma) * 0.9;
  const middle = (mesh[1][0] + mesh[152][0]) / 2;
  // Beard-coloured: darker than the skin, or greyer (a grey goatee is as light as the skin).
  const bearded = (p: number): number =>
    Math.max(smoothstep(0.8, 0.62, luma(data, p) / skin), smoothstep(0.6, 0.35, chroma(data, p) / (skinChroma || 1)) * greyTells);
  const shapes = parts(mesh, unit);
  type Part = 'moustache' | 'goatee' | 'jaw';
  const found: Record<Part, number> = { moustache: 0, goatee: 0, jaw: 0 };
  const lightness: Record<Part, number> = { moustache: 1, goatee: 1, jaw: 1 };
  const sum = [0, 0, 0];
  let counted = 0;
  let all = 0;
  let dark = 0;
  for (const name of ['moustache', 'goatee', 'jaw'] as const) {
    const mask = fillPolygon(shapes[name], width, height);
    let inside = 0;
    let hits = 0;
    let lit = 0;
    for (let i = 0; i < mask.data.length; i++) {
      if (mask.data[i] < 0.5 || oval.data[i] === 0 || lips.data[i] > 0) continue;
      const x = i % width;
      const p = i * 3;
      // Beard-coloured on both sides of the face's middle: a beard is, a key light's shadow side is not.
      const mirror = (Math.floor(i / width) * width + Math.min(width - 1, Math.max(0, Math.round(2 * middle - x)))) * 3;
      const d = Math.min(bearded(p), bearded(mirror));
      inside++;
      if (d > 0.5) {
        hits++;
        lit += luma(data, p);
        for (let c = 0; c < 3; c++) sum[c] += data[p + c];
        counted++;
      }
    }
    found[name] = inside ? hits / inside : 0;
    if (hits) lightness[name] = lit / hits / skin;
    all += inside;
    dark += hits;
  }
  if (!all || dark < all * BEARD_SHARE || !counted) return null;
  const band = fillPolygon(belowChin(mesh, unit), width, height);
  let inBand = 0;
  let darkInBand = 0;
  for (let i = 0; i < band.data.length; i++) {
    if (band.data[i] < 0.5) continue;
    inBand++;
    if (bearded(i * 3) > 0.5) darkInBand++;
  }
  const underChin = inBand ? darkInBand / inBand : 0;
  const moustache = found.moustache > MOUSTACHE_SHARE;
  const keep = {
    moustache,
    goatee:
      found.goatee > (moustache ? GOATEE_SHARE.withMoustache : GOATEE_SHARE.alone) && (moustache || underChin < GOES_ON_BELOW),
    jaw: found.jaw > JAW_SHARE,
  };
  if (!keep.moustache && !keep.goatee && !keep.jaw) return null;
  const opacity = (name: Part): number => beardOpacity(lightness[name]);
  // The jaw's stubble thins out up the cheek from under its cheek line.
  const cheeks = underCheekLines(shapes.cheeks, unit, width, height);
  const local = localLightness(soft, oval, skin, middle, unit);
  const mask = createGrey(width, height);
  const thickness = createGrey(width, height);
  const part = createGrey(width, height);
  const lay = (name: Part, opaque: number): void => {
    part.data.fill(0);
    fillPolygon(shapes[name], width, height, part);
    for (let i = 0; i < mask.data.length; i++) {
      mask.data[i] = Math.max(mask.data[i], part.data[i]);
      // Below the mouth as thick as the photo is dark there, between half the part's own and all
      // of it: a goatee's shape spans the chin from jaw to jaw, and the older man's light stubble
      // either side of his darker chin was laid as thick as the chin ("a full beard"); followed
      // all the way it thinned to a streak down the chin. A moustache is thin under a light nose:
      // it keeps its part's thickness.
      const followed = Math.min(opaque, Math.max(opaque * 0.5, beardOpacity(local.data[i])));
      const here = name === 'moustache' ? opaque : name === 'jaw' ? followed * cheeks.data[i] : followed;
      thickness.data[i] = Math.max(thickness.data[i], part.data[i] * here);
    }
  };
  for (const name of ['moustache', 'goatee', 'jaw'] as const) if (keep[name]) lay(name, opacity(name));
  // A full beard runs into the goatee and the moustache (as thick as the jaw where no goatee is found).
  if (keep.jaw && !keep.goatee) lay('goatee', opacity('jaw'));
  // Rounded and soft-edged: the polygons' corners melted into one mass, the lips kept clear; the
  // parts' thicknesses blended where they meet.
  const round = blurLocal(mask, unit * 0.035);
  const thick = blurLocal(thickness, unit * 0.035);
  for (let i = 0; i < round.data.length; i++) {
    const within = smoothstep(0.3, 0.7, round.data[i]);
    const opaque = within > 0 ? Math.min(1, thick.data[i] / round.data[i]) : 0;
    round.data[i] = within * opaque * (1 - lips.data[i]) * smoothstep(0, 1, oval.data[i] * 1.2);
  }
  return { mask: blurLocal(round, Math.max(1, unit * 0.012)), colour: [sum[0] / counted, sum[1] / counted, sum[2] / counted] };
}

/** 0–1 noise fixed per cell: strands that do not change from one run to the next. */
function hash(a: number, b: number): number {
  const s = Math.sin(a * 127.1 + b * 311.7) * 43758.5453;
  return s - Math.floor(s);
}

/** The beard painted as a mass in its colour: darker away from the key and at its lower edge, strands along it. */
export function paintBeard(picture: Rgb, mesh: readonly XY[], beard: Beard, keyFromLeft: boolean): void {
  const { width, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const cx = mesh[1][0];
  const chin = mesh[152][1];
  const top = mesh[2][1];
  // Thinner at its edge: the mass's own soft border read as a lighter fringe of sparse hair.
  const inner = blurLocal(beard.mask, unit * 0.04);
  const strand = Math.max(1.2, unit * 0.012);
  const length = unit * 0.09;
  for (let i = 0; i < beard.mask.data.length; i++) {
    const a = beard.mask.data[i];
    if (a <= 0) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const across = ((x - cx) / unit) * (keyFromLeft ? 1 : -1);
    // Strands grow down and a little outwards from the face's middle.
    const along = (x - cx - (y - top) * 0.3 * Math.sign(x - cx)) / strand;
    const k = Math.floor(along);
    const row = (y + hash(k, 7) * length) / length;
    const j = Math.floor(row);
    const f = row - j;
    const texture = (hash(k, j) * (1 - f) + hash(k, j + 1) * f - 0.5) * 0.22;
    const shade =
      1 -
      0.25 * smoothstep(-0.2, 0.6, across) -
      0.2 * smoothstep(chin - unit * 0.3, chin, y) +
      0.12 * smoothstep(0.9, 0.2, inner.data[i]) +
      texture;
    const p = i * 3;
    for (let c = 0; c < 3; c++) data[p + c] += (Math.min(1, beard.colour[c] * shade) - data[p + c]) * a * 0.92;
  }
}

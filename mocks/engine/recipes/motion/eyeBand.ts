// The band of eye a raised lid uncovers (surprise, express, meow, lookAround, cute), painted as
// more of the same eye. Read from one place of the photo's white (eyeWarp.ts widenedSource) it was
// a flat, pale crescent with hard edges over the cut top of the iris (readers: "a flat grey crescent
// pasted over the lid"). Here it is painted as lidFill.ts paints a shut lid, from the photo's own
// eye: its white, shaded darker toward the lid above it and toward the corners, and its iris, whose
// top continues its circle up into the band; the paint fades into the raised rim above, the eye
// below and the corners, so nothing ends in a hard line. Where the photo shows little white of its
// own, the paint goes on down to the lower lid, white round a drawn round iris (visibleWhite.ts,
// drawnIris.ts). Worked out once per photo and eye.
import { BAND_GROWN, type BandPlace, type EyePlan, IRIS_RADIUS, bandPlace, raisedRim } from './eyeWarp';
import { BAND_SEARCH, darkestMiddle } from './irisCentre';
import { movedIrisU } from './irisLook';
import { globalX, globalY, profileAt } from './frame';
import type { EyeGeometry } from './geometry';
import type { Raster } from './raster';
import { smoothstep } from './timeline';
import { sampleBilinear } from '../shared/sample';
import { luma } from '../shared/raster';
import { scleraTone } from './scleraTone';
import { lightCast } from './lightCast';
import { repaintShare, type VisibleWhite, visibleWhite } from './visibleWhite';
import { type Catchlight, drawnIris } from './drawnIris';
import { irisSpokes } from './irisSpokes';
import { underCeiling, whiteCeiling } from './whiteLight';

export interface EyeBand {
  /** The photo's eye white (its brightest quarter beside the iris), iris (the darkest half in it) and lash (the opening's darkest tenth) colours. */
  white: readonly [number, number, number];
  iris: readonly [number, number, number];
  lash: readonly [number, number, number];
  /** The iris's centre (u, v in the eye's frame) and radius, pixels. */
  irisU: number;
  irisV: number;
  radius: number;
  /** The photo's catchlight in its iris, or null where it has none (drawnIris.ts). */
  catchlight: Catchlight | null;
  /** The photo's iris's light round its centre (irisSpokes.ts), for a drawn iris. */
  spokes: readonly number[];
  /** How much each channel of the white darkens in its shade, against its grey (warmShade): a shadow in the skin's warmth. */
  shadeWarmth: readonly [number, number, number];
  /** How much of the opening below the photo's lid line is painted too, 0–1 (visibleWhite.ts): 1 down to the lower lid. */
  repaint: number;
}

/**
 * How far (in the eye's half width) the paint reaches below the photo's lid line, over its lashes
 * (a raised lid takes them with it; left, they drew a second lash line through the eye), and how
 * much of that it covers whole before fading into the photo's eye (at 0.2, an open eye's old lashes
 * showed through the fade as a second arc under the raised one: "an eye drawn twice").
 */
const BELOW = 0.3;
const BELOW_WHOLE = 0.6;
/**
 * The lashes along the raised lid's rim: how dark (a share of the way to the lash colour, the
 * opening's darkest tenth) and how wide (in the rim's height). The photo's rim, moved up
 * whole, is a thin line where the mesh's line lies above the lashes; painted, the lash line is
 * soft and as dark on every face; at 0.85 it doubled the raised rim's own lashes into a hard outline.
 */
const LASH_SHARE = 0.5;
const LASH_WIDTH = 0.55;
/**
 * Where the paint of a repainted opening (visibleWhite.ts) ends above the lower lid (in the eye's
 * half width), fading out over LOWER_FADE: the photo's lower lid and its lashes stay its own.
 */
const LOWER_RIM = 0.16;
const LOWER_FADE = 0.12;
/** The least height (pixels) the rim's fade and lash line are worked out over. */
const SOFTEST = 3;
/**
 * How much darker the white is under the raised lid (its shadow, falling off as a gaussian of
 * the depth under it) and at the corners. At 0.4, falling off evenly down the band, the uncovered
 * white was 0.73–0.85 of the photo's sclera on dark eyes: a grey ring round the iris. Shaded over
 * the band alone, a repainted eye's white below the photo's lid line was one flat light, and its
 * corners ended bright against the photo's dark corners (readers: "hard white corners", "a flat
 * pink eyeball"): the lid's shadow now falls from the raised rim over SHADOW_DEPTH half widths
 * whatever is painted under it, iris too, and the white darkens toward the corners as a ball's.
 */
const LID_SHADE = 0.3;
const SHADOW_DEPTH = 0.35;
/**
 * The band's height (in the half width) under which the shadow's depth shrinks with it: over an eye
 * held to a narrower opening (narrowWidest.ts, a band about 0.4 half widths tall) the shadow filled
 * the band, the white over the fair woman's iris 0.89 of the skin under her eye (0.96 at the full
 * raise; 0.93 now): a grey sliver. Shrunk from 0.6 half widths, the East Asian woman's white was
 * lit to 1.21 of her photo's own (1.16 now, 1.14 before): a glare.
 */
const SHADOW_BAND = 0.45;
const CORNER_SHADE = 0.4;
/** A lid raised a little: its band's own shading toward the corners (and LID_SHADE with the square of the depth into it). */
const BAND_CORNER_SHADE = 0.25;
/**
 * How much lighter than the white's colour the ball's front (the eye's middle) is at the surprise's
 * raise: the shading moves the white's light to its middle rather than only darkening it (shaded
 * alone, the dim faces' lifted whites fell to 0.83 of the skin under the eye, the "slate grey" a
 * reader saw; a band alone, as the man's, to 0.85-0.94).
 */
const FRONT_LIGHT = 0.12;
/**
 * From where (in the half width) toward each corner the paint turns into the photo's own eye
 * corner, stretched to the raised lid as the warp draws it past the corner: faded out by weight
 * alone, the paint let through the warp's underlay, a white read far from the corner and slid
 * toward it, which ended in a short hard vertical edge.
 */
const CORNER_FROM = 0.55;
/**
 * How much darker the iris's top is under the lid, and its rim (the limbus) than its middle: a
 * darker limbus drew the painted dome's outline, a second arc inside the raised lid.
 */
const IRIS_LID_SHADE = 0.3;
const LIMBUS = 0;

/** The share of the opening's pixels beside the iris read as its white, and how much a tint counts against a pixel's grey. */
const WHITEST_SHARE = 0.1;
const TINT_WEIGHT = 0.5;

/** The most a channel of the white's shade darkens more (or less) than its grey (warmShade). */
const WARMTH_MOST = 1.15;
/** The share of the opening beside the iris that must be the photo's own white for its light to bound the painted white's (whiteLight.ts). */
const SCLERA_SEEN = 0.1;

const seen = new WeakMap<EyeGeometry, EyeBand>();
const own = new WeakMap<EyeGeometry, EyeBand>();

/**
 * The band's colours and iris of `eye` on `source`, worked out the first time they are asked for.
 * Its white is the lighter of its own and the `other` eye's, the other's dimmed by how much darker
 * the skin under this eye is: a narrow eye shows so little white that its whitest tenth is still
 * half lid (dark-woman's left eye, 95 against her right eye's 132 under equally lit skin).
 */
export function eyeBand(source: Raster, eye: EyeGeometry, other?: EyeGeometry): EyeBand {
  let band = seen.get(eye);
  if (!band) {
    band = ownBand(source, eye);
    const skin = skinUnder(source, eye);
    const skinLuma = luma(...skin);
    // Toned once: the white the visible share is read against is the one painted, unless the other eye's is borrowed.
    let white = scleraTone(band.white, skin);
    const mine = visibleOf(source, eye, band, white);
    let visible = mine.share;
    let sclera = mine.share >= SCLERA_SEEN ? mine.light : null;
    if (other) {
      const otherSkin = skinUnder(source, other);
      const light = Math.min(1, skinLuma / Math.max(1, luma(...otherSkin)));
      const theirs = ownBand(source, other);
      const borrowed: [number, number, number] = [theirs.white[0] * light, theirs.white[1] * light, theirs.white[2] * light];
      if (luma(...borrowed) > luma(...band.white)) white = scleraTone(borrowed, skin);
      // A face's two eyes widen alike: chosen on one eye alone, the brown-skinned woman's eyes
      // (visible white 0.39 and 0.03) were one half-painted, one drawn, a dark iris beside a brown one.
      const yours = visibleOf(source, other, theirs, scleraTone(theirs.white, otherSkin));
      visible = (visible + yours.share) / 2;
      if (sclera === null && yours.share >= SCLERA_SEEN) sclera = yours.light * light;
      if (repaintShare(visible) > 0) band = { ...band, ...drawnFrom(band, theirs, light) };
    }
    band = {
      ...band,
      white: underCeiling(lightCast(white, skin), whiteCeiling(skinLuma, sclera)),
      repaint: repaintShare(visible),
      shadeWarmth: warmShade(skin),
    };
    seen.set(eye, band);
  }
  return band;
}

/** The photo's visible white beside `eye`'s iris, as light as the white its band would paint (`white`: its own, toned). */
function visibleOf(source: Raster, eye: EyeGeometry, band: EyeBand, white: readonly [number, number, number]): VisibleWhite {
  return visibleWhite(source, eye, band.irisU, band.radius, luma(white[0], white[1], white[2]));
}

/**
 * The drawn iris's colour and catchlight (drawnIris.ts): the other eye's where its iris, dimmed by
 * `light` as the white is, is lighter (a shadowed eye's iris reads near black: the brown-skinned
 * woman's 33/16/4 against 75/43/18), its catchlight where this eye has none.
 */
function drawnFrom(band: EyeBand, theirs: EyeBand, light: number): Pick<EyeBand, 'iris' | 'catchlight' | 'spokes'> {
  const dimmed: [number, number, number] = [theirs.iris[0] * light, theirs.iris[1] * light, theirs.iris[2] * light];
  const theirsLighter = luma(...dimmed) > luma(...band.iris);
  return {
    iris: theirsLighter ? dimmed : band.iris,
    catchlight: band.catchlight ?? theirs.catchlight,
    spokes: theirsLighter ? theirs.spokes : band.spokes,
  };
}

function ownBand(source: Raster, eye: EyeGeometry): EyeBand {
  let band = own.get(eye);
  if (!band) {
    band = bandOf(source, eye);
    own.set(eye, band);
  }
  return band;
}

/**
 * How much each channel darkens in the white's shade against its grey: the skin's grey over the
 * channel (held to WARMTH_MOST either way). Darkened evenly, the neutral white's shade under the
 * lid and toward the corners was a cool grey, and a GIF's palette stepped it into a blue-grey arc
 * over the iris against warm skin; lit by the lid and skin round it, a sclera's shade is warm.
 */
function warmShade(skin: readonly [number, number, number]): [number, number, number] {
  const grey = luma(...skin);
  const warmth = (c: number): number => Math.min(WARMTH_MOST, Math.max(1 / WARMTH_MOST, grey / Math.max(1, c)));
  return [warmth(skin[0]), warmth(skin[1]), warmth(skin[2])];
}

/** The mean colour of the skin under an eye: the middle half of its width, 0.3–0.6 of its half width below the lower lid. */
function skinUnder(source: Raster, eye: EyeGeometry): [number, number, number] {
  const hw = eye.halfWidth;
  const rgb: [number, number, number] = [0, 0, 0];
  const sum: [number, number, number] = [0, 0, 0];
  let count = 0;
  for (let u = Math.ceil(-0.5 * hw); u <= 0.5 * hw; u++)
    for (let below = 0.3 * hw; below <= 0.6 * hw; below += 1, count++) {
      const v = profileAt(eye.lowerLid, u) + below;
      sampleBilinear(source, 3, globalX(eye.frame, u, v), globalY(eye.frame, u, v), rgb);
      for (let c = 0; c < 3; c++) sum[c] += rgb[c];
    }
  const n = Math.max(1, count);
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

interface Pixel {
  u: number;
  v: number;
  grey: number;
  rgb: [number, number, number];
}

function meanOf(pixels: readonly Pixel[]): [number, number, number] {
  const mean: [number, number, number] = [0, 0, 0];
  for (const pixel of pixels) for (let c = 0; c < 3; c++) mean[c] += pixel.rgb[c] / Math.max(1, pixels.length);
  return mean;
}

/**
 * The photo's sclera: the whitest tenth of `pixels` (light and grey: skin and lashes are tinted).
 * The lightest quarter by grey alone took in the lid's skin and shadow beside a dark, narrow eye
 * (dark-woman, asian-woman): the band drew a grey-brown horseshoe round the iris, not eye white.
 */
function whiteOf(pixels: readonly Pixel[]): [number, number, number] {
  const whiteness = (pixel: Pixel): number => pixel.grey - TINT_WEIGHT * (Math.max(...pixel.rgb) - Math.min(...pixel.rgb));
  const whitest = [...pixels].sort((a, b) => whiteness(a) - whiteness(b));
  return meanOf(whitest.slice(Math.floor(whitest.length * (1 - WHITEST_SHARE))));
}

/** How much lighter (luma) than the iris's colour its lightest pixel is where the photo has a catchlight. */
const CATCH_OVER = 45;
/** The most a catchlight is tinted: its channels' spread, a share of its grey. */
const CATCH_TINT = 0.25;
/** The farthest from the iris's centre (iris radii) a catchlight is drawn: it stays on the iris. */
const CATCH_REACH = 0.55;

/** The lightest of the iris's pixels (`inIris`, sorted by grey), a catchlight where it stands out. */
function catchlightOf(
  inIris: readonly Pixel[],
  iris: readonly [number, number, number],
  irisU: number,
  irisV: number,
  radius: number,
): Catchlight | null {
  const lightest = inIris.at(-1);
  if (!lightest || lightest.grey < luma(iris[0], iris[1], iris[2]) + CATCH_OVER) return null;
  // A light but tinted pixel is skin or a lash's JPEG fringe, not a reflection.
  if (Math.max(...lightest.rgb) - Math.min(...lightest.rgb) > CATCH_TINT * lightest.grey) return null;
  const du = (lightest.u - irisU) / radius;
  const dv = (lightest.v - irisV) / radius;
  const reach = Math.hypot(du, dv);
  const scale = reach > CATCH_REACH ? CATCH_REACH / reach : 1;
  return { du: du * scale, dv: dv * scale, rgb: [lightest.rgb[0], lightest.rgb[1], lightest.rgb[2]] };
}

/**
 * Where the raised lid's band draws the iris (u, pixels) for a look of `lookX`: the band's iris
 * (`bandIris`) moved as far as irisLook.ts moves the opening's disc from the photo's iris
 * (`lookFrom`, EyePlan.irisU), clamp and all. Moved from the eye's middle instead, under the
 * clamp it was up to 0.2 half widths off the disc, stepped at the lid line.
 */
export function bandIrisU(eye: EyeGeometry, lookX: number, bandIris: number, lookFrom: number): number {
  return bandIris + movedIrisU(eye, lookX, lookFrom) - lookFrom;
}

function bandOf(source: Raster, eye: EyeGeometry): EyeBand {
  const hw = eye.halfWidth;
  const pixels: Pixel[] = [];
  const columns = new Map<number, { sum: number; count: number }>();
  for (let u = Math.ceil(-0.85 * hw); u <= 0.85 * hw; u++) {
    const upper = profileAt(eye.upperLid, u);
    const lower = profileAt(eye.lowerLid, u);
    for (let v = Math.ceil(upper + 1); v < lower - 1; v++) {
      const rgb: [number, number, number] = [0, 0, 0];
      sampleBilinear(source, 3, globalX(eye.frame, u, v), globalY(eye.frame, u, v), rgb);
      const grey = luma(rgb[0], rgb[1], rgb[2]);
      pixels.push({ u, v, grey, rgb });
      const column = columns.get(u) ?? { sum: 0, count: 0 };
      column.sum += grey;
      column.count++;
      columns.set(u, column);
    }
  }
  const radius = IRIS_RADIUS * hw;
  // The iris: where the columns near the eye's middle are darkest (irisCentre.ts, the search a look's is).
  const irisU = darkestMiddle(
    [...columns].map(([u, column]) => ({ u, grey: column.sum / column.count })),
    hw,
    BAND_SEARCH,
  );
  const irisV = (profileAt(eye.upperLid, irisU) + profileAt(eye.lowerLid, irisU)) / 2;
  const byGrey = (a: Pixel, b: Pixel): number => a.grey - b.grey;
  const inIris = pixels.filter((pixel) => Math.abs(pixel.u - irisU) < 0.6 * radius).sort(byGrey);
  const beside = pixels.filter((pixel) => Math.abs(pixel.u - irisU) > radius).sort(byGrey);
  const all = [...pixels].sort(byGrey);
  const white = whiteOf(beside.length ? beside : all);
  const iris = meanOf(inIris.slice(0, Math.max(1, Math.ceil(inIris.length / 2))));
  const lash = meanOf(all.slice(0, Math.max(1, Math.ceil(all.length / 10))));
  const catchlight = catchlightOf(inIris, iris, irisU, irisV, radius);
  const spokes = irisSpokes(pixels, irisU, irisV, radius);
  return { white, iris, lash, irisU, irisV, radius, catchlight, spokes, repaint: 0, shadeWarmth: [1, 1, 1] };
}

/** The lid's raise (the pose's -close) from which a repainted eye's paint comes in, and over how much more it grows whole. */
const REPAINT_FROM = 0.42;
const REPAINT_RISE = 0.08;
/**
 * 0–1: how wide the lid rises as it takes the pose's raise held to WIDEST_OPENING (eyeWarp.ts
 * wideShare), from REPAINT_FROM on: a repainted eye's paint comes in with it. Read from that share,
 * not the one an eye showing little white takes (narrowWidest.ts): held lower, its lid would rise
 * without its paint, the band's white over the photo's dark slit.
 */
export function wideRaise(plan: EyePlan): number {
  return smoothstep((-plan.pose.close * plan.wideShare - REPAINT_FROM) / REPAINT_RISE);
}

/** How much larger than the photo's iris (eyeWarp.ts IRIS_RADIUS) a repainted eye's drawn iris is. */
const DRAWN_LARGER = 1.2;
/** How much of the painted iris is the photo's iris in its column (the rest its mean colour). */
const IRIS_OWN = 0.7;
const irisTop = [0, 0, 0];
const irisDrawn = [0, 0, 0];
const cornerOwn = [0, 0, 0];

const place: BandPlace = { u: 0, v: 0, upper: 0, upperMoved: 0, lower: 0 };

/**
 * Paints the band a raised lid uncovers at a frame's pixel (x, y) in the face's place over what
 * the warp drew at `offset` of `target`.
 */
export function paintBand(
  source: Raster,
  eye: EyeGeometry,
  plan: EyePlan,
  band: EyeBand,
  x: number,
  y: number,
  target: Uint8Array,
  offset: number,
): void {
  if (!bandPlace(eye, plan, x, y, place)) return;
  const { u, v, upper, upperMoved, lower } = place;
  const hw = eye.halfWidth;
  const height = upper - upperMoved;
  // Never thinner than a few pixels: on a small, soft eye (the man's) a one-pixel rim's lash line read as a drawn arc.
  const rim = Math.max(SOFTEST, raisedRim(eye, height));
  const below = BELOW * hw;
  const from = upperMoved - rim;
  // Repainted only as the lid rises wide (the surprise's close -0.6, 0.53-0.67 with its seed's
  // amount): a lid raised a little (cute's tilt -0.15, a look up -0.3, meow's stare -0.35, at
  // most 0.39) keeps the photo's own eye, which a part-painted eye would ghost. Read from the pose,
  // not the lid's raise: the faces' raises overlap (meow's 0.28-0.44 of the half width, the
  // surprise's 0.40-0.73). The pose's raise as the lid takes it (eyeWarp.ts WIDEST_OPENING): the
  // blonde's near eye, raised 0.1 of its rise, had its whole opening repainted round a drawn iris
  // beside her far eye left as the photo has it.
  const wide = wideRaise(plan);
  const repaint = band.repaint * wide;
  if (v < from || v > (repaint > 0 ? lower : upper + below)) return;
  const side = (u < 0 ? -u : u) / hw;
  // Faded in over the raised rim, out over the photo's own lashes below (or, where the photo shows
  // little white, over the lower lid's rim: visibleWhite.ts) and toward the corners.
  const bandEnd = 1 - smoothstep((v - upper - BELOW_WHOLE * below) / ((1 - BELOW_WHOLE) * below));
  const lidEnd = 1 - smoothstep((v - lower + LOWER_RIM * hw) / (LOWER_FADE * hw));
  // A lid raised a little (cute's tilt, a look up, meow's stare) keeps the band's own shading and
  // its fade toward the corners: shaded as the surprise's ball, its thin band over the photo's own
  // eye read 0.07-0.15 darker than before (the look's whites over the skin), grey crescents.
  const sideFade = 1 - smoothstep((side - 0.6) / 0.4);
  const weight =
    smoothstep((v - from) / (1.2 * rim)) *
    Math.max(bandEnd, repaint * lidEnd) *
    (sideFade + (1 - sideFade) * wide) *
    smoothstep(height / (BAND_GROWN * hw));
  if (weight <= 0) return;
  const underLid = smoothstep((upper - v) / Math.max(1, height));
  const bandShade = 1 - LID_SHADE * underLid ** 2 - BAND_CORNER_SHADE * side * side;
  const shadowDepth =
    Math.max(0, v - upperMoved) / (SHADOW_DEPTH * hw * Math.min(1, Math.max(0.25, height / (SHADOW_BAND * hw))));
  const lidShadow = 1 - LID_SHADE * Math.exp(-shadowDepth * shadowDepth);
  const ballShade = lidShadow * (1 + FRONT_LIGHT - CORNER_SHADE * side * side);
  const shade = bandShade + (ballShade - bandShade) * wide;
  const toCorner = wide * smoothstep((side - CORNER_FROM) / (1 - CORNER_FROM));
  if (toCorner > 0) {
    const stretched = upper + ((v - upperMoved) * (lower - upper)) / Math.max(0.5, lower - upperMoved);
    sampleBilinear(source, 3, globalX(eye.frame, u, stretched), globalY(eye.frame, u, stretched), cornerOwn);
  }
  // Where the opening's disc was moved to (irisLook.ts, clamped short of the corner): the raised
  // lid's band draws the iris there too, or a look past the clamp stepped it at the lid line.
  const irisU = bandIrisU(eye, plan.pose.lookX, band.irisU, plan.irisU);
  // A repainted eye's iris is drawn a little larger: at the photo's size, in a whole white, it
  // read as a small dot ringed by white, a cartoon's startled stare.
  const radius = band.radius * (1 + (DRAWN_LARGER - 1) * repaint);
  const fromIris = Math.hypot(u - irisU, v - band.irisV) / radius;
  const irisShare = 1 - smoothstep((fromIris - 0.85) / 0.3);
  const irisShade = (1 - IRIS_LID_SHADE * underLid) * (1 - LIMBUS * smoothstep((fromIris - 0.5) / 0.5));
  // The iris's top goes on with the photo's own iris in its column (slid with a glance), where the
  // paint ends below: no seam. Below that row it is the photo's own iris where it is (its pupil and
  // catchlight kept), not its column's colour run down as a streak.
  if (irisShare > 0) {
    const column = u - (irisU - band.irisU);
    const row = Math.min(Math.max(v, upper + below), lower - 1);
    sampleBilinear(source, 3, globalX(eye.frame, column, row), globalY(eye.frame, column, row), irisTop);
    if (repaint > 0)
      drawnIris(band.iris, band.catchlight, band.spokes, (u - irisU) / radius, (v - band.irisV) / radius, radius, irisDrawn);
  }
  const off = (v - upperMoved - 0.1 * rim) / (LASH_WIDTH * rim + 0.5);
  const lashes = LASH_SHARE * Math.exp(-off * off);
  for (let c = 0; c < 3; c++) {
    // At the surprise's raise its shade is warm (warmShade); a lit front stays the white's own colour.
    const warmth = 1 + (band.shadeWarmth[c] - 1) * wide;
    const whiteShade = shade < 1 ? 1 - (1 - shade) * warmth : shade;
    const eyeColour =
      band.white[c] * whiteShade +
      ((IRIS_OWN * irisTop[c] + (1 - IRIS_OWN) * band.iris[c]) * irisShade * (1 - repaint) +
        irisDrawn[c] * lidShadow * repaint -
        band.white[c] * whiteShade) *
        irisShare;
    const painted = eyeColour + (band.lash[c] - eyeColour) * lashes;
    // The ball's lit front may be lighter than the white's colour, never past what a pixel holds.
    const colour = Math.min(255, painted + (cornerOwn[c] - painted) * toCorner);
    target[offset + c] += (colour - target[offset + c]) * weight + 0.5;
  }
}

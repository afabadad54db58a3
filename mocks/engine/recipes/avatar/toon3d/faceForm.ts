// The face's form and expression, painted where the reshaped mesh puts each part: a smooth toon
// skin with only eyes, brows and a lip tint read as one shared featureless doll (the fifth blind
// panel: "no nose"). Here the nose gets a shaded bridge on the side away from the key, a light
// ridge, a round tip highlight and two soft nostrils; the cheeks a shadow under the cheekbone
// and a lit apple; the mouth the person's own shape: the upper lip darker than the lower (it
// faces down), smile creases at the corners when they lift, and teeth as a white shape when the
// lips part; a soft shadow under the lower lip over the chin. A 2D film's look (pix/disney) adds
// ink lines: a nose wing and nostril hook, the mouth's line, the jaw.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { strokeCurve } from '../featureLines';
import { distance, type XY } from '../landmarks';
import { ellipseMaskInto, fillPolygon } from '../masks';
import { blurLocal } from '../blur';
import { drawLowerLip } from './drawnLips';
import { lipsDrawnApart, smileLift } from './partedLips';
import { paintPartedLips, paintTeeth } from './teeth';

const UPPER_OUTER = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291] as const;
const UPPER_INNER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308] as const;
/** The shadow under a sculpted nose's tip: every channel darkened alike, so the skin keeps its hue. */
const UNDER_NOSE: Colour = [0.55, 0.55, 0.55];
/** The nose's ridge from between the eyes to above the tip. */
const BRIDGE = [168, 6, 197, 195, 5] as const;

export interface FormPaint {
  keyFromLeft: boolean;
  /** How strongly the form is shaded (0 none … 1 a render's full modelling). */
  shade: number;
  /** The shadow's colour (a warm, scattered dark on skin). */
  shadow: Colour;
  /** The round highlight on the nose's tip and the ridge (0–1). */
  highlight: number;
  /** A 2D film's ink lines on the nose, mouth and jaw (0 none). */
  ink: number;
  inkColour: Colour;
  /**
   * The chin's own ink arc (true unless given); left out where the jaw is inked from the drawn
   * masses instead (pix/disney), as the mesh's arc then ran inside the face beside that line.
   */
  chinArc?: boolean;
  /**
   * A render's sculpted nose (pix/pixar): the bridge's shaded side a narrow plane, the tip's
   * highlight crisp, and the tip's soft shadow under it on the upper lip. Its wide, soft side
   * shade with nothing under the tip read as "a blurred dark smear" to the twentieth panel.
   */
  sculptedNose?: boolean;
  /** A smile's lips drawn open from a narrower gap than other mouths' (./partedLips.ts; pix/pixar, pix/disney). */
  smileParted?: boolean;
  /** Where paint may go: the skin (a cheek's shadow must not spill onto the hair or backdrop). */
  within: Grey;
  /** The face inside the mesh's oval (the neck's shadow under the chin stays off it). */
  face: Grey;
  /** The smile's teeth read from the photo (./teeth.ts), painted instead of the mesh's parted lips. */
  teeth?: Grey | null;
  /**
   * A man's mouth (./lipTone.ts): the upper lip's shade and the grin's opening in his skin's own
   * darker tone; without it the upper lip is shaded rose and the opening a dark red.
   */
  manMouth?: { upperLip: Colour; inside: Colour };
}

function lerp(a: XY, b: XY, t: number): XY {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** `colour` laid over the picture by `mask × opacity`, only where `within` allows. */
function lay(picture: Rgb, mask: Grey, colour: Colour, opacity: number, within?: Grey): void {
  const { data } = picture;
  for (let i = 0; i < mask.data.length; i++) {
    const a = mask.data[i] * opacity * (within ? within.data[i] : 1);
    if (a <= 0) continue;
    const p = i * 3;
    for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * a;
  }
}

/** Multiplies the picture by `colour` under the mask: a shadow that keeps the skin's own hue. */
function darken(picture: Rgb, mask: Grey, colour: Colour, opacity: number, within?: Grey): void {
  const { data } = picture;
  for (let i = 0; i < mask.data.length; i++) {
    const a = mask.data[i] * opacity * (within ? within.data[i] : 1);
    if (a <= 0) continue;
    const p = i * 3;
    for (let c = 0; c < 3; c++) data[p + c] *= 1 - (1 - colour[c]) * a;
  }
}

function paintNose(picture: Rgb, mesh: readonly XY[], unit: number, paint: FormPaint): void {
  const { width, height } = picture;
  const away = paint.keyFromLeft ? 1 : -1;
  // The bridge's shaded side: the ridge offset away from the key, down to the wing.
  const wing = mesh[paint.keyFromLeft ? 327 : 98];
  const side = createGrey(width, height);
  const ridge: XY[] = BRIDGE.map((i) => [mesh[i][0] + away * unit * 0.075, mesh[i][1]]);
  const sculpted = paint.sculptedNose === true;
  strokeCurve(side, [...ridge, wing], unit * (sculpted ? 0.06 : 0.09), true);
  darken(
    picture,
    blurLocal(side, unit * (sculpted ? 0.022 : 0.035)),
    paint.shadow,
    (sculpted ? 0.65 : 0.8) * paint.shade,
    paint.within,
  );
  if (sculpted) {
    // The tip's shadow under it, on the upper lip, a little away from the key: what makes a
    // render's nose stand out from the face. In the skin's own hue: the warm shadow colour there
    // made the upper lip redder, a man's mouth "lipstick" again (lips.test.ts: the man 0.108).
    const under = createGrey(width, height);
    // As narrow as the tip and soft: as wide as the nostrils and at 0.6 it read as a moustache on
    // the brunette and the smiling woman.
    ellipseMaskInto(under, mesh[2][0] + away * unit * 0.02, mesh[2][1] + unit * 0.04, unit * 0.075, unit * 0.03, 1);
    darken(picture, blurLocal(under, unit * 0.03), UNDER_NOSE, 0.45 * paint.shade, paint.within);
  }
  // The ridge catching the key.
  const light = createGrey(width, height);
  strokeCurve(
    light,
    BRIDGE.slice(1).map((i): XY => [mesh[i][0] - away * unit * 0.02, mesh[i][1]]),
    unit * 0.035,
    true,
  );
  lay(picture, blurLocal(light, unit * 0.02), [1, 0.96, 0.92], 0.3 * paint.highlight);
  // Two soft nostrils between each wing and the column under the tip.
  const nostrils = createGrey(width, height);
  for (const w of [98, 327]) {
    const [x, y] = lerp(mesh[w], mesh[2], 0.45);
    ellipseMaskInto(nostrils, x, y - unit * 0.005, unit * 0.038, unit * 0.02, 1);
  }
  darken(picture, blurLocal(nostrils, unit * 0.012), [0.35, 0.16, 0.13], 0.75 * Math.max(0.5, paint.shade));
  // The tip: a round highlight a little towards the key.
  const tip = createGrey(width, height);
  ellipseMaskInto(tip, mesh[4][0] - away * unit * 0.02, mesh[4][1] - unit * 0.015, unit * 0.045, unit * 0.04, 1);
  lay(picture, blurLocal(tip, unit * (sculpted ? 0.015 : 0.025)), [1, 0.97, 0.94], (sculpted ? 0.6 : 0.5) * paint.highlight);
  if (paint.ink > 0) {
    // A 2D film's nose: the wing on the shaded side and a hook under the tip.
    const ink = createGrey(width, height);
    const under = mesh[2];
    strokeCurve(ink, [lerp(wing, mesh[4], 0.15), wing, lerp(wing, under, 0.55)], Math.max(1.5, unit * 0.022), true);
    lay(picture, blurLocal(ink, 0.6), paint.inkColour, paint.ink);
  }
}

function paintCheeks(picture: Rgb, mesh: readonly XY[], unit: number, paint: FormPaint): void {
  const { width, height } = picture;
  for (const [outer, corner, apple, shaded] of [
    [234, 61, 50, !paint.keyFromLeft],
    [454, 291, 280, paint.keyFromLeft],
  ] as const) {
    // The hollow under the cheekbone, from the face's side towards the mouth's corner.
    const hollow = createGrey(width, height);
    strokeCurve(hollow, [lerp(mesh[outer], mesh[corner], 0.12), lerp(mesh[outer], mesh[corner], 0.55)], unit * 0.1, true);
    darken(picture, blurLocal(hollow, unit * 0.07), paint.shadow, (shaded ? 0.6 : 0.3) * paint.shade, paint.within);
    if (shaded) continue;
    const lit = createGrey(width, height);
    ellipseMaskInto(lit, mesh[apple][0], mesh[apple][1], unit * 0.11, unit * 0.08, 1);
    lay(picture, blurLocal(lit, unit * 0.06), [1, 0.96, 0.92], 0.14 * paint.highlight, paint.within);
  }
}

function paintMouth(picture: Rgb, mesh: readonly XY[], unit: number, paint: FormPaint): void {
  const { width, height } = picture;
  // The upper lip faces down, away from the light: darker than the lower.
  const upper = fillPolygon(
    [...UPPER_OUTER, ...[...UPPER_INNER].reverse()].map((i) => mesh[i]),
    width,
    height,
  );
  darken(picture, blurLocal(upper, unit * 0.008), paint.manMouth?.upperLip ?? [0.7, 0.5, 0.5], 0.45);
  // Parted lips: the same toon mouth as a grin's (./teeth.ts).
  if (!paint.teeth && lipsDrawnApart(mesh, paint.smileParted === true)) paintPartedLips(picture, mesh, paint.manMouth?.inside);
  // A smile's creases lift at the corners.
  const lift = smileLift(mesh);
  const creases = createGrey(width, height);
  if (lift > 0.02)
    for (const [corner, out] of [
      [61, -1],
      [291, 1],
    ] as const) {
      const [x, y] = mesh[corner];
      strokeCurve(
        creases,
        [
          [x + out * unit * 0.01, y + unit * 0.03],
          [x + out * unit * 0.05, y - unit * 0.01],
          [x + out * unit * 0.045, y - unit * 0.06],
        ],
        unit * 0.025,
        true,
      );
    }
  darken(picture, blurLocal(creases, unit * 0.012), paint.shadow, 0.6 * Math.max(paint.shade, paint.ink));
  // The soft shadow under the lower lip, over the chin.
  const underLip = createGrey(width, height);
  const [x, y] = lerp(mesh[17], mesh[152], 0.25);
  ellipseMaskInto(underLip, x, y, unit * 0.13, unit * 0.035, 1);
  darken(picture, blurLocal(underLip, unit * 0.03), paint.shadow, 0.35 * paint.shade, paint.within);
  // A grin's opening (./teeth.ts) is drawn lower than the mesh's lips: the lower lip only under it.
  let opened = -Infinity;
  if (paint.teeth)
    opened = paintTeeth(picture, mesh, paint.teeth, paint.inkColour, paint.ink, paint.manMouth?.inside) + unit * 0.02;
  else if (paint.ink > 0) {
    const ink = createGrey(width, height);
    strokeCurve(
      ink,
      [61, 78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308, 291].map((i) => mesh[i]),
      Math.max(1.5, unit * 0.022),
      true,
    );
    lay(picture, blurLocal(ink, 0.6), paint.inkColour, paint.ink * 0.9);
  }
  drawLowerLip(picture, mesh, unit, { colour: paint.inkColour, amount: paint.ink, rose: !paint.manMouth }, paint.within, opened);
}

/** The oval's lower arc from one jaw corner round the chin to the other. */
const CHIN_ARC = [172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397] as const;

/**
 * A 2D film's chin: a short ink curve round the chin that fades out before the jaw's corners, and
 * a flat shadow on the neck under it. The whole oval's lower half inked from ear to ear read as a
 * seam (the seventh blind panel: "seam line under the chin", "a seam line cuts across the
 * cheek"): on a turned face it ran up the far cheek inside the skin, and with nothing under it
 * the line on a face and neck of one tone was a cut, not a jaw.
 */
function inkChin(picture: Rgb, mesh: readonly XY[], unit: number, paint: FormPaint): void {
  const { width, height } = picture;
  const arc = CHIN_ARC.map((i) => mesh[i]);
  const chin = mesh[152];
  const halfJaw = distance(mesh[172], mesh[397]) / 2;
  // The neck's shadow: the band between the chin's arc and the same arc lowered, off the face.
  const drop = unit * 0.22;
  const lowered = [...arc]
    .reverse()
    .map(([x, y]): XY => [x, y + drop * (1 - 0.6 * Math.min(1, Math.abs(x - chin[0]) / halfJaw) ** 2)]);
  const band = blurLocal(fillPolygon([...arc, ...lowered], width, height), unit * 0.012);
  const below = createGrey(width, height);
  for (let i = 0; i < below.data.length; i++) below.data[i] = band.data[i] * (1 - paint.face.data[i]);
  darken(picture, below, paint.shadow, 0.55 * paint.ink, paint.within);
  if (paint.chinArc === false) return;
  const ink = createGrey(width, height);
  strokeCurve(ink, arc, Math.max(1.5, unit * 0.018), true);
  // Faded out towards the jaw's corners: the line is the chin, never the cheek's edge.
  for (let i = 0; i < ink.data.length; i++) {
    if (ink.data[i] <= 0) continue;
    ink.data[i] *= 1 - smoothstep(0.7, 1, Math.abs((i % width) - chin[0]) / halfJaw);
  }
  lay(picture, blurLocal(ink, 0.6), paint.inkColour, paint.ink * 0.7);
}

/** The brows' lower edges, from the nose's side out. */
const BROW_UNDERSIDES = [
  [55, 65, 52, 53, 46],
  [285, 295, 282, 283, 276],
] as const;
/** Skin's warmth where blood shows through (cheeks, the nose's tip): green and blue a little down. */
const FLUSH: Colour = [1, 0.9, 0.86];

/**
 * A render's form (pix/pixar): the shade the brow ridge casts on the socket under it, and the
 * warmth of the cheeks and the nose's tip. Without them the smooth rebuilt skin read as "flat and
 * washed out" once the skull's crescent was gone.
 */
function paintRenderForm(picture: Rgb, mesh: readonly XY[], unit: number, paint: FormPaint): void {
  const { width, height } = picture;
  const away = paint.keyFromLeft ? 1 : -1;
  const socket = createGrey(width, height);
  for (const brow of BROW_UNDERSIDES)
    strokeCurve(
      socket,
      brow.map((i): XY => [mesh[i][0], mesh[i][1] + unit * 0.07]),
      unit * 0.09,
      true,
    );
  darken(picture, blurLocal(socket, unit * 0.05), paint.shadow, 0.3 * paint.shade, paint.within);
  const flush = createGrey(width, height);
  for (const apple of [50, 280]) ellipseMaskInto(flush, mesh[apple][0], mesh[apple][1] + unit * 0.04, unit * 0.2, unit * 0.14, 1);
  ellipseMaskInto(flush, mesh[4][0] + away * unit * 0.01, mesh[4][1], unit * 0.07, unit * 0.06, 1);
  darken(picture, flushRoom(picture, blurLocal(flush, unit * 0.08)), FLUSH, 0.6, paint.within);
}

/** The chroma (HSV saturation) over which skin is already red enough to take no flush. */
const FLUSHED: readonly [number, number] = [0.33, 0.48];

/**
 * The flush's mask where the skin has room for it: whole on a pale lit cheek, fading out as the
 * skin under it is already saturated (a ruddy or brown skin, or any skin in its warm shade). Laid
 * alike everywhere, it made "a salmon blotch" on the older man's ruddy cheek and stood out strong
 * on shaded cheeks.
 */
function flushRoom(picture: Rgb, mask: Grey): Grey {
  const { data } = picture;
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    if (mask.data[i] <= 0) continue;
    const top = Math.max(data[p], data[p + 1], data[p + 2]);
    const chroma = (top - Math.min(data[p], data[p + 1], data[p + 2])) / (top || 1);
    mask.data[i] *= 1 - smoothstep(FLUSHED[0], FLUSHED[1], chroma);
  }
  return mask;
}

export function paintFaceForm(picture: Rgb, mesh: readonly XY[], paint: FormPaint): void {
  const unit = distance(mesh[33], mesh[263]);
  if (paint.sculptedNose === true) paintRenderForm(picture, mesh, unit, paint);
  paintCheeks(picture, mesh, unit, paint);
  paintNose(picture, mesh, unit, paint);
  paintMouth(picture, mesh, unit, paint);
  if (paint.ink > 0) inkChin(picture, mesh, unit, paint);
}

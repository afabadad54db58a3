// A neck painted under the photo's head, in the face's own skin, shaped and lit as a neck is:
// narrower than the jaw (0.72–0.8 of its width just under it, so the jaw's corners stand out
// over it, not a column as wide as the face), its sides nearly straight down the sterno-mastoids
// and then curving out into the trapezius to meet the clothes' neck opening, its middle from
// under the turned jaw to the chin, where the clothes are centred; in the chin's
// soft cast shadow just under the jaw (following the jaw's curve, so the face's cut edge sits
// in shade and draws no line), rounder (darker) at its sides, a little lighter on the key
// light's side, with the sterno-mastoids' two faint diagonals meeting at the notch. The
// gallery's faces are small crops that show little or no neck (a collar, the next person's
// head), and the photo's scraps of neck over a drawn one read as a pasted column; a painted
// neck of the face's own tone joins the head to the clothes the same way on every photo.
import { createGrey, smoothstep, type Colour, type Grey } from '../../shared/raster';
import { mix, type SceneFace } from './kit';

export interface NeckLight {
  /** The key light's side: -1 the picture's left, 1 its right. */
  from: -1 | 1;
  /** How much of the face's skin tone the neck's shade is (0–1): darker under a dark jaw. */
  shade: number;
}

/**
 * The neck's width just under the jaw as a share of the jaw's (its corners, mesh points 172
 * and 397). A neck as wide as the jaw and flat read as a column under a pasted head (the eighth
 * panel); at 0.54–0.63 it read as a stalk under a bobblehead (the tenth); at 0.86–0.96, straight
 * down to the clothes, as "a long, thin pasted-on neck", "the jaw edge over a straight column"
 * (session 24's panels): the jaw's corners stood barely out over it and nothing widened towards
 * the shoulders. At 0.72–0.8 (0.56–0.66 of the face's width), widening below, it still read as "a
 * pasted floating head on a thin neck" (session 31's panel). A real adult's neck is about
 * 0.8–0.9 of the jaw's width at its corners (the gonions, mesh 58 and 288, which are 1.1 times
 * wider than 172 and 397): 0.86–0.94 of these points, 0.66–0.75 of the face's width, rising
 * behind the jaw to its corners (JAW_TUCK, neckSidesAbove) and widening into the trapezius (NECK_FOOT).
 */
export const NECK_SHARE = [0.86, 0.94] as const;

/**
 * The neck's width at its foot, where the clothes' neck opening is cut (paintedNeckWidth), as a
 * share of the jaw's: the sides curve out from about a fifth of the way down to meet it.
 */
export const NECK_FOOT = [1.0, 1.1] as const;

/**
 * How wide the neck is where it goes up behind the jaw's corners, as a share of the jaw's width
 * there: its sides run on up into the jaw's outline, so no scrap of the scene shows under the
 * jaw's corners between the head and the neck (a head floating over a stalk).
 */
const JAW_TUCK = 0.98;

/**
 * How far the neck flares further under the clothes, past the collar, as a share of the
 * foot's half width: the trapezius going on into the shoulders.
 */
const FLARE = 0.35;

/**
 * How much darker the neck is just under the chin than the face's skin (its cast shadow's
 * depth). At 0.4, on a neck already a shade below the face, the light-skinned women's necks
 * were 19–20 L darker than their cheeks just under the jaw: a dark column under a bright face.
 * At 0.22 over 0.28 of the face it was a faint gradient over the whole short neck, and the jaw
 * had no shadow under it: 0.3 over SHADOW_REACH, half as deep at the neck's sides.
 */
export const CHIN_SHADOW = 0.3;

/**
 * How far below the jaw the chin's cast shadow ends, as a share of the face's height. Gone at
 * 0.28 (and 0.22 deep), it lay over the whole of a neck 0.17 of the face long as a faint
 * gradient nobody saw: the jaw's edge over the neck had no shadow under it, a head pasted on
 * (chinShadow.test.ts: the neck just under the chin 0.89–0.90 of its luma lower down; now
 * 0.83–0.84). Ending at 0.13 (0.32 deep), the lit gown's skin met the neck's shaded sides in a
 * step of 17–21 grey levels (join.test.ts, under 13).
 */
export const SHADOW_REACH = 0.2;

/**
 * The chin's cast shadow on what is `below` pixels under the jaw, for a face `h` high: the
 * share of the light left (1 - CHIN_SHADOW at the jaw, 1 from SHADOW_REACH of the face down), its
 * depth scaled by `shade`. The clothes' skin at the neck's foot takes it too (gown.ts).
 */
export function chinShadow(h: number, below: number, shade = 1): number {
  return 1 - CHIN_SHADOW * (1 - smoothstep(-h * 0.02, h * SHADOW_REACH, below)) * shade;
}

/** The neck's colour in the chin's cast shadow at row `y` (the clothes' skin goes on from it: gown.ts, jacket.ts). */
export function shadedNeck(face: SceneFace, y: number): string {
  return mix(face.neck, '#000000', 1 - chinShadow(face.bottom - face.top, y - face.chin[1]));
}

/** The jaw's lower edge at column `x`: a parabola through its two corners and the chin. */
export function jawY(face: SceneFace, x: number): number {
  const [lx, ly] = face.jawLeft[0] < face.jawRight[0] ? face.jawLeft : face.jawRight;
  const [rx, ry] = face.jawLeft[0] < face.jawRight[0] ? face.jawRight : face.jawLeft;
  const [cx, cy] = face.chin;
  // Lagrange through the three points; outside the corners the jaw rises no further.
  const t = Math.min(rx, Math.max(lx, x));
  const a = ((t - cx) * (t - rx)) / Math.max(1e-3, (lx - cx) * (lx - rx));
  const b = ((t - lx) * (t - rx)) / Math.min(-1e-3, (cx - lx) * (cx - rx));
  const c = ((t - lx) * (t - cx)) / Math.max(1e-3, (rx - lx) * (rx - cx));
  return ly * a + cy * b + ry * c;
}

/** How thick the person's neck is (0–1): its width measured where the photo shows skin, 0.8–0.95 of the jaw. */
function thickness(face: SceneFace): number {
  const jaw = Math.abs(face.jawRight[0] - face.jawLeft[0]);
  return Math.min(1, Math.max(0, (face.neckWidth / Math.max(1, jaw) - 0.8) / 0.15));
}

/** The painted neck's width just under the jaw in pixels: NECK_SHARE of the jaw, a thicker neck thicker. */
export function neckTopWidth(face: SceneFace): number {
  const jaw = Math.abs(face.jawRight[0] - face.jawLeft[0]);
  return jaw * (NECK_SHARE[0] + (NECK_SHARE[1] - NECK_SHARE[0]) * thickness(face));
}

/**
 * The painted neck's width at its foot in pixels (NECK_FOOT of the jaw, a thicker neck
 * thicker): the clothes' neck opening is cut to it.
 */
export function paintedNeckWidth(face: SceneFace): number {
  const jaw = Math.abs(face.jawRight[0] - face.jawLeft[0]);
  return jaw * (NECK_FOOT[0] + (NECK_FOOT[1] - NECK_FOOT[0]) * thickness(face));
}

/**
 * The neck's middle at `t` (0 the chin, 1 the collar): under the jaw's middle and the chin at
 * the top (a turned face's chin is off its jaw's middle), under the chin at the foot, where the
 * clothes centre their neck opening (bust.ts, gown.ts): a neck kept upright under the top's
 * middle met the clothes off their centre.
 */
export function neckCentre(face: SceneFace, t: number): number {
  const top = (face.chin[0] + (face.jawLeft[0] + face.jawRight[0]) / 2) / 2;
  return top + (face.chin[0] - top) * smoothstep(0, 1, t);
}

/** The neck's half width at `t` (0 the chin, 1 the collar): near straight, then curving out into the trapezius. */
export function neckHalf(face: SceneFace, t: number): number {
  const top = neckTopWidth(face) / 2;
  const foot = paintedNeckWidth(face) / 2;
  const out = Math.min(1, Math.max(0, (t - 0.2) / 0.8)) ** 2;
  return top + (foot - top) * out + foot * FLARE * smoothstep(1, 1.4, t);
}

/**
 * The neck's sides on row `y` above the chin, where it goes up behind the jaw: each side from
 * the top's (neckHalf at 0) out to JAW_TUCK of the jaw at its own corner's height (a turned
 * head's two corners are at different heights and distances from the chin), then back in
 * above it, behind the cheek, where a turned face's outline may stand inside the corner (the
 * blonde's cut cheek showed a strip of neck up beside it).
 */
export function neckSidesAbove(face: SceneFace, y: number): [number, number] {
  const half = neckTopWidth(face) / 2;
  const cx = neckCentre(face, 0);
  const [cornerL, cornerR] = face.jawLeft[0] < face.jawRight[0] ? [face.jawLeft, face.jawRight] : [face.jawRight, face.jawLeft];
  const inset = ((1 - JAW_TUCK) / 2) * (cornerR[0] - cornerL[0]);
  const side = (from: number, corner: readonly [number, number], to: number): number => {
    const u = (face.chin[1] - y) / Math.max(1, face.chin[1] - corner[1]);
    const out = smoothstep(0, 1, Math.min(1, u)) * (1 - smoothstep(1, 1.5, u));
    return from + (to - from) * out;
  };
  return [side(cx - half, cornerL, cornerL[0] + inset), side(cx + half, cornerR, cornerR[0] - inset)];
}

/**
 * Paints the neck into `out` (0–1 RGB of the `face.size` square, the scene behind the person
 * already in it) from under the jaw down past `collarY`, in `skin` (the face's skin as the
 * scene shows it), and returns where it painted (0–1).
 */
export function paintNeck(out: Float32Array, face: SceneFace, collarY: number, skin: Colour, light: NeckLight): Grey {
  const size = face.size;
  const h = face.bottom - face.top;
  const chinY = face.chin[1];
  const half0 = neckTopWidth(face) / 2;
  const top = chinY - h * 0.3;
  const bottom = Math.min(size, collarY + h * 0.12);
  const feather = Math.max(0.8, size / 640);
  const neck = createGrey(size, size);
  const length = Math.max(1, collarY - chinY);
  for (let y = Math.max(0, Math.floor(top)); y < bottom; y++) {
    const t = Math.max(0, Math.min(1.4, (y + 0.5 - chinY) / length));
    // Near straight down the sterno-mastoids, then widening into the trapezius towards the
    // collar and on under the clothes; its middle from under the turned jaw to the chin's.
    // Above the chin its sides go up behind the jaw to its corners.
    const [left, right] = y + 0.5 < chinY ? neckSidesAbove(face, y + 0.5) : [0, 0];
    const half = y + 0.5 < chinY ? (right - left) / 2 : neckHalf(face, t);
    const cx = y + 0.5 < chinY ? (left + right) / 2 : neckCentre(face, t);
    const x0 = Math.max(0, Math.floor(cx - half - feather * 2));
    const x1 = Math.min(size, Math.ceil(cx + half + feather * 2));
    for (let x = x0; x < x1; x++) {
      const dx = x + 0.5 - cx;
      const a = 1 - smoothstep(half - feather, half + feather, Math.abs(dx));
      if (a <= 0) continue;
      const across = Math.max(-1, Math.min(1, dx / half));
      // The chin's cast shadow: deepest along the jaw's edge, gone SHADOW_REACH of the face's
      // height below it, its lower edge soft; a crescent under the chin, half as deep at the
      // neck's sides (the gown's lit skin meets them there: join.test.ts).
      const cast = chinShadow(h, y + 0.5 - jawY(face, x + 0.5), light.shade * (1 - 0.5 * across * across));
      // A cylinder: its sides turn away from the light; the key's side a little lighter.
      const round = (1 - 0.28 * across * across) * (1 + 0.08 * across * light.from);
      // The sterno-mastoids: from under the ears (the neck's outer top) to the notch between
      // the collarbones (its middle at the collar), each a faint soft ridge with a furrow
      // inside it; the notch itself a small shadow.
      const ridgeAt = half0 * 0.72 * (1 - 0.85 * Math.min(1, t));
      const offRidge = (Math.abs(dx) - ridgeAt) / Math.max(1, half0 * 0.22);
      const muscle = t > 0.05 && t < 1.05 ? 0.05 * Math.exp(-offRidge * offRidge) * smoothstep(0.05, 0.3, t) : 0;
      const furrow = offRidge < 0 ? muscle * 0.6 * Math.exp(-((offRidge + 1) ** 2)) : 0;
      const notch = 0.08 * Math.exp(-((dx / (half0 * 0.18)) ** 2) - ((t - 0.95) / 0.08) ** 2);
      const tone = cast * round * (1 + muscle - furrow - notch);
      // Skin in shadow is warmer and deeper in colour, not only darker.
      const deep = 1 - tone;
      const i = y * size + x;
      const p = i * 3;
      const paint = [skin[0] * tone * (1 + 0.03 * deep), skin[1] * tone * (1 - 0.015 * deep), skin[2] * tone * (1 - 0.03 * deep)];
      for (let c = 0; c < 3; c++) out[p + c] += (Math.min(1, paint[c]) - out[p + c]) * a;
      neck.data[i] = a;
    }
  }
  return neck;
}

/**
 * Takes the photo's own skin below the jaw out of `head` (the person matte kept to the head,
 * headCut.ts, which fades out only a tenth of the face's height below the chin): between the
 * jaw's corners and a little beyond, under the jaw's curve, where the painted neck goes. Left
 * in, the photo's neck (or a shoulder, a collar) stood there wider and off the painted one's
 * middle, its edge a straight column under the jaw's corner, and the painted neck's narrower
 * top and its shadow under the jaw did not show.
 */
export function clearUnderJaw(head: Grey, face: SceneFace): void {
  const { width } = head;
  const h = face.bottom - face.top;
  const lx = Math.min(face.jawLeft[0], face.jawRight[0]);
  const rx = Math.max(face.jawLeft[0], face.jawRight[0]);
  const reach = (rx - lx) * 0.08;
  const fade = Math.max(1.5, h * 0.02);
  const from = Math.max(0, Math.floor(Math.min(face.jawLeft[1], face.jawRight[1], face.chin[1]) - fade));
  const to = Math.min(head.height, Math.ceil(face.chin[1] + h * 0.2));
  for (let y = from; y < to; y++)
    for (let x = Math.max(0, Math.floor(lx - reach)); x < Math.min(width, Math.ceil(rx + reach)); x++) {
      const i = y * width + x;
      if (head.data[i] <= 0) continue;
      const below = smoothstep(-fade, fade, y + 0.5 - jawY(face, x + 0.5));
      const across = Math.min(smoothstep(lx - reach, lx, x + 0.5), 1 - smoothstep(rx, rx + reach, x + 0.5));
      head.data[i] *= 1 - below * across;
    }
}

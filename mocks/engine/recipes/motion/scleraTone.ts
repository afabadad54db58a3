// A believable white for the band a raised lid uncovers (eyeBand.ts). The photo's white is read
// from its own eye, but a small, shadowed or made-up eye shows so little of it that its whitest
// tenth is lid, lash or skin: readers saw a surprised fair woman's eyes go "slate grey" (her white
// read 63 under skin of 84) and a brown-skinned man's go skin-brown (92/61/46 under skin of 74),
// both "dark rings", not eyes opened wide. An eye's white is not darker than the skin under it,
// nor as tinted as skin: it is lifted to a share above that skin's light and its tint cut to a
// white's, keeping its hue. A white already lighter and paler (most eyes) is left as it is.
// Its tint is also held to a share of the skin's own: a sclera has no colour of its own, only the
// photo's light on it, and a white as tinted as the skin round it is skin (the tilted blonde's
// whitest tenth beside her iris was her pink lid, 246/220/198 under skin of 222/191/162: readers
// saw "a flat pink eyeball" on both sides).
import { luma } from '../shared/raster';

/** How much lighter than the skin under the eye its white is at the least. */
export const WHITE_OVER_SKIN = 1.15;
/** The most a white is tinted: its channels' spread from its grey, a share of its grey. */
export const WHITE_TINT = 0.12;
/** The most a white is tinted against the skin under the eye: a share of the skin's own tint (its spread over its grey). */
export const SKIN_CAST = 0.35;
/** Never lifted past this grey: a glare, not an eye. */
const LIGHTEST = 225;

/** The tint of a colour: its channels' largest spread from its grey, over its grey. */
export function tintOf(rgb: readonly [number, number, number]): number {
  const grey = luma(rgb[0], rgb[1], rgb[2]);
  return grey > 0 ? Math.max(...rgb.map((c) => Math.abs(c - grey))) / grey : 0;
}

/** `white` lifted over the skin under the eye (`skin`, its mean colour) and its tint cut to a white's. */
export function scleraTone(
  white: readonly [number, number, number],
  skin: readonly [number, number, number],
): [number, number, number] {
  const grey = luma(white[0], white[1], white[2]);
  const target = Math.max(grey, Math.min(LIGHTEST, WHITE_OVER_SKIN * luma(skin[0], skin[1], skin[2])));
  const spread = Math.max(...white.map((c) => Math.abs(c - grey)));
  const most = Math.min(WHITE_TINT, SKIN_CAST * tintOf(skin)) * target;
  const tint = spread > 0 ? Math.min(1, most / spread) : 1;
  const channel = (c: number): number => Math.min(255, target + (c - grey) * tint);
  return [channel(white[0]), channel(white[1]), channel(white[2])];
}

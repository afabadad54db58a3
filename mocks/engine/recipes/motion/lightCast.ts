// The light's colour on a widened eye's white (scleraTone.ts). A skin is tinted by its own colour
// and by the light on it; a skin is seldom more tinted than SKIN_OWN_TINT of its grey in white
// light (the gallery's fair faces 0.15–0.28), so the rest of a more tinted skin's tint is the
// light's, and a white under that light takes it too (only what it lacks of it: the brown-skinned
// man's skin, 0.40, asks 0.10 of a white that already leans 0.12 that way). The
// brown-skinned woman's photo is lit orange (skin 136/82/43, tinted 0.54): her white, cut to a
// near-neutral 143/129/116 (0.11 toward her skin's hue), read next to it as a cool lilac grey
// (readers: "dull grey whites"). Her white now takes the skin's tint past SKIN_OWN_TINT, in the
// skin's hue (157/125/98, 0.24 toward it); at 0.6 of it (147/128/111) it still read grey. On the
// other gallery faces the light is white enough that nothing changes.
import { luma } from '../shared/raster';
import { tintOf } from './scleraTone';

/** The most tint a skin has of its own (its channels' largest spread from its grey, over its grey). */
export const SKIN_OWN_TINT = 0.3;
/** How much of the light's tint (the skin's past SKIN_OWN_TINT) a white takes. */
export const CAST_SHARE = 1;

/** `white` tinted at least toward the light's colour read from `skin` (its grey kept). */
export function lightCast(
  white: readonly [number, number, number],
  skin: readonly [number, number, number],
): [number, number, number] {
  const least = CAST_SHARE * Math.max(0, tintOf(skin) - SKIN_OWN_TINT);
  const out: [number, number, number] = [white[0], white[1], white[2]];
  if (least <= 0) return out;
  const grey = luma(white[0], white[1], white[2]);
  const skinGrey = luma(skin[0], skin[1], skin[2]);
  // The skin's hue, as a unit of tint: its channels' spread from its grey, the largest 1.
  const spread = Math.max(...skin.map((c) => Math.abs(c - skinGrey)));
  const hue = skin.map((c) => (c - skinGrey) / spread);
  // How far the white already leans that way (its tint along the skin's hue, over its grey): only the shortfall is added.
  const along =
    hue.reduce((sum, h, c) => sum + h * (white[c] - grey), 0) / hue.reduce((sum, h) => sum + h * h, 0) / Math.max(1, grey);
  const add = Math.max(0, least - along) * grey;
  for (let c = 0; c < 3; c++) out[c] = Math.min(255, Math.max(0, white[c] + hue[c] * add));
  return out;
}

// Long hair lying over the shoulders, where the parts (./regions.ts) called it clothes. Below the
// chin the colours' place costs favour clothes, so a woman's brown hair on her dark top was
// painted as a brown piece of the top with a black blob in it (the seventh blind panel's woman:
// "dark blob over the shoulder"). A clothes colour within a small distance of a hair colour, on
// a picture whose hair is close to it, is the hair: it joins the hair's mask, and the top is
// what is left, outlined where the hair lies on it.
import { resizeGrey, smoothstep, createGrey, type Grey } from '../../shared/raster';
import { blurGrey } from '../blur';
import { CLOTHES, HAIR, type Regions } from './regions';

/** Lab distance under which a clothes colour is taken for the hair's (squared). */
const LIKE_HAIR = 18 ** 2;

/** Lab lightness under which a clothes colour stays the top: a near-black top matched the hair's shadow. */
const DARKEST_HAIR = 20;

/**
 * Moves the clothes that have the hair's colour into the hair's mask (`regions.masks`, changed in
 * place), below `fromY` only (the head's own parts are settled above it). `smoothing` is in
 * half-size pixels: the moved shape's edge, smooth enough for a clean outline.
 */
export function hairOverShoulders(regions: Regions, fromY: number, smoothing: number): void {
  const { width, height, prototype, prototypes, masks } = regions;
  const hairLike = prototypes.map(
    (p) =>
      p.part === CLOTHES &&
      p.lab[0] > DARKEST_HAIR &&
      prototypes.some(
        (q) =>
          q.part === HAIR && (q.lab[0] - p.lab[0]) ** 2 + (q.lab[1] - p.lab[1]) ** 2 + (q.lab[2] - p.lab[2]) ** 2 < LIKE_HAIR,
      ),
  );
  if (!hairLike.some(Boolean)) return;
  const plane: Grey = createGrey(width, height);
  for (let i = 0; i < prototype.length; i++) plane.data[i] = hairLike[prototype[i]] ? 1 : 0;
  const full = resizeGrey(blurGrey(plane, smoothing), masks[HAIR].width, masks[HAIR].height);
  const size = full.width;
  for (let y = Math.max(0, Math.ceil(fromY)); y < full.height; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const share = masks[CLOTHES].data[i] * smoothstep(0.4, 0.6, full.data[i]);
      if (share <= 0) continue;
      masks[CLOTHES].data[i] -= share;
      masks[HAIR].data[i] += share;
    }
  }
}

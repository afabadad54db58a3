// A photo's fine texture laid back on the retouched picture, never more than the photo had. Cutting
// the band of lines and blotches can leave skin flatter than its photo (plastic), and a fine,
// luminance-only grain, as a camera's, gives it back. But a grain of a fixed strength laid on a
// soft, enlarged photo (a 150 px face shown at 768 px has almost no pixel-scale detail) made its
// skin 4–7 times as grainy as the photo and the hair and room 1.3–4 times ("blurry and grainy",
// "soft-focus blur and grain everywhere": every held-out face at the sixty-second stop), the
// mark of a cheap filter. So the grain only tops the picture's pixel-scale detail up to the
// photo's own at the same size, on the skin and elsewhere apart, and none where the retouch left
// as much as the photo had.
import { grain } from '../../../shared/noise';
import { toGrey, type Grey, type Rgb } from '../../../shared/raster';
import type { Random } from '../../../shared/random';
import { gaussianData } from '../../blur';

/** The photo's own pixel-scale detail, on the skin and off it (see `fineDetail`). */
export interface PhotoTexture {
  skin: number;
  rest: number;
}

/** Which pixels a region holds: those whose mask is over a half (`inside`) or not. */
type Side = 'inside' | 'outside';

/** Mean of |value − its 1 px Gaussian| over the region of `mask` on `side`. */
function fineBand(values: Float32Array, width: number, height: number, mask: Grey, side: Side): number {
  const soft = gaussianData(values, width, height, 1, 1);
  let total = 0;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    if (mask.data[i] > 0.5 !== (side === 'inside')) continue;
    total += Math.abs(values[i] - soft[i]);
    count++;
  }
  return count > 0 ? total / count : 0;
}

/** Mean pixel-scale detail of the light (|light − its 1 px Gaussian|, 0–1) on the `skin` mask and off it. */
export function fineDetail(picture: Rgb, skin: Grey): PhotoTexture {
  const light = toGrey(picture).data;
  const { width, height } = picture;
  return { skin: fineBand(light, width, height, skin, 'inside'), rest: fineBand(light, width, height, skin, 'outside') };
}

/**
 * The share of a full-strength grain that brings `has` up to `wants`: detail that does not line up
 * adds as its squares do, so the grain makes up the root of the difference of their squares.
 */
function topUp(has: number, wants: number, perUnit: number): number {
  return perUnit > 0 ? Math.sqrt(Math.max(0, wants * wants - has * has)) / perUnit : 0;
}

/**
 * `skin`: ../../masks.ts' skinMask of the face (made once by the caller); `strength` and
 * `everywhere` (finer, over the rest of the picture) the most grain laid on it, as a share of the
 * light; `photo`: the photo's own fineDetail at the result's size, read before any retouch.
 */
export function skinGrain(
  picture: Rgb,
  skin: Grey,
  strength: number,
  random: Random,
  everywhere: number,
  photo: PhotoTexture,
): void {
  if (strength <= 0 && everywhere <= 0) return;
  const { width, height, data } = picture;
  const noise = grain(width, height, random, 0.75);
  // The grain as it would be laid at full strength (multiplied, so as visible in the shadows as in
  // the lights), to read how much pixel-scale detail one unit of it adds on each side.
  const light = toGrey(picture).data;
  const unit = new Float32Array(light.length);
  for (let i = 0; i < unit.length; i++) unit[i] = (noise.data[i] - 0.5) * 2 * light[i];
  const has = fineDetail(picture, skin);
  const onSkin = Math.min(strength, topUp(has.skin, photo.skin, fineBand(unit, width, height, skin, 'inside')));
  const offSkin = Math.min(everywhere, topUp(has.rest, photo.rest, fineBand(unit, width, height, skin, 'outside')));
  for (let i = 0, p = 0; i < skin.data.length; i++, p += 3) {
    // Each side its own share: the rest's top-up laid on skin that needs none was grain again.
    const m = onSkin * skin.data[i] + offSkin * (1 - skin.data[i]);
    if (m <= 0) continue;
    const gain = 1 + (noise.data[i] - 0.5) * 2 * m;
    for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, data[p + c] * gain);
  }
}

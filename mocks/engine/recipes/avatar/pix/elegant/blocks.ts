// A small photo's blur and JPEG blocks taken off the sitter before the portrait is made: an
// enlarged gallery face carries blocks a few hundredths of light deep across its skin, hair and
// clothes (the first photo version's "blocky, smeared"). An edge-aware filter (the domain
// transform) smooths those small steps away along each surface while an eyelid's, a lip's or the
// hair's edge against the skin (a tenth of light and more) stays; ../younger/sharpen.ts then makes
// those edges crisp again.
import { domainTransform } from '../../../shared/domainTransform';
import { createGrey, smoothstep, type Grey, type Rgb } from '../../../shared/raster';
import { blurLocal } from '../../blur';
import { faceFrame, type XY } from '../../landmarks';
import { featuresMask } from '../../masks';
import { blendWithMask, faceUnit } from '../../retouch';

/**
 * Smooths `picture` in place where `matte` (the sitter) says, the eyes, brows and lips left as
 * they are (smoothed, a soft face's small eyes faded into pale smudges).
 */
export function smoothBlocks(picture: Rgb, mesh: readonly XY[], matte: Grey): void {
  const unit = faceUnit(mesh);
  const smooth = domainTransform(picture, Math.max(3, unit * 0.3), 0.1, 3);
  const features = blurLocal(featuresMask(mesh, picture.width), Math.max(1, unit * 0.04));
  const where = createGrey(picture.width, picture.height);
  for (let i = 0; i < where.data.length; i++) where.data[i] = matte.data[i] * (1 - features.data[i]);
  blendWithMask(picture, smooth, where);
  // Below the chin (the arms, shoulders and clothes) the enlarged blocks step by more than a
  // tenth of light at the arm's and the dress's edges: smoothed again with the range twice
  // as wide, the steps run together while the figure's outline stays.
  const { width, height } = picture;
  const from = Math.min(height - 1, Math.max(0, Math.floor(faceFrame(mesh).chin)));
  // Only the rows below the chin: a second pass over the whole square cost twice as much.
  const rows: Rgb = { width, height: height - from, data: picture.data.slice(from * width * 3) };
  const body = domainTransform(rows, Math.max(3, unit * 0.3), 0.2, 3);
  const below = createGrey(width, height - from);
  for (let y = 0; y < below.height; y++) {
    const share = smoothstep(0, unit * 0.5, y);
    for (let x = 0; x < width; x++) below.data[y * width + x] = share * matte.data[(y + from) * width + x];
  }
  blendWithMask(rows, body, below);
  picture.data.set(rows.data, from * width * 3);
}

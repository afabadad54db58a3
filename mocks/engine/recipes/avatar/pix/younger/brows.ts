// Fuller, darker brows, grown from the photo's own: a young brow is dense, dark and clearly
// edged; an older one thins, greys and fades into the skin. Within a soft region round each brow
// the mesh finds, the pixels already darker than the skin round them (the brow's hairs) are
// deepened in their own colour (multiplied), and the brow's body is tinted a little. Nothing is
// filled or drawn from the mesh: the mesh's brow outline, filled even at 0.14, sat as a grey arc
// above the older man's own thinner brow (the eighteenth stop), and a brow drawn in strokes as a
// grey stencil arc on a soft photo (the sixth blind panel: "drawn-on brows").
import { createGrey, type Rgb } from '../../../shared/raster';
import { blurLocal } from '../../blur';
import { LEFT_BROW, RIGHT_BROW, type XY } from '../../landmarks';
import { fillPolygon, scaledOnFace } from '../../masks';
import { faceUnit } from '../../retouch';
import { darkerThanAround } from './darkerThanAround';

/** The brows' hairs deepened by `amount` (0–1): darker in their own colour, their body a little denser. */
function deepenHairs(picture: Rgb, mesh: readonly XY[], amount: number): void {
  const size = picture.width;
  const unit = faceUnit(mesh);
  const region = createGrey(size, size);
  for (const contour of [RIGHT_BROW, LEFT_BROW])
    fillPolygon(
      scaledOnFace(
        contour.map((index) => mesh[index]),
        mesh,
        1.08,
        1.5,
      ),
      size,
      size,
      region,
    );
  const soft = blurLocal(region, unit * 0.03);
  // The skin round the brows: what a pixel is darker than is a hair.
  const hairs = darkerThanAround(picture, unit * 0.08);
  const { data } = picture;
  for (let i = 0, p = 0; i < soft.data.length; i++, p += 3) {
    const m = soft.data[i] * amount;
    if (m <= 0.002) continue;
    const factor = 1 - m * (0.12 + 0.38 * hairs[i]);
    for (let c = 0; c < 3; c++) data[p + c] *= factor;
  }
}

/** Both brows made fuller: their hairs deepened by `amount` (0–1). */
export function fullerBrows(picture: Rgb, mesh: readonly XY[], amount: number): void {
  if (amount > 0) deepenHairs(picture, mesh, amount);
}

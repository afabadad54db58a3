// A face-less figure's face asked of the face model once more, on the figure's head alone and
// enlarged. The engine's face finder sees the whole photo shrunk to its model's small input,
// where a standing person's face a few dozen pixels across is a few pixels; cropped to the top
// of the figure and enlarged, a sharp small face is one the model finds, on any skin, where a
// colour rule (ukiyoe/smallFace.ts, the fallback) depends on the skin's tone. The gallery's room
// sample's face (some 11 px across in its source, enlarged and soft) the model finds in no crop
// enlarged 2–6×: that one is the colour rule's.
import { detectFacesInPixels } from '../../../adapters/faces';
import { resizePixels, type Pixels } from '../../../adapters/image';
import { maskBounds } from '../../shared/maskBounds';
import { toBytes } from '../../shared/photo';
import { createRgb, type Rgb } from '../../shared/raster';
import { meshBox } from './meshBox';
import type { SmallFace } from './smallFace';

/** The head is searched for in this top share of the figure's height (a standing figure's head is an eighth of it). */
const HEAD_BAND = 0.25;
/** The crop is widened by this share of its height each side (a head at the figure's edge). */
const WIDEN = 0.15;
/** The crop is enlarged to this long side for the model (at most ENLARGE_MOST times). */
const SEARCH_SIDE = 640;
const ENLARGE_MOST = 6;

/** The figure's face by the face model, on its head's crop enlarged; undefined when it finds none on the figure. */
export async function modelSmallFace(photo: Rgb, sitter: Uint8Array): Promise<SmallFace | undefined> {
  const { width, height } = photo;
  const figure = maskBounds({ width, height, data: sitter });
  if (!figure) return undefined;
  const bandEnd = Math.min(height, Math.ceil(figure.top + (figure.bottom - figure.top + 1) * HEAD_BAND));
  // Everything above the figure's top is off it, so the band's bounds are the rows' above bandEnd.
  const band = maskBounds({ width, height: bandEnd, data: sitter.subarray(0, bandEnd * width) });
  if (!band) return undefined;
  const pad = Math.round((bandEnd - band.top) * WIDEN);
  const left = Math.max(0, band.left - pad);
  const right = Math.min(width - 1, band.right + pad);
  const top = Math.max(0, band.top - pad);
  const crop = cropped(photo, left, top, right - left + 1, bandEnd - top);
  const enlarge = Math.min(ENLARGE_MOST, SEARCH_SIDE / Math.max(crop.width, crop.height));
  const searched =
    enlarge > 1 ? await resizePixels(crop, Math.round(crop.width * enlarge), Math.round(crop.height * enlarge)) : crop;
  const scale = crop.width / searched.width;
  for (const face of await detectFacesInPixels(searched)) {
    if (face.mesh.length === 0) continue;
    const box = meshBox(face.mesh);
    const [cx, cy] = [left + box.cx * scale, top + ((box.top + box.bottom) / 2) * scale];
    // A face on the figure, not a picture on the wall beside it.
    if (!sitter[Math.round(cy) * width + Math.round(cx)]) continue;
    return { cx, cy, rx: (box.faceWidth / 2) * scale, ry: (box.faceHeight / 2) * scale };
  }
  return undefined;
}

/** The photo's pixels in a box, as bytes for the model. */
function cropped(photo: Rgb, left: number, top: number, width: number, height: number): Pixels {
  const box = createRgb(width, height);
  for (let y = 0; y < height; y++)
    box.data.set(
      photo.data.subarray(((top + y) * photo.width + left) * 3, ((top + y) * photo.width + left + width) * 3),
      y * width * 3,
    );
  return { width, height, channels: 3, data: toBytes(box) };
}

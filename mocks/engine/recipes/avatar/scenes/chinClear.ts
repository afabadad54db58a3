// Something dark in front of the chin: a small crop of a crowded photo often has the next
// person's head or a shoulder rising into the bottom of the face, and the face's oval takes it
// in, so the scene shows a black blob under the smile. Near-black pixels in the chin's part of
// the face (much darker than the face's skin, and dark outright) are taken for such a thing and
// painted over with the skin's colour in the chin's shade; a beard, lit like the face and far
// from black, stays.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { CHIN, type XY } from '../landmarks';

const LUMA = [0.299, 0.587, 0.114] as const;

/** The lower lip's lowest point: below it is the chin (above it an open mouth is dark and stays). */
const LOWER_LIP = 17;

/** `amount` (0–1): how much of the painting is done (a sharp photo's dark chin is a beard: 0). */
export function clearChin(picture: Rgb, mesh: readonly XY[], face: Grey, skin: Colour, amount = 1): void {
  if (amount <= 0) return;
  const size = picture.width;
  const { data } = picture;
  const skinLuma = LUMA[0] * skin[0] + LUMA[1] * skin[1] + LUMA[2] * skin[2];
  const from = Math.max(0, Math.floor(mesh[LOWER_LIP][1]));
  const to = Math.min(size, Math.ceil(mesh[CHIN][1] + (mesh[CHIN][1] - from)));
  if (to <= from) return;
  // The underside of the chin is in its own shade.
  const shade: Colour = [skin[0] * 0.82, skin[1] * 0.8, skin[2] * 0.8];
  const rows = to - from;
  const dark = createGrey(size, rows);
  for (let y = from; y < to; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      if (face.data[i] <= 0) continue;
      const p = i * 3;
      const luma = LUMA[0] * data[p] + LUMA[1] * data[p + 1] + LUMA[2] * data[p + 2];
      dark.data[(y - from) * size + x] =
        (1 - smoothstep(0.3, 0.5, luma / Math.max(0.02, skinLuma))) * (1 - smoothstep(0.08, 0.16, luma));
    }
  }
  // Judged pixel by pixel the occluder's edge is ragged, and painting it so leaves a jagged
  // dark line across the chin: the painted patch is softened and reaches a little past it.
  const soft = blurLocal(dark, Math.max(1, Math.abs(mesh[263][0] - mesh[33][0]) * 0.04));
  for (let y = from; y < to; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const m = face.data[i];
      if (m <= 0) continue;
      const cover = amount * Math.min(1, Math.max(dark.data[(y - from) * size + x], soft.data[(y - from) * size + x] * 1.8));
      if (cover <= 0) continue;
      const p = i * 3;
      for (let c = 0; c < 3; c++) data[p + c] += (shade[c] - data[p + c]) * cover;
    }
  }
}

// A smile's teeth kept out of the lips' colour. On a soft face the mesh often reads a smile's
// parted lips as nearly closed, so its opening (printFace.ts MOUTH_OPENING) is a sliver and the
// lips' colour, laid over the rest of the mouth, covered the teeth: the asian woman's, the
// brunette's and the grey photo's smiles were painted as one mauve or grey slab. What the photo
// shows there decides instead: a pixel well lighter than the lips is no lip.
import { rgbToLab } from '../../shared/colour';
import { smoothstep, type Grey, type Rgb } from '../../shared/raster';

/** CIELAB L above the lips' own where the lips' colour starts to give way, and where it is gone. */
const LIGHTER_FROM = 8;
const LIGHTER_GONE = 18;

/** `lips` (0–1, where the lips' colour is laid) lowered wherever `photo` is lighter than `lipL`. */
export function offTheTeeth(lips: Grey, photo: Rgb, lipL: number): void {
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < lips.data.length; i++, p += 3) {
    if (lips.data[i] <= 0) continue;
    rgbToLab(photo.data[p], photo.data[p + 1], photo.data[p + 2], lab);
    lips.data[i] *= 1 - smoothstep(lipL + LIGHTER_FROM, lipL + LIGHTER_GONE, lab[0]);
  }
}

// A smile's teeth kept out of the lips' colour and lines. On a soft face the mesh often reads a
// smile's parted lips as nearly closed, so its opening (printFace.ts MOUTH_OPENING) is a sliver:
// the lips' colour, laid over the rest of the mouth, covered the teeth and the line where the lips
// meet was drawn across them (the asian woman's, the brunette's and the grey photo's smiles were
// painted as one mauve or grey slab). What the photo shows there decides instead: a pixel well
// lighter than the lips is no lip.
import { rgbToLab } from '../../shared/colour';
import { smoothstep, type Grey, type Rgb } from '../../shared/raster';

/** CIELAB L above the lips' own where the lips' colour starts to give way, and where it is gone. */
const LIGHTER_FROM = 8;
const LIGHTER_GONE = 18;

/**
 * `mask` (0–1) lowered wherever `photo` is lighter than `lipL`; only inside `within` (0–1) when
 * given, so a mask that also holds the eyes and brows keeps them.
 */
export function offTheTeeth(mask: Grey, photo: Rgb, lipL: number, within?: Grey): void {
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const where = within ? within.data[i] : 1;
    if (mask.data[i] <= 0 || where <= 0) continue;
    rgbToLab(photo.data[p], photo.data[p + 1], photo.data[p + 2], lab);
    mask.data[i] *= 1 - where * smoothstep(lipL + LIGHTER_FROM, lipL + LIGHTER_GONE, lab[0]);
  }
}

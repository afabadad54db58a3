// The person's own modelling laid over the modelled sitter's face: the toon renderer paints every
// face as the same smooth plane lit by one modelled relief, which blind readers saw as "a pale
// doll-like blob of a face" with "the same cartoon eyes" for everyone. The photo, reshaped to the
// same mesh, still holds what makes the face this person's at the scale of its features: the
// sockets and lids round the eyes, the nose's side and tip, the folds beside the mouth, the
// cheekbones. Its light there over its own broad light (a ratio, so the painted colour and key
// stay the look's) is multiplied into the painted skin. Finer than FINE the enlarged photo is
// only blur and JPEG blocks, so it is left out; broader than BROAD is the photo's lighting, which
// the look's key replaces.
import { createGrey, smoothstep, type Grey, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';
import { distance, faceFrame, type XY } from '../../landmarks';

/** The finest modelling kept, in eye spans (a Gaussian's sigma): the enlarged photo's blocks are below it. */
const FINE = 0.035;
/** The broadest, in eye spans: beyond it the photo's own light, which the look's key replaces. */
const BROAD = 0.3;
/**
 * How far the modelling may darken or lighten a pixel (a ratio's bounds before `strength`): at
 * 0.55 a lock of the photo's hair across the held-out brunette's cheek was a dark smear.
 */
const RANGE: readonly [number, number] = [0.7, 1.2];

export interface ModellingOptions {
  /** The share of the photo's modelling kept, as a power of its ratio (0 none … 1 all of it). */
  strength: number;
}

function lumaPlane(picture: Rgb): Grey {
  const plane = createGrey(picture.width, picture.height);
  for (let i = 0, p = 0; i < plane.data.length; i++, p += 3)
    plane.data[i] = 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
  return plane;
}

/**
 * The photo's modelling (its light over its broad light, RANGE-bounded) where `where` lets it, 1
 * elsewhere: the ratio each painted pixel is multiplied by at full strength.
 */
export function photoModelling(photo: Rgb, face: readonly XY[], within: Grey, where: Grey): Grey {
  const unit = distance(face[33], face[263]);
  const light = lumaPlane(photo);
  // Both blurs normalised inside the face (the photo's hair and room beside the cheek would
  // otherwise darken or lighten its edge).
  const inside = createGrey(photo.width, photo.height);
  for (let i = 0; i < inside.data.length; i++) {
    inside.data[i] = within.data[i];
    light.data[i] *= within.data[i];
  }
  const blurred = (sigma: number): Float32Array => {
    const sum = blurGrey(light, sigma).data;
    const weight = blurGrey(inside, sigma).data;
    for (let i = 0; i < sum.length; i++) sum[i] = weight[i] > 0.05 ? sum[i] / weight[i] : 0;
    return sum;
  };
  const fine = blurred(Math.max(1, unit * FINE));
  const broad = blurred(unit * BROAD);
  const ratio = createGrey(photo.width, photo.height, 1);
  for (let i = 0; i < ratio.data.length; i++) {
    const w = where.data[i];
    if (w <= 0) continue;
    if (broad[i] <= 0) continue;
    const own = Math.min(RANGE[1], Math.max(RANGE[0], fine[i] / Math.max(0.02, broad[i])));
    ratio.data[i] = 1 + (own - 1) * w;
  }
  return ratio;
}

/**
 * Where the modelling is laid: the face's oval, faded in over a tenth of the eye span from its
 * edge (the jaw's clean edge is not touched) and out above the brows (the forehead's light is
 * the hair's shadow in many photos, not form).
 */
export function modellingArea(faceMask: Grey, face: readonly XY[]): Grey {
  const unit = distance(face[33], face[263]);
  const inner = blurGrey(faceMask, unit * 0.06);
  const { top } = faceFrame(face);
  const brows = (face[105][1] + face[334][1]) / 2;
  const area = createGrey(faceMask.width, faceMask.height);
  for (let i = 0; i < area.data.length; i++) {
    const y = Math.floor(i / faceMask.width) + 0.5;
    const below = smoothstep(top, brows, y);
    area.data[i] = smoothstep(0.75, 1, inner.data[i]) * faceMask.data[i] * below;
  }
  return area;
}

/** The photo's modelling multiplied into the painted face in place (`photo`: the photo reshaped to `face`). */
export function layOwnModelling(picture: Rgb, photo: Rgb, faceMask: Grey, face: readonly XY[], options: ModellingOptions): void {
  const ratio = photoModelling(photo, face, faceMask, modellingArea(faceMask, face)).data;
  const { data } = picture;
  for (let i = 0, p = 0; i < ratio.length; i++, p += 3) {
    if (ratio[i] === 1) continue;
    const k = ratio[i] ** options.strength;
    for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, data[p + c] * k);
  }
}

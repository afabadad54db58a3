// The neck of a 3D toon, drawn rather than kept: a photo's neck is mostly in the head's shadow,
// and kept (or matched by colour) it read as a grey-brown smear under a rendered face. Here the
// neck is a cylinder under the jaw, as wide as a neck is for this face, painted in the face's
// own skin and lit as the render lights the face, with the head's soft shadow falling on it
// under the jaw. Where the photo's colour there is a collar or a top, the clothes stay.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { distance, FACE_OVAL, outline, type XY } from '../landmarks';
import { fillPolygon } from '../masks';

export interface Neck {
  /** How much each pixel is the neck's skin (0–1), the face's oval left out. */
  weight: Grey;
  /** The light on the neck (0 unlit … 1 facing the key), its shadow under the jaw included. */
  light: Grey;
}

function luma(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** 0–1: how near a pixel's colour is to the skin's, loosely (a neck in deep shade still is; a white collar or a dark top is not). */
function skinish(data: Float32Array, p: number, tone: Colour): number {
  const sum = data[p] + data[p + 1] + data[p + 2];
  const total = tone[0] + tone[1] + tone[2] || 1;
  if (sum <= 0.03) return 0;
  const d = Math.hypot(data[p] / sum - tone[0] / total, data[p + 1] / sum - tone[1] / total) / 0.08;
  const ratio = luma(data[p], data[p + 1], data[p + 2]) / (luma(tone[0], tone[1], tone[2]) || 0.5);
  return Math.exp(-d * d) * smoothstep(0.12, 0.25, ratio) * smoothstep(1.9, 1.5, ratio);
}

/** How far the head's shadow on the neck is softened, in eye distances, unless a look says. */
export const NECK_SHADOW_SOFTNESS = 0.12;

/**
 * The neck under the face in `picture` (the smoothed, reshaped portrait), lit by a key from the
 * left or right with the look's wrap; `flat` is the light a surface facing the camera gets, and
 * `shadowSoftness` how far the head's shadow on it is softened, in eye distances; `shadowToJaw`
 * whether that shadow reaches up to the face's edge.
 */
export function drawnNeck(
  picture: Rgb,
  mesh: readonly XY[],
  person: Grey,
  tone: Colour,
  key: { fromLeft: boolean; wrap: number; flat: number; shadowSoftness: number; shadowToJaw: boolean },
): Neck {
  const { width, height, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const faceWidth = distance(mesh[234], mesh[454]);
  // Under the middle of the jaw (not the chin's tip, which a turned face moves aside).
  const cx = (mesh[172][0] + mesh[397][0] + mesh[152][0] * 2) / 4;
  const top = (mesh[172][1] + mesh[397][1]) / 2;
  const chin = mesh[152][1];
  const half = faceWidth * 0.3;
  const bottom = chin + unit * 1.6;
  const face = fillPolygon(outline(mesh, FACE_OVAL), width, height);
  // The head's shadow: its oval moved down and softened, falling on the neck below the jaw.
  // Softened by the look's `shadowSoftness`: pix/pixar's 0.05 eye distances is a band under the
  // chin over the lit cylinder; at 0.12 the shadow's edge ran down the whole of its short neck,
  // "a blurry neck, soft and out of focus" to a blind reader (./neckShadow.test.ts). Disney keeps
  // 0.12: its flat band with the shading curving up into it was kept over the crisper one, 6 to 0.
  const dropped = createGrey(width, height);
  const drop = Math.round(unit * 0.22);
  for (let y = drop; y < height; y++) dropped.data.set(face.data.subarray((y - drop) * width, (y - drop + 1) * width), y * width);
  const shadow = blurLocal(dropped, unit * key.shadowSoftness).data;
  const weight = createGrey(width, height);
  const light = createGrey(width, height, key.flat);
  const side = key.fromLeft ? -1 : 1;
  for (let y = Math.max(0, Math.floor(top)); y < Math.min(height, Math.ceil(bottom)); y++) {
    // The neck widens a little towards its base, where it meets the shoulders.
    const down = (y - chin) / (bottom - chin);
    const radius = half * (1 + Math.max(0, down) * 0.25);
    const fade = 1 - smoothstep(0.75, 1, down);
    for (let x = Math.max(0, Math.floor(cx - radius * 1.2)); x < Math.min(width, Math.ceil(cx + radius * 1.2)); x++) {
      const i = y * width + x;
      const s = (x + 0.5 - cx) / radius;
      const inside = smoothstep(1.3, 0.7, Math.abs(s)) * fade * (1 - face.data[i]);
      // Its light wherever the render may blend to it: the render's face (./faceOutline.ts'
      // balanced oval) is not this mesh oval, and where it ended inside this one the neck's
      // light was the unshadowed flat light.
      if (inside <= 0 && !key.shadowToJaw) continue;
      weight.data[i] = inside * person.data[i] * skinish(data, i * 3, tone);
      // A cylinder's normal across, lit with the wrap skin has; the jaw's shadow over it.
      // Flattened: a full cylinder's dark edge met the flat-lit shoulders in a hard line.
      const across = Math.max(-1, Math.min(1, s)) * 0.6;
      const lit = (across * side * 0.55 + Math.sqrt(1 - across * across) * 0.7) / Math.hypot(0.55, 0.7);
      const diffuse = Math.max(0, (lit + key.wrap) / (1 + key.wrap));
      // The render blends to this light by (1 - its face): held off this oval too, the shadow
      // was off where the face's edge ends, so the neck's light showed there, a lit line along
      // the jaw brighter than the face and the neck (pix/pixar: "a thin light seam along the
      // jawline", ./jawSeam.test.ts). Disney keeps it (its look kept byte for byte).
      const held = key.shadowToJaw ? 1 : 1 - face.data[i];
      light.data[i] = diffuse * (1 - 0.55 * shadow[i] * held) * 0.92;
    }
  }
  return { weight: blurLocal(weight, unit * 0.03), light };
}

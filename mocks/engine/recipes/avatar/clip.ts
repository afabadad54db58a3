// The clip styles: the user's face cut out along the mesh's face oval (a soft, feathered
// edge) and set into a drawn scene — an SVG behind it, another over it, both rendered by
// librsvg (the image adapter) — with the face's colour moved a little towards the scene's light.
import { drawSvg } from '../../adapters/image';
import type { Random } from '../shared/random';
import { createRgb, type Colour, type Grey, type Rgb } from '../shared/raster';
import type { Framing, Portrait } from './align';
import { CHIN, FACE_OVAL, FOREHEAD_TOP, SKIN_SAMPLES, type XY } from './landmarks';
import { faceOvalMask, type OvalOptions } from './masks';
import { faceUnit, sharpen, smoothSkin } from './retouch';
import type { SceneDrawing, SceneFace } from './scenes/kit';
import { toHex } from './scenes/kit';
import type { AvatarStyle } from './style';

export interface Scene {
  /** Where the face goes in the square. */
  framing: (random: Random) => Framing;
  draw: (face: SceneFace, random: Random) => SceneDrawing;
  /** The scene's light, and how much of it the face takes on (0–1). */
  light: Colour;
  lightAmount: number;
  /** How the face is cut out. */
  cut: OvalOptions;
}

/** Mean colour over small discs around the given points. */
function sampleColour(picture: Rgb, points: readonly XY[], radius: number): Colour {
  const { width, height, data } = picture;
  const sum = [0, 0, 0];
  let count = 0;
  const r = Math.max(1, Math.round(radius));
  for (const [px, py] of points) {
    for (let y = Math.round(py) - r; y <= Math.round(py) + r; y++) {
      for (let x = Math.round(px) - r; x <= Math.round(px) + r; x++) {
        if (x < 0 || y < 0 || x >= width || y >= height || (x - px) ** 2 + (y - py) ** 2 > r * r) continue;
        const p = (y * width + x) * 3;
        sum[0] += data[p];
        sum[1] += data[p + 1];
        sum[2] += data[p + 2];
        count++;
      }
    }
  }
  return count > 0 ? [sum[0] / count, sum[1] / count, sum[2] / count] : [0.8, 0.65, 0.55];
}

export function measureFace({ picture, mesh }: Portrait): SceneFace {
  const oval = FACE_OVAL.map((index) => mesh[index]);
  const left = Math.min(...oval.map((p) => p[0]));
  const right = Math.max(...oval.map((p) => p[0]));
  const top = Math.min(...oval.map((p) => p[1]));
  const bottom = Math.max(...oval.map((p) => p[1]));
  const unit = faceUnit(mesh);
  const skin = sampleColour(
    picture,
    SKIN_SAMPLES.map((index) => mesh[index]),
    unit * 0.05,
  );
  // Hair: just above the hairline, a little way up from the top of the oval.
  const height = bottom - top;
  const above = [FOREHEAD_TOP, 109, 338].map((index): XY => [mesh[index][0], mesh[index][1] - height * 0.1]);
  const found = sampleColour(picture, above, unit * 0.06);
  // Kept dark and a little towards brown: hair, even when the sample caught a bright wall.
  const hairLight = Math.min(1, 0.45 / Math.max(0.05, (found[0] + found[1] + found[2]) / 3));
  const sampled = found.map((v, c) => Math.min(v, v * hairLight) * 0.8 + [0.16, 0.1, 0.07][c] * 0.2);
  // A sample no darker than the skin caught forehead or a pale wall, not hair: dark brown then.
  const luma = (c: readonly number[]): number => 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
  const hair = luma(sampled) < luma(skin) * 0.7 ? sampled : [0.23, 0.16, 0.12];
  return {
    size: picture.width,
    left,
    top,
    right,
    bottom,
    centreX: (left + right) / 2,
    chin: mesh[CHIN],
    jawLeft: mesh[172],
    jawRight: mesh[397],
    // The discs take in some shadow; the face as seen is a little lighter than their mean.
    skin: toHex(skin[0] * 1.08, skin[1] * 1.07, skin[2] * 1.06),
    skinShade: toHex(skin[0] * 0.72, skin[1] * 0.66, skin[2] * 0.66),
    hair: toHex(hair[0], hair[1], hair[2]),
  };
}

async function render(svgText: string, size: number): Promise<Uint8Array> {
  const drawn = await drawSvg(svgText, { alpha: true });
  if (drawn.width !== size || drawn.height !== size) throw new Error('avatar: a scene rendered at the wrong size');
  return drawn.data;
}

/** The face's colour moved towards the scene's light: its hue a little, its brightness less. */
function matchLight(picture: Rgb, mask: Grey, light: Colour, amount: number): void {
  const { data } = picture;
  const lightGrey = (light[0] + light[1] + light[2]) / 3;
  const gain = light.map((v) => 1 + (v / Math.max(0.05, lightGrey) - 1) * amount);
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    if (mask.data[i] <= 0) continue;
    for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, data[p + c] * gain[c]);
  }
}

export function clipStyle(scene: Scene): AvatarStyle {
  return {
    frame: scene.framing,
    make: async (portrait, random) => {
      const size = portrait.picture.width;
      const mask = faceOvalMask(portrait.mesh, size, scene.cut);
      // A drawn scene is clean: the face's pores, noise and JPEG blocks would show against it,
      // so its skin is evened (features kept, then crisped a little) before it goes in; the
      // neck and shoulders are drawn in the colour the face then has.
      smoothSkin(portrait.picture, portrait.mesh, 1);
      sharpen(portrait.picture, Math.max(1, faceUnit(portrait.mesh) * 0.02), 0.5);
      matchLight(portrait.picture, mask, scene.light, scene.lightAmount);
      const face = measureFace(portrait);
      const drawing = scene.draw(face, random);
      const [back, front] = await Promise.all([render(drawing.back, size), render(drawing.front, size)]);

      const result = createRgb(size, size);
      const out = result.data;
      const photo = portrait.picture.data;
      for (let i = 0, p = 0, q = 0; i < mask.data.length; i++, p += 3, q += 4) {
        const m = mask.data[i];
        const f = front[q + 3] / 255;
        for (let c = 0; c < 3; c++) {
          const behind = (back[q + c] / 255) * (1 - m) + photo[p + c] * m;
          out[p + c] = behind * (1 - f) + (front[q + c] / 255) * f;
        }
      }
      return result;
    },
  };
}

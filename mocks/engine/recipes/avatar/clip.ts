// The clip styles: the user's face cut out along the mesh's face oval (a soft, feathered
// edge) — with their own hair and neck where the scene shows them (headMatte.ts, neckMatte.ts)
// — and set into a drawn scene: an SVG behind it, clothes over its neck, props over all, each
// rendered by librsvg (the image adapter), with the person's colour moved a little towards
// the scene's light. A scene that dresses the person is told whom it dresses (traits.ts).
import { drawSvg } from '../../adapters/image';
import type { Random } from '../shared/random';
import { cloneRgb, createRgb, smoothstep, type Colour, type Grey, type Rgb } from '../shared/raster';
import { gaussianData, guidedRgb } from './blur';
import type { Framing, Portrait } from './align';
import { CHIN, FACE_OVAL, SKIN_SAMPLES, type XY } from './landmarks';
import { faceOvalMask, type OvalOptions } from './masks';
import { faceUnit, sharpen, smoothSkin } from './retouch';
import { headMatte } from './headMatte';
import { neckColour, neckMatte } from './neckMatte';
import type { SceneDrawing, SceneFace } from './scenes/kit';
import { toHex } from './scenes/kit';
import type { AvatarStyle } from './style';
import { wearerIn, type Wearer } from './traits';

export interface Scene {
  /** Where the face goes in the square. */
  framing: (random: Random) => Framing;
  draw: (face: SceneFace, random: Random, wearer: Wearer) => SceneDrawing;
  /** Whether the scene dresses the person by the face's gender estimate (else 'unsure' is passed). */
  dressed?: boolean;
  /** Whether the photo's own hair (and forehead, ears) is kept around the face. */
  keepHair?: boolean;
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
  // The photo's neck where it fades into the drawn one, so the two meet without a seam.
  const neck = neckColour(picture, mesh) ?? [skin[0] * 0.85, skin[1] * 0.82, skin[2] * 0.82];
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
    neck: toHex(neck[0], neck[1], neck[2]),
  };
}

async function render(svgText: string, size: number): Promise<Uint8Array> {
  const drawn = await drawSvg(svgText, { alpha: true });
  if (drawn.width !== size || drawn.height !== size) throw new Error('avatar: a scene rendered at the wrong size');
  return drawn.data;
}

/**
 * The photo's colour moved towards the scene's light: its hue a little, its brightness less.
 * All of it, since only the cut-out parts (face, hair, neck) are used.
 */
function matchLight(picture: Rgb, light: Colour, amount: number): void {
  const { data } = picture;
  const lightGrey = (light[0] + light[1] + light[2]) / 3;
  const gain = light.map((v) => 1 + (v / Math.max(0.05, lightGrey) - 1) * amount);
  for (let p = 0; p < data.length; p += 3) {
    for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, data[p + c] * gain[c]);
  }
}

/** `picture` back to `before` where `inside` is 0, kept where it is 1. */
function keepOutside(picture: Rgb, before: Rgb, inside: Grey): void {
  const { data } = picture;
  for (let i = 0, p = 0; i < inside.data.length; i++, p += 3) {
    const m = inside.data[i];
    if (m >= 1) continue;
    for (let c = 0; c < 3; c++) data[p + c] = before.data[p + c] + (data[p + c] - before.data[p + c]) * m;
  }
}

/** The most of several masks, pixel by pixel, into the first. */
function union(into: Grey, ...others: readonly (Grey | undefined)[]): Grey {
  for (const other of others) {
    if (!other) continue;
    for (let i = 0; i < into.data.length; i++) if (other.data[i] > into.data[i]) into.data[i] = other.data[i];
  }
  return into;
}

/**
 * Where the cut-out is partly see-through, its pixels hold some of the photo's own background
 * (a pale wall glowing round dark hair): there their colour is pulled towards the cut-out's
 * colour just inside, so only the person's colours meet the scene.
 */
function cleanEdge(picture: Rgb, mask: Grey, sigma: number): void {
  const { data } = picture;
  const weighted = new Float32Array(data.length);
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const m = mask.data[i] * mask.data[i];
    weighted[p] = data[p] * m;
    weighted[p + 1] = data[p + 1] * m;
    weighted[p + 2] = data[p + 2] * m;
  }
  const squared = new Float32Array(mask.data.length);
  for (let i = 0; i < squared.length; i++) squared[i] = mask.data[i] * mask.data[i];
  const colour = gaussianData(weighted, picture.width, picture.height, 3, sigma);
  const weight = gaussianData(squared, picture.width, picture.height, 1, sigma);
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const m = mask.data[i];
    if (m <= 0 || m >= 0.98 || weight[i] < 1e-3) continue;
    const keep = smoothstep(0.35, 0.98, m);
    for (let c = 0; c < 3; c++) data[p + c] = data[p + c] * keep + (colour[p + c] / weight[i]) * (1 - keep);
  }
}

/** `layer` (straight RGBA bytes) laid over `out` (0–1 RGB) by its alpha. */
function over(out: Float32Array, layer: Uint8Array): void {
  for (let p = 0, q = 0; p < out.length; p += 3, q += 4) {
    const f = layer[q + 3] / 255;
    if (f <= 0) continue;
    for (let c = 0; c < 3; c++) out[p + c] = out[p + c] * (1 - f) + (layer[q + c] / 255) * f;
  }
}

export function clipStyle(scene: Scene): AvatarStyle {
  return {
    frame: scene.framing,
    make: async (portrait, random) => {
      const size = portrait.picture.width;
      const wearer: Wearer = scene.dressed ? await wearerIn(portrait.picture, portrait.mesh) : 'unsure';
      const head = scene.keepHair ? headMatte(portrait.picture, portrait.mesh) : undefined;
      // A drawn scene is clean: the face's pores, noise and JPEG blocks would show against it,
      // so its skin is evened (features kept, then crisped a little) before it goes in; the
      // drawn neck and skin below continue the photo's own neck colour (measureFace).
      smoothSkin(portrait.picture, portrait.mesh, 1);
      const oval = faceOvalMask(portrait.mesh, size, scene.cut);
      // Only the face is crisped: the kept hair, enlarged from a small photo, would turn to grit.
      const unsharpened = head ? cloneRgb(portrait.picture) : undefined;
      sharpen(portrait.picture, Math.max(1, faceUnit(portrait.mesh) * 0.02), 0.5);
      // and smoothed a little, edges kept, so it reads as hair rather than enlarged JPEG blocks.
      if (unsharpened) {
        // Blended over a wide rim, so no line shows where the face's treatment ends on the forehead.
        const wideOval = faceOvalMask(portrait.mesh, size, { ...scene.cut, feather: faceUnit(portrait.mesh) * 0.12 });
        keepOutside(
          portrait.picture,
          guidedRgb(unsharpened, Math.max(1, Math.round(faceUnit(portrait.mesh) * 0.025)), 0.008),
          wideOval,
        );
      }
      matchLight(portrait.picture, scene.light, scene.lightAmount);
      const face = measureFace(portrait);
      const drawing = scene.draw(face, random, wearer);
      const neck = drawing.neckTo === undefined ? undefined : neckMatte(portrait.picture, portrait.mesh, drawing.neckTo);
      const mask = union(oval, head, neck);
      if (head) cleanEdge(portrait.picture, mask, Math.max(1, faceUnit(portrait.mesh) * 0.05));
      const [back, middle, front] = await Promise.all([
        render(drawing.back, size),
        drawing.middle === undefined ? Promise.resolve(undefined) : render(drawing.middle, size),
        render(drawing.front, size),
      ]);

      const result = createRgb(size, size);
      const out = result.data;
      const photo = portrait.picture.data;
      for (let i = 0, p = 0, q = 0; i < mask.data.length; i++, p += 3, q += 4) {
        const m = mask.data[i];
        for (let c = 0; c < 3; c++) out[p + c] = (back[q + c] / 255) * (1 - m) + photo[p + c] * m;
      }
      if (middle) over(out, middle);
      over(out, front);
      return result;
    },
  };
}

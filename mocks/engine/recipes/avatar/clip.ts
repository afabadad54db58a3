// The clip styles: the user's face cut out along the mesh's face oval (a soft, feathered
// edge) — with their own hair and neck where the scene shows them (the shared person matte kept
// to the head, scenes/headCut.ts; neckMatte.ts)
// — and set into a drawn scene: an SVG behind it, clothes over its neck, props over all, each
// rendered by librsvg (the image adapter). The person is lit by the scene (scenes/light.ts):
// their colour moved towards its key light, one side lit more, a rim of its light on the far
// edge, and the head's soft shadow on the neck and collar. A scene that dresses the person is
// told whom it dresses (traits.ts), and the neck's width is the person's (neckMatte.ts). A
// black-and-white photo makes a black-and-white picture (scenes/monochrome.ts).
import { drawSvg } from '../../adapters/image';
import { isBlackAndWhite } from '../shared/blackAndWhite';
import { hex } from '../shared/colour';
import type { Random } from '../shared/random';
import { cloneRgb, createGrey, createRgb, smoothstep, unionInto, type Colour, type Grey, type Rgb } from '../shared/raster';
import { blurLocal, gaussianData } from './blur';
import type { Framing, Portrait } from './align';
import { CHIN, eyeCentres, FACE_OVAL, faceFrame, LEFT_EYE, RIGHT_EYE, SKIN_SAMPLES, type XY } from './landmarks';
import { faceOvalMask, fillPolygon, skinMask, type OvalOptions } from './masks';
import { faceUnit } from './retouch';
import { personMatte } from './personMatte';
import { clearChin } from './scenes/chinClear';
import { crown } from './scenes/crown';
import { defocused } from './scenes/depth';
import { lightFor, liftDimFace } from './scenes/exposure';
import { finishFace, finishFor, softShare } from './scenes/faceFinish';
import { extendFace } from './scenes/faceExtend';
import { clampHalos, featureOpenings } from './scenes/haloClamp';
import { headCut } from './scenes/headCut';
import { headShape } from './scenes/headShape';
import { shadeJaw } from './scenes/jawShade';
import { longHair } from './scenes/longHair';
import { clearUnderJaw, paintNeck } from './scenes/neckPaint';
import { clarifyFace, clarityFor, fineShare } from './scenes/faceClarity';
import { faceLevelsFor, setFaceLevels } from './scenes/faceLevels';
import { photoFinish, softnessOf } from './scenes/photoFinish';
import { photoPresent } from './scenes/photoPresent';
import { neckColour, neckMatte, neckWidth } from './neckMatte';
import type { SceneDrawing, SceneFace } from './scenes/kit';
import { toHex } from './scenes/kit';
import { toPrint } from './scenes/monochrome';
import { evening, evenSkin } from './scenes/evenSkin';
import { faceLight } from './scenes/keySide';
import { wrapLight } from './scenes/lightWrap';
import { dimWallEdge } from './scenes/wallEdge';
import { lightSide } from './scenes/sideLight';
import { keyAndRim, shadowUnderHead, toSceneLight, type KeyLight } from './scenes/light';
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
  /** The scene's light, and how much of its hue the person takes on (0–1, brightness kept). */
  light: Colour;
  lightAmount: number;
  /** The key light's side and strength and the rim it draws on the head's far edge. */
  key: Omit<KeyLight, 'colour'>;
  /** How the face is cut out. */
  cut: OvalOptions;
  /**
   * Whether the neck is painted in the face's skin (neckPaint.ts) down to the drawing's
   * `neckTo`, rather than the photo's own neck carried into a drawn one.
   */
  paintsNeck?: boolean;
  /** How far the back layer is out of focus: its blur's sigma as a share of the square (0: sharp). */
  depth?: number;
  /** How dark the corners go and how much the brightest parts glow (photoFinish.ts). */
  vignette?: number;
  bloom?: number;
  /**
   * Whether the face's sharpening is held within the photo's own local light and dark
   * (haloClamp.ts): the robot's, whose soft faces came out "crunchy, halos on the brows".
   */
  haloFree?: boolean;
}

/** The mean colour of a layer's opaque pixels, scaled so its brightest channel is 1: the scene's own shadow tint. */
function tintOf(layer: Uint8Array): Colour {
  const sum = [0, 0, 0];
  for (let q = 0; q < layer.length; q += 16) for (let c = 0; c < 3; c++) sum[c] += layer[q + c] * (layer[q + 3] / 255);
  const top = Math.max(1e-6, ...sum);
  return [sum[0] / top, sum[1] / top, sum[2] / top];
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

export function measureFace({ picture, mesh }: Portrait, ownNeck = true): SceneFace {
  const { left, right, top, chin: bottom } = faceFrame(mesh);
  const unit = faceUnit(mesh);
  const skin = sampleColour(
    picture,
    SKIN_SAMPLES.map((index) => mesh[index]),
    unit * 0.05,
  );
  // The photo's neck where it fades into the drawn one, so the two meet without a seam.
  // Mostly the face's own skin a little shaded, so a neck in a deep shadow or a grey cast does
  // not draw a dark tube under a lit face.
  // Barely warmer than the face: a warmer shade sat the older man's pale, grey face on a brown neck.
  const shaded: Colour = [skin[0] * 0.94, skin[1] * 0.925, skin[2] * 0.92];
  // A painted neck (no photo's neck measured) is the face's own skin as the discs read it: its
  // light is the chin's cast shadow's (neckPaint.ts). Based on the shade above, under that
  // shadow its top was 20–30 L darker than the cheeks, a dark column under a bright face.
  const painted: Colour = [skin[0], skin[1] * 0.99, skin[2] * 0.985];
  // A photo's neck not found (hidden, cropped) is the shaded skin.
  const measured = ownNeck ? (neckColour(picture, mesh) ?? shaded) : undefined;
  const neck = measured ? measured.map((v, c) => v * 0.3 + shaded[c] * 0.7) : painted;
  return {
    size: picture.width,
    left,
    top,
    right,
    bottom,
    centreX: (left + right) / 2,
    chin: mesh[CHIN],
    eyes: [eyeCentres(mesh).right, eyeCentres(mesh).left],
    outline: FACE_OVAL.map((index) => mesh[index]),
    eyeLids: [...RIGHT_EYE, ...LEFT_EYE].map((index) => mesh[index]),
    jawLeft: mesh[172],
    jawRight: mesh[397],
    // The discs take in some shadow; the face as seen is a little lighter than their mean.
    skin: toHex(skin[0] * 1.08, skin[1] * 1.07, skin[2] * 1.06),
    skinShade: toHex(skin[0] * 0.72, skin[1] * 0.66, skin[2] * 0.66),
    neck: toHex(neck[0], neck[1], neck[2]),
    neckWidth: neckWidth(picture, mesh),
  };
}

async function render(svgText: string, size: number): Promise<Uint8Array> {
  const drawn = await drawSvg(svgText, { alpha: true });
  if (drawn.width !== size || drawn.height !== size) throw new Error('avatar: a scene rendered at the wrong size');
  return drawn.data;
}

/**
 * Where the cut-out is partly see-through, its pixels hold some of the photo's own background
 * (a pale wall glowing round dark hair): there their colour is pulled towards the cut-out's
 * colour just inside, so only the person's colours meet the scene.
 */
function cleanEdge(picture: Rgb, mask: Grey, sigma: number): void {
  const { width, height, data } = picture;
  // Only the rows and columns the cut-out reaches (and the blur's reach beyond) are filtered:
  // the head is a third of the square, and the filter was the still's largest cost.
  let x0 = width;
  let x1 = -1;
  let y0 = height;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask.data[y * width + x] <= 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return;
  const reach = Math.ceil(sigma * 3);
  x0 = Math.max(0, x0 - reach);
  y0 = Math.max(0, y0 - reach);
  const w = Math.min(width, x1 + reach + 1) - x0;
  const h = Math.min(height, y1 + reach + 1) - y0;
  const weighted = new Float32Array(w * h * 3);
  const squared = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y + y0) * width + x + x0;
      const j = y * w + x;
      const m = mask.data[i] * mask.data[i];
      squared[j] = m;
      for (let c = 0; c < 3; c++) weighted[j * 3 + c] = data[i * 3 + c] * m;
    }
  }
  const colour = gaussianData(weighted, w, h, 3, sigma);
  const weight = gaussianData(squared, w, h, 1, sigma);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y + y0) * width + x + x0;
      const j = y * w + x;
      const m = mask.data[i];
      if (m <= 0 || m >= 0.98 || weight[j] < 1e-3) continue;
      const keep = smoothstep(0.35, 0.98, m);
      for (let c = 0; c < 3; c++) data[i * 3 + c] = data[i * 3 + c] * keep + (colour[j * 3 + c] / weight[j]) * (1 - keep);
    }
  }
}

/**
 * The photo's neck (where `neck` is, outside the face's `oval`) given the drawn neck's colour:
 * a gain per channel so its mean is that colour. A neck in the chin's shadow, grey in a soft
 * photo, keeps its texture but no longer shows as a dark or grey band between face and collar.
 */
function toNeckColour(picture: Rgb, neck: Grey, oval: Grey, colour: Colour): void {
  const { data } = picture;
  const sum = [0, 0, 0];
  let weight = 0;
  for (let i = 0; i < neck.data.length; i++) {
    const m = neck.data[i] * (1 - oval.data[i]);
    if (m <= 0) continue;
    for (let c = 0; c < 3; c++) sum[c] += data[i * 3 + c] * m;
    weight += m;
  }
  if (weight < 1) return;
  const gain = colour.map((v, c) => Math.min(1.8, Math.max(0.6, v / Math.max(1e-3, sum[c] / weight))));
  for (let i = 0; i < neck.data.length; i++) {
    const m = neck.data[i] * (1 - oval.data[i]);
    if (m <= 0) continue;
    for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.min(1, data[i * 3 + c] * (1 + (gain[c] - 1) * m));
  }
}

/** A layer's alpha (0–1), or nothing (all 0) when there is no layer. */
function alphaOf(layer: Uint8Array | undefined, size: number): Grey {
  const alpha = createGrey(size, size);
  if (layer) for (let i = 0; i < alpha.data.length; i++) alpha.data[i] = layer[i * 4 + 3] / 255;
  return alpha;
}

/** `layer` (straight RGBA bytes) laid over `out` (0–1 RGB) by its alpha. */
function over(out: Float32Array, layer: Uint8Array): void {
  for (let p = 0, q = 0; p < out.length; p += 3, q += 4) {
    const f = layer[q + 3] / 255;
    if (f <= 0) continue;
    for (let c = 0; c < 3; c++) out[p + c] = out[p + c] * (1 - f) + (layer[q + c] / 255) * f;
  }
}

/** The photo (0–1 RGB) laid over `out` by `mask`. */
function photoOver(out: Float32Array, photo: Float32Array, mask: Grey): void {
  for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
    const m = mask.data[i];
    if (m <= 0) continue;
    for (let c = 0; c < 3; c++) out[p + c] = out[p + c] * (1 - m) + photo[p + c] * m;
  }
}

/**
 * How soft the drawing is made, in pixels: a lens's edge, no more. Blurred to the soft face's
 * own softness (1.4–2.2 px on the gallery's enlarged crops) and the backdrop further, the whole
 * picture read as out of focus, the clothes and scene alike (the lead's look, session 25).
 */
const DRAWING_SOFTNESS = 0.6;

/**
 * The square a halo-free face's sharpened pixel is held within the photo's range over, as a share
 * of the eyes' distance (half its side): about the features' sharpening scale, so a brow's own
 * darkest hair bounds it and the skin beside it its lightest.
 */
const HALO_REACH = 0.04;

export function clipStyle(scene: Scene): AvatarStyle {
  return {
    frame: scene.framing,
    make: async (portrait, random) => {
      const size = portrait.picture.width;
      const [wearer, person] = await Promise.all([
        scene.dressed ? wearerIn(portrait.picture, portrait.mesh) : Promise.resolve<Wearer>('unsure'),
        scene.keepHair ? personMatte(portrait.picture, portrait.mesh) : Promise.resolve(undefined),
      ]);
      // The face stays as the photo shows it, neither smoothed nor sharpened: a person knows
      // their own face, and a smoothed one reads as a blurred head pasted on a crisp drawing.
      const oval = faceOvalMask(portrait.mesh, size, scene.cut);
      // A black-and-white photo makes the picture black and white (monochrome.ts), read before
      // the scene's light tints the face.
      const print = isBlackAndWhite(portrait.picture) ? 1 : 0;
      // The scene's key falls from the side the photo lit the face from (keySide.ts).
      const faceLit = faceLight(portrait.picture, portrait.mesh, scene.key.from);
      const key = { ...scene.key, from: faceLit.from, colour: scene.light };
      const skinBefore = sampleColour(
        portrait.picture,
        SKIN_SAMPLES.map((index) => portrait.mesh[index]),
        faceUnit(portrait.mesh) * 0.05,
      );
      liftDimFace(portrait.picture, skinBefore);
      toSceneLight(portrait.picture, scene.light, lightFor(skinBefore, scene.lightAmount));
      const face = measureFace(portrait, !scene.paintsNeck);
      const drawing = scene.draw(face, random, wearer);
      // The face alone, for what is read from it (its softness, its finest detail, its levels)
      // and the head's shadow: not the reveal below, whose colour past the oval is spread and blurred.
      const faceOnly = { ...oval, data: oval.data.slice() };
      // The photo also where the drawing opens wider than the oval, feathered as the oval is.
      // Past the face's edge there the face's own colour is spread, not the photo's wall (faceExtend.ts).
      if (drawing.reveal) {
        const filled = fillPolygon(drawing.reveal, size, size);
        const opened = scene.cut.feather > 0 ? blurLocal(filled, scene.cut.feather / 2) : filled;
        extendFace(portrait.picture, oval, opened, faceUnit(portrait.mesh) * 0.15);
        unionInto(oval, opened);
      }
      // The photo only where it is the photo: not the fill align.ts adds beyond its edges.
      const present = photoPresent(portrait.picture);
      const neck =
        drawing.neckTo === undefined || scene.paintsNeck ? undefined : neckMatte(portrait.picture, portrait.mesh, drawing.neckTo);
      if (neck) for (let i = 0; i < neck.data.length; i++) neck.data[i] *= present.data[i];
      const head = person ? headCut(person, portrait.mesh, present) : undefined;
      // Long hair hanging below the jaw, laid over the clothes (longHair.ts).
      const hang = person && head ? longHair(portrait.picture, person, portrait.mesh, head, oval, present) : undefined;
      // Under a painted neck the photo's own neck goes: the painted one is the neck (neckPaint.ts).
      // The matte as it was is kept for headShape: hair hanging beside the jaw there shows
      // whether it runs on past the jaw (a long fall the photo cuts) or ends (a bob).
      const whole = head && scene.paintsNeck ? { ...head, data: head.data.slice() } : undefined;
      if (head && scene.paintsNeck) clearUnderJaw(head, face);
      if (neck) toNeckColour(portrait.picture, neck, oval, hex(face.neck));
      // Where the photo stops short of the head's top, the head is completed in its own colour.
      const top = head ? crown(portrait.picture, portrait.mesh, head, oval, present) : undefined;
      // The head alone is de-blocked and sharpened: the neck is soft skin, and sharpening its
      // photo's side edge draws the hard line a blended neck must not have.
      // One clean silhouette: the matte's lumps (a wall's chunk, a neighbour's head) cut away,
      // its outline smoothed, a pixel or so of feather at the jaw, a little more at the hair.
      const shaped = head
        ? headShape(unionInto({ ...oval, data: oval.data.slice() }, head, top), portrait.mesh, size / 640, portrait.beyond, whole)
        : undefined;
      const headOnly = unionInto({ ...oval, data: oval.data.slice() }, shaped);
      const mask = unionInto(oval, shaped, neck);
      const unit = faceUnit(portrait.mesh);
      // The photo's wall the cut-out took in round the cheeks and the hair shows in the person's
      // colour, not as a light band round the head (wallEdge.ts).
      if (head) dimWallEdge(portrait.picture, mask, { faceWidth: face.right - face.left, chinY: face.chin[1] });
      // Something dark in front of the chin is cleared only from a soft face (a small crop of a
      // crowded photo): a sharp photo's dark chin is a beard (the older man's goatee, painted
      // over, read as "a blocky beard patch").
      const softBefore = softShare(softnessOf(portrait.picture.data, size, faceOnly), unit);
      clearChin(portrait.picture, portrait.mesh, mask, hex(face.skin), softBefore);
      // One edge for the head and its long hair: cleaned apart, the hair's fade-in under the
      // jaw read as an edge and smeared the head's side hair there.
      if (head)
        cleanEdge(
          portrait.picture,
          hang ? unionInto({ ...mask, data: mask.data.slice() }, hang.edge) : mask,
          Math.max(1, unit * 0.05),
        );
      // How soft the photo's face is, before anything here sharpens it: a soft one's blotches are evened.
      const faceSoftness = softnessOf(portrait.picture.data, size, faceOnly);
      // The skin (the oval without eyes, brows and lips), made once for the finish and the evening.
      const skin = skinMask(portrait.mesh, size);
      const unsharpened = scene.haloFree ? cloneRgb(portrait.picture) : undefined;
      finishFace(portrait.picture, headOnly, unit, finishFor(faceSoftness, unit), skin);
      evenSkin(portrait.picture, portrait.mesh, evening(faceSoftness), skin);
      // The enlarged face's finest detail given back, so it is as crisp as the scene (faceClarity.ts).
      clarifyFace(portrait.picture, headOnly, clarityFor(fineShare(portrait.picture, faceOnly)));
      // The sharpening's overshoot taken off: no lighter rim round a dark brow (haloClamp.ts).
      if (unsharpened)
        clampHalos(portrait.picture, unsharpened, headOnly, unit * HALO_REACH, featureOpenings(portrait.mesh, size));
      const [back, middle, front] = await Promise.all([
        render(drawing.back, size),
        drawing.middle === undefined ? Promise.resolve(undefined) : render(drawing.middle, size),
        render(drawing.front, size),
      ]);

      const result = createRgb(size, size);
      const out = result.data;
      const photo = portrait.picture.data;
      const backdrop = defocused(back, size, (scene.depth ?? 0) * size);
      out.set(backdrop);
      // The face's and hair's darkest parts as deep as the backdrop's (faceLevels.ts).
      setFaceLevels(portrait.picture, headOnly, faceLevelsFor(portrait.picture, faceOnly, backdrop));
      // The neck in the face's own skin (measureFace), as the neckline's skin drawn at its foot.
      const [nr, ng, nb] = hex(face.neck);
      const painted =
        scene.paintsNeck && drawing.neckTo !== undefined
          ? paintNeck(out, face, drawing.neckTo, [nr, ng, nb], { from: key.from, shade: 1 })
          : undefined;
      photoOver(out, photo, mask);
      // Over a painted neck the jaw's underside is in the chin's shadow with it (jawShade.ts).
      if (painted) shadeJaw(out, faceOnly, painted, mask, face);
      const faceWidth = face.right - face.left;
      // The backdrop's light wrapped onto the edge of the person and their neck (lightWrap.ts).
      wrapLight(out, backdrop, unionInto({ ...mask, data: mask.data.slice() }, painted), Math.max(1.5, faceWidth * 0.03), 0.45);
      keyAndRim(out, mask, face.centreX, faceWidth, key);
      if (middle) {
        over(out, middle);
        // The clothes lit from the face's side, a little more the more the face shows it.
        lightSide(
          out,
          alphaOf(middle, size),
          face.centreX,
          faceWidth * 1.2,
          key.from,
          Math.min(0.16, 0.07 + faceLit.contrast * 0.8),
        );
      }
      if (hang) photoOver(out, photo, hang.mask);
      // The head's soft shadow on the neck and on the clothes just below the jaw.
      // (A painted neck carries its own cast shadow under the chin, paintNeck.)
      const under = unionInto(alphaOf(middle, size), neck);
      const faceHeight = face.bottom - face.top;
      shadowUnderHead(out, faceOnly, under, faceHeight * 0.07, faceHeight * 0.06, 0.25);
      over(out, front);
      // The face keeps its own focus where nothing is drawn over it; the drawing a lens's edge.
      const sharp = { ...headOnly, data: headOnly.data.slice() };
      const covering = [alphaOf(middle, size), alphaOf(front, size)];
      // Only what is drawn opaquely over the face (a collar, a lens) is the drawing's: a glass's
      // tint or a faint reflection over it leaves the face seen through it in its own focus.
      for (let i = 0; i < sharp.data.length; i++)
        sharp.data[i] *= 1 - smoothstep(0.35, 0.9, Math.max(covering[0].data[i], covering[1].data[i]));
      const soften = Math.min(2.2, Math.max(0.6, softnessOf(photo, size, faceOnly)));
      // The cut-out's own edge (the jaw over the neck, the hair over the wall) is left to the
      // drawing's finish over a band as wide as the face is soft: kept crisp, it is the seam
      // that says "pasted".
      const inside = blurLocal(sharp, Math.max(2, soften * 2));
      for (let i = 0; i < sharp.data.length; i++) sharp.data[i] *= inside.data[i];
      photoFinish(
        out,
        size,
        sharp,
        DRAWING_SOFTNESS,
        {
          light: scene.light,
          shadow: tintOf(back),
          centre: [face.centreX, (face.top + face.bottom) / 2],
          vignette: scene.vignette ?? 0.35,
          bloom: scene.bloom ?? 0.35,
        },
        random,
      );
      toPrint(out, print);
      return drawing.keepFrom === undefined ? result : { ...result, keepFrom: drawing.keepFrom };
    },
  };
}

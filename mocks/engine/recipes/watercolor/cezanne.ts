// Cézanne: the picture built of planes of colour (cezanne/planes.ts: his earths, a face
// modelled warm in the light and cool in the shade, its lips and eyes their own colour), laid
// in patches of parallel diagonal strokes, his "constructive stroke" (cezanne/hatching.ts),
// smaller on a face, over a pale ground that shows between them as in his watercolours; the
// forms' contours in broken dark blue lines off the skin and the features drawn from the photo's own darks.
import type { Face } from '../../types';
import { gaussianBlurRgb } from '../shared/blur';
import { hex } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import { eyeSpan, faceRegions, fineness } from '../shared/faceParts';
import { flowLines } from '../shared/flowLines';
import { valueNoise } from '../shared/noise';
import { fork, type Random } from '../shared/random';
import { clamp01, cloneRgb, smoothstep, toGrey, type Rgb } from '../shared/raster';
import { kuwahara } from '../shared/smoothing';
import { hatchPatches } from './cezanne/hatching';
import { colourPlanes, skinLikeness } from './cezanne/planes';
import { lipsMask } from './lips';
import { wash } from './pigment';
import { liftDarkSkin } from './vangogh/flesh';
import { paintFeatures } from './vangogh/features';
import { featureInk } from './vangogh/ink';
import { glassesInk, inkOver } from './glasses';

const CONTOUR = hex('#2f3b5c');
const GROUND = hex('#f1e8d2');
/** A patch's lean (CIELAB a/b): ochre-orange in the light, blue-green in the shade. */
const WARM_PATCH = [7, 13] as const;
const COOL_PATCH = [-11, -7] as const;

export function paintCezanne(photo: Rgb, random: Random, progress: (percent: number) => void, faces: readonly Face[] = []): Rgb {
  const { width, height } = photo;
  const scale = Math.max(width, height) / 1024;
  const regions = faceRegions(faces, width, height);
  const smooth = domainTransform(photo, 10 * scale + 3, 0.15);
  const simple = kuwahara(smooth, 6 * scale + 2);
  const lips = lipsMask(faces, width, height);
  const skin = skinLikeness(simple, faces);
  const planes = colourPlanes(simple, smooth, faces, regions, lips, skin, random);
  liftDarkSkin(planes, regions.skin, regions.features, 0.35);
  progress(40);
  // The ground: the planes thinly washed over pale paper, showing between the patches.
  const canvas = cloneRgb(planes);
  for (let i = 0, p = 0; i < lips.data.length; i++, p += 3) {
    // Little of it on a face (the slivers between strokes would read as scars) and never much
    // (a pale ground between dark strokes reads as a leopard's coat).
    // On dark areas (a dark coat, a dark room) less: there the slivers make a busy net, and
    // his darks are planes of colour.
    const light = 0.4 + 0.6 * smoothstep(0.2, 0.55, (planes.data[p] + planes.data[p + 1] + planes.data[p + 2]) / 3);
    const pale = (0.2 - 0.12 * regions.oval.data[i]) * light;
    for (let c = 0; c < 3; c++) canvas.data[p + c] += (GROUND[c] - canvas.data[p + c]) * pale;
  }
  // The strokes take their colour from the planes a little softened: neighbouring patches of
  // one area differ by his touch, not by which palette colour a pixel fell nearest to.
  // The eyes and lips keep their own colours unsoftened (softened, red lips turn the skin's orange).
  const strokeColours = gaussianBlurRgb(planes, 2.5 * scale + 1);
  for (let i = 0, p = 0; i < lips.data.length; i++, p += 3) {
    const keep = Math.max(lips.data[i], regions.features.data[i]);
    for (let c = 0; c < 3; c++) strokeColours.data[p + c] += (planes.data[p + c] - strokeColours.data[p + c]) * keep;
  }
  // The sitter's skin for the hatching: the face's oval and wherever the cheeks' colour shows (an ear, the neck).
  for (let i = 0; i < skin.data.length; i++) skin.data[i] = Math.max(skin.data[i], regions.oval.data[i]);
  // One diagonal for the whole picture, the seed's: rising to the right, steeper or flatter.
  hatchPatches(canvas, strokeColours, fork(random), {
    patch: 30 * scale + 10,
    slant: random.between(-1.05, -0.6),
    turned: 0.12,
    strokeWidth: 5 * scale + 2.2,
    fine: fineness(regions, 0.5),
    fineScale: 0.6,
    edgeTolerance: 0.32,
    opacity: 0.95,
    warm: WARM_PATCH,
    cool: COOL_PATCH,
    skin,
  });
  // The eyes and lips come through the hatching: a stroke across an eye hides it.
  for (let i = 0, p = 0; i < lips.data.length; i++, p += 3) {
    const keep = Math.max(lips.data[i], regions.features.data[i]) * 0.55;
    for (let c = 0; c < 3; c++) canvas.data[p + c] += (planes.data[p + c] - canvas.data[p + c]) * keep;
  }
  progress(70);
  // Dark contour accents, broken (he drew round his apples and faces again and again, never
  // one closed line) and off the skin; the features drawn clean from the mesh.
  const contours = flowLines(toGrey(smooth), {
    sigma: 1.8 * scale + 0.8,
    strong: 0.02,
    weak: 0.008,
    minLength: 40 * scale + 12,
    along: 6 * scale + 2,
    thicken: 0,
    suppress: regions.oval,
  });
  const breaks = valueNoise(width, height, 24 * scale + 8, fork(random));
  for (let i = 0; i < contours.data.length; i++) contours.data[i] *= smoothstep(0.3, 0.55, breaks.data[i]);
  // The photo's own darks of the eyes, brows and mouth, lightly (a brow's weight, glasses);
  // the features themselves are drawn clean from the mesh below: darkened from the photo
  // alone a shadowed eye came out a black hole and a soft mouth a smear (fourth panel).
  const ink = featureInk(smooth, regions.features, lips, Math.max(0, ...faces.map(eyeSpan)), 0.2);
  for (let i = 0, p = 0; i < contours.data.length; i++, p += 3) {
    const k = clamp01(contours.data[i] * 0.7);
    // The features darkened in their own colour (a lip stays red), not inked over in blue.
    const drawn = 1 - ink.data[i] * 0.3;
    for (let c = 0; c < 3; c++) canvas.data[p + c] = (canvas.data[p + c] + (CONTOUR[c] - canvas.data[p + c]) * k) * drawn;
  }
  // His eyes, brows, nose and mouth at the mesh's places: an eye's white and iris in the
  // sitter's own colours, the lids and mouth in firm dark strokes (vangogh/features.ts).
  paintFeatures(canvas, smooth, faces);
  // A frame the photo shows, drawn back in his contour blue (lost under the patches before: glasses.ts).
  inkOver(canvas, glassesInk(photo, faces), CONTOUR, 0.85);
  progress(80);
  return wash(canvas, random, {
    turbulence: 0.2,
    granulation: 0.12,
    edgeDarkening: 0.5,
    edgeWidth: 4,
    paperTone: hex('#f6eedb'),
    tooth: 2.2,
  });
}

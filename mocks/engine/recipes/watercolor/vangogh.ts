// Van Gogh: his blues and yellows, laid in short, thick, curved strokes packed side by side
// that follow the forms, wrap round a head and swirl across the ground (vangogh/swirl.ts); a
// sitter set against one of his self-portraits' backgrounds, whose light and dark ring along
// the swirls (vangogh/palette.ts); the face in smaller strokes of broken, complementary
// colour, its eyes, brows, nose and mouth drawn clean from the mesh in his dark blue, and the
// forms' contours in dark blue lines off the skin (never a blot on it); the whole lit over the
// relief of the paint (vangogh/impasto.ts).
import type { Face } from '../../types';
import { hex } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import { eyeSpan, faceRegions, fineness } from '../shared/faceParts';
import { flowLines } from '../shared/flowLines';
import { fork, type Random } from '../shared/random';
import { cloneRgb, createGrey, toGrey, type Rgb } from '../shared/raster';
import { cheekColour } from './flesh';
import { lipsMask } from './lips';
import { liftDarkSkin, paintFlesh } from './vangogh/flesh';
import { paintFeatures } from './vangogh/features';
import { featureInk } from './vangogh/ink';
import { lightRelief } from './vangogh/impasto';
import { blueAndYellow, groundMask, lightOf, paintGround, sideLight } from './vangogh/palette';
import { layStrokes } from './vangogh/strokes';
import { swirlField, swirlNoise } from './vangogh/swirl';
import { glassesInk, inkOver } from './glasses';

const PRUSSIAN = hex('#1c2f55');

export function paintVanGogh(
  photo: Rgb,
  random: Random,
  progress: (percent: number) => void,
  faces: readonly Face[] = [],
  seed = 0,
): Rgb {
  const { width, height } = photo;
  const scale = Math.max(width, height) / 1024;
  const regions = faceRegions(faces, width, height);
  const detail = domainTransform(photo, 8 * scale + 3, 0.1);
  const base = blueAndYellow(domainTransform(detail, 12 * scale + 4, 0.2));
  // The face from a finer picture of it: its strokes are small, and a coarse one melts its forms.
  const face = faces.length > 0 ? domainTransform(photo, 3 * scale + 1.5, 0.08) : detail;
  // The lips keep the photo's own colour: pushed to blue and yellow, a red lip turns lilac.
  const lips = lipsMask(faces, width, height);
  for (let i = 0, p = 0; i < lips.data.length; i++, p += 3)
    for (let c = 0; c < 3; c++) base.data[p + c] += (face.data[p + c] - base.data[p + c]) * lips.data[i];
  // The face in the sitter's own flesh, never pushed to blue or yellow (a fair face turns
  // ghostly, a brown one blue-grey): lit planes in warm ochre and vermilion, shade in green.
  const cheeks = cheekColour(face, faces);
  const flesh = createGrey(width, height);
  for (let i = 0; i < flesh.data.length; i++) flesh.data[i] = regions.oval.data[i] * (1 - lips.data[i]);
  if (cheeks) paintFlesh(base, face, flesh, cheeks, { warm: [9, 14], cool: [-9, -2], chroma: 1.25 });
  liftDarkSkin(base, regions.skin, regions.features, 0.35);
  const swirls = swirlNoise(width, height, 150 * scale + 40, fork(random));
  const calm = swirlNoise(width, height, 420 * scale + 100, fork(random));
  const ground = groundMask(faces, width, height);
  // The seed's ground and its light, from its own side (a lamp, a window), taken in turn
  // (palette.ts lightOf), so two seeds of a face that fills the picture (where the ground
  // shows little) are two differently lit pictures.
  const light = lightOf(seed);
  paintGround(base, ground, swirls, light.ground, 0.62, 9);
  sideLight(base, light.angle, 0.32);
  // The seed turns every swirl a little: the strokes lean and curl another way.
  const flow = swirlField(toGrey(base), faces, swirls, calm, ground, {
    structureSigma: 6 * scale + 2,
    turn: random.between(-0.4, 0.4),
  });
  progress(35);
  const canvas = cloneRgb(base);
  const relief = createGrey(width, height);
  layStrokes(canvas, relief, base, fork(random), {
    flow,
    length: [20 * scale + 7, 36 * scale + 10],
    width: [7 * scale + 3, 10 * scale + 4],
    fine: fineness(regions, 0.45),
    fineScale: 0.3,
    edgeTolerance: 0.45,
    jitter: 7,
    lightnessJitter: 6,
    broken: 0.35,
    // The big strokes and swirls stop at the face: its own pass paints it along its form.
    keepOut: faces.length > 0 ? regions.oval : undefined,
  });
  // Each face painted again in strokes of its own size (a small face in a wide picture too),
  // calmer in colour, smallest on the eyes, brows and mouth.
  const unit = Math.max(0, ...faces.map(eyeSpan)) / 90;
  if (unit > 0) {
    layStrokes(canvas, relief, base, fork(random), {
      flow,
      length: [7 * unit + 3, 11 * unit + 4],
      width: [2.8 * unit + 1.5, 3.8 * unit + 2],
      fine: regions.features,
      fineScale: 0.5,
      edgeTolerance: 0.3,
      jitter: 4,
      lightnessJitter: 4,
      // Few broken strokes on the flesh: paintFlesh already leans it warm and cool, and a blue
      // touch pushed further onto brown skin reads as a bruise.
      broken: 0.15,
      within: regions.oval,
    });
  }
  // The eyes, brows and mouth come through the strokes: a stroke across an eye blurs it.
  for (let i = 0, p = 0; i < regions.features.data.length; i++, p += 3) {
    const keep = regions.features.data[i] * 0.5;
    for (let c = 0; c < 3; c++) canvas.data[p + c] += (base.data[p + c] - canvas.data[p + c]) * keep;
  }
  progress(65);
  // He drew the forms' contours in dark blue over the strokes, long lines off the skin only;
  // the eyes, brows, nostrils and mouth darkened where the photo's own are dark.
  const contours = flowLines(toGrey(detail), {
    sigma: 1.8 * scale + 0.8,
    strong: 0.018,
    weak: 0.007,
    minLength: 70 * scale + 24,
    along: 7 * scale + 2,
    thicken: scale > 0.7 ? 1 : 0,
    suppress: regions.oval,
  });
  const ink = featureInk(face, regions.features, lips, unit * 90);
  for (let i = 0, p = 0; i < contours.data.length; i++, p += 3) {
    const k = contours.data[i] * 0.75;
    for (let c = 0; c < 3; c++) canvas.data[p + c] += (PRUSSIAN[c] - canvas.data[p + c]) * k;
    // Darkened in their own colour (a lip stays red, a brow brown), lightly: the photo's own
    // shapes (a brow's weight, glasses) under the drawn features, never a dark hole.
    const drawn = 1 - ink.data[i] * 0.3;
    for (let c = 0; c < 3; c++) canvas.data[p + c] *= drawn;
  }
  // His eyes, brows, nose and mouth drawn firm at the mesh's places.
  paintFeatures(canvas, face, faces);
  // A frame the photo shows, drawn back in his Prussian blue (the strokes had swallowed it: glasses.ts).
  inkOver(canvas, glassesInk(photo, faces), PRUSSIAN, 0.85);
  progress(80);
  // The relief lit: the strokes stand out on the ground and the clothes, less on a face.
  const strength = createGrey(width, height);
  for (let i = 0; i < strength.data.length; i++) strength.data[i] = 0.55 * (1 - 0.6 * regions.oval.data[i]);
  return lightRelief(canvas, relief, strength);
}

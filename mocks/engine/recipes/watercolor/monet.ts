// Monet: an Impressionist painting in broken colour. The seed picks the hour and weather (one of six, in turn:
// monet/light.ts) whose light turns the photo luminous — warm orange-yellow lights,
// blue-violet shade, a dull backdrop turned to the hour's garden greens and blues — and the
// way the backdrop's dabs lean. The backdrop keeps only the photo's broad patches of colour.
// The picture is then laid in short separate dabs of complementary colour side by side
// (monet/dabs.ts), each one flat colour, following the form (flow.ts: along the edges): wide
// ones for the masses, smaller ones for the forms; the face is painted again in small dabs with
// its eyes, brows and mouth touched in (monet/face.ts); the whole finished as paint on canvas
// (monet/canvas.ts: the weave only where the paint is thin), never outlined, never washed out.
import type { Face } from '../../types';
import { gaussianBlur, gaussianBlurRgb } from '../shared/blur';
import { domainTransform } from '../shared/domainTransform';
import { eyeSpan, faceRegions, fineness } from '../shared/faceParts';
import { valueNoise } from '../shared/noise';
import { fork, type Random } from '../shared/random';
import { createGrey, smoothstep, toGrey, type Grey, type Rgb } from '../shared/raster';
import { flowField } from './flow';
import { bodyMask, headMask } from './figure';
import { onCanvas } from './monet/canvas';
import { lightRelief } from './vangogh/impasto';
import { faceForm } from './faceForm';
import { layDabs } from './monet/dabs';
import { faceLayerMask, paintFaces } from './monet/face';
import { hourOf, luminous } from './monet/light';
import { glassesInk, inkOver } from './glasses';
import { hex } from '../shared/colour';

/** 0–1 where the sitter is not (soft-edged); the whole picture counts half as ground without a face. */
/** Glasses are touched in in this warm dark, his darks on a face (monet/face.ts). */
const GLASSES = hex('#4a3128');
/** How much smaller the touches get over a picture's small forms (smallerOnDetail). */
const DETAIL_FINENESS = 0.7;
/** Radians the backdrop's stroke direction turns across its patches, end to end. */
const BACKDROP_TURN = 2.6;
/**
 * How far each touch's lean strays from its neighbours' (times the layer's spread): his dabs lie
 * in layers, crossing one another. Laid close to one field's direction, long touches streamed
 * into Van Gogh's swirls (a blind reader named seed 1 "Van Gogh" 7 times in 8).
 */
const CROSSING = 1.8;

function groundOf(faces: readonly Face[], width: number, height: number): Grey {
  const ground = createGrey(width, height, 0.5);
  if (faces.length === 0) return ground;
  const head = headMask(faces, width, height);
  const body = bodyMask(faces, width, height);
  for (let i = 0; i < ground.data.length; i++) ground.data[i] = head[i] || body[i] ? 0 : 1;
  return gaussianBlur(ground, Math.max(...faces.map(eyeSpan)) * 0.4 + 1);
}

/**
 * `fine` raised where the picture has small forms (its edges, dense): a small figure in a room
 * or a hand gets smaller touches, a flat wall or sky the broad ones. With the broad touches
 * everywhere a small figure's head dissolved into the room.
 */
function smallerOnDetail(fine: Grey, picture: Rgb, scale: number): Grey {
  const grey = toGrey(picture);
  const { width, height } = grey;
  const edges = createGrey(width, height);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      edges.data[i] = Math.hypot(grey.data[i + 1] - grey.data[i - 1], grey.data[i + width] - grey.data[i - width]);
    }
  const dense = gaussianBlur(edges, 6 * scale + 2);
  for (let i = 0; i < dense.data.length; i++)
    dense.data[i] = Math.max(fine.data[i], DETAIL_FINENESS * smoothstep(0.02, 0.07, dense.data[i]));
  return dense;
}

export function paintMonet(
  photo: Rgb,
  random: Random,
  progress: (percent: number) => void,
  faces: readonly Face[] = [],
  seed = 0,
): Rgb {
  const { width, height } = photo;
  const scale = Math.max(width, height) / 1024;
  const hour = hourOf(seed);
  // The seed's stroke direction: his dabs lie mostly one way across a canvas (across water,
  // slanting through foliage), another way in another painting.
  const drift = random.between(-0.7, 0.7);
  // And the size of his touch: broad on one canvas, finer on another.
  const touch = random.between(0.85, 1.3);
  const regions = faceRegions(faces, width, height);
  const ground = groundOf(faces, width, height);
  const patches = valueNoise(width, height, 90 * scale + 30, fork(random), 2);
  // Where the backdrop's strokes turn: in patches, as his strokes lie one way across a stretch of
  // water and another through the foliage beside it (one drift for the whole backdrop read as rain).
  const turns = valueNoise(width, height, 140 * scale + 40, fork(random), 1);
  // The sitter keeps half a face's hold on its own colour and modelling, so hair and clothes
  // stand out of a backdrop as dark as they are instead of melting into one violet shade.
  const figure = createGrey(width, height);
  for (let i = 0; i < figure.data.length; i++) figure.data[i] = faces.length > 0 ? 0.5 * (1 - ground.data[i]) : 0;
  // Lit once, then simplified twice (edge-preserving, so the colours stay the lit ones).
  const lit = luminous(photo, hour, ground, patches, figure);
  // The backdrop loses the photo's detail: only its broad patches of colour are left to paint.
  // (Without a face there is no telling sitter from backdrop: nothing is loosened.)
  const loose = gaussianBlurRgb(lit, 12 * scale + 4);
  for (let i = 0; i < ground.data.length && faces.length > 0; i++)
    for (let c = 0, p = i * 3; c < 3; c++) lit.data[p + c] += (loose.data[p + c] - lit.data[p + c]) * ground.data[i];
  const masses = domainTransform(lit, 14 * scale + 4, 0.25);
  const detail = domainTransform(lit, 5 * scale + 2, 0.12);
  const flow = flowField(toGrey(masses), fork(random), 4 * scale + 2, 60 * scale + 20, 0.15);
  // The strokes follow the form (along the edges, across a cheek's turn); the backdrop's lie the seed's way.
  const along = (x: number, y: number, spread: number): number => {
    const i = Math.min(height - 1, Math.floor(y)) * width + Math.min(width - 1, Math.floor(x));
    const own = Math.atan2(flow.dy.data[i], flow.dx.data[i]);
    const g = ground.data[i];
    return g > 0.5
      ? drift + (turns.data[i] - 0.5) * BACKDROP_TURN + random.between(-spread, spread) * CROSSING
      : own + random.between(-spread, spread) * CROSSING * 0.5;
  };
  progress(35);
  // The ground of the canvas: a soft lay-in of the masses that shows between the dabs.
  const canvas = gaussianBlurRgb(masses, 5 * scale + 2);
  // Each dab's ridge of paint, lit at the end: the touches read one by one, not as a blur.
  const relief = createGrey(width, height);
  const fine = smallerOnDetail(fineness(regions, 0.6), masses, scale);
  // Short flat dabs, about 2.5 times as long as wide: at 34–52 px (3.5 times) they read as Van Gogh's strokes.
  layDabs(canvas, relief, masses, hour, fork(random), {
    coverage: 1.5,
    length: [(22 * scale + 8) * touch, (34 * scale + 10) * touch],
    width: [(10 * scale + 4) * touch, (14 * scale + 5) * touch],
    opacity: 1,
    bristles: 0.05,
    broken: 1,
    lightnessJitter: 6,
    edgeTolerance: 0.3,
    fine,
    fineScale: 0.35,
    angle: (x, y) => along(x, y, 0.45),
  });
  progress(55);
  layDabs(canvas, relief, detail, hour, fork(random), {
    coverage: 0.9,
    length: [(11 * scale + 4) * touch, (17 * scale + 5) * touch],
    width: [(5.5 * scale + 2.5) * touch, (8 * scale + 3) * touch],
    opacity: 1,
    bristles: 0.05,
    broken: 0.8,
    lightnessJitter: 5,
    edgeTolerance: 0.16,
    fine,
    fineScale: 0.5,
    angle: (x, y) => along(x, y, 0.7),
  });
  progress(70);
  if (faces.length > 0) {
    const face = luminous(
      domainTransform(photo, 3 * scale + 1.5, 0.08),
      hour,
      ground,
      patches,
      regions.oval,
      faceLayerMask(regions),
    );
    // The face's touches follow its form (across the brow, down the cheeks, round the eyes and
    // mouth): along the picture's edges they ran mostly down a face, in stripes.
    const form = faceForm(faces);
    const onForm = (x: number, y: number): number => {
      const line = form(x, y);
      return line === undefined ? along(x, y, 0.6) : line + random.between(-0.35, 0.35);
    };
    paintFaces(canvas, relief, face, photo, faces, regions, hour, fork(random), onForm);
    // A frame the photo shows, touched back in softly in a warm dark (the dabs had dissolved it:
    // glasses.ts); no hard outline, as nothing else of his is outlined.
    const glasses = glassesInk(photo, faces);
    if (glasses) inkOver(canvas, gaussianBlur(glasses, scale + 0.6), GLASSES, 0.75);
  }
  progress(80);
  // The paint's relief lit, less on a face (its touches smaller, its form the light's).
  const strength = createGrey(width, height);
  for (let i = 0; i < strength.data.length; i++) strength.data[i] = 0.2 * (1 - 0.5 * regions.oval.data[i]);
  // Each touch a flat plateau of paint: lit only at its edges, so its colour stays one.
  for (let i = 0; i < relief.data.length; i++) relief.data[i] = smoothstep(0.1, 0.35, relief.data[i]);
  const painted = lightRelief(canvas, relief, strength);
  onCanvas(painted, fork(random), relief);
  return painted;
}

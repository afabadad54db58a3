// The oil's finish over the modelled portrait. The strokes take their colour from the rendered
// model, never from the photo (whose blur and JPEG blocks, laid in paint, read to a blind panel as
// "brown smear, face melted"): broad strokes along the forms on the backdrop, clothes and hair,
// smaller ones that wrap round the face's planes and stop where planes meet, none over the eyes,
// brows and lips, which are laid back crisp from the model. Then a warm glaze and the light
// falling off into the dark towards the corners.
import type { Random } from '../../../shared/random';
import { resizeGrey, toGrey, type Rgb } from '../../../shared/raster';
import { brushOver } from '../../../watercolor/brush';
import { flowField, type FlowField } from '../../../watercolor/flow';
import { blurGrey } from '../../blur';
import { faceFrame, type XY } from '../../landmarks';
import { faceOvalMask, featuresMask } from '../../masks';

export interface Glaze {
  /** Multiplied into the whole picture: the varnish's warmth. */
  tint: readonly [number, number, number];
  /** How far the corners fall into the dark (0 none). */
  falloff: number;
}

/**
 * The strokes' directions, found at half the picture's size and brought back up: the field is
 * smoothed over a tenth of the face's width anyway, so the full size added nothing to it but a
 * third of the finish's time (the strokes sample it bilinearly, as it is brought back up).
 */
function halfSizeFlow(model: Rgb, unit: number, random: Random): FlowField {
  const { width, height } = model;
  const grey = toGrey(model);
  const half = resizeGrey(grey, Math.round(width / 2), Math.round(height / 2));
  const field = flowField(blurGrey(half, Math.max(0.5, unit * 0.015)), random, Math.max(1, unit * 0.05), width / 6, 0.2);
  return { dx: resizeGrey(field.dx, width, height), dy: resizeGrey(field.dy, width, height) };
}

/** Paints `picture` (the rendered model) over in place with oil strokes, a glaze and a fall-off. */
export function oilFinish(picture: Rgb, mesh: readonly XY[], random: Random, glaze: Glaze): void {
  const { width, height, data } = picture;
  const { faceWidth, faceHeight, cx, cy } = faceFrame(mesh);
  const unit = faceWidth / 4;
  const model: Rgb = { width, height, data: data.slice() };
  const flow = halfSizeFlow(model, unit, random);
  const face = faceOvalMask(mesh, width, { grow: 1.05, forehead: 0.1, feather: 6 });
  // The features' own box, softened at its edge: laid back from the model after the strokes.
  const features = blurGrey(featuresMask(mesh, width), Math.max(1, unit * 0.03));
  const fine = { width, height, data: new Float32Array(width * height) };
  for (let i = 0; i < fine.data.length; i++) fine.data[i] = Math.max(face.data[i] * 0.6, features.data[i]);
  // Broad, calm strokes: thin ones with a strong bristle read as fur on the backdrop and stubble on a chin.
  brushOver(picture, model, random, {
    coverage: 1.0,
    length: [unit * 0.4, unit * 0.9],
    width: [unit * 0.12, unit * 0.22],
    opacity: 0.7,
    bristles: 0.15,
    jitter: 1.2,
    lightnessJitter: 1.2,
    flow,
    edgeTolerance: 0.14,
    fine,
    fineScale: 0.4,
  });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // The features laid back crisp from the model, the face's planes half way: full strokes
      // over a smooth cheek read as stubble on a woman's chin.
      const keep = Math.max(features.data[i], face.data[i] * 0.5);
      const r = Math.hypot((x - cx) / (faceWidth * 1.6), (y - cy) / (faceHeight * 2.2));
      const t = Math.min(1, Math.max(0, (r - 0.6) / 1.1));
      const fall = 1 - glaze.falloff * t * t * (3 - 2 * t);
      const p = i * 3;
      for (let c = 0; c < 3; c++) {
        const painted = data[p + c] + (model.data[p + c] - data[p + c]) * keep;
        const v = painted * glaze.tint[c] * fall;
        data[p + c] = v < 0 ? 0 : v > 1 ? 1 : v;
      }
    }
}

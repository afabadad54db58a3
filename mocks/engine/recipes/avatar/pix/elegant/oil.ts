// The portrait painted in oil: the composed picture (sitter on the backdrop) laid again in brush
// strokes that follow its forms (the structure tensor's flow, ../../../watercolor/flow.ts) and stop
// at its edges, as a painter models a head. Broad strokes on the backdrop and clothes, smaller on
// the hair, small on the face, finest on the eyes, brows and mouth; the stroke size also follows
// how much real detail the photo has, so a soft photo's softness reads as paint, not as blur. The
// face gets a second, finer pass in its own box, where the eye goes.
import type { Random } from '../../../shared/random';
import { createGrey, toGrey, type Grey, type Rgb } from '../../../shared/raster';
import { brushOver } from '../../../watercolor/brush';
import { flowField } from '../../../watercolor/flow';
import { blurRgb } from '../../blur';
import { faceFrame, type XY } from '../../landmarks';
import { faceOvalMask, featuresMask } from '../../masks';
import { faceUnit } from '../../retouch';

/**
 * The photo's own sharpness on the face, 0 (a soft enlargement) to 1 (a sharp portrait): the mean
 * pixel-scale detail (|pixel − its 4 neighbours' mean|) inside the face oval, against what a sharp
 * face photo shows (measured on the samples: about 0.004 on the soft enlargements, 0.012 and more
 * on a sharp face).
 */
export function faceSharpness(picture: Rgb, oval: Grey): number {
  const grey = toGrey(picture);
  const { width, height, data } = grey;
  let sum = 0;
  let weight = 0;
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = oval.data[i];
      if (m < 0.5) continue;
      sum += Math.abs(data[i] - (data[i - 1] + data[i + 1] + data[i - width] + data[i + width]) / 4);
      weight++;
    }
  const detail = weight > 0 ? sum / weight : 0;
  return Math.min(1, Math.max(0, (detail - 0.004) / 0.008));
}

/** Where the painter works finely (0–1): the features, then the face, then the sitter. */
function finenessMap(mesh: readonly XY[], size: number, sitter: Grey, oval: Grey): Grey {
  const features = featuresMask(mesh, size);
  const fine = createGrey(size, size);
  for (let i = 0; i < fine.data.length; i++) fine.data[i] = Math.max(features.data[i], oval.data[i] * 0.6, sitter.data[i] * 0.3);
  return fine;
}

/** The part of `picture` inside a box, copied out. */
function crop(picture: Rgb, left: number, top: number, side: number): Rgb {
  const data = new Float32Array(side * side * 3);
  for (let y = 0; y < side; y++)
    data.set(
      picture.data.subarray(((top + y) * picture.width + left) * 3, ((top + y) * picture.width + left + side) * 3),
      y * side * 3,
    );
  return { width: side, height: side, data };
}

/** Paints `picture` in place; `sitter` is the person's matte (0–1). */
export function paintInOil(picture: Rgb, mesh: readonly XY[], sitter: Grey, random: Random): void {
  const size = picture.width;
  const unit = faceUnit(mesh);
  const oval = faceOvalMask(mesh, size, { grow: 1, forehead: 0.05, feather: 8 });
  // A soft photo is painted in broader strokes: its detail is not there to paint finely.
  const broad = 1.35 - 0.45 * faceSharpness(picture, oval);
  const source: Rgb = { width: size, height: size, data: picture.data.slice() };
  const flow = flowField(toGrey(blurRgb(source, 1.5)), random, Math.max(2, unit * 0.08), size / 3, 0.2);
  const fine = finenessMap(mesh, size, sitter, oval);
  // The ground: the picture itself a little softened, so what the strokes leave bare is paint too.
  picture.data.set(blurRgb(source, Math.max(1, unit * 0.02)).data);
  brushOver(picture, source, random, {
    coverage: 1.2,
    // Shorter and calmer than a sketch's strokes, and stopping at smaller steps of colour: long
    // strokes with a strong lightness jitter dragged the hair's edge out into the dark as streaks.
    length: [unit * 0.18 * broad, unit * 0.38 * broad],
    width: [unit * 0.07 * broad, unit * 0.13 * broad],
    opacity: 0.7,
    bristles: 0.45,
    jitter: 1.1,
    lightnessJitter: 0.9,
    flow,
    edgeTolerance: 0.14,
    fine,
    fineScale: 0.3,
  });
  // The face again, finer, in its own box: small strokes over the whole square would cost many times more.
  const { cx, cy, faceWidth, faceHeight } = faceFrame(mesh);
  const side = Math.min(size, Math.round(Math.max(faceWidth, faceHeight) * 1.3));
  const left = Math.min(size - side, Math.max(0, Math.round(cx - side / 2)));
  const top = Math.min(size - side, Math.max(0, Math.round(cy - side / 2)));
  const canvas = crop(picture, left, top, side);
  const part = crop(source, left, top, side);
  const partFlow = { dx: cropGrey(flow.dx, left, top, side), dy: cropGrey(flow.dy, left, top, side) };
  brushOver(canvas, part, random, {
    coverage: 1.3,
    length: [unit * 0.07 * broad, unit * 0.16 * broad],
    width: [unit * 0.025 * broad, unit * 0.05 * broad],
    opacity: 0.7,
    bristles: 0.35,
    jitter: 1.2,
    lightnessJitter: 1.4,
    flow: partFlow,
    edgeTolerance: 0.12,
    fine: cropGrey(featuresMask(mesh, size), left, top, side),
    fineScale: 0.5,
  });
  // Laid back on the face oval only, feathered, so the fine pass has no edge of its own.
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const i = (top + y) * size + left + x;
      const m = oval.data[i];
      if (m <= 0) continue;
      const p = i * 3;
      const q = (y * side + x) * 3;
      for (let c = 0; c < 3; c++) picture.data[p + c] += (canvas.data[q + c] - picture.data[p + c]) * m;
    }
}

function cropGrey(plane: Grey, left: number, top: number, side: number): Grey {
  const data = new Float32Array(side * side);
  for (let y = 0; y < side; y++)
    data.set(plane.data.subarray((top + y) * plane.width + left, (top + y) * plane.width + left + side), y * side);
  return { width: side, height: side, data };
}

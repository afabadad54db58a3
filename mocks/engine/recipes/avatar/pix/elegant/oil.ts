// The portrait painted in oil: the composed picture (sitter on the backdrop) laid again as flat
// patches of paint with crisp borders that follow its forms (./kuwahara.ts, an anisotropic
// Kuwahara filter), as a painter models a head in planes. The patches are large on the backdrop
// and the clothes, smaller on the hair, small on the face and finest on the eyes, brows and mouth;
// on a soft photo they are larger, so its blur becomes planes of paint instead of a smeared copy.
// (Brush strokes dragged over the soft photo read to a blind panel as "a brown dreamy blur, the
// face smeared"; sharpening its pixels first showed the JPEG's blocks as "a torn mosaic".)
// Two scales: the broad planes painted at half size, where an enlarged photo's real detail lies
// and a wide brush costs a quarter, then a small brush at full size redraws their borders crisp.
import { toGrey, type Grey, type Rgb } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import { faceOvalMask, featuresMask } from '../../masks';
import { anisotropicKuwahara } from './kuwahara';

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

/** Half the size: each pixel the mean of a 2×2 block. */
function halved(picture: Rgb): Rgb {
  const width = picture.width >> 1;
  const height = picture.height >> 1;
  const data = new Float32Array(width * height * 3);
  const { data: from, width: fullWidth } = picture;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const a = (2 * y * fullWidth + 2 * x) * 3;
      const b = a + fullWidth * 3;
      for (let c = 0; c < 3; c++)
        data[(y * width + x) * 3 + c] = (from[a + c] + from[a + 3 + c] + from[b + c] + from[b + 3 + c]) / 4;
    }
  return { width, height, data };
}

/** `small` enlarged bilinearly into `into` (twice its size). */
function doubledInto(small: Rgb, into: Rgb): void {
  const { width, height, data } = small;
  for (let y = 0; y < into.height; y++) {
    const sy = Math.min(height - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < into.width; x++) {
      const sx = Math.min(width - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const p = (y * into.width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const top = data[(y0 * width + x0) * 3 + c] * (1 - fx) + data[(y0 * width + x1) * 3 + c] * fx;
        const bottom = data[(y1 * width + x0) * 3 + c] * (1 - fx) + data[(y1 * width + x1) * 3 + c] * fx;
        into.data[p + c] = top + (bottom - top) * fy;
      }
    }
  }
}

/** Paints `picture` in place; `sitter` is the person's matte (0–1). */
export function paintInOil(picture: Rgb, mesh: readonly XY[], sitter: Grey): void {
  const size = picture.width;
  const { faceWidth } = faceFrame(mesh);
  const oval = faceOvalMask(mesh, size, { grow: 1, forehead: 0.05, feather: 8 });
  const features = featuresMask(mesh, size);
  // A soft photo is painted in broader planes: its detail is not there to paint finely.
  const broad = 1.3 - 0.5 * faceSharpness(picture, oval);
  // Brush sizes as shares of the face's width (about 300 px in the square).
  const unit = (faceWidth / 300) * broad;
  const half = halved(picture);
  const halfSize = half.width;
  const coarse = new Float32Array(halfSize * halfSize);
  for (let y = 0; y < halfSize; y++)
    for (let x = 0; x < halfSize; x++) {
      const i = 2 * y * size + 2 * x;
      const person = sitter.data[i];
      // The sitter's hair and clothes 3.2, the face 2.1, the features 1.5 (half-size pixels; on the
      // face wider planes read as blotches); the backdrop is left as it was painted (./backdrop.ts),
      // its mottle the brush's (and half the cost).
      const skin = 3.2 + (2.1 - 3.2) * oval.data[i];
      const radius = Math.min(4.5, (skin + (1.5 - skin) * features.data[i]) * unit);
      coarse[y * halfSize + x] = person > 0.03 ? radius : 0;
    }
  // Two passes: the first leaves a soft ramp half crisp, the second makes it a border.
  const brush = { radius: coarse, sharpness: 8, spread: 0.005, tensorSigma: 2, roundness: 3 };
  const planes = anisotropicKuwahara(anisotropicKuwahara(half, brush), brush);
  doubledInto(planes, picture);
  // The borders the enlargement softened drawn crisp again by a small brush, on the sitter only.
  const fine = new Float32Array(size * size);
  for (let i = 0; i < fine.length; i++) fine[i] = sitter.data[i] > 0.05 ? 2 - 0.6 * features.data[i] : 0;
  picture.data.set(anisotropicKuwahara(picture, { ...brush, radius: fine }).data);
}

// Measures for looking at results in tests: small thumbnails of any picture and how alike two
// of them are.
import sharp from 'sharp';

/** The picture as `size`×`size` grey values 0–255 (proportions ignored: only likeness matters). */
export async function greyThumbnail(bytes: Uint8Array, size = 16): Promise<Float64Array> {
  const data = await sharp(bytes).rotate().resize(size, size, { fit: 'fill' }).greyscale().raw().toBuffer();
  return Float64Array.from(data);
}

/** The picture as `size`×`size` RGB values 0–255, interleaved. */
export async function colourThumbnail(bytes: Uint8Array, size = 32): Promise<Float64Array> {
  const data = await sharp(bytes).rotate().resize(size, size, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  return Float64Array.from(data);
}

/** Pearson correlation of two equally long series, −1…1. */
export function pearson(a: Float64Array, b: Float64Array): number {
  const n = a.length;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i++) {
    meanA += a[i] / n;
    meanB += b[i] / n;
  }
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < n; i++) {
    covariance += (a[i] - meanA) * (b[i] - meanB);
    varianceA += (a[i] - meanA) ** 2;
    varianceB += (b[i] - meanB) ** 2;
  }
  return covariance / Math.sqrt(varianceA * varianceB || 1);
}

/** Mean absolute difference of two equally long series (0–255 for thumbnails). */
export function meanAbsoluteDifference(a: Float64Array, b: Float64Array): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i] - b[i]);
  return total / a.length;
}

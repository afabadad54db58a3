// How crisply a painted portrait draws the face, measured on the result's own face mesh (for
// pix/elegant's test, avatar.elegant.test.ts): the steepest steps of grey at the eyes and the mouth
// (where a painter draws the sharpest edges) against the smooth planes of the cheeks. A portrait
// painted from a soft photo's pixels carries its blur into the eyes and its grain into the cheeks
// (a blind panel's "brown smear, face melted"): its eyes' steps are shallow and its cheeks noisy.
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { LEFT_EYE, LIPS, outline, RIGHT_EYE, SKIN_SAMPLES } from '../../landmarks';
import { fillPolygon, scaled } from '../../masks';
import { quantile } from '../../../shared/median';

export interface Crispness {
  /** The 90th percentile of the grey step (levels of 255 per pixel) over the eyes and lips. */
  features: number;
  /** The median grey step on the cheeks and forehead. */
  planes: number;
}

/** Measures `picture` (8-bit RGB) about its own face `mesh` (in its pixels). */
export function faceCrispness(picture: Pixels, mesh: readonly Point[]): Crispness {
  const { width, height, channels, data } = picture;
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++) {
    const p = i * channels;
    grey[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  }
  const step = (i: number): number => {
    const x = i % width;
    const y = Math.floor(i / width);
    if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) return 0;
    return Math.hypot(grey[i + 1] - grey[i - 1], grey[i + width] - grey[i - width]) / 2;
  };
  const drawn = fillPolygon(scaled(outline(mesh, RIGHT_EYE), 1.3, 1.6), width, height);
  fillPolygon(scaled(outline(mesh, LEFT_EYE), 1.3, 1.6), width, height, drawn);
  fillPolygon(scaled(outline(mesh, LIPS), 1.15, 1.3), width, height, drawn);
  const features: number[] = [];
  for (let i = 0; i < drawn.data.length; i++) if (drawn.data[i] > 0.5) features.push(step(i));
  const eyeWidth = Math.hypot(mesh[33][0] - mesh[133][0], mesh[33][1] - mesh[133][1]);
  const radius = Math.max(2, Math.round(eyeWidth * 0.3));
  const planes: number[] = [];
  for (const index of SKIN_SAMPLES) {
    const [cx, cy] = mesh[index];
    for (let y = Math.round(cy) - radius; y <= cy + radius; y++)
      for (let x = Math.round(cx) - radius; x <= cx + radius; x++)
        if (x > 0 && y > 0 && x < width - 1 && y < height - 1 && Math.hypot(x - cx, y - cy) <= radius)
          planes.push(step(y * width + x));
  }
  return { features: quantile(features, 0.9), planes: quantile(planes, 0.5) };
}

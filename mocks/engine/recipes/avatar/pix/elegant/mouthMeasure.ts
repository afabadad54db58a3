// How crisp the line between the lips is, measured on a result's own face mesh (for
// avatar.elegant.mouth.test.ts): across each column of the middle half of the mouth, the steepest
// step of grey over two pixels near the lips' meeting line; the median of those columns. A soft
// mouth (a blind panel's "blurry mouth") has only shallow steps there.
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { distance, type XY } from '../../landmarks';
import { mouthLine } from './mouthLine';

/** The median over the mouth's middle columns of the steepest grey step (levels of 255 per pixel). */
export function mouthStep(picture: Pixels, mesh: readonly Point[]): number {
  const { width, height, channels, data } = picture;
  const grey = (x: number, y: number): number => {
    const p = (Math.min(height - 1, Math.max(0, y)) * width + x) * channels;
    return 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  };
  const points: XY[] = mesh.map((p) => [p[0], p[1]]);
  const unit = distance(points[33], points[263]);
  const line = mouthLine(points);
  const reach = Math.max(2, Math.round(unit * 0.06));
  const steps: number[] = [];
  const left = line[0][0];
  const right = line[line.length - 1][0];
  for (let x = Math.round(left + (right - left) * 0.25); x <= Math.round(left + (right - left) * 0.75); x++) {
    // The line's height at this column, between the two points round it.
    const k = line.findIndex((p) => p[0] >= x);
    const [a, b] = k <= 0 ? [line[0], line[1]] : [line[k - 1], line[k]];
    const y = Math.round(a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1));
    let steepest = 0;
    for (let dy = -reach; dy <= reach; dy++)
      steepest = Math.max(steepest, Math.abs(grey(x, y + dy + 1) - grey(x, y + dy - 1)) / 2);
    steps.push(steepest);
  }
  steps.sort((p, q) => p - q);
  return steps.length ? steps[Math.floor(steps.length / 2)] : 0;
}

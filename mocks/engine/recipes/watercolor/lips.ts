// Where a face's lips are, for painters that keep their colour: a palette pulled to earths or
// to blue and yellow turns red lips lilac or grey.
import type { Face } from '../../types';
import { gaussianBlur } from '../shared/blur';
import { eyeSpan, fillPolygon, LIPS_OUTER, pointsOf } from '../shared/faceParts';
import { createGrey, smoothstep, type Grey } from '../shared/raster';

/** 1 on the lips (with a small margin), softened: where the person's own colour stays. */
export function lipsMask(faces: readonly Face[], width: number, height: number): Grey {
  const lips = createGrey(width, height);
  let span = 0;
  for (const face of faces) {
    fillPolygon(lips, pointsOf(face, LIPS_OUTER));
    span = Math.max(span, eyeSpan(face));
  }
  if (span === 0) return lips;
  const soft = gaussianBlur(lips, span * 0.03);
  for (let i = 0; i < soft.data.length; i++) soft.data[i] = smoothstep(0.05, 0.5, soft.data[i]);
  return soft;
}

// An RGB picture in memory (3 bytes a pixel, rows top to bottom), as the image adapter gives it.
import { sampleBilinear } from '../shared/sample';
import { edgeFlowOf, insidePoint, type Point } from './edgeFlow';

export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

const sampled = [0, 0, 0];
const softened = [0, 0, 0];
const inside: Point = { x: 0, y: 0 };

/**
 * Bilinear sample at (x, y), written (rounded) to `target` at `offset`. A point past the
 * picture's edge is reflected back into it, along the texture's own lines there (edgeFlow.ts): a
 * head that nods at the top of the photo then shows more of its own skin or hair there, where
 * clamping drew the edge row smeared into streaks, and a striped hair by the edge runs on
 * straight, where a plain mirror folded it into a chevron; deeper past the edge it softens.
 */
export function sampleInto(source: Raster, x: number, y: number, target: Uint8Array, offset: number): void {
  inside.x = x;
  inside.y = y;
  if (x < 0 || y < 0 || x > source.width - 1 || y > source.height - 1) {
    const flow = edgeFlowOf(source);
    const past = insidePoint(source, flow, inside);
    sampleBilinear(source, 3, inside.x, inside.y, sampled);
    // Deeper past the edge the guess is softened: the colour runs on, not a second earring.
    const soft = Math.min(1, past / flow.softAt);
    sampleBilinear(flow.soft, 3, inside.x, inside.y, softened);
    for (let channel = 0; channel < 3; channel++) sampled[channel] += (softened[channel] - sampled[channel]) * soft;
  } else sampleBilinear(source, 3, inside.x, inside.y, sampled);
  target[offset] = sampled[0] + 0.5;
  target[offset + 1] = sampled[1] + 0.5;
  target[offset + 2] = sampled[2] + 0.5;
}

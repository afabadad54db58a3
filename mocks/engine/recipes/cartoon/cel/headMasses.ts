// The hair round a face laid as flat masses: every patch of one band that reaches into the hair's
// zone (after the island merge, cel/bands.ts) takes its own mean colour. Picked pixel by pixel from
// the photo's palette, a lock's light and shade flipped between two or three palette colours
// inside one band and the hair read as camouflage; the mean is the colour a painter mixes for the
// mass. Taking the pixel's own smoothed colour instead (as the skin does) kept the hair calm but
// smeared the room beside it into a photo's blurred gradients. The whole patch is flattened, not
// only its part in the zone: cut at the zone's edge, a dark room showed a disc round the head. A
// patch that runs on far from the head is the room's, not the hair's, and is left as it is:
// flattened, a band running through the whole picture changed its colour far from the face.
import type { MaskBounds } from '../../shared/maskBounds';
import type { Grey } from '../../shared/raster';
import { smoothstep } from '../../shared/raster';
import { forEachPatch } from '../../shared/patches';

/** A patch whose colours spread (RMS Lab a, b from their mean) up to the first is one mass; past the second, several things (a room and an ear) in one band: left as they are. */
const SPREAD: readonly [number, number] = [6, 10];
/** A pixel's a, b this far from its patch's mean keeps its own (all of it at the second). */
const APART: readonly [number, number] = [8, 14];

/**
 * Moves `lab` (L, a, b per pixel) to the mean of its patch of one `band` (4-connected) for every
 * patch with a pixel where `zone` is over a half that lies wholly `within` a box round the head;
 * `face` (0–1) is no patch's and keeps its own.
 */
export function flattenMasses(lab: Float32Array, band: Uint8Array, zone: Grey, face: Grey, within: MaskBounds): void {
  const { width, data } = zone;
  const open = (i: number): boolean => face.data[i] < 0.5;
  forEachPatch(
    width,
    data.length,
    (i) => data[i] > 0.5 && open(i),
    (i, j) => band[j] === band[i] && open(j),
    (members) => {
      // Weighted sums of L, a, b, the weight, and a² + b².
      const sum = [0, 0, 0, 0, 0];
      for (const i of members) {
        const w = 1 - face.data[i];
        const [l, a, b] = [lab[i * 3], lab[i * 3 + 1], lab[i * 3 + 2]];
        sum[0] += l * w;
        sum[1] += a * w;
        sum[2] += b * w;
        sum[3] += w;
        sum[4] += (a * a + b * b) * w;
      }
      const mean = [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3]];
      const spread = Math.sqrt(Math.max(0, sum[4] / sum[3] - mean[1] ** 2 - mean[2] ** 2));
      const one = smoothstep(SPREAD[1], SPREAD[0], spread);
      if (one <= 0 || members.some((i) => !inside(i % width, Math.floor(i / width), within))) return;
      for (const i of members) {
        const apart = Math.hypot(lab[i * 3 + 1] - mean[1], lab[i * 3 + 2] - mean[2]);
        const w = (1 - face.data[i]) * one * smoothstep(APART[1], APART[0], apart);
        for (let c = 0; c < 3; c++) lab[i * 3 + c] += (mean[c] - lab[i * 3 + c]) * w;
      }
    },
  );
}

function inside(x: number, y: number, { left, top, right, bottom }: MaskBounds): boolean {
  return x >= left && x <= right && y >= top && y <= bottom;
}

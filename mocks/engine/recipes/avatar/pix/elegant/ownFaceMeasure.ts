// Whether pix/elegant's modelled sitter has this person's face and not one doll's for everyone,
// measured for avatar.elegant.ownFace.test.ts, each picture read about its own face mesh:
// - `eyeLikeness`: the band of the eyes and brows (lids, sockets, the eyes' own dark shapes) as a
//   small grey thumbnail with its broad light taken out, correlated with the photo's (1 the same
//   shading, 0 none in common). The same painted eye on every face keeps little of the photo's.
// - `skinLab`: the cheeks' median colour in CIE Lab, to set against the photo's.
import type { Pixels } from '../../../../adapters/image';
import type { Point } from '../../../../types';
import { pearson } from '../../../../testing/measure';
import { colourToLab } from '../../../shared/colour';
import { faceFrame } from '../../landmarks';
import { greyThumbnail } from './likeness';

/** The eye band's thumbnail: cells across and down. */
const ACROSS = 24;
const DOWN = 8;

/** The band from above the brows to below the eyes, 0.9 of the face's width, as ACROSS × DOWN cells (each a 4×4 sampling's mean). */
function eyeBand(picture: Pixels, mesh: readonly Point[]): Float64Array {
  const { faceWidth, faceHeight, cx } = faceFrame(mesh);
  const brows = (mesh[105][1] + mesh[334][1]) / 2;
  const eyes = (mesh[159][1] + mesh[145][1] + mesh[386][1] + mesh[374][1]) / 4;
  const left = cx - faceWidth * 0.45;
  const top = brows - faceHeight * 0.06;
  const width = faceWidth * 0.9;
  const height = eyes - top + faceHeight * 0.08;
  return greyThumbnail(picture, { left, top, width, height }, ACROSS, DOWN);
}

/** Each cell less its row's mean and its column's mean over the band (the broad light and the band's gradient out). */
function detail(cells: Float64Array): Float64Array {
  const out = new Float64Array(cells.length);
  const rows = new Float64Array(DOWN);
  const columns = new Float64Array(ACROSS);
  let all = 0;
  for (let v = 0; v < DOWN; v++)
    for (let u = 0; u < ACROSS; u++) {
      const c = cells[v * ACROSS + u];
      rows[v] += c / ACROSS;
      columns[u] += c / DOWN;
      all += c / cells.length;
    }
  for (let v = 0; v < DOWN; v++)
    for (let u = 0; u < ACROSS; u++) out[v * ACROSS + u] = cells[v * ACROSS + u] - rows[v] - columns[u] + all;
  return out;
}

/** How much of the photo's eye band the result keeps (−1…1), each read about its own face mesh. */
export function eyeLikeness(photo: Pixels, photoMesh: readonly Point[], result: Pixels, resultMesh: readonly Point[]): number {
  return pearson(detail(eyeBand(photo, photoMesh)), detail(eyeBand(result, resultMesh)));
}

/** The cheeks' median colour in Lab: discs a tenth of the face's width round mesh points 50 and 280 (below each eye, beside the nose). */
export function skinLab(picture: Pixels, mesh: readonly Point[]): [number, number, number] {
  const { faceWidth } = faceFrame(mesh);
  const radius = faceWidth * 0.1;
  const channels: [number[], number[], number[]] = [[], [], []];
  for (const index of [50, 280]) {
    const [cx, cy] = mesh[index];
    for (let y = Math.floor(cy - radius); y <= cy + radius; y++)
      for (let x = Math.floor(cx - radius); x <= cx + radius; x++) {
        if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) continue;
        if (Math.hypot(x + 0.5 - cx, y + 0.5 - cy) > radius) continue;
        const p = (y * picture.width + x) * picture.channels;
        for (let c = 0; c < 3; c++) channels[c].push(picture.data[p + c] / 255);
      }
  }
  const median = (values: number[]): number => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return colourToLab([median(channels[0]), median(channels[1]), median(channels[2])]);
}

/** The distance between two Lab colours (CIE76 ΔE). */
export function deltaE(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

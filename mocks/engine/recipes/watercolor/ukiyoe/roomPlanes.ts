// The room round a face-less standing figure (the woman in a room: her face too small for a
// mesh) printed as the interiors of the prints are: its walls, door and floor as a few flat
// planes of the palette, wood in the brown block with its grain cut along the plank, a pale wall
// left as paper for the sky's bokashi. Printed all in the dark ground, as a dark room behind a
// close face is, the figure stood in a blank: "a cut-out on a navy sheet", to the panel.
import { gaussianBlurRgb } from '../../shared/blur';
import { rgbToLab } from '../../shared/colour';
import { nearestIndex } from '../../shared/quantize';
import type { Rgb } from '../../shared/raster';
import { cleanLabels, dropSmallAreas } from '../blocks';

export interface RoomPalette {
  /** Each candidate plane's print block and its CIELAB colour (lightness already weighted). */
  blocks: readonly number[];
  lab: readonly (readonly [number, number, number])[];
  /** The print's lightness weight (as printColourOf counts it). */
  lightnessWeight: number;
}

/**
 * A print's room is lighter than a photo's: the photo's lightness is lifted to this floor (and
 * its range squeezed above it), so a dim wall prints as a plane of colour, not as ink.
 */
const LIGHTNESS_FLOOR = 30;
/** The room's colour smoothed over this share of the picture's long side before it is printed. */
const ROOM_BLUR = 0.012;
/** The planes cleaned by a majority vote over this share of the long side: a print's few broad planes. */
const PLANE_CLEAN = 0.018;

/** A plane of the room is at least this share of the picture. */
const SMALLEST_PLANE = 0.02;
/** The room's planes voted straight along this share of the picture's height (columns) and width (rows). */
const STRAIGHT = 0.05;

/** One majority vote along each column (`upright`) or row, over 2r+1 pixels (edges repeated). */
function voteAlong(labels: Uint8Array, width: number, height: number, radius: number, upright: boolean): Uint8Array {
  let kinds = 0;
  for (const label of labels) kinds = Math.max(kinds, label + 1);
  const [lines, length] = upright ? [width, height] : [height, width];
  const at = (line: number, k: number): number => (upright ? k * width + line : line * width + k);
  const out = new Uint8Array(labels.length);
  const counts = new Int32Array(kinds);
  for (let line = 0; line < lines; line++) {
    counts.fill(0);
    for (let k = -radius; k <= radius; k++) counts[labels[at(line, Math.min(length - 1, Math.max(0, k)))]]++;
    for (let k = 0; k < length; k++) {
      let best = labels[at(line, k)];
      for (let kind = 0; kind < kinds; kind++) if (counts[kind] > counts[best]) best = kind;
      out[at(line, k)] = best;
      counts[labels[at(line, Math.min(length - 1, k + radius + 1))]]++;
      counts[labels[at(line, Math.max(0, k - radius))]]--;
    }
  }
  return out;
}

/** The room's blocks: the print block of each plane of the room (the figure's pixels too: the caller prints it apart). */
export function roomPlanes(flat: Rgb, palette: RoomPalette): Uint8Array {
  const { width, height } = flat;
  const long = Math.max(width, height);
  const broad = gaussianBlurRgb(flat, long * ROOM_BLUR);
  const candidates = palette.lab.map(([l, a, b]): [number, number, number] => [l, a, b]);
  const labels = new Uint8Array(width * height);
  const lab: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < labels.length; i++, p += 3) {
    rgbToLab(broad.data[p], broad.data[p + 1], broad.data[p + 2], lab);
    const lifted = LIGHTNESS_FLOOR + lab[0] * (1 - LIGHTNESS_FLOOR / 100);
    labels[i] = nearestIndex(candidates, lifted * palette.lightnessWeight, lab[1], lab[2]);
  }
  // Voted along columns, then along rows: a room's planes meet in upright and level edges (a
  // door's jamb, the floor's line), where a square vote rounds them into blobs.
  const upright = voteAlong(labels, width, height, Math.round(height * STRAIGHT), true);
  const level = voteAlong(upright, width, height, Math.round(width * STRAIGHT), false);
  const cleaned = cleanLabels(level, width, height, Math.max(1, Math.round(long * PLANE_CLEAN)), 1);
  // A plane smaller than a print would cut (an ornament, a strip of wall) is the room's main plane.
  const counts = new Array<number>(palette.blocks.length).fill(0);
  for (const label of cleaned) counts[label]++;
  const main = counts.indexOf(Math.max(...counts));
  const blocks = new Uint8Array(labels.length).fill(palette.blocks[main]);
  for (let kind = 0; kind < palette.blocks.length; kind++) {
    if (kind === main) continue;
    const plane = new Uint8Array(labels.length);
    for (let i = 0; i < plane.length; i++) plane[i] = cleaned[i] === kind ? 1 : 0;
    const kept = dropSmallAreas(plane, width, height, width * height * SMALLEST_PLANE);
    for (let i = 0; i < plane.length; i++) if (kept[i]) blocks[i] = palette.blocks[kind];
  }
  return blocks;
}

// The room round a face-less standing figure (the woman in a room: her face too small for a
// mesh) printed as the interiors of the prints are: its walls, door and floor as a few flat
// planes of the palette, wood in the brown block with its grain cut along the plank, a pale wall
// left as paper for the sky's bokashi. Printed all in the dark ground, as a dark room behind a
// close face is, the figure stood in a blank: "a cut-out on a navy sheet", to the panel.
import { gaussianBlurRgb } from '../../shared/blur';
import { rgbToLab } from '../../shared/colour';
import { nearestIndex } from '../../shared/quantize';
import { createRgb, type Rgb } from '../../shared/raster';
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

/**
 * The planes are worked out on a grid this many cells on the picture's long side: they are a
 * few broad areas, and at 1024 px their blur, votes and clean-up cost 0.37 s of CPU.
 */
const COARSE_SIDE = 256;

/** `picture` shrunk by `step`: each cell the mean of its step × step pixels. */
function shrunk(picture: Rgb, step: number): Rgb {
  const { width, height, data } = picture;
  const out = createRgb(Math.ceil(width / step), Math.ceil(height / step));
  const counts = new Float32Array(out.width * out.height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const cell = Math.floor(y / step) * out.width + Math.floor(x / step);
      counts[cell]++;
      for (let c = 0; c < 3; c++) out.data[cell * 3 + c] += data[(y * width + x) * 3 + c];
    }
  for (let cell = 0; cell < counts.length; cell++) for (let c = 0; c < 3; c++) out.data[cell * 3 + c] /= counts[cell];
  return out;
}

/** The room's blocks: the print block of each plane of the room (the figure's pixels too: the caller prints it apart). */
export function roomPlanes(flat: Rgb, palette: RoomPalette): Uint8Array {
  const step = Math.max(1, Math.ceil(Math.max(flat.width, flat.height) / COARSE_SIDE));
  const coarse = shrunk(flat, step);
  const planes = planesOf(coarse, palette);
  const blocks = new Uint8Array(flat.width * flat.height);
  for (let y = 0; y < flat.height; y++)
    for (let x = 0; x < flat.width; x++)
      blocks[y * flat.width + x] = planes[Math.floor(y / step) * coarse.width + Math.floor(x / step)];
  return blocks;
}

function planesOf(flat: Rgb, palette: RoomPalette): Uint8Array {
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

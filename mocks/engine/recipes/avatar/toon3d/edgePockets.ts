// Hair that runs off the picture's side can lose its matte there: beyond the photo's own edge
// align.ts fills in a blur, and the person matte fades in an oval over it, so the drawn figure
// had a backdrop-coloured bite through the hair at the frame's edge (the held-out brunette at
// pix/pixar seed 2, the black-and-white woman). Such a bite is a pocket: a patch outside the
// figure that meets the picture's frame only along one side, with hair on that side above and
// below it. Where the photo's colour in it reads as the hair's rather than the room's, it is
// filled as hair, so the hair reaches the frame's edge as one mass and is shaded with the rest.
import { hypot3 } from '../../shared/hypot';
import { forEachPatch } from '../../shared/patches';
import type { Rgb } from '../../shared/raster';
import type { Masses } from './masses';

/** Under this, a pixel is outside the figure. */
const OUTSIDE = 0.5;
/** How far round a filled pocket its antialiased rim is made whole hair, in pixels. */
const RIM = 2;

interface Patch {
  /** The patch's pixels. */
  pixels: number[];
  /** Whether it meets the picture's top or bottom row. */
  topOrBottom: boolean;
  /** The rows where it meets the left (index 0) and the right (index 1) column. */
  sideRows: [number[], number[]];
}

/** The 4-connected patches of pixels outside the figure (../../shared/patches.ts walks them). */
function outsidePatches(silhouette: Masses['silhouette']): Patch[] {
  const { width, height, data } = silhouette;
  const outside = (i: number): boolean => data[i] < OUTSIDE;
  const patches: Patch[] = [];
  forEachPatch(
    width,
    data.length,
    outside,
    (_, j) => outside(j),
    (walked) => {
      const patch: Patch = { pixels: Array.from(walked), topOrBottom: false, sideRows: [[], []] };
      for (const i of patch.pixels) {
        const x = i % width;
        const y = (i - x) / width;
        if (y === 0 || y === height - 1) patch.topOrBottom = true;
        if (x === 0) patch.sideRows[0].push(y);
        if (x === width - 1) patch.sideRows[1].push(y);
      }
      patches.push(patch);
    },
  );
  return patches;
}

/** Whether the frame's column `x` holds hair (over half) just above and just below rows `rows`. */
function hairAboveAndBelow({ hair }: Masses, x: number, rows: readonly number[]): boolean {
  const top = Math.min(...rows) - 1;
  const bottom = Math.max(...rows) + 1;
  if (top < 0 || bottom >= hair.height) return false;
  return hair.data[top * hair.width + x] >= OUTSIDE && hair.data[bottom * hair.width + x] >= OUTSIDE;
}

/** The mean of `soft` over `pixels`. */
function meanColour(soft: Rgb, pixels: readonly number[]): [number, number, number] {
  const sum: [number, number, number] = [0, 0, 0];
  for (const i of pixels) for (let c = 0; c < 3; c++) sum[c] += soft.data[i * 3 + c];
  return [sum[0] / pixels.length, sum[1] / pixels.length, sum[2] / pixels.length];
}

function colourGap(a: readonly number[], b: readonly number[]): number {
  return hypot3(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** A patch meeting the frame along one side only, between hair above and below it there. */
function isPocket(masses: Masses, patch: Patch): boolean {
  if (patch.topOrBottom) return false;
  const [left, right] = patch.sideRows;
  if (left.length > 0 === right.length > 0) return false;
  const side = left.length > 0 ? 0 : masses.hair.width - 1;
  return hairAboveAndBelow(masses, side, left.length > 0 ? left : right);
}

/** Makes `pixels`, and the antialiased rim round them, whole hair in the figure. */
function fillAsHair(masses: Masses, pixels: readonly number[]): void {
  const { width, height } = masses.hair;
  const { silhouette, hair, skin, clothes } = masses;
  for (const i of pixels) {
    const x = i % width;
    const y = (i - x) / width;
    for (let v = Math.max(0, y - RIM); v <= Math.min(height - 1, y + RIM); v++)
      for (let u = Math.max(0, x - RIM); u <= Math.min(width - 1, x + RIM); u++) {
        const j = v * width + u;
        const taken = skin.data[j] + clothes.reduce((sum, { mask }) => sum + mask.data[j], 0);
        silhouette.data[j] = 1;
        hair.data[j] = Math.max(hair.data[j], 1 - Math.min(1, taken));
      }
  }
}

/**
 * Fills, in place, every backdrop pocket at the picture's side whose photo colour is nearer the
 * hair's than the room's (the mean of the photo outside the figure elsewhere). Returns the number
 * of pixels filled.
 */
export function fillEdgePockets(masses: Masses, soft: Rgb): number {
  if (!masses.hairColour) return 0;
  const patches = outsidePatches(masses.silhouette);
  const pockets = patches.filter((patch) => isPocket(masses, patch));
  if (pockets.length === 0) return 0;
  const room = patches.filter((patch) => !pockets.includes(patch)).flatMap(({ pixels }) => pixels);
  if (room.length === 0) return 0;
  const roomColour = meanColour(soft, room);
  let filled = 0;
  for (const { pixels } of pockets) {
    const colour = meanColour(soft, pixels);
    if (colourGap(colour, masses.hairColour) >= colourGap(colour, roomColour)) continue;
    fillAsHair(masses, pixels);
    filled += pixels.length;
  }
  return filled;
}

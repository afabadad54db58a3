// A face reshaped: the picture warped and its mesh moved along, through a chain of reshapes
// (./lens.ts) each planned on the mesh as the ones before it left it, so the mesh the styles
// draw with afterwards (catchlights, lines, masks) sits on the reshaped face.
import { createRgb, type Rgb } from '../../shared/raster';
import { sampleBilinear } from '../../shared/sample';
import type { XY } from '../landmarks';
import { moveBack, moveForward, type Reshape } from './lens';

/** Plans one reshape on the mesh as it is now. */
export type PlanReshape = (mesh: readonly XY[]) => Reshape;

export interface Reshaped {
  picture: Rgb;
  mesh: XY[];
}

/** The inverse is found on a grid this many pixels apart and interpolated between: the fields are smooth at that scale. */
const GRID = 4;

function inside(bounds: Reshape['bounds'], x: number, y: number): boolean {
  return x >= bounds[0] && y >= bounds[1] && x <= bounds[2] && y <= bounds[3];
}

/** Where each grid node's pixel comes from, x and y interleaved. */
function sourceGrid(reshapes: readonly Reshape[], columns: number, rows: number): Float32Array {
  const grid = new Float32Array(columns * rows * 2);
  const cursor: [number, number] = [0, 0];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      cursor[0] = i * GRID;
      cursor[1] = j * GRID;
      for (let k = reshapes.length - 1; k >= 0; k--) {
        if (inside(reshapes[k].bounds, cursor[0], cursor[1])) moveBack(reshapes[k], cursor[0], cursor[1], cursor);
      }
      grid[(j * columns + i) * 2] = cursor[0];
      grid[(j * columns + i) * 2 + 1] = cursor[1];
    }
  }
  return grid;
}

export function reshapeFace(picture: Rgb, mesh: readonly XY[], plans: readonly PlanReshape[]): Reshaped {
  const reshapes: Reshape[] = [];
  let moved: XY[] = [...mesh];
  for (const plan of plans) {
    const reshape = plan(moved);
    reshapes.push(reshape);
    moved = moved.map(([x, y]) => moveForward([reshape], x, y));
  }
  const { width, height } = picture;
  const columns = Math.ceil(width / GRID) + 1;
  const rows = Math.ceil(height / GRID) + 1;
  const grid = sourceGrid(reshapes, columns, rows);
  const result = createRgb(width, height);
  const where = [0, 0];
  for (let y = 0; y < height; y++) {
    const gy = (y + 0.5) / GRID;
    for (let x = 0; x < width; x++) {
      sampleBilinear({ width: columns, height: rows, data: grid }, 2, (x + 0.5) / GRID, gy, where);
      sampleBilinear(picture, 3, where[0] - 0.5, where[1] - 0.5, result.data, (y * width + x) * 3);
    }
  }
  return { picture: result, mesh: moved };
}

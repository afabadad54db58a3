// The older man's webcam photo ends 134 px under his chin: the younger shape lifted his chin 62 px
// and, held still along the square's edge, drew the strip between out 1.96 times, "a balloon head"
// on a long neck (and the chair's edge with it). The whole chain of moves is now kept to 0.3 of
// each pixel's distance from the edge (./heldAtEdges.ts cappedAtEdges): no strip is drawn out past
// 1.3 times, and a face clear of the edges (the woman's) is warped exactly as planned. Since the
// lower face is shortened level across the picture (./levelLowerFace.ts), what it loses is given
// back above the eyes and below the chin over all the room to the frame's edges, so the cap
// hardly has anything left to hold.
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PHOTOS } from '../../../../../../tests/gallery/samples';
import type { XY } from '../../landmarks';
import { moveBack, moveForward, type Reshape } from '../../toon3d/lens';
import type { PlanReshape } from '../../toon3d/meshWarp';
import { tuningForFace, youngerPlansFor, youngerWarp } from '../younger';
import { fineShare } from './sharpness';
import { youngerFramed } from '../../../../testing/youngerFramed';

const SLOW = 600_000;

/** The reshapes the plans make, each planned on the mesh the ones before it left (as ../../toon3d/meshWarp.ts does). */
function chain(plans: readonly PlanReshape[], mesh: readonly XY[]): { reshapes: Reshape[]; moved: XY[] } {
  const reshapes: Reshape[] = [];
  let moved: XY[] = [...mesh];
  for (const plan of plans) {
    const reshape = plan(moved);
    reshapes.push(reshape);
    moved = moved.map(([x, y]) => moveForward([reshape], x, y));
  }
  return { reshapes, moved };
}

interface Warp {
  /** The most any 4 px strip, down or across, is drawn out. */
  stretch: number;
  /** How far the chin point rises, px. */
  lift: number;
  /** Where each 8 px grid node's pixel is taken from, x and y interleaved. */
  sources: Float64Array;
  /** Each node's own place, x and y interleaved. */
  nodes: Float64Array;
}

function measure(plans: readonly PlanReshape[], mesh: readonly XY[], size: number): Warp {
  const { reshapes, moved } = chain(plans, mesh);
  const source = (x: number, y: number): [number, number] => {
    const at: [number, number] = [x, y];
    for (let k = reshapes.length - 1; k >= 0; k--) moveBack(reshapes[k], at[0], at[1], at);
    return at;
  };
  const step = 4;
  let stretch = 0;
  const nodes: number[] = [];
  const places: number[] = [];
  for (let y = 0; y + step < size; y += step)
    for (let x = 0; x + step < size; x += step) {
      const here = source(x, y);
      const below = source(x, y + step);
      const beside = source(x + step, y);
      stretch = Math.max(stretch, step / Math.max(1e-6, below[1] - here[1]), step / Math.max(1e-6, beside[0] - here[0]));
      if (x % 8 === 0 && y % 8 === 0) {
        nodes.push(here[0], here[1]);
        places.push(x, y);
      }
    }
  return { stretch, lift: mesh[152][1] - moved[152][1], sources: Float64Array.from(nodes), nodes: Float64Array.from(places) };
}

const warps = new Map<string, { planned: Warp; now: Warp; face: readonly [number, number, number, number] }>();

beforeAll(async () => {
  for (const [id, wearer, age] of [
    ['older-man', 'man', 38.7],
    ['woman', 'woman', 23.5],
  ] as const) {
    const sample = SAMPLE_PHOTOS.find((photo) => photo.id === id);
    if (!sample) throw new Error(`no ${id} sample`);
    const bytes = await sample.bytes();
    // Framed as the recipe frames it at seed 1, with the age faceres reads.
    const { picture, mesh } = await youngerFramed(bytes);
    const plans = youngerPlansFor(tuningForFace(wearer, age), fineShare(picture, mesh));
    const size = picture.width;
    const xs = mesh.map(([x]) => x);
    const ys = mesh.map(([, y]) => y);
    warps.set(id, {
      face: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      // As planned: no move held at the edges.
      planned: measure(plans, mesh, size),
      now: measure(youngerWarp(plans, size), mesh, size),
    });
  }
}, SLOW);

describe('pix/younger near the frame: no strip drawn out', () => {
  it("draws the older man's neck out 1.3 times at most, his chin still lifted", () => {
    const warp = warps.get('older-man');
    if (!warp) throw new Error('not measured');
    const words = `stretch as planned ${warp.planned.stretch.toFixed(2)} → held ${warp.now.stretch.toFixed(2)}, chin lift ${warp.planned.lift.toFixed(1)} → ${warp.now.lift.toFixed(1)} px`;
    // main at 327a5a4 (squashed under the face, faded at the edges): stretch 1.96, chin lifted
    // 62.2 px; capped: 1.30, 40.2 px. Level (the chin 19.9 px up and the eyes sunk, the lower face
    // shorter than the cap let it be, ./levelLowerFace.test.ts): faded 1.38, capped 1.25. Since the
    // sixty-third stop the lower face is shortened less (0.94 and a 0.96 chin at the strong end, not
    // 0.89 and 0.92: "bloated"): stretch 1.15 planned, 1.19 held, the chin lifted 11.4 px of 11.4.
    expect(warp.now.stretch, words).toBeLessThan(1.33);
    expect(warp.now.lift, words).toBeGreaterThan(8);
    expect(warp.now.lift, words).toBeGreaterThan(warp.planned.lift * 0.9);
  });

  it("leaves a face clear of the edges (the woman's) warped as planned", () => {
    const warp = warps.get('woman');
    if (!warp) throw new Error('not measured');
    // The face (the mesh's box): the level lower face reaches the frame's edges, and a tilted
    // face's is held a little there (at most 2.9 px on the woman), but never on the face.
    const [left, top, right, bottom] = warp.face;
    let largest = 0;
    for (let i = 0; i < warp.now.sources.length; i += 2) {
      const [x, y] = [warp.now.nodes[i], warp.now.nodes[i + 1]];
      if (x < left || x > right || y < top || y > bottom) continue;
      for (const k of [i, i + 1]) largest = Math.max(largest, Math.abs(warp.now.sources[k] - warp.planned.sources[k]));
    }
    // Measured: 0.0003 px; stretch 1.10 planned, 1.22 held (a strip along the frame's edge, under the 1.3 cap).
    const words = `largest difference on the face in where a pixel is taken from ${largest.toFixed(4)} px; stretch ${warp.planned.stretch.toFixed(2)} → ${warp.now.stretch.toFixed(2)}`;
    expect(largest, words).toBeLessThan(0.01);
    expect(warp.now.stretch, words).toBeLessThan(1.31);
  });
});

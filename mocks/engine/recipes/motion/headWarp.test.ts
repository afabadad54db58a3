// The head's turn moves the head as one piece, never folding the picture over itself (issue 37:
// a black arc and a doubled edge beside the head where a turn's field was steepest, at the
// ellipse's rim): along every row and column through the head, where a pixel comes from keeps
// its order, for turns and nods as far as any template takes them.
import { describe, expect, it } from 'vitest';
import { sampleFaces } from '../../testing/faces';
import type { Cursor } from './cursor';
import { faceGeometry } from './geometry';
import { headInverse, planHead } from './headWarp';
import { restingPose } from './pose';

/** Of the distance between two neighbouring pixels, the least their sources may lie apart (no fold). */
const LEAST_STEP = 0.05;

describe('the head warp', () => {
  it.each([
    ['a turn', { yaw: 0.5 }],
    ['a turn the other way', { yaw: -0.5 }],
    ['a nod', { pitch: 0.22 }],
    ['a head thrown back', { pitch: -0.25 }],
  ])('%s keeps every row and column of the head in order', async (_name, moved) => {
    const [found] = await sampleFaces('woman');
    const face = faceGeometry(found.mesh);
    const plan = planHead(face, { ...restingPose(), ...moved });
    const head = face.head;
    const reach = Math.max(head.radiusX, head.radiusY) * 1.6;
    const cursor: Cursor = { x: 0, y: 0 };
    const source = (x: number, y: number): Cursor => {
      cursor.x = x;
      cursor.y = y;
      headInverse(face, plan, cursor);
      return { x: cursor.x, y: cursor.y };
    };
    let leastAcross = Infinity;
    let leastDown = Infinity;
    for (let a = -reach; a <= reach; a += 4) {
      for (let b = -reach; b < reach; b += 1) {
        const row = [source(head.centerX + b, head.centerY + a), source(head.centerX + b + 1, head.centerY + a)];
        leastAcross = Math.min(leastAcross, row[1].x - row[0].x);
        const column = [source(head.centerX + a, head.centerY + b), source(head.centerX + a, head.centerY + b + 1)];
        leastDown = Math.min(leastDown, column[1].y - column[0].y);
      }
    }
    expect(leastAcross).toBeGreaterThan(LEAST_STEP);
    expect(leastDown).toBeGreaterThan(LEAST_STEP);
  });
});

// The form of a face as a painter's strokes follow it: across the forehead, down the cheeks,
// round the rim, down the nose, along the mouth, in rings round each eye socket. Shared by the
// painters whose touches model a head (Van Gogh's swirl field, Monet's face touches), so the two
// read one face the same way. Lines are doubled angles, since a stroke's line has no arrow.
import type { Face } from '../../types';
import { smoothstep } from '../shared/raster';

/** The line along (x, y) as a doubled angle (cos 2θ, sin 2θ). */
function doubled(x: number, y: number): [number, number] {
  const lengthSquared = x * x + y * y || 1;
  return [(x * x - y * y) / lengthSquared, (2 * x * y) / lengthSquared];
}

/** A face's frame: its middle (the nose's bridge), its axes (down its length, across) and half sizes, its eyes and mouth. */
export interface Head {
  cx: number;
  cy: number;
  downX: number;
  downY: number;
  acrossX: number;
  acrossY: number;
  rx: number;
  ry: number;
  eyes: readonly (readonly [number, number])[];
  socket: number;
  mouth: readonly [number, number];
  mouthReach: number;
}

export function headOf({ mesh }: Face): Head {
  const downX = mesh[152][0] - mesh[10][0];
  const downY = mesh[152][1] - mesh[10][1];
  const length = Math.hypot(downX, downY) || 1;
  const across = Math.hypot(mesh[454][0] - mesh[234][0], mesh[454][1] - mesh[234][1]);
  return {
    cx: mesh[168][0],
    cy: mesh[168][1] + length * 0.15,
    downX: downX / length,
    downY: downY / length,
    acrossX: -downY / length,
    acrossY: downX / length,
    rx: across * 0.5,
    ry: length * 0.55,
    eyes: [
      [(mesh[33][0] + mesh[133][0]) / 2, (mesh[33][1] + mesh[133][1]) / 2],
      [(mesh[263][0] + mesh[362][0]) / 2, (mesh[263][1] + mesh[362][1]) / 2],
    ],
    socket: Math.hypot(mesh[33][0] - mesh[263][0], mesh[33][1] - mesh[263][1]) * 0.26,
    mouth: [(mesh[13][0] + mesh[14][0]) / 2, (mesh[13][1] + mesh[14][1]) / 2],
    mouthReach: Math.hypot(mesh[61][0] - mesh[291][0], mesh[61][1] - mesh[291][1]) * 0.6,
  };
}

/**
 * The stroke line (doubled angle) at (x, y), at (u, v) in `head`'s frame (1 at its half sizes):
 * across the forehead, down the cheeks towards a point below the chin, round the rim (the jaw,
 * the temples, the chin), down the nose, along the mouth, in rings round each eye socket.
 */
export function formLine(head: Head, u: number, v: number, x: number, y: number): [number, number] {
  // Round the head: the ellipse's tangent (across at the brow and chin, down at the sides).
  const roundU = -v * head.rx;
  const roundV = u * head.ry;
  // Down the cheeks, converging below the chin as the planes of a face turn under it.
  const cheekU = -u * head.rx;
  const cheekV = (2.4 - v) * head.ry;
  const rim = smoothstep(0.75, 1.05, u * u + v * v);
  const forehead = smoothstep(-0.35, -0.6, v);
  const chin = smoothstep(0.75, 1, v);
  const round = Math.max(rim, forehead, chin);
  const roundNorm = Math.hypot(roundU, roundV) || 1;
  const cheekNorm = Math.hypot(cheekU, cheekV) || 1;
  let lu = (cheekU / cheekNorm) * (1 - round) + (roundU / roundNorm) * round;
  let lv = (cheekV / cheekNorm) * (1 - round) + (roundV / roundNorm) * round;
  // Down the nose's ridge.
  const nose = Math.exp(-((u / 0.18) ** 2)) * Math.exp(-(((v + 0.05) / 0.35) ** 2));
  lu *= 1 - nose;
  lv = lv * (1 - nose) + nose;
  let line = doubled(lu * head.acrossX + lv * head.downX, lu * head.acrossY + lv * head.downY);
  // Along the mouth.
  const mx = x - head.mouth[0];
  const my = y - head.mouth[1];
  const atMouth = Math.exp(-(mx * mx + my * my) / (head.mouthReach * head.mouthReach));
  const along = doubled(head.acrossX, head.acrossY);
  line = [line[0] + (along[0] - line[0]) * atMouth, line[1] + (along[1] - line[1]) * atMouth];
  for (const eye of head.eyes) {
    const ex = x - eye[0];
    const ey = y - eye[1];
    const near = Math.exp(-(ex * ex + ey * ey) / (head.socket * head.socket));
    const ring = doubled(-ey, ex);
    line = [line[0] + (ring[0] - line[0]) * near, line[1] + (ring[1] - line[1]) * near];
  }
  return line;
}

/**
 * The line of a face's form at (x, y), radians (formLine: across the forehead, down the cheeks,
 * round the rim, down the nose, along the mouth, round the eyes), for the faces whose head holds
 * the point; undefined off every head. Monet's face touches follow it (monet.ts);
 * Van Gogh's swirl field blends formLine in (vangogh/swirl.ts).
 */
export function faceForm(faces: readonly Face[]): (x: number, y: number) => number | undefined {
  const heads = faces.map(headOf);
  return (x, y) => {
    for (const head of heads) {
      const u = ((x - head.cx) * head.acrossX + (y - head.cy) * head.acrossY) / head.rx;
      const v = ((x - head.cx) * head.downX + (y - head.cy) * head.downY) / head.ry;
      if (u * u + v * v > 1.3) continue;
      const [cos2, sin2] = formLine(head, u, v, x, y);
      return 0.5 * Math.atan2(sin2, cos2);
    }
    return undefined;
  };
}

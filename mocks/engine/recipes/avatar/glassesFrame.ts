// A glasses frame's rim as drawn over a face (the toon styles' and the painters' glasses: toon3d/glasses.ts,
// ../watercolor/glasses.ts): a rounded rectangle, flat sides with round corners, not a monocle's circle;
// and a whole frame's lines round the mesh's eyes (the toon's and the pencil's: sketch/glasses.ts).
import { centreOf, distance, LEFT_EYE, RIGHT_EYE, type XY } from './landmarks';

/** The rim's outline (a superellipse of exponent 4) round `centre`, tilted by `angle` (radians), as 49 points. */
export function frameRim(centre: XY, halfWidth: number, halfHeight: number, angle: number): XY[] {
  const points: XY[] = [];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (let k = 0; k <= 48; k++) {
    const t = (k / 48) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    const u = Math.sign(c) * Math.abs(c) ** 0.5 * halfWidth;
    const v = Math.sign(s) * Math.abs(s) ** 0.5 * halfHeight;
    points.push([centre[0] + u * cos - v * sin, centre[1] + u * sin + v * cos]);
  }
  return points;
}

/** A whole frame round the mesh's eyes, as lines to stroke: the two rims, the bridge and the temples. */
export interface FrameLines {
  rims: [XY[], XY[]];
  bridge: XY[];
  temples: [XY[], XY[]];
  /** The eyes' corner-to-corner span, the frame's measure. */
  unit: number;
}

/** The frame round the mesh's eyes, its rims `heightShare` of the eyes' span high (half height). */
export function frameLines(mesh: readonly XY[], heightShare: number): FrameLines {
  const unit = distance(mesh[33], mesh[263]);
  const right = centreOf(mesh, RIGHT_EYE);
  const left = centreOf(mesh, LEFT_EYE);
  const angle = Math.atan2(left[1] - right[1], left[0] - right[0]);
  const halfWidth = unit * 0.3;
  const centres = [right, left].map((eye): XY => [eye[0], eye[1] + unit * 0.03]);
  const along: XY = [Math.cos(angle), Math.sin(angle)];
  const edge = (centre: XY, sign: number): XY => [
    centre[0] + along[0] * halfWidth * sign,
    centre[1] + along[1] * halfWidth * sign - unit * 0.05,
  ];
  // The bridge arched a little over the nose; the temples to the face's sides at the eyes' height.
  const inner = [edge(centres[0], 1), edge(centres[1], -1)];
  const middle: XY = [(inner[0][0] + inner[1][0]) / 2, (inner[0][1] + inner[1][1]) / 2 - unit * 0.04];
  return {
    rims: [
      frameRim(centres[0], halfWidth, unit * heightShare, angle),
      frameRim(centres[1], halfWidth, unit * heightShare, angle),
    ],
    bridge: [inner[0], middle, inner[1]],
    temples: [
      [edge(centres[0], -1), [mesh[234][0], mesh[234][1] - unit * 0.05]],
      [edge(centres[1], 1), [mesh[454][0], mesh[454][1] - unit * 0.05]],
    ],
    unit,
  };
}

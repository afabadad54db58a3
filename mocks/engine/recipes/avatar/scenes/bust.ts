// A dressed person's upper body seen from the front, as a body is built, not a box: the
// trapezius sloping from the neck to the shoulder's point, the deltoid's round cap standing out
// a little past it, the upper arms hanging from there, slimmer than the cap. The tenth and
// eleventh panels read the old outline (a slope, a corner, then two straight sides to the
// picture's foot) as a slab or a robe with a head on it. The arms' inner edges are given as
// their own path, for the clothes to shade the crease where each arm lies against the body.
import { n, type SceneFace } from './kit';

type Point = readonly [number, number];
/** A cubic Bézier segment's two control points and its end (its start is the previous end). */
type Segment = readonly [Point, Point, Point];

export interface Bust {
  /** The outline from the neck opening over the shoulders and down the arms, closed at the picture's foot. */
  outline: string;
  /** Each arm's inner edge, from the armpit to the picture's foot (two open subpaths). */
  armEdges: string;
  /** Where the deltoids are widest (y) and how far from the middle (x), in pixels. */
  widestY: number;
  reach: number;
  /** The armpits' distance from the middle, in pixels. */
  armpit: number;
}

const at = ([x, y]: Point): string => `${n(x)} ${n(y)}`;

/**
 * The bust under a face: `neckY` where the neck meets the clothes, `shoulders` how far each
 * deltoid reaches from the middle in the face's widths, `neckHalf` the clothes' neck opening's
 * half width in pixels.
 */
export function bust(face: SceneFace, neckY: number, shoulders: number, neckHalf: number): Bust {
  const s = face.size;
  const cx = face.chin[0];
  const w = face.right - face.left;
  const reach = w * shoulders;
  // The shoulder's point (acromion) a little inside the deltoid's widest, lower than the neck's
  // base by the trapezius' slope: about a third of a face for a man's broad shoulders.
  const pointX = reach - w * 0.22;
  const pointY = neckY + w * (0.36 + 0.3 * Math.max(0, shoulders - 1.18));
  const widestY = pointY + w * 0.45;
  // An upper arm is about half a face wide with its sleeve; it hangs slightly inward from the
  // cap, and the elbow below the picture swings it back out a little.
  const armTop = widestY + w * 0.25;
  const armpit = reach - w * 0.46;
  // The right half (x measured from the middle), from the neck opening down to the foot.
  const start: Point = [neckHalf, neckY - w * 0.04];
  const half: readonly Segment[] = [
    [
      [neckHalf + w * 0.07, neckY + w * 0.07],
      [pointX - w * 0.35, pointY - w * 0.14],
      [pointX, pointY],
    ],
    [
      [pointX + w * 0.12, pointY + w * 0.05],
      [reach, widestY - w * 0.25],
      [reach, widestY],
    ],
    [
      [reach, widestY + w * 0.2],
      [reach - w * 0.08, armTop + w * 0.3],
      [reach - w * 0.07, armTop + w * 0.7],
    ],
    [
      [reach - w * 0.06, armTop + w * 1.1],
      [reach - w * 0.06, s - w * 0.3],
      [reach - w * 0.05, s],
    ],
  ];
  const side = (k: -1 | 1, [x, y]: Point): Point => [cx + k * x, y];
  const right = half.map((segment) => `C${segment.map((p) => at(side(1, p))).join(', ')}`).join(' ');
  // The left half traced back up: each segment's controls swapped, ending at the previous end.
  const ends = [start, ...half.map((segment) => segment[2])];
  const left = half
    .map((segment, k) => `C${at(side(-1, segment[1]))}, ${at(side(-1, segment[0]))}, ${at(side(-1, ends[k]))}`)
    .reverse()
    .join(' ');
  const outline = `M${at(side(1, start))} ${right} L${at(side(-1, ends[ends.length - 1]))} ${left} Z`;
  const armEdges = ([-1, 1] as const)
    .map((k) => {
      const p = (x: number, y: number): string => at(side(k, [x, y]));
      return `M${p(armpit + w * 0.06, armTop)} C${p(armpit - w * 0.02, armTop + w * 0.4)}, ${p(armpit - w * 0.02, armTop + w * 0.9)}, ${p(armpit + w * 0.03, s)}`;
    })
    .join(' ');
  return { outline, armEdges, widestY, reach, armpit };
}

// A toon's proportions planned on the face mesh (MediaPipe numbering): larger eyes, a smaller
// nose, a shorter lower face with a narrower chin, fuller cheeks and a larger head. Amounts are
// relative to the face's own features, so a small face and a large one are reshaped alike.
import { centreOf, distance, FACE_OVAL, LEFT_EYE, RIGHT_EYE, type XY } from '../landmarks';
import { lens, squash } from './lens';
import type { PlanReshape } from './meshWarp';

export interface ToonShape {
  /** Eye scale along the eye's axis and across it (1.4: 40 % larger). */
  eyeWidth: number;
  eyeHeight: number;
  /** Nose scale (0.8: a fifth smaller). */
  nose: number;
  /** Share of the mouth-to-chin length kept, and the chin's narrowing. */
  chinKeep: number;
  chinNarrow: number;
  /** Cheeks pushed out (1.1: a tenth fuller). */
  cheeks: number;
  /** The head (face, hair and all) enlarged against the shoulders. */
  head: number;
  /**
   * The neck's length, chin to collar, in face heights (./neckLift.ts raises the body under the
   * chin to it; a shorter neck is kept). Left out: the body stays where the photo has it.
   */
  neck?: number;
}

const NOSE = [1, 2, 4, 5, 45, 275, 64, 294, 98, 327, 48, 278, 115, 344, 220, 440] as const;
const BRIDGE = 168;
const NOSE_WINGS = [64, 294] as const;
const MOUTH_CORNERS = [61, 291] as const;
const LIP_MIDDLE = [13, 14] as const;
const CHIN = 152;
const CHEEKS = [
  [205, 132],
  [425, 361],
] as const;

/** The eye lens's bell, in eye radii, and the centre's extra scale that makes the lids' scale the one asked for. */
const EYE_SPREAD = 1.3;
const AT_EYE_RIM = Math.exp(0.5 / (EYE_SPREAD * EYE_SPREAD));

/** The direction across the face (image left to right) at the eyes. */
function across(mesh: readonly XY[]): { from: XY; to: XY } {
  return { from: centreOf(mesh, [33, 133]), to: centreOf(mesh, [362, 263]) };
}

function headPlan(amount: number): PlanReshape {
  return (mesh) => {
    const { from, to } = across(mesh);
    const [cx, cy] = centreOf(mesh, FACE_OVAL);
    const halfWidth = distance(mesh[234], mesh[454]) / 2;
    const halfHeight = distance(mesh[10], mesh[CHIN]) / 2;
    // The skull reaches above the mesh: the lens is centred a little high, so hair grows too.
    return lens({
      centre: [cx, cy - halfHeight * 0.15],
      axisTowards: [cx + (to[0] - from[0]), cy - halfHeight * 0.15 + (to[1] - from[1])],
      radiusU: halfWidth * 1.05,
      radiusV: halfHeight * 1.2,
      scaleU: amount,
      scaleV: amount,
      spread: 1.1,
    });
  };
}

function eyePlan(contour: readonly number[], corners: readonly [number, number], shape: ToonShape): PlanReshape {
  return (mesh) => {
    const centre = centreOf(mesh, contour);
    const halfWidth = distance(mesh[corners[0]], mesh[corners[1]]) / 2;
    const { from, to } = across(mesh);
    return lens({
      centre,
      axisTowards: [centre[0] + to[0] - from[0], centre[1] + to[1] - from[1]],
      radiusU: halfWidth * 1.08,
      radiusV: halfWidth * 0.75,
      scaleU: 1 + (shape.eyeWidth - 1) * AT_EYE_RIM,
      scaleV: 1 + (shape.eyeHeight - 1) * AT_EYE_RIM,
      spread: EYE_SPREAD,
    });
  };
}

function nosePlan(amount: number): PlanReshape {
  return (mesh) => {
    const centre = centreOf(mesh, NOSE);
    const halfWidth = distance(mesh[NOSE_WINGS[0]], mesh[NOSE_WINGS[1]]) / 2;
    const length = distance(mesh[BRIDGE], mesh[2]);
    const { from, to } = across(mesh);
    return lens({
      centre,
      axisTowards: [centre[0] + to[0] - from[0], centre[1] + to[1] - from[1]],
      radiusU: halfWidth * 1.05,
      radiusV: length * 0.45,
      scaleU: amount,
      scaleV: amount,
      spread: 1.2,
      // A smaller nose sits a little higher, the tip turned up.
      shiftV: -length * (1 - amount) * 0.1,
    });
  };
}

function chinPlan(keep: number, narrow: number): PlanReshape {
  return (mesh) => {
    const mouth = centreOf(mesh, LIP_MIDDLE);
    const { from, to } = across(mesh);
    return squash({
      from: mouth,
      axisTowards: [mouth[0] + to[0] - from[0], mouth[1] + to[1] - from[1]],
      depth: distance(mouth, mesh[CHIN]),
      halfWidth: distance(mesh[172], mesh[397]) / 2,
      keep,
      narrow,
    });
  };
}

function cheekPlan(points: readonly [number, number], amount: number): PlanReshape {
  return (mesh) => {
    // Between the cheek's apple and the face's edge: the side of the face swells outwards.
    const centre: XY = [(mesh[points[0]][0] * 2 + mesh[points[1]][0]) / 3, (mesh[points[0]][1] * 2 + mesh[points[1]][1]) / 3];
    const radius = distance(mesh[MOUTH_CORNERS[0]], mesh[MOUTH_CORNERS[1]]) * 0.45;
    const { from, to } = across(mesh);
    return lens({
      centre,
      axisTowards: [centre[0] + to[0] - from[0], centre[1] + to[1] - from[1]],
      radiusU: radius,
      radiusV: radius * 1.2,
      scaleU: amount,
      scaleV: amount,
      spread: 1,
    });
  };
}

/** The reshapes, in the order they are applied: the head first, then the features within it. */
export function toonPlans(shape: ToonShape): PlanReshape[] {
  return [
    headPlan(shape.head),
    chinPlan(shape.chinKeep, shape.chinNarrow),
    cheekPlan(CHEEKS[0], shape.cheeks),
    cheekPlan(CHEEKS[1], shape.cheeks),
    nosePlan(shape.nose),
    eyePlan(RIGHT_EYE, [33, 133], shape),
    eyePlan(LEFT_EYE, [362, 263], shape),
  ];
}

/** An eye's size on a mesh: the area of its lid contour, in square pixels (both eyes summed). */
export function eyeArea(mesh: readonly XY[]): number {
  let total = 0;
  for (const contour of [RIGHT_EYE, LEFT_EYE]) {
    let area = 0;
    for (let i = 0; i < contour.length; i++) {
      const [x0, y0] = mesh[contour[i]];
      const [x1, y1] = mesh[contour[(i + 1) % contour.length]];
      area += x0 * y1 - x1 * y0;
    }
    total += Math.abs(area) / 2;
  }
  return total;
}

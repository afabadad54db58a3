// The parts of a face the motions move, measured from its 468-point MediaPipe mesh (indices are
// MediaPipe's). Everything is in the pixels of the frame being animated.
import type { Point } from '../../types';
import { OVAL } from '../shared/faceParts';
import { type LocalFrame, type Profile, frameThrough, localU, localV, profileOf } from './frame';

const MOUTH_CORNERS = [61, 291] as const;
const UPPER_INNER_LIP = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308];
const LOWER_INNER_LIP = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308];
const JAW = [132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361];
const NOSE_BASE = 2;
const CHIN = 152;
const FOREHEAD = 10;
/** The face's outline (MediaPipe's face oval), the one list the engine keeps (shared/faceParts.ts). */
export const FACE_OVAL = OVAL;

/** One eye, listed from the corner on the image's left to the one on its right. */
export interface EyeIndices {
  corners: readonly [number, number];
  upperLid: readonly number[];
  lowerLid: readonly number[];
  brow: readonly number[];
  /** The brow's upper edge, over the same columns as `brow` (its lower edge). */
  browTop: readonly number[];
  /** Which end of u (−1 or +1) is the inner corner, by the nose. */
  innerSide: -1 | 1;
}

/**
 * How far past its ends (in the eye's half width) a raised brow's lift fades out over the skin. Over
 * 0.45 the uncle's arched brow (its ends lifted 0.54 half widths) fell away past them at nearly two
 * pixels a pixel: the forehead's bands bent down steeply into the sides of an arc round the brow,
 * "ghost arcs" to readers (issue 37). On the nose's side the eyes' midpoint still bounds it.
 */
const BROW_FALL = 0.9;

// The subject's right eye appears on the image's left.
export const IMAGE_LEFT_EYE: EyeIndices = {
  corners: [33, 133],
  upperLid: [33, 246, 161, 160, 159, 158, 157, 173, 133],
  lowerLid: [33, 7, 163, 144, 145, 153, 154, 155, 133],
  brow: [46, 53, 52, 65, 55],
  browTop: [70, 63, 105, 66, 107],
  innerSide: 1,
};
export const IMAGE_RIGHT_EYE: EyeIndices = {
  corners: [362, 263],
  upperLid: [362, 398, 384, 385, 386, 387, 388, 466, 263],
  lowerLid: [362, 382, 381, 380, 374, 373, 390, 249, 263],
  brow: [285, 295, 282, 283, 276],
  browTop: [336, 296, 334, 293, 300],
  innerSide: -1,
};

export interface EyeGeometry {
  frame: LocalFrame;
  halfWidth: number;
  upperLid: Profile;
  lowerLid: Profile;
  /** The brow's lower edge (the mesh's; its hair often reaches a little below) and upper edge. */
  brow: Profile;
  browTop: Profile;
  /** How far above the brow and below the lower lid the lid and brow warps fade out. */
  above: number;
  below: number;
  /** Columns |u| ≤ reach are warped (the lids and the brow's middle). */
  reach: number;
  /**
   * Where the brow's hair ends (u of its inner and outer ends' mesh points, image-left one first),
   * and the columns a raised brow warps, from its ends out to where the lift has faded: the tails
   * reach 1.5–2.0 eye half widths out, past `reach`, and a brow lifted only within `reach` left
   * its tail behind, hooked down (faceGeometry bounds the inner side by the eyes' midpoint).
   */
  browEnds: readonly [number, number];
  browReach: readonly [number, number];
  innerSide: -1 | 1;
  /** The eye's centre (between the lids) in pixels: iris and magnifier centre. */
  centerX: number;
  centerY: number;
  /** Where a tear leaves the lower lid, in pixels. */
  tearX: number;
  tearY: number;
}

export interface MouthGeometry {
  frame: LocalFrame;
  halfWidth: number;
  upperInner: Profile;
  lowerInner: Profile;
  jaw: Profile;
  /** v of the nose base: the upper lip's warp stops there. */
  top: number;
  /** How far below the jaw line the jaw's warp fades out. */
  belowJaw: number;
  /** Columns |u| ≤ reach are warped (about the jaw's half width at the mouth). */
  reach: number;
  /** The share of the photo's own open mouth that rides up with the upper lip as it opens (grinTeeth.ts: a grin's teeth, most of it). */
  ownUpper: number;
}

export interface HeadGeometry {
  centerX: number;
  centerY: number;
  /** Half width and half height of the ellipse that moves as the head. */
  radiusX: number;
  radiusY: number;
  /** Unit vector pointing down the face (from forehead to chin). */
  downX: number;
  downY: number;
  /** The neck point the head tilts around. */
  pivotX: number;
  pivotY: number;
  /**
   * Across the face (pixels, along the face's own right), where a turn's middle is from the
   * centre: halfway to the middle of the face's outline. 0 on a frontal face; on a face turned
   * three-quarters the centre (on the line from forehead to chin) sits near the far cheek's edge
   * and the skull's middle lies toward the near cheek (headWarp.ts turns about it). Halfway, not
   * all the way: turned toward the camera about the outline's middle, the far cheek the photo
   * hardly shows was stretched wide, its eye smeared.
   */
  skullAcross: number;
}

export interface FaceGeometry {
  eyes: readonly [EyeGeometry, EyeGeometry];
  mouth: MouthGeometry;
  head: HeadGeometry;
  /** Face width (jaw to jaw) and height (forehead to chin), pixels. */
  width: number;
  height: number;
}

function point(mesh: readonly Point[], index: number): readonly [number, number] {
  const found = mesh[index];
  return [found[0], found[1]];
}

function localPoints(mesh: readonly Point[], frame: LocalFrame, indices: readonly number[]): [number, number][] {
  return indices.map((index) => {
    const [x, y] = point(mesh, index);
    return [localU(frame, x, y), localV(frame, x, y)];
  });
}

function eyeGeometry(mesh: readonly Point[], indices: EyeIndices): EyeGeometry {
  const [left, right] = indices.corners.map((index) => point(mesh, index));
  const frame = frameThrough(left[0], left[1], right[0], right[1]);
  const halfWidth = Math.hypot(right[0] - left[0], right[1] - left[1]) / 2;
  const reach = Math.ceil(halfWidth * 1.5);
  const upper = localPoints(mesh, frame, indices.upperLid);
  const lower = localPoints(mesh, frame, indices.lowerLid);
  const brow = localPoints(mesh, frame, indices.brow);
  const upperLid = profileOf(upper, -reach - 1, reach + 1);
  const lowerLid = profileOf(lower, -reach - 1, reach + 1);
  const browProfile = profileOf(brow, -reach - 1, reach + 1);
  const browTopPoints = localPoints(mesh, frame, indices.browTop);
  const browTop = profileOf(browTopPoints, -reach - 1, reach + 1);
  const browUs = [...brow, ...browTopPoints].map(([u]) => u);
  const browEnds: [number, number] = [Math.min(...browUs), Math.max(...browUs)];
  const lidMiddle = (upperLid.values[reach + 1] + lowerLid.values[reach + 1]) / 2;
  const browToLid = Math.max(2, lowerLid.values[reach + 1] - browProfile.values[reach + 1]);
  const tearU = indices.innerSide * 0.05 * halfWidth;
  const tearV = lowerLid.values[Math.round(tearU) + reach + 1] + 0.04 * halfWidth;
  return {
    frame,
    halfWidth,
    upperLid,
    lowerLid,
    brow: browProfile,
    browTop,
    above: browToLid * 0.9,
    // A squint lifts the cheek just under the eye; lower down (where a glasses frame's lower rim runs) nothing moves.
    below: halfWidth * 0.55,
    reach,
    browEnds,
    browReach: [Math.min(-reach, browEnds[0] - BROW_FALL * halfWidth), Math.max(reach, browEnds[1] + BROW_FALL * halfWidth)],
    innerSide: indices.innerSide,
    centerX: frame.originX - lidMiddle * frame.sin,
    centerY: frame.originY + lidMiddle * frame.cos,
    tearX: frame.originX + tearU * frame.cos - tearV * frame.sin,
    tearY: frame.originY + tearU * frame.sin + tearV * frame.cos,
  };
}

function mouthGeometry(mesh: readonly Point[]): MouthGeometry {
  const [left, right] = MOUTH_CORNERS.map((index) => point(mesh, index));
  const frame = frameThrough(left[0], left[1], right[0], right[1]);
  const halfWidth = Math.hypot(right[0] - left[0], right[1] - left[1]) / 2;
  const jawPoints = localPoints(mesh, frame, JAW);
  const jawAtMouth = Math.max(...jawPoints.map(([u]) => Math.abs(u)));
  const reach = Math.ceil(Math.max(jawAtMouth * 0.95, halfWidth * 1.4));
  const corners: [number, number][] = [
    [-halfWidth, 0],
    [halfWidth, 0],
  ];
  const upper = [...localPoints(mesh, frame, UPPER_INNER_LIP), ...corners];
  const lower = [...localPoints(mesh, frame, LOWER_INNER_LIP), ...corners];
  const [noseX, noseY] = point(mesh, NOSE_BASE);
  const chinV = localV(frame, ...point(mesh, CHIN));
  return {
    frame,
    halfWidth,
    upperInner: profileOf(upper, -reach - 1, reach + 1),
    lowerInner: profileOf(lower, -reach - 1, reach + 1),
    jaw: profileOf(jawPoints, -reach - 1, reach + 1),
    top: localV(frame, noseX, noseY),
    // The dropped chin squeezes the skin below it down to here: over a short reach the chin's own
    // shadow was squeezed into a thin crisp arc under an open mouth (issue 37, the bald man).
    belowJaw: Math.max(4, chinV * 1.0),
    reach,
    ownUpper: 0.5,
  };
}

function headGeometry(mesh: readonly Point[]): HeadGeometry {
  const [topX, topY] = point(mesh, FOREHEAD);
  const [chinX, chinY] = point(mesh, CHIN);
  const height = Math.hypot(chinX - topX, chinY - topY) || 1;
  const downX = (chinX - topX) / height;
  const downY = (chinY - topY) / height;
  const xs = mesh.map((p) => p[0]);
  const width = Math.max(...xs) - Math.min(...xs);
  // The head reaches above the mesh (hair, skull): its centre sits a little above the mesh's.
  const centerX = (topX + chinX) / 2 - downX * height * 0.12;
  const centerY = (topY + chinY) / 2 - downY * height * 0.12;
  const outline = FACE_OVAL.map((index) => {
    const [x, y] = point(mesh, index);
    return (x - centerX) * downY - (y - centerY) * downX;
  });
  return {
    centerX,
    centerY,
    radiusX: width * 0.72,
    radiusY: height * 0.78,
    downX,
    downY,
    pivotX: chinX + downX * height * 0.35,
    pivotY: chinY + downY * height * 0.35,
    skullAcross: (Math.min(...outline) + Math.max(...outline)) / 4, // half the outline's middle
  };
}

/**
 * An eye whose raised brow's columns stop short of the point halfway between the two eyes' inner
 * corners (less a little), so the two brows' lifts never overlap over the nose.
 */
function keptToItsSide(eye: EyeGeometry, midX: number, midY: number): EyeGeometry {
  const limit = Math.abs(localU(eye.frame, midX, midY)) - 0.1 * eye.halfWidth;
  const [low, high] = eye.browReach;
  const inner = eye.innerSide * limit;
  const browReach: [number, number] =
    eye.innerSide < 0 ? [Math.max(low, Math.min(inner, -eye.reach)), high] : [low, Math.min(high, Math.max(inner, eye.reach))];
  return { ...eye, browReach };
}

export function faceGeometry(mesh: readonly Point[]): FaceGeometry {
  const [topX, topY] = point(mesh, FOREHEAD);
  const [chinX, chinY] = point(mesh, CHIN);
  const xs = mesh.map((p) => p[0]);
  const [leftInnerX, leftInnerY] = point(mesh, IMAGE_LEFT_EYE.corners[1]);
  const [rightInnerX, rightInnerY] = point(mesh, IMAGE_RIGHT_EYE.corners[0]);
  const midX = (leftInnerX + rightInnerX) / 2;
  const midY = (leftInnerY + rightInnerY) / 2;
  return {
    eyes: [
      keptToItsSide(eyeGeometry(mesh, IMAGE_LEFT_EYE), midX, midY),
      keptToItsSide(eyeGeometry(mesh, IMAGE_RIGHT_EYE), midX, midY),
    ],
    mouth: mouthGeometry(mesh),
    head: headGeometry(mesh),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.hypot(chinX - topX, chinY - topY),
  };
}

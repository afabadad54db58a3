// Which tools need a face in the photo, and when a photo's faces will do: the stand-in's engine
// checks this at task creation, before any charge (docs/api.md: codes 4006, 4007). A face is a
// box in the photo's pixels; the face finder lists them largest first.
import { CODES } from './errorCodes';
import { TOOL_IDS, toolOf, type ToolId } from './catalog';

/** Tools made from one person's face (their descriptor's photo input says `face: 'one'`): the largest face is the one used. */
export const ONE_FACE_TOOLS: readonly ToolId[] = TOOL_IDS.filter((tool) => needsFace(tool));
/** A face narrower than this (in the photo's pixels) is too small to make anything from. */
export const FACE_MIN_PX = 48;
/** A second face at least this wide, relative to the largest, is a second person in the picture. */
export const SECOND_FACE_RATIO = 0.6;

export interface FaceBox {
  /** left, top, width, height */
  box: readonly [number, number, number, number];
}

export type FaceProblem = { kind: 'noFace' } | { kind: 'severalFaces'; count: number };

export function needsFace(tool: ToolId): boolean {
  const { input } = toolOf(tool);
  return input.kind === 'photo' && input.face === 'one';
}

/**
 * For a tool that needs one face: none big enough → noFace; another face nearly as big as the
 * largest → severalFaces (which one was meant cannot be told). Small faces in the background
 * are left out, so a portrait with passers-by far behind is taken.
 */
export function checkFaces(tool: ToolId, faces: readonly FaceBox[]): FaceProblem | null {
  if (!needsFace(tool)) return null;
  const usable = faces.filter((face) => face.box[2] >= FACE_MIN_PX).sort((a, b) => b.box[2] - a.box[2]);
  if (usable.length === 0) return { kind: 'noFace' };
  const largest = usable[0].box[2];
  const people = usable.filter((face) => face.box[2] >= largest * SECOND_FACE_RATIO).length;
  return people > 1 ? { kind: 'severalFaces', count: people } : null;
}

export function faceProblemCode(problem: FaceProblem): number {
  return problem.kind === 'noFace' ? CODES.noFace : CODES.severalFaces;
}

// The face a motion animates: the largest one found (the faces come largest first).
import type { Face, PreparedPhoto, RecipeInput } from '../../types';

export function mainFace(input: RecipeInput): { photo: PreparedPhoto; face: Face } {
  const face = input.faces?.[0];
  if (!input.photo) throw new Error(`${input.tool}: no photo given`);
  if (!face || face.mesh.length < 468) throw new Error(`${input.tool}: no face mesh found in the photo`);
  return { photo: input.photo, face };
}

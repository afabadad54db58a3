// The parts a cartoon splits the aligned photo into (./regions.ts), and the colour prototypes
// each part is learnt as: shared by the split and by the rules that read its colours
// (./longHairRule.ts), so neither imports the other.

export const SKIN = 0;
export const HAIR = 1;
export const CLOTHES = 2;
export const BACKGROUND = 3;
export type Part = typeof SKIN | typeof HAIR | typeof CLOTHES | typeof BACKGROUND;
export const PARTS: readonly Part[] = [SKIN, HAIR, CLOTHES, BACKGROUND];

export type Lab = [number, number, number];

/** One colour of a part, with the share of the part's samples it holds. */
export interface Prototype {
  part: Part;
  lab: Lab;
  share: number;
}

/** The squared Lab distance from a prototype's colour to (l, aa, b). */
export function distance2(a: Lab, l: number, aa: number, b: number): number {
  return (a[0] - l) ** 2 + (a[1] - aa) ** 2 + (a[2] - b) ** 2;
}

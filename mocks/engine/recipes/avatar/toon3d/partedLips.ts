// Whether the toon draws the mesh's lips apart (./teeth.ts `paintPartedLips`): an open mouth
// with its upper teeth, or a closed one. Lips 0.05 eye distances apart were the only open
// mouths; a smile's are drawn open from 0.03. The toon's shorter lower face (./proportions.ts
// `chinPlan`) narrows the lips' gap, and the held-out brunette's and smiling woman's toothy
// smiles (0.047 and 0.051 apart in the photo, 0.043 and 0.048 reshaped, their corners lifted
// 0.09) came out as a thin closed smirk, the smile that made them who they are gone.
import { distance, type XY } from '../landmarks';

/** Lips this far apart, in eye distances, are drawn open. */
const PARTED = 0.05;
/** A smile's lips from this far apart: its teeth show between them. */
const SMILE_PARTED = 0.03;
/**
 * A smile lifts its corners this far above the lips' middle (eye distances): the toothy smiles
 * 0.09–0.13 on the toon, the sample faces' closed or neutral mouths 0.052 at most (the East
 * Asian woman's, already open at 0.064 apart), the man's 0.023.
 */
const SMILING = 0.04;

/** How far the lips part, as a share of the eye distance. */
export function mouthOpening(mesh: readonly XY[]): number {
  return distance(mesh[13], mesh[14]) / distance(mesh[33], mesh[263]);
}

/** How far the mouth's corners sit above the lips' middle, as a share of the eye distance (a smile is positive). */
export function smileLift(mesh: readonly XY[]): number {
  const middle = (mesh[13][1] + mesh[14][1]) / 2;
  return (middle - (mesh[61][1] + mesh[291][1]) / 2) / distance(mesh[33], mesh[263]);
}

/**
 * True when the toon's mouth is drawn open between the mesh's lips; `smileOpens` lets a smile's
 * lips open from the narrower gap (pix/pixar and pix/disney, whose white teeth won 8 of 8 blind
 * pairs; pix/elegant's painted teeth came out a grey strip, "braces", and lost 2 of 2).
 */
export function lipsDrawnApart(mesh: readonly XY[], smileOpens: boolean): boolean {
  const gap = mouthOpening(mesh);
  return gap > PARTED || (smileOpens && gap > SMILE_PARTED && smileLift(mesh) >= SMILING);
}

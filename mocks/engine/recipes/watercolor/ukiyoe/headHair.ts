// Where a print's sitter has hair and where the side of the head is skin. The person matte
// takes in the ears, the matte's rim beside the cheeks and often the chair behind a man's
// head; printed as hair they made a short-haired man a long-haired woman. So hair is cut from
// the head above the brows (and what of the photo's hair colour joins it there), and below
// the brows only hair of the photo's hair colour joined to that; below the jaw only for a
// sitter the face model reads as a woman (long hair falls to her shoulders; a man's dark
// collar or chair there is no hair). What of the head's sides is then neither face nor hair
// (an ear, the temple the matte's rim takes in) prints as skin.
import type { Face } from '../../../types';
import type { Wearer } from '../../avatar/traits';
import { keepJoined } from '../blocks';
import { meshBox } from './meshBox';

/** The mesh's brow tops (left, right). */
const BROWS = [105, 334] as const;
/** The jaw's corners (left, right). */
const JAW = [172, 397] as const;

export interface HeadHair {
  /** 1 where the sitter's hair prints. */
  hair: Uint8Array;
  /** 1 on the head's sides that print as skin (ears, temples). */
  sides: Uint8Array;
  /** 1 on the sitter round each head, above the jaw. */
  head: Uint8Array;
  /** Whether the head above the brows is bare (bald, shaved): hardly any of it hair. */
  bald: boolean;
}

/** Below this share of the sitter's head above the brows printed as hair, the head is bare. */
const BARE = 0.15;

/**
 * `colourHair`: the pixels of the photo's hair colour round the head (hair.ts hairMask);
 * `sitter`: the person matte; `face`: where the face and skin print.
 */
export function headHair(
  colourHair: Uint8Array,
  sitter: Uint8Array,
  face: Uint8Array,
  faces: readonly Face[],
  wearer: Wearer,
  width: number,
  height: number,
): HeadHair {
  const above = new Uint8Array(width * height);
  const head = new Uint8Array(width * height);
  const allowed = new Uint8Array(width * height);
  for (const { mesh } of faces) {
    const { faceWidth, faceHeight, cx, top, bottom } = meshBox(mesh);
    const [a, b] = [mesh[BROWS[0]], mesh[BROWS[1]]];
    const slope = (b[1] - a[1]) / (b[0] - a[0] || 1);
    const jaw = Math.min(mesh[JAW[0]][1], mesh[JAW[1]][1]);
    const longHairTo = wearer === 'woman' ? bottom + faceHeight * 0.8 : jaw;
    const x0 = Math.max(0, Math.floor(cx - faceWidth));
    const x1 = Math.min(width - 1, Math.ceil(cx + faceWidth));
    for (let y = Math.max(0, Math.floor(top - faceHeight)); y < Math.min(height, longHairTo); y++)
      for (let x = x0; x <= x1; x++) {
        const i = y * width + x;
        allowed[i] = 1;
        if (y >= jaw || !sitter[i]) continue;
        head[i] = 1;
        if (y < a[1] + slope * (x - a[0])) above[i] = 1;
      }
  }
  // Above the brows every part of the sitter that is not face is hair, whatever its colour
  // (fair hair reads as neither black nor skin); a bald head is face there and stays so.
  const seeds = new Uint8Array(width * height);
  const candidates = new Uint8Array(width * height);
  for (let i = 0; i < seeds.length; i++) {
    if (face[i]) continue;
    seeds[i] = above[i] && (sitter[i] || colourHair[i]) ? 1 : 0;
    candidates[i] = seeds[i] || (allowed[i] && sitter[i] && colourHair[i]) ? 1 : 0;
  }
  const hair = keepJoined(candidates, seeds, width);
  const sides = new Uint8Array(width * height);
  let [crown, crownHair] = [0, 0];
  for (let i = 0; i < sides.length; i++) {
    sides[i] = head[i] && !hair[i] && !face[i] ? 1 : 0;
    crown += above[i];
    crownHair += above[i] & hair[i];
  }
  return { hair, sides, head, bald: crownHair < crown * BARE };
}

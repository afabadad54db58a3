// Dark hair painted as anime paints it: near-black, a cool blue-violet sheen for its shine. The
// hair's colour is read lit (./hairColour.ts: the fifth from the top of its lightness), so
// near-black hair came out a mid brown (blind readers: "dark hair is painted mid-brown").
import { labColour as lab } from '../../../shared/colour';

/**
 * Black hair's cel tones: a cool near-black, a deeper shade, a blue-violet shine, and its strand
 * lines a cool blue-grey lighter than the hair. Drawn in the shade (L 7 on L 15) they were lost
 * (blind readers: "the strand lines vanish on black hair"); anime draws black hair's strands light.
 */
export const BLACK_HAIR = {
  base: lab(15, 2, -6),
  shade: lab(7, 1, -4),
  shine: lab(42, 8, -24),
  strand: lab(34, 5, -18),
};

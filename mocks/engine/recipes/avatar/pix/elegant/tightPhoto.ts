// Whether a photo is tight on the head: pix/elegant makes its studio portrait from the photo's own
// sitter only where the photo holds the whole head with the figure below it. Where an edge of the
// photo runs through the head inside the square (a webcam's crop, the face-match grid's soft
// 100 px faces), the matted sitter stopped at a straight line ("a cut-out head floating in the
// backdrop"), and moved in until the square was all photo (../younger/inPhoto.ts), the soft face
// was blown up edge to edge and read as melted; there the sitter is modelled instead
// (./toonSitter.ts). So it is where the face is too small in the photo to be enlarged into the
// portrait: the man at his table (53 px between the eyes as the gallery sends him) came out "very
// blurry, glasses gone" on the photo's sitter (the twentieth stop's panel: 0, his modelled sitter 1).
// One verdict, read from the photo as it was sent: the framing (./wholeHead.ts) sets the photo's
// sitter farther back and the make step (../elegant.ts) paints the sitter the framing was chosen
// for. (Until the twenty-first stop the make step tested the aligned square again, with its own
// margin: a head within the alignment's fade of an edge got the other sitter at the other distance.)
import type { Point } from '../../../../types';
import { faceFrame } from '../../landmarks';
import type { FrameSource } from '../../style';

/** The photo's eyes at least this far apart (photo pixels, outer corners) for its own sitter (the woman's 69, the man's 53). */
const SMALLEST_EYE_SPAN = 60;

/** Which sitter a portrait gets: the photo's own person, or the one modelled from the face mesh. */
export type Sitter = 'photo' | 'modelled';

/** The head with its hair, and the figure down to below the chin, about a face's mesh. */
export function sitterBox(mesh: readonly Point[]): { top: number; left: number; right: number; bottom: number } {
  const { faceWidth, faceHeight, cx, cy, top } = faceFrame(mesh);
  return {
    top: top - faceHeight * 0.38,
    left: cx - faceWidth * 0.78,
    right: cx + faceWidth * 0.78,
    bottom: cy + faceHeight * 1.1,
  };
}

/**
 * The sitter for a photo (its size and the face's mesh in its pixels): its own where it holds the
 * head and the figure below the chin, with the face large enough to enlarge; modelled where it cuts
 * them, holds the face too small, or is not known (a portrait made another way).
 */
export function sitterFor(source: FrameSource | undefined): Sitter {
  if (!source) return 'modelled';
  const { width, height, mesh } = source;
  const head = sitterBox(mesh);
  const cut = head.top < 0 || head.left < 0 || head.right > width || head.bottom > height;
  const eyeSpan = Math.hypot(mesh[33][0] - mesh[263][0], mesh[33][1] - mesh[263][1]);
  return cut || eyeSpan < SMALLEST_EYE_SPAN ? 'modelled' : 'photo';
}

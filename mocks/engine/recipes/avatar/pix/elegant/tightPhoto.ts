// Whether a photo is tight on the head: pix/elegant makes its studio portrait from the photo's own
// sitter only where the photo holds the whole head with the figure below it. Where an edge of the
// photo runs through the head inside the square (a webcam's crop, the face-match grid's soft
// 100 px faces), the matted sitter stopped at a straight line ("a cut-out head floating in the
// backdrop"), and moved in until the square was all photo (../younger/inPhoto.ts), the soft face
// was blown up edge to edge and read as melted; there the sitter is modelled instead
// (./toonSitter.ts).
import { EDGE_FADE, type Portrait } from '../../align';
import type { Point } from '../../../../types';
import { faceFrame } from '../../landmarks';
import type { FrameSource } from '../../style';

/** Counted as photo: inside its edge by this much of the alignment's fade into the fill. */
const CLEAR = EDGE_FADE * 0.6;

/** The first and last index along a line (`at(k)`, k = 0…size−1) that is photo. */
function photoSpan(size: number, at: (k: number) => number): [number, number] {
  let first = 0;
  while (first < size - 1 && at(first) >= -CLEAR) first++;
  let last = size - 1;
  while (last > 0 && at(last) >= -CLEAR) last--;
  return [first, last];
}

/** The head with its hair, and the figure down to below the chin, about a face's mesh. */
function headBox(mesh: readonly Point[]): { top: number; left: number; right: number; bottom: number } {
  const { faceWidth, faceHeight, cx, cy, top } = faceFrame(mesh);
  return {
    top: top - faceHeight * 0.38,
    left: cx - faceWidth * 0.78,
    right: cx + faceWidth * 0.78,
    bottom: cy + faceHeight * 1.1,
  };
}

/** Whether the photo itself (its size and the face's mesh in its pixels) cuts the head or the figure below the chin. */
export function sourceCutsHead({ width, height, mesh }: FrameSource): boolean {
  const head = headBox(mesh);
  return head.top < 0 || head.left < 0 || head.right > width || head.bottom > height;
}

/** Whether an edge of the photo runs through the head (or the figure just below the chin) inside the square. */
export function photoCutsHead(portrait: Portrait): boolean {
  const { beyond } = portrait;
  const size = beyond.width;
  const { cx, cy } = faceFrame(portrait.mesh);
  const column = Math.min(size - 1, Math.max(0, Math.round(cx)));
  const row = Math.min(size - 1, Math.max(0, Math.round(cy)));
  const [photoTop, photoBottom] = photoSpan(size, (k) => beyond.data[k * size + column]);
  const [photoLeft, photoRight] = photoSpan(size, (k) => beyond.data[row * size + k]);
  const head = headBox(portrait.mesh);
  return (
    (photoTop > head.top && photoTop > 0) ||
    (photoLeft > head.left && photoLeft > 0) ||
    (photoRight < head.right && photoRight < size - 1) ||
    (photoBottom < head.bottom && photoBottom < size - 1)
  );
}

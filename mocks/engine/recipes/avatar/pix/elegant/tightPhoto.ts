// Whether a photo is tight on the head: pix/elegant makes its studio portrait from the photo's own
// sitter only where the photo holds the whole head with the figure below it. Where an edge of the
// photo runs through the head inside the square (a webcam's crop, the face-match grid's soft
// 100 px faces), the matted sitter stopped at a straight line ("a cut-out head floating in the
// backdrop"), and moved in until the square was all photo (../younger/inPhoto.ts), the soft face
// was blown up edge to edge and read as melted; there the sitter is modelled instead
// (./toonSitter.ts). So it is where the face is too small in the photo to be enlarged into the
// portrait: the man at his table (53 px between the eyes as the gallery sends him) came out "very
// blurry, glasses gone" on the photo's sitter (the twentieth stop's panel: 0, his modelled sitter 1).
import { EDGE_FADE, type Portrait } from '../../align';
import type { Point } from '../../../../types';
import { distance, faceFrame } from '../../landmarks';
import type { FrameSource } from '../../style';

/** The photo's eyes at least this far apart (photo pixels, outer corners) for its own sitter (the woman's 69, the man's 53). */
const SMALLEST_EYE_SPAN = 60;

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
export function headBox(mesh: readonly Point[]): { top: number; left: number; right: number; bottom: number } {
  const { faceWidth, faceHeight, cx, cy, top } = faceFrame(mesh);
  return {
    top: top - faceHeight * 0.38,
    left: cx - faceWidth * 0.78,
    right: cx + faceWidth * 0.78,
    bottom: cy + faceHeight * 1.1,
  };
}

/** Whether a face's eyes, `span` photo pixels apart, are too small to enlarge into the portrait. */
function tooSmall(span: number): boolean {
  return span < SMALLEST_EYE_SPAN;
}

/** Whether the photo itself (its size and the face's mesh in its pixels) cuts the head or the figure below the chin, or holds the face too small. */
export function sourceCutsHead({ width, height, mesh }: FrameSource): boolean {
  const head = headBox(mesh);
  const cut = head.top < 0 || head.left < 0 || head.right > width || head.bottom > height;
  return cut || tooSmall(Math.hypot(mesh[33][0] - mesh[263][0], mesh[33][1] - mesh[263][1]));
}

/** Whether the aligned portrait's face was too small in its photo (its eyes' span over the alignment's enlargement). */
export function photoTooSmall(portrait: Portrait): boolean {
  return portrait.scale !== undefined && tooSmall(distance(portrait.mesh[33], portrait.mesh[263]) / portrait.scale);
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

// The sitter's own face in a print: where the photo's face is in shadow (a socket, the side
// of the nose, under the cheekbones) a second, deeper flesh block, and below the nose what is
// far darker than the skin (a beard, a moustache) a third, dark one. The blocks follow the
// photo's shapes, so the print keeps this face's structure, not the mesh's average one.
import type { Face, Point } from '../../../types';
import { gaussianBlur } from '../../shared/blur';
import { maskBounds } from '../../shared/maskBounds';
import { createGrey, type Grey } from '../../shared/raster';
import { cleanLabels } from '../blocks';
import { fillPolygon } from '../../shared/faceParts';

export const SHADE = 1;
export const BEARD = 2;

/** Darker than this share of the cheeks' grey is in shadow. */
const SHADED_BELOW = 0.74;
/** Darker than this share of the skin round it, under the nose, is hair on the face. */
const BEARD_BELOW = 0.5;
/**
 * Darker than this share of the cheeks' grey between the nose and the upper lip is a moustache:
 * a thick one darkens the skin round it (the broad light the local test judges by), so judged
 * locally alone it printed as a shade blob (the bald man's: 0.41 of his cheeks, the older man's
 * darkest 0.20). Upper lips without one stay above it: the woman's 0.64 at its darkest. Only
 * there: judged so on the whole chin, a side-lit cheek and a woman's jaw shadow took strokes.
 */
const MOUSTACHE_BELOW = 0.6;
/** A beard's strokes reach this share of the mouth's reach (0.55 eye spans) below the chin's point. */
const CHIN_MARGIN = 0.1;
/** Where a moustache grows: the upper lip's outer edge (mouth corner to corner) up to the nose's wings and base. */
const MOUSTACHE = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 327, 2, 98];

function greyAt(grey: Grey, x: number, y: number): number {
  const px = Math.min(grey.width - 1, Math.max(0, Math.round(x)));
  const py = Math.min(grey.height - 1, Math.max(0, Math.round(y)));
  return grey.data[py * grey.width + px];
}

/**
 * A label per pixel on `face` (1 where the face prints): 0 lit skin, SHADE, BEARD; from `grey`
 * (the smoothed photo's grey), judged against the cheeks of each face. Worked out on the box
 * round the face's print area with a margin wider than the broad light's blur: the blurs and
 * clean-up over the whole picture cost four times as much for the same labels (measured on
 * the 12 MP bench photo: a mean difference of 0.01 grey levels in the print, from the halved
 * blur's grid).
 */
export function faceShading(grey: Grey, faces: readonly Face[], face: Uint8Array, radius: number): Uint8Array {
  const { width, height } = grey;
  const labels = new Uint8Array(width * height);
  const bounds = maskBounds({ width, height, data: face }, 0, Math.ceil(radius * 5 * 3.5) + 4);
  if (!bounds) return labels;
  const { left, top, right, bottom } = bounds;
  const boxWidth = right - left + 1;
  const boxHeight = bottom - top + 1;
  const boxGrey = createGrey(boxWidth, boxHeight);
  const boxFace = new Uint8Array(boxWidth * boxHeight);
  for (let y = 0; y < boxHeight; y++) {
    const from = (top + y) * width + left;
    boxGrey.data.set(grey.data.subarray(from, from + boxWidth), y * boxWidth);
    boxFace.set(face.subarray(from, from + boxWidth), y * boxWidth);
  }
  const moved = faces.map((one) => ({ ...one, mesh: one.mesh.map(([x, y]): Point => [x - left, y - top]) }));
  const boxLabels = shadingIn(boxGrey, moved, boxFace, radius);
  for (let y = 0; y < boxHeight; y++) labels.set(boxLabels.subarray(y * boxWidth, (y + 1) * boxWidth), (top + y) * width + left);
  return labels;
}

function shadingIn(grey: Grey, faces: readonly Face[], face: Uint8Array, radius: number): Uint8Array {
  const { width, height } = grey;
  const labels = new Uint8Array(width * height);
  const soft = gaussianBlur(grey, radius);
  // The face's own light, broad (a side light darkens a whole cheek): a beard is told from
  // the skin round it, not from a cheek the lamp left in shadow.
  const onFace = createGrey(width, height);
  const litFace = createGrey(width, height);
  for (let i = 0; i < face.length; i++) {
    onFace.data[i] = face[i];
    litFace.data[i] = face[i] * grey.data[i];
  }
  const broadWeight = gaussianBlur(onFace, radius * 5);
  const broadLight = gaussianBlur(litFace, radius * 5);
  const below = createGrey(width, height);
  const lip = createGrey(width, height);
  let reference = 0;
  for (const { mesh } of faces) {
    const cheeks = [50, 280, 101, 330, 205, 425]
      .map((index) => greyAt(soft, mesh[index][0], mesh[index][1]))
      .sort((a, b) => a - b);
    reference = Math.max(reference, cheeks[Math.floor(cheeks.length / 2)]);
    // Under the nose's tip: where a moustache and a beard grow.
    // Round the mouth and chin only: a whole cheek in shadow (a side light) is no beard.
    const noseY = (mesh[1][1] + mesh[2][1]) / 2;
    const [mx, my] = mesh[13];
    const reach = Math.hypot(mesh[33][0] - mesh[263][0], mesh[33][1] - mesh[263][1]) * 0.55;
    // Down to the chin and no further: the shadow under a chin and the dark collar or jacket
    // beside a neck had printed as a hatched beard on the neck (the brown-skinned man's).
    const chin = mesh[152][1] + reach * CHIN_MARGIN;
    for (let y = Math.max(0, Math.ceil(noseY)); y < Math.min(height, my + reach * 1.6, chin); y++)
      for (let x = Math.max(0, Math.ceil(mx - reach)); x < Math.min(width, mx + reach); x++) below.data[y * width + x] = 1;
    fillPolygon(
      lip,
      MOUSTACHE.map((index) => mesh[index]),
    );
  }
  if (reference <= 0) return labels;
  for (let i = 0; i < labels.length; i++) {
    if (!face[i]) continue;
    const broad = broadWeight.data[i] > 0.05 ? broadLight.data[i] / broadWeight.data[i] : reference;
    // A beard is judged against the skin round it; shade half against it, half against the
    // cheeks (a side light's shadowed half is the face's light too, and keeps its likeness).
    const local = soft.data[i] / Math.max(broad, reference * 0.6);
    const overall = soft.data[i] / (0.5 * Math.max(broad, reference * 0.6) + 0.5 * reference);
    const moustache = lip.data[i] > 0.5 && soft.data[i] < reference * MOUSTACHE_BELOW;
    if (below.data[i] > 0 && (local < BEARD_BELOW || moustache)) labels[i] = BEARD;
    else if (overall < SHADED_BELOW) labels[i] = SHADE;
  }
  const cleaned = cleanLabels(labels, width, height, Math.max(1, radius), 2);
  for (let i = 0; i < cleaned.length; i++) if (!face[i]) cleaned[i] = 0;
  return cleaned;
}

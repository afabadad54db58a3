// Pieces of the figure's outline cut off from it: after the neck's column and the shoulders are
// cut to a toon's (./neckline.ts, ./neckLift.ts), a strand of hair or a sliver of the matte left
// beside the neck stood alone on the backdrop, a stray dark line ("stray dark lines beside the
// neck" to the blind panel, on the East Asian woman). A drawn character is one shape: every part
// of the silhouette that does not reach the face goes.
import { createGrey, type Grey } from '../../shared/raster';
import { blurLocal } from '../blur';
import { dropIslands } from './islands';
import type { Masses } from './masses';

const IN = 1;
const OUT = 255;
/** The antialiased rim kept round a kept part: a blur this wide (px)… */
const RIM_SIGMA = 1.5;
/** …still this strong. */
const RIM_FLOOR = 0.01;

/** Clears, in place, every part of `silhouette` (over half) that does not touch `face`, and whatever lies apart from the rest. */
export function dropDetached(silhouette: Grey, face: Grey): void {
  const { width, height, data } = silhouette;
  const labels = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) labels[i] = data[i] > 0.5 ? IN : OUT;
  dropIslands(
    labels,
    width,
    IN,
    (i) => face.data[i] > 0.5,
    () => OUT,
  );
  // Kept: the parts that reach the face and their antialiased rim (where a RIM_SIGMA blur of them
  // still reaches RIM_FLOOR: about 3.5 px out from a straight edge); a wisp that is under half
  // everywhere is no part, and goes too.
  const kept = createGrey(width, height);
  for (let i = 0; i < data.length; i++) kept.data[i] = labels[i] === IN ? 1 : 0;
  const near = blurLocal(kept, RIM_SIGMA).data;
  for (let i = 0; i < data.length; i++) if (labels[i] !== IN && near[i] < RIM_FLOOR) data[i] = 0;
}

/**
 * Moves, in place, each patch of `from` (over half, 4-connected) that touches no pixel where
 * `anchor` holds to `to` (or, without it, off the figure), its antialiased rim with it.
 */
function moveApart(from: Grey, to: Grey | null, silhouette: Grey, anchor: (i: number) => boolean): void {
  const { width, height, data } = from;
  const labels = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) labels[i] = data[i] > 0.5 ? IN : OUT;
  dropIslands(labels, width, IN, anchor, () => OUT);
  const apart = createGrey(width, height);
  for (let i = 0; i < data.length; i++) apart.data[i] = data[i] > 0.5 && labels[i] === OUT ? 1 : 0;
  const near = blurLocal(apart, RIM_SIGMA).data;
  for (let i = 0; i < data.length; i++) {
    if (near[i] < RIM_FLOOR || data[i] <= 0 || (labels[i] === IN && data[i] > 0.5)) continue;
    if (to) to.data[i] += data[i];
    else silhouette.data[i] = Math.max(0, silhouette.data[i] - data[i]);
    data[i] = 0;
  }
}

/**
 * Hair below the chin cut off from the head's hair is the clothes there, or else no part of the
 * figure: in a photo cropped under the chin the top is read off the held edge, and the hair's
 * colour there drew a block of hair over one shoulder, apart from the head ("a hair-coloured
 * block over the left shoulder" on the East Asian and the brown-skinned women). And clothes
 * above the chin cut off from the body are the hair round them: a patch of the top's colour in
 * the brown-skinned woman's hair beside her jaw was a dark lens. `chin` is the chin's row.
 */
export function dropHairApart(masses: Masses, chin: number): void {
  const { hair, silhouette } = masses;
  const { width, height } = hair;
  const head = Math.max(0, Math.min(height, Math.floor(chin))) * width;
  const top = masses.clothes[0];
  moveApart(hair, top ? top.mask : null, silhouette, (i) => i < head);
  if (top) moveApart(top.mask, hair, silhouette, (i) => i >= head);
}

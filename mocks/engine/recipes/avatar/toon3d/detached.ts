// Pieces of the figure's outline cut off from it: after the neck's column and the shoulders are
// cut to a toon's (./neckline.ts, ./neckLift.ts), a strand of hair or a sliver of the matte left
// beside the neck stood alone on the backdrop, a stray dark line ("stray dark lines beside the
// neck" to the blind panel, on the East Asian woman). A drawn character is one shape: every part
// of the silhouette that does not reach the face goes.
import { createGrey, type Grey } from '../../shared/raster';
import { blurLocal } from '../blur';
import { dropIslands } from './islands';

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

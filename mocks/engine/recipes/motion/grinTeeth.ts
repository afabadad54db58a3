// A grin's teeth below the mesh's closed lips belong to the open mouth. On a soft, dark face the
// mesh can close the lips above a wide toothy grin (the dark man: his inner lips meet above his
// teeth), and the jaw's warp then carried his teeth down with the lower lip: a glowing white
// crescent under every opened mouth, like a denture on his chin (issue 37, session 15). Here the
// photo's teeth are looked for just under the mesh's lower inner lip, and where they show the
// lower inner lip is moved down to their lower edge: the warp then keeps them as the photo's own
// open mouth (mouthWarp.ts), most of it riding with the upper lip.
import { type Profile, globalX, globalY } from './frame';
import type { FaceGeometry, MouthGeometry } from './geometry';
import type { Raster } from './raster';
import { greyAt, toothRun } from './toothRun';
import type { Point } from '../../types';

/** The cheeks beside the nose (MediaPipe mesh points), for the face's light. */
const CHEEKS = [50, 280, 205, 425] as const;

/**
 * Teeth are this much lighter than the lips' middle and than the cheeks (a white beard or grey
 * goatee under the lips is lighter than the lips, not than the older man's or bald man's skin),
 * and nearly colourless (chroma over value).
 */
const LIGHTER_THAN_LIPS = 1.35;
const LIGHTER_THAN_SKIN = 1.1;
const MOST_CHROMA = 0.38;
/** Below the lower inner lip the teeth may start within this share of the mouth's half width, and reach at most this far. */
const STARTS_WITHIN = 0.3;
const REACHES_AT_MOST = 0.6;
/** Teeth must show in this share of the mouth's middle columns, else a highlight or a beard's grey hair was seen. */
const LEAST_SHARE = 0.4;
/**
 * Past the last pixel light enough to count, the teeth's edge still fades through paler pixels
 * for this share of the mouth's half width: left to the lower lip, that pale rim went down with
 * the jaw, a white crescent under the dark man's opened grin (issue 37, session 16).
 */
const PALE_EDGE = 0.08;
/** The share of a grin's teeth that rides up with the upper lip as the mouth opens. */
const GRIN_UPPER = 1;

/** How far below the lower inner lip (pixels) the photo's teeth reach in column u, or 0. */
function teethBelow(picture: Raster, mouth: MouthGeometry, u: number, lower: number, least: number): number {
  const w = mouth.halfWidth;
  const run = toothRun(picture, mouth.frame, {
    u,
    from: lower,
    steps: REACHES_AT_MOST * w,
    startsWithin: STARTS_WITHIN * w,
    least,
    mostChroma: MOST_CHROMA,
  });
  return run ? run.last + PALE_EDGE * w : 0;
}

/** The face with its lower inner lip moved down to the grin's teeth the photo shows under closed mesh lips. */
export function openToTeeth(face: FaceGeometry, picture: Raster, mesh: readonly Point[]): FaceGeometry {
  const mouth = face.mouth;
  const w = mouth.halfWidth;
  const lower = mouth.lowerInner;
  const at = (u: number): number => lower.values[Math.max(0, Math.min(lower.values.length - 1, u - lower.first))];
  // The lips' middle, just above and below the mesh's line: what the teeth must be lighter than.
  const lipGrey = Math.min(
    greyAt(picture, globalX(mouth.frame, 0, at(0) + 0.12 * w), globalY(mouth.frame, 0, at(0) + 0.12 * w)).grey,
    greyAt(picture, globalX(mouth.frame, 0, -0.25 * w), globalY(mouth.frame, 0, -0.25 * w)).grey,
  );
  const skin = CHEEKS.reduce((sum, index) => sum + greyAt(picture, mesh[index][0], mesh[index][1]).grey, 0) / CHEEKS.length;
  const least = Math.max(LIGHTER_THAN_LIPS * lipGrey, LIGHTER_THAN_SKIN * skin);
  const reaches = new Float32Array(lower.values.length);
  let columns = 0;
  let found = 0;
  let firstFound = -1;
  let lastFound = -1;
  for (let index = 0; index < reaches.length; index++) {
    const u = lower.first + index;
    if (Math.abs(u) > 0.85 * w) continue;
    reaches[index] = teethBelow(picture, mouth, u, lower.values[index], least);
    if (reaches[index] > 0) {
      if (firstFound < 0) firstFound = index;
      lastFound = index;
    }
    if (Math.abs(u) < 0.5 * w) {
      columns++;
      if (reaches[index] > 0) found++;
    }
  }
  if (columns === 0 || found < LEAST_SHARE * columns) return face;
  // One smooth lower edge: gaps between teeth bridged, and eased to nothing at the mouth's
  // corners, where the lips meet (a step there drew the opening's sides as straight cuts).
  const moved = new Float32Array(lower.values);
  const cornerLeft = Math.max(0, Math.round(-w - lower.first));
  const cornerRight = Math.min(reaches.length - 1, Math.round(w - lower.first));
  let previous = firstFound;
  for (let index = 0; index < reaches.length; index++) {
    let reach = 0;
    if (index < firstFound)
      reach = index <= cornerLeft ? 0 : (reaches[firstFound] * (index - cornerLeft)) / (firstFound - cornerLeft);
    else if (index > lastFound)
      reach = index >= cornerRight ? 0 : (reaches[lastFound] * (cornerRight - index)) / (cornerRight - lastFound);
    else if (reaches[index] > 0) {
      reach = reaches[index];
      previous = index;
    } else {
      let next = index;
      while (reaches[next] <= 0) next++;
      reach = reaches[previous] + ((reaches[next] - reaches[previous]) * (index - previous)) / (next - previous);
    }
    moved[index] += reach;
  }
  const lowerInner: Profile = { first: lower.first, values: moved };
  // The teeth hang from the upper lip: most of them ride up with it, only their edge down with the
  // lower lip (shared half and half, half his teeth went down with his lower lip, a white U under the opening).
  return { ...face, mouth: { ...mouth, lowerInner, ownUpper: GRIN_UPPER } };
}

// Made-up eyes drawn as a cartoonist draws them. Dark eye shadow and liner lie in the margin round
// each eye, which the skin's smoothing leaves alone (the features keep their detail for the ink):
// quantized as it came, the margin fell a band or two below the skin and was painted as a brown
// ring, a blob round the eye ("never blobs on a face", issue 36). A socket is never a band of its
// own on a plain face (the ring round the eye measured 0.00 L from the skin beyond it on the
// gallery), so what is darker there is make-up or lashes: the lids and lashes are the mesh's
// lines (shared/faceParts.ts drawFeatures), and the socket is painted in the skin's base tone and
// colour. The eye's opening and the brows keep their own.
import type { Face } from '../../../types';
import { EYE_OUTLINES, type FaceRegions } from '../../shared/faceParts';
import type { Grey } from '../../shared/raster';
import { outlineMask } from './outlineMask';

/**
 * The socket's reach beyond the eye's opening, as a share of the eye span: full out to about a
 * tenth beyond the lids (the liner, the shadow on the lid and under the eye, and the dark the skin's
 * form blur drew in from them), gone by a fifth.
 */
const SOCKET_REACH = 0.24;
const SOCKET_FADE: readonly [number, number] = [0.02, 0.08];

/**
 * The sockets round every face's eyes, 0–1, away from the features' own outlines (`own`,
 * outlineMask.ts featureCores: the openings and brows keep theirs): where eye make-up lies.
 */
export function eyeSockets(faces: readonly Face[], width: number, height: number, span: number, own: Grey): Grey {
  const round = outlineMask(faces, EYE_OUTLINES, width, height, span * SOCKET_REACH, SOCKET_FADE);
  for (let i = 0; i < round.data.length; i++) round.data[i] *= 1 - own.data[i];
  return round;
}

/**
 * Paints `lab`'s (L, a, b per pixel) `sockets` in the skin's colour (`base`: its L, a, b), no
 * darker than `depth` below its L, by the socket's weight inside the face.
 */
export function liftEyeSockets(
  lab: Float32Array,
  sockets: Grey,
  regions: FaceRegions,
  base: readonly [number, number, number],
  depth: number,
): void {
  const floor = base[0] - depth;
  for (let i = 0; i < sockets.data.length; i++) {
    const weight = sockets.data[i] * regions.skin.data[i];
    if (weight <= 0) continue;
    const p = i * 3;
    lab[p] += (Math.max(lab[p], floor) - lab[p]) * weight;
    lab[p + 1] += (base[1] - lab[p + 1]) * weight;
    lab[p + 2] += (base[2] - lab[p + 2]) * weight;
  }
}

// Hair beside a face that fills the picture. hair.ts reads the hair's colour above the
// forehead; where the crop starts at the forehead (the gallery's close faces) it reads skin
// there and finds no hair, and hair of a colour near skin (caramel, red-brown) printed as skin:
// the brown-skinned woman's long hair and the East Asian woman's red hair became one flesh
// mass round the face. Here the sitter's pixels round the face's oval, above the chin, that
// are far from the cheeks' colour are hair: measured on the gallery's faces (seeds 1 and 2),
// the head's ring beside the oval lies 31 CIELAB from the cheeks at its median on the
// brown-skinned woman (her hair), 51 on the East Asian woman, 16 on the bald man (his ears
// and the skin beyond the mesh, 20 at its 90th percentile).
import type { Face } from '../../../types';
import { rgbToLab } from '../../shared/colour';
import { eyeSpan } from '../../shared/faceParts';
import type { Grey, Rgb } from '../../shared/raster';
import { dropSmallAreas, fillHoles, keepJoined } from '../blocks';
import { cleanLabelsNear } from '../cleanNear';
import { meshBox } from './meshBox';

type Lab = [number, number, number];

/** Farther than this (CIELAB) from the cheeks is hair, not an ear or the skin beyond the mesh. */
const APART = 22;
/** The oval's blurred plane above this is the face; its rim (above ON_FACE_RIM) is where hair meets it. */
const ON_FACE = 0.02;
const ON_FACE_RIM = 0.005;
/**
 * A colour this much lighter than the cheeks is a collar or the light behind (the bald man's
 * white collar beside his jaw printed as a pale lock), not hair: hair beside a face is as dark
 * as it or darker, and fair hair on the crown is hair.ts's.
 */
const PALER = 20;
/** Lighter than the cheeks and greyer than this (CIELAB chroma) is a white collar in shade, not hair (fair hair has its hue). */
const GREY = 12;
/** The mouth's corners (left, right): hair meets the face's rim above them (a collar beside the jaw only below). */
const MOUTH = [61, 291] as const;
/** A lock beside a face is at least this share of the eye span across (a thin fall of hair beside a cheek counts). */
const MASS = 0.4;
/** Light strands up to this share of the eye span across, within the hair, are hair. */
const STRANDS = 0.8;

/**
 * 1 where `flat` (the smoothed photo) has hair of a colour apart from `cheeks` beside each of
 * `faces`, on `sitter`, joined to the face's oval (`oval`, the faces' blurred oval plane).
 */
export function sideHair(flat: Rgb, faces: readonly Face[], oval: Grey, sitter: Uint8Array, cheeks: Lab): Uint8Array {
  const { width, height } = flat;
  const hair = new Uint8Array(width * height);
  const lab: Lab = [0, 0, 0];
  // Where a lock must meet the face: the oval's rim above the mouth.
  const rim = new Uint8Array(width * height);
  for (const { mesh } of faces) {
    const box = meshBox(mesh);
    const { faceWidth, cx } = box;
    const top = box.top - box.faceHeight * 0.6;
    // Down to the chin: below it a dark collar joins the hair as readily as long hair does.
    const bottom = Math.min(height - 1, Math.round(mesh[152][1]));
    const mouth = Math.max(mesh[MOUTH[0]][1], mesh[MOUTH[1]][1]);
    for (let y = Math.max(0, Math.floor(top)); y <= bottom; y++)
      for (let x = Math.max(0, Math.floor(cx - faceWidth)); x <= Math.min(width - 1, Math.ceil(cx + faceWidth)); x++) {
        const i = y * width + x;
        if (y < mouth && oval.data[i] > ON_FACE_RIM) rim[i] = 1;
        if (!sitter[i] || oval.data[i] > ON_FACE) continue;
        rgbToLab(flat.data[i * 3], flat.data[i * 3 + 1], flat.data[i * 3 + 2], lab);
        if (lab[0] > cheeks[0] + PALER || (lab[0] > cheeks[0] && Math.hypot(lab[1], lab[2]) < GREY)) continue;
        if (Math.hypot(lab[0] - cheeks[0], lab[1] - cheeks[1], lab[2] - cheeks[2]) > APART) hair[i] = 1;
      }
  }
  // Solid masses joined to the face, as hair.ts keeps its own, with their light strands (nearer
  // the skin's colour) filled in: left out, they printed as pale streaks through the hair.
  const cleaned = cleanLabelsNear(hair, width, height, Math.max(1, Math.round(Math.max(width, height) / 300)), 2);
  const span = Math.max(0, ...faces.map(eyeSpan));
  const masses = dropSmallAreas(keepJoined(cleaned, rim, width), width, height, (span * MASS) ** 2);
  const filled = fillHoles(masses, width, height, (span * STRANDS) ** 2);
  // Never on the face itself (a hole the face's rim closes is the face).
  for (let i = 0; i < filled.length; i++) if (oval.data[i] > ON_FACE) filled[i] = 0;
  return filled;
}

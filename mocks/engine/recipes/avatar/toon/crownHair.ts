// The hair over the crown, where the parts (./regions.ts) called it skin. The sample photos are
// crops that end at or just above the hairline, and what the colours see above the forehead is
// the crop's smeared edge or hair close in tone to the skin: the parts then paint a bare scalp,
// and a drawing of it reads as a bald head with a patch of hair on one side (the seventh blind
// panel: the brown-skinned woman's portrait "looks bald on top", the older man's cartoon "a
// black hair chunk glitch on the scalp", the brown-skinned man's face "stretched"). Above the
// face's oval, skin markedly darker than the forehead is hair; for a woman, or a head with hair
// round the face, the whole crown is (a woman is seldom bald, a crop hides hair drawn back). A bald man's lit scalp, as
// light as his forehead, stays skin.
import { createGrey, smoothstep, toGrey, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';
import { CHIN, faceFrame, FACE_OVAL, outline, type XY } from '../landmarks';
import { fillPolygon } from '../masks';
import { HAIR, SKIN } from './regions';

/** Forehead points the skin's reference tone is read at (../landmarks.ts' SKIN_SAMPLES' upper ones). */
const FOREHEAD = [151, 9, 108, 337] as const;

/** Mean of the grey in discs of `radius` round the points. */
function meanAround(grey: Grey, points: readonly XY[], radius: number): number {
  let sum = 0;
  let count = 0;
  for (const [px, py] of points) {
    for (let y = Math.max(0, Math.round(py - radius)); y <= Math.min(grey.height - 1, Math.round(py + radius)); y++) {
      for (let x = Math.max(0, Math.round(px - radius)); x <= Math.min(grey.width - 1, Math.round(px + radius)); x++) {
        if ((x - px) ** 2 + (y - py) ** 2 > radius * radius) continue;
        sum += grey.data[y * grey.width + x];
        count++;
      }
    }
  }
  return count > 0 ? sum / count : 0.5;
}

/**
 * The hair above the chin as a share of the face's box. Measured on the gallery faces: 0 on the
 * bald man, 0.09 on the brown-skinned man's short crop, 0.17–0.62 on the others.
 */
function hairAboveChin(hair: Grey, mesh: readonly XY[]): number {
  const { faceWidth, faceHeight } = faceFrame(mesh);
  const chin = Math.min(hair.height, Math.round(mesh[CHIN][1]));
  let sum = 0;
  for (let i = 0; i < chin * hair.width; i++) sum += hair.data[i];
  return sum / Math.max(1, faceWidth * faceHeight);
}

/**
 * Moves the crown's skin to hair in `masks` (skin, hair, clothes, ground; changed in place) and
 * returns how much of each pixel was moved, so a style can draw that hair as it draws hair.
 * Nothing moves when under a fifth of the crown's skin reads as hair: a bald head keeps its scalp.
 */
export function hairOverCrown(masks: Grey[], picture: Rgb, mesh: readonly XY[], woman: boolean): Grey {
  const size = masks[SKIN].width;
  const { faceWidth, faceHeight } = faceFrame(mesh);
  const moved = createGrey(size, size);
  // Past the oval by a little, softly: the forehead's own top is skin.
  const oval = blurGrey(fillPolygon(outline(mesh, FACE_OVAL), size, size), faceWidth * 0.03);
  const browY = Math.min(mesh[105][1], mesh[334][1]);
  const tone = blurGrey(toGrey(picture), faceWidth * 0.04);
  const forehead = meanAround(
    tone,
    FOREHEAD.map((k) => mesh[k]),
    faceWidth * 0.05,
  );
  // Hair round the face says the crown has hair too, whatever its tone in a cropped photo (the
  // brown-skinned man's short dark hair cut off by the crop above his forehead); a bald head has
  // none to speak of.
  const haired = woman || hairAboveChin(masks[HAIR], mesh) > 0.05;
  // How much darker than the forehead a pixel is, as a share of the forehead's tone.
  const darker = createGrey(size, size);
  let crown = 0;
  let hairy = 0;
  for (let y = 0; y < Math.min(size, Math.ceil(browY)); y++) {
    // Only over the brows' level, fading in from it: the temples beside the eyes are the face's.
    const high = smoothstep(browY, browY - faceHeight * 0.1, y);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const skin = masks[SKIN].data[i] * (1 - oval.data[i]) * high;
      if (skin <= 0) continue;
      const share = haired ? 1 : smoothstep(0.1, 0.22, (forehead - tone.data[i]) / Math.max(0.05, forehead));
      darker.data[i] = share;
      crown += skin;
      hairy += skin * share;
    }
  }
  if (crown === 0 || hairy < crown * 0.2) return moved;
  // The choice smoothed into a shape: a hairline, not a speckle of the photo's tones.
  const chosen = blurGrey(darker, faceWidth * 0.03);
  for (let y = 0; y < Math.min(size, Math.ceil(browY)); y++) {
    const high = smoothstep(browY, browY - faceHeight * 0.1, y);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      // (Crisp: a cartoon outlines the hairline, and a soft one drew as a smear.)
      const share = masks[SKIN].data[i] * smoothstep(0.3, 0.6, (1 - oval.data[i]) * high * chosen.data[i]);
      if (share <= 0) continue;
      // (Never below 0: a sliver of negative skin made the sketch's tone NaN.)
      masks[SKIN].data[i] = Math.max(0, masks[SKIN].data[i] - share);
      masks[HAIR].data[i] += share;
      moved.data[i] = share;
    }
  }
  return moved;
}

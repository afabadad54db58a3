// What a tight crop leaves out, drawn in as a cartoonist would: a photo cut at the forehead or
// the chin gives a floating head with a flat top. Where the photo shows no hair above the
// forehead but hair beside the temples, a crown of hair joins them; where it shows no
// shoulders, a neck and a plain top are drawn below the chin. Only the ground is drawn over, so
// a bald scalp (skin above the forehead) and the photo's own clothes are never covered.
import { clamp01, createGrey, smoothstep, type Grey } from '../../shared/raster';
import { faceFrame, FACE_OVAL, outline, type XY } from '../landmarks';
import { ellipseMaskInto, fillPolygon } from '../masks';
import { BACKGROUND, CLOTHES, HAIR, SKIN } from './regions';

/** The drawn collar's drop under the chin, in face heights. */
const SHOULDER_DROP = 0.2;

export interface Figure {
  /** The drawn top (0–1), painted in a colour of its own, over the ground only. */
  top: Grey;
}

/** Mean of `mask` over the rectangle (clamped to the picture). */
function shareIn(mask: Grey, left: number, top: number, right: number, bottom: number): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, Math.round(top)); y < Math.min(mask.height, Math.round(bottom)); y++) {
    for (let x = Math.max(0, Math.round(left)); x < Math.min(mask.width, Math.round(right)); x++) {
      sum += mask.data[y * mask.width + x];
      count++;
    }
  }
  return count > 0 ? sum / count : 0;
}

/** Moves `amount` of the ground into `part` at pixel i. */
function take(masks: Grey[], part: number, i: number, amount: number): void {
  const moved = Math.min(masks[BACKGROUND].data[i], amount);
  if (moved <= 0) return;
  masks[BACKGROUND].data[i] -= moved;
  masks[part].data[i] += moved;
}

/** Completes the figure in `masks` (skin, hair, clothes, ground; changed in place). */
export function completeFigure(masks: Grey[], mesh: readonly XY[]): Figure {
  const size = masks[SKIN].width;
  const { faceWidth, faceHeight, cx, top, chin } = faceFrame(mesh);
  const feather = Math.max(1, faceWidth * 0.01);
  const drawnTop = createGrey(size, size);

  // The crown: the photo's hair beside the temples, ground (not a scalp) above the forehead.
  const besideTemples =
    (shareIn(masks[HAIR], cx - faceWidth * 0.62, top, cx - faceWidth * 0.4, top + faceHeight * 0.3) +
      shareIn(masks[HAIR], cx + faceWidth * 0.4, top, cx + faceWidth * 0.62, top + faceHeight * 0.3)) /
    2;
  const aboveForehead = shareIn(
    masks[BACKGROUND],
    cx - faceWidth * 0.3,
    top - faceHeight * 0.14,
    cx + faceWidth * 0.3,
    top - faceHeight * 0.02,
  );
  // Thick hair on both sides with a skin-coloured band above the forehead: the photo's edge
  // smeared over the forehead (a bald scalp has no hair at the temples), hair too.
  const overForehead = besideTemples > 0.45;
  if (besideTemples > 0.25 && (aboveForehead > 0.6 || overForehead)) {
    // Round over the head; taken from the ground (and that smear), so the face stays the face.
    const crown = ellipseMaskInto(
      createGrey(size, size),
      cx,
      top + faceHeight * 0.18,
      faceWidth * 0.56,
      faceHeight * 0.36,
      feather,
    );
    for (let i = 0; i < crown.data.length; i++) {
      take(masks, HAIR, i, crown.data[i]);
      if (!overForehead || i >= top * size) continue;
      const moved = Math.min(masks[SKIN].data[i], crown.data[i]);
      masks[SKIN].data[i] -= moved;
      masks[HAIR].data[i] += moved;
    }
  }

  // The shoulders: when the band below the chin is mostly ground, a neck and a plain top. The
  // collar a fifth of the face's height under the chin: at a third, the drawn neck was "an
  // elongated neck" (the blind panel), a long column from the jaw to a low collar.
  const shoulderY = chin + faceHeight * SHOULDER_DROP;
  const bodySeen =
    shareIn(masks[CLOTHES], cx - faceWidth * 1.1, shoulderY + faceHeight * 0.15, cx + faceWidth * 1.1, size) +
    shareIn(masks[SKIN], cx - faceWidth * 1.1, shoulderY + faceHeight * 0.15, cx + faceWidth * 1.1, size) * 0.5;
  if (bodySeen < 0.35) {
    const neck = createGrey(size, size);
    const neckHalf = faceWidth * 0.24;
    // The neck's sides curve out into the shoulders (the muscles from the neck to the shoulder),
    // from a little under the chin to below the collar: a straight column met the shoulders at a corner.
    const flareFrom = chin + faceHeight * 0.04;
    const flareTo = shoulderY + faceHeight * 0.1;
    for (let y = Math.round(chin - faceHeight * 0.15); y < Math.min(size, shoulderY + faceHeight * 0.2); y++) {
      const t = clamp01((y - flareFrom) / (flareTo - flareFrom));
      const half = neckHalf + faceWidth * 0.2 * t * t;
      for (let x = Math.max(0, Math.round(cx - half - feather)); x < Math.min(size, cx + half + feather); x++) {
        neck.data[y * size + x] = Math.min(1, Math.max(0, half + 0.5 - Math.abs(x + 0.5 - cx)));
      }
    }
    // Skin below the chin away from the neck is something else the crop caught: ground, under the
    // top. From the jaw down to the neck the skin allowed narrows along a smooth curve, off the
    // face's own oval only: cut square at one row, the photo's wider skin under the jaw left a
    // step at the neck's side (the ninth blind panel: "small notch at collar").
    const face = fillPolygon(outline(mesh, FACE_OVAL), size, size);
    const taperFrom = chin - faceHeight * 0.25;
    const taperTo = chin + faceHeight * 0.1;
    for (let y = Math.max(0, Math.round(taperFrom)); y < size; y++) {
      const t = smoothstep(taperFrom, taperTo, y);
      const allowed = faceWidth * 0.5 + (neckHalf + feather - faceWidth * 0.5) * t;
      for (let x = 0; x < size; x++) {
        const i = y * size + x;
        const out = clamp01(Math.abs(x + 0.5 - cx) - allowed + 0.5) * (1 - face.data[i]);
        if (out <= 0) continue;
        const moved = masks[SKIN].data[i] * out;
        masks[BACKGROUND].data[i] += moved;
        masks[SKIN].data[i] -= moved;
      }
    }
    for (let i = 0; i < neck.data.length; i++) take(masks, SKIN, i, neck.data[i]);
    // The top: broad rounded shoulders, a round neckline cut out of it.
    ellipseMaskInto(drawnTop, cx, shoulderY + faceHeight * 1.05, faceWidth * 1.3, faceHeight * 1.0, feather);
    const neckline = ellipseMaskInto(createGrey(size, size), cx, shoulderY, neckHalf * 1.15, faceHeight * 0.1, feather);
    for (let i = 0; i < drawnTop.data.length; i++) {
      // Over the ground and the skin of the neck (never the hair: long hair falls in front).
      const shape = drawnTop.data[i] * (1 - neckline.data[i]);
      const fromGround = masks[BACKGROUND].data[i] * shape;
      const fromSkin = masks[SKIN].data[i] * shape;
      masks[BACKGROUND].data[i] -= fromGround;
      masks[SKIN].data[i] -= fromSkin;
      drawnTop.data[i] = fromGround + fromSkin;
    }
  }
  return { top: drawnTop };
}

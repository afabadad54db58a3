// Where on the portrait's sheet the drawing eases off, as soft weights from the face's geometry:
// the neck's column and the collar's band under the chin, the shadow a head casts under its jaw,
// the mouth's zone (drawn in lines, not washed), the lower face, and the body fading downward.
// Each is a function of the pixel, asked inside the drawing's passes, so nothing is stored.
import { clamp01, smoothstep } from '../../shared/raster';
import { type XY } from '../landmarks';

/** The face's measures the zones are laid out from, in the avatar's pixels. */
export interface ZoneFrame {
  /** The face oval's centre, across. */
  faceX: number;
  faceWidth: number;
  faceHeight: number;
  chinY: number;
  /** The mouth's corners' height. */
  mouthY: number;
}

export interface Zones {
  neckColumn: (x: number, y: number) => number;
  collarBand: (y: number) => number;
  underChin: (x: number, y: number) => number;
  underJaw: (x: number, y: number) => number;
  mouthZone: (x: number, y: number) => number;
  lowerFace: (y: number) => number;
  bodyLeftAt: (y: number) => number;
}

/** The zones of a face. `side` (-1 the picture's left, 1 its right) is the lit side: its shadows fall on the other. */
export function portraitZones(mesh: readonly XY[], frame: ZoneFrame, side: number): Zones {
  const { faceX, faceWidth, faceHeight, chinY, mouthY } = frame;
  // The body is a calm suggestion that fades out downward: full at the shoulders, gone a face's
  // height lower (the fifth blind panel: "the body is a scribble blob").
  const bodyFrom = chinY + faceHeight * 0.15;
  const bodyTo = chinY + faceHeight * 1.05;
  const neckHalf = faceWidth * 0.27;
  const neckColumn = (x: number, y: number): number =>
    (1 - smoothstep(neckHalf * 0.8, neckHalf * 1.4, Math.abs(x - faceX))) *
    smoothstep(chinY - faceHeight * 0.04, chinY + faceHeight * 0.04, y) *
    (1 - smoothstep(chinY + faceHeight * 0.3, chinY + faceHeight * 0.5, y));
  const collarBand = (y: number): number =>
    smoothstep(chinY - faceHeight * 0.02, chinY + faceHeight * 0.04, y) *
    (1 - smoothstep(chinY + faceHeight * 0.28, chinY + faceHeight * 0.42, y));

  // Where the jaw's curve is at a column: the chin's height in the middle, rising to the sides.
  const jawAt = (x: number): number => {
    const across = clamp01(Math.abs(x - faceX) / (faceWidth * 0.5));
    return chinY - faceHeight * 0.3 * (1 - Math.sqrt(1 - across * across));
  };
  // The neck's shadow under the jaw, as a head casts it: strongest just under the jaw's curve and
  // on the side away from the light. (One band across the neck by height alone, over the photo's
  // neck at its own tone and washed, read as a flat grey band under the chin: the twenty-ninth
  // stop's panel.)
  const underChin = (x: number, y: number): number => {
    const t = (y - jawAt(x)) / (faceHeight * 0.3);
    if (t <= 0 || t >= 1) return 0;
    const away = 0.45 + 0.55 * clamp01((-side * (x - faceX)) / (faceWidth * 0.3));
    return 0.3 * away * Math.sin(Math.PI * Math.min(1, t * 1.6)) ** 0.5 * (1 - t);
  };
  // How far below the jaw a pixel is: 0 on the face, 1 from a little under the jaw's curve.
  const underJaw = (x: number, y: number): number => smoothstep(jawAt(x) + faceHeight * 0.02, jawAt(x) + faceHeight * 0.1, y);
  // Round the mouth and down to the chin the mouth is drawn in lines (above): the soft photo's
  // own lip edges and the shadow under them, dodged and washed in, were a grey smear beside them
  // (the ninth blind panel's brown-skinned man: "mouth smeared", "messy chin").
  const mouthX = (mesh[61][0] + mesh[291][0]) / 2;
  const mouthHalf = Math.max(1, (mesh[291][0] - mesh[61][0]) * 0.7);
  const mouthTop = mesh[0][1] - faceHeight * 0.03;
  const mouthZone = (x: number, y: number): number => {
    const across = 1 - smoothstep(0.8, 1.2, Math.abs(x - mouthX) / mouthHalf);
    return (
      across *
      smoothstep(mouthTop - faceHeight * 0.04, mouthTop, y) *
      (1 - smoothstep(chinY - faceHeight * 0.02, chinY + faceHeight * 0.04, y))
    );
  };
  // How far down the face a row is: 0 above the mouth, 1 from a little below it.
  const lowerFace = (y: number): number => smoothstep(mouthY - faceHeight * 0.04, mouthY + faceHeight * 0.1, y);
  // How much of the body's drawing is left at a height: it fades out downward.
  const bodyLeftAt = (y: number): number => {
    const down = clamp01((y - bodyFrom) / (bodyTo - bodyFrom));
    return 1 - down * down * (3 - 2 * down);
  };
  return { neckColumn, collarBand, underChin, underJaw, mouthZone, lowerFace, bodyLeftAt };
}

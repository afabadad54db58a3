// The features drawn from the photo's own darks: where the eyes, brows, nostrils and the mouth's
// line are darker than the skin around them, that much ink, only near the features. A brow or
// an eye is then the sitter's own (its shape, its weight), not a line stamped from the mesh that
// floats on the face; the lips keep their colour, the mouth only its own dark line (no grey bar across a smile).
import { gaussianBlur } from '../../shared/blur';
import { createGrey, smoothstep, toGrey, type Grey, type Rgb } from '../../shared/raster';

/**
 * 0–1 ink: how much darker `photo` is than its surroundings (`span` the face's eye span, for the
 * surroundings' size), within `near` (0–1), `onLips` as much on `lips` (half: their line shows, not a bar across teeth).
 */
export function featureInk(photo: Rgb, near: Grey, lips: Grey, span: number, onLips = 0.5): Grey {
  const grey = toGrey(photo);
  const around = gaussianBlur(grey, Math.max(1.5, span * 0.12));
  const fine = gaussianBlur(grey, Math.max(0.5, span * 0.012));
  const ink = createGrey(grey.width, grey.height);
  for (let i = 0; i < ink.data.length; i++) {
    const darker = around.data[i] - fine.data[i];
    ink.data[i] = near.data[i] * (1 - (1 - onLips) * lips.data[i]) * smoothstep(0.03, 0.14, darker);
  }
  return ink;
}

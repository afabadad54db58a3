// The face turned to polished metal for the robot: each pixel's brightness kept (so the
// features, the likeness and the light stay) and its colour moved along a steel ramp, dark
// gun-metal in the shadows to a cool silver in the highlights, with a little more contrast, as
// chrome shows its form. Only inside `where` (the face's oval), by `amount`.
import type { Grey, Rgb } from '../../shared/raster';

// A light steel: a dark ramp turned a soft photo's face into a dim grey mask nobody could read.
const SHADOW = [0.2, 0.23, 0.29] as const;
const MIDDLE = [0.6, 0.65, 0.72] as const;
const HIGHLIGHT = [0.96, 0.98, 1] as const;

export function toMetal(picture: Rgb, where: Grey, amount: number): void {
  const { data } = picture;
  for (let i = 0, p = 0; i < where.data.length; i++, p += 3) {
    const m = where.data[i] * amount;
    if (m <= 0) continue;
    const luma = 0.3 * data[p] + 0.59 * data[p + 1] + 0.11 * data[p + 2];
    // Contrast about the middle, then the ramp.
    const t = Math.min(1, Math.max(0, (luma - 0.5) * 1.25 + 0.5));
    for (let c = 0; c < 3; c++) {
      const steel =
        t < 0.5 ? SHADOW[c] + (MIDDLE[c] - SHADOW[c]) * t * 2 : MIDDLE[c] + (HIGHLIGHT[c] - MIDDLE[c]) * (t - 0.5) * 2;
      data[p + c] += (steel - data[p + c]) * m;
    }
  }
}

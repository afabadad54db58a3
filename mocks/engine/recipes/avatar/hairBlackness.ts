// How far a read hair colour is black hair: one rule for every avatar style that paints dark
// hair darker (anime's cel tones, the cartoon's flat colour), so the two never disagree about
// whose hair is black.
import { colourToLab } from '../shared/colour';
import { smoothstep, type Colour } from '../shared/raster';

/**
 * How far the read hair colour is black hair (0–1): dark and not colourful (its lightness plus
 * half its chroma, Lab, under 46 fully; 54 and over not at all: a brunette reads 48, an auburn
 * 58). A dark red, dyed, stays red.
 */
export function blackness(tone: Colour): number {
  const [l, a, b] = colourToLab(tone);
  const chroma = Math.hypot(a, b);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  if (chroma > 15 && hue < 35) return 0;
  return smoothstep(54, 46, l + 0.5 * chroma);
}

// A 2D film's lower lip (the looks with ink lines: pix/disney) drawn as a clean shape. The lips'
// tint (./features.ts) is laid at under half strength with a soft rim and a blurred highlight on
// the lower lip's middle; beside a peach skin the lower lip had no edge, a pink glow under the
// mouth's line ("a blurred mouth, no crisp lip shape" to the blind panel). Here the lower lip,
// between the mouth's line and its outer contour, is deepened within a crisp edge (its own hue
// kept: a man's lips stay his skin's tone, ./lipTone.ts), and a short ink stroke under its middle
// draws its bottom, as a film's animator draws a mouth.
import { createGrey, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { strokeCurve } from '../featureLines';
import { type XY } from '../landmarks';
import { fillPolygon } from '../masks';

const LOWER_OUTER = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291] as const;
const LOWER_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308] as const;
/** The lower lip's bottom the stroke follows: its middle stretch, not the corners. */
const BOTTOM = [181, 84, 17, 314, 405] as const;

/**
 * How much each channel of the lower lip is darkened at full ink: a woman's painted lip a deeper
 * rose (darkened alike, her tint turned a dull mauve); a man's a warmer shade of his skin (darkened
 * alike, it read as "a grey/mauve smudge, the wrong lip colour" to the blind panel).
 */
const ROSE: Colour = [0.05, 0.19, 0.15];
const WARM: Colour = [0.07, 0.15, 0.17];
/** The stroke's strength at full ink (a man's half: the ink's blue under his lip read mauve), and its pen in eye distances. */
const STROKE = 0.7;
const MAN_STROKE = 0.45;
const PEN = 0.016;

/**
 * Draws the lower lip's shape and its bottom's stroke in place, `amount` the look's ink (0–1), only
 * `within` (skin) and under the row `below` (a grin's opening: the mesh's lower lip crossed its
 * teeth, a grey band with an ink line through them on the dark man); `rose` a lip painted a lip
 * colour, not a man's own tone.
 */
export function drawLowerLip(
  picture: Rgb,
  mesh: readonly XY[],
  unit: number,
  ink: { colour: Colour; amount: number; rose: boolean },
  within?: Grey,
  below = -Infinity,
): void {
  const { amount } = ink;
  const deepen = ink.rose ? ROSE : WARM;
  const strokeStrength = ink.rose ? STROKE : MAN_STROKE;
  if (amount <= 0) return;
  const { width, height, data } = picture;
  const lip = blurLocal(
    fillPolygon(
      [...LOWER_OUTER, ...[...LOWER_INNER].reverse()].map((i) => mesh[i]),
      width,
      height,
    ),
    0.6,
  );
  const stroke = createStroke(mesh, unit, width, height);
  const start = Math.max(0, Math.ceil(below)) * width;
  for (let i = start, p = start * 3; i < lip.data.length; i++, p += 3) {
    const keep = within ? within.data[i] : 1;
    const shape = lip.data[i] * amount * keep;
    const a = stroke.data[i] * strokeStrength * amount * keep;
    if (shape <= 0 && a <= 0) continue;
    for (let c = 0; c < 3; c++) {
      const v = data[p + c] * (1 - deepen[c] * shape);
      data[p + c] = v + (ink.colour[c] - v) * a;
    }
  }
}

/** The stroke under the lower lip's middle, a little below its contour, tapering to its ends. */
function createStroke(mesh: readonly XY[], unit: number, width: number, height: number): Grey {
  const mask = createGrey(width, height);
  strokeCurve(
    mask,
    BOTTOM.map((i): XY => [mesh[i][0], mesh[i][1] + unit * 0.006]),
    Math.max(1.2, unit * PEN),
    true,
  );
  return blurLocal(mask, 0.6);
}

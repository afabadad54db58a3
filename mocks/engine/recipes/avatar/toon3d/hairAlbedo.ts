// The hair's base colour as a 3D film paints it: the person's own hair, its hue and lightness
// kept, its colour made rich. Read off a photo the hair's median is a washed-out, greyish brown
// (the room's light and the skin mixed into its strands), and painted as read blind readers saw
// "grey-brown hair" on a honey blonde and a dark-haired man alike. A film's hair is a clean,
// saturated mass: chestnut, honey, blue-black. Grey and white hair stays grey and white.
import { colourToLab, labColour } from '../../shared/colour';
import { smoothstep, type Colour } from '../../shared/raster';

export interface HairRichness {
  /** How many times the hair's Lab chroma is taken (1: as read). */
  gain: number;
  /** The most Lab chroma the hair is given (a saturated brown is about 35). */
  most: number;
}

/** How much of the gain a wholly dark hair gives up. */
const DARK_HOLD = 0.8;

/**
 * How much a Lab hue (degrees) is a hair's own: brown, blonde, red and auburn lie between red
 * (0°) and yellow (about 100°). A cool tint on hair is the room's light on its sheen: made rich
 * it painted dark hair navy and a dark grey steel blue, so it is taken out instead.
 */
function hairHue(hue: number): number {
  return smoothstep(-25, 0, hue) * (1 - smoothstep(100, 130, hue));
}

/**
 * `hair` (the colour read off the photo) made rich: a hair hue's Lab chroma taken `gain` times
 * (at most `most`, never less than read), its lightness and hue kept; a grey (nearly colourless
 * and light) head of hair kept as read, eased between; a cool tint (not a hair's hue) taken out.
 */
export function richHair(hair: Colour, { gain, most }: HairRichness): Colour {
  const [l, a, b] = colourToLab(hair);
  const chroma = Math.hypot(a, b);
  if (chroma < 1e-6) return hair;
  // Grey or white hair: colourless and light. A little chroma is the room's tint, not a colour.
  const grey = (1 - smoothstep(4, 9, chroma)) * smoothstep(38, 52, l);
  const own = hairHue((Math.atan2(b, a) * 180) / Math.PI);
  // Dark hair (Lab L under 34, wholly under 24) takes little of the gain: taken as a chestnut's,
  // a dark brown read L 27 turned "reddish-brown, wrong for the dark-haired man" and a brunette's
  // near-black a warm brown (a blind reader, forty-eighth stop).
  const dark = 1 - smoothstep(24, 34, l);
  const richer = Math.max(chroma, Math.min(most, chroma * (1 + (gain - 1) * (1 - DARK_HOLD * dark))));
  const scale = (1 + (richer / chroma - 1) * (1 - grey)) * own + (1 - own) * 0.3;
  return labColour(l, a * scale, b * scale);
}

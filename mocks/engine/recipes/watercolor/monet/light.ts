// Monet's light, six hours and weathers (the seed picks one, as he painted one motif at several
// hours): the photo's colours made luminous — lightness kept with its contrast, colour
// strengthened — with the lights turned to the hour's warm colour and the shade to its cool,
// complementary one (orange-yellow light, blue-violet shadow). The ground behind the sitter,
// where the photo's colour is dull (a grey wall, a black room), takes the hour's garden hue,
// so a backdrop reads as foliage, water or sky in that light rather than as grey paper.
import { labToRgb, rgbToLab } from '../../shared/colour';
import { createRgb, smoothstep, type Grey, type Rgb } from '../../shared/raster';

type Ab = readonly [a: number, b: number];

/**
 * How far a dark backdrop is lifted (L units at black, less towards white). At 10 a night
 * restaurant turned a pale pastel haze and the sitter's face washed into it ("pastel dabs, the
 * face washed out"): his darks are deep coloured shade, kept darker than the sitter's light.
 */
const BACK_LIFT = 3;
/** How much of the hour's shade colour a face (held 1) is spared. */
const FACE_SHADE_HELD = 0.7;

export interface Hour {
  name: 'morning' | 'noon' | 'sunset' | 'grey day' | 'snow' | 'garden';
  /** Lightness 0 maps to `floor`, 100 to floor + 100 × slope: no black, contrast kept. */
  floor: number;
  slope: number;
  /** How much the photo's colour is strengthened. */
  chroma: number;
  /** CIELAB a/b added to the lights, and to the shade. */
  light: Ab;
  shade: Ab;
  /** The hue a dull background turns to (its foliage, water or sky at that hour). */
  garden: readonly Ab[];
  /** The two complementary dab colours laid side by side (a/b offsets): warm, then cool. */
  warmDab: Ab;
  coolDab: Ab;
}

const HOURS: readonly Hour[] = [
  {
    name: 'morning',
    floor: 22,
    slope: 0.76,
    chroma: 1.25,
    light: [4, 10],
    shade: [6, -20],
    // Morning mist: blue-violet and pale blue-green.
    garden: [
      [8, -22],
      [-10, -8],
    ],
    warmDab: [8, 14],
    coolDab: [4, -18],
  },
  {
    name: 'noon',
    floor: 25,
    slope: 0.75,
    chroma: 1.4,
    // Noon: a sunlit meadow in pale cream and soft green under a hazy sky, the shade lilac.
    // Chrome yellow against ultramarine (light [0, 20], a field at b 38, a sky at b −20,
    // its dabs the same pair) was Van Gogh's scheme: a blind reader named it his 7 times in 8.
    light: [5, 12],
    shade: [12, -16],
    garden: [
      [-12, 16],
      [2, -12],
    ],
    warmDab: [9, 12],
    coolDab: [12, -14],
  },
  {
    name: 'sunset',
    floor: 23,
    slope: 0.73,
    chroma: 1.35,
    light: [14, 20],
    shade: [16, -24],
    garden: [
      [-12, 6],
      [18, -18],
    ],
    warmDab: [18, 20],
    coolDab: [14, -22],
  },
  {
    // A grey day on the Thames: silvery, the lights pale lemon, the shade slate blue-green.
    name: 'grey day',
    floor: 24,
    slope: 0.72,
    chroma: 1.1,
    light: [-2, 12],
    shade: [-6, -16],
    garden: [
      [-8, -10],
      [-2, 6],
    ],
    warmDab: [2, 14],
    coolDab: [-8, -16],
  },
  {
    // Snow (The Magpie): a cold light, the shade blue, the lights a warm pink-cream.
    name: 'snow',
    floor: 26,
    slope: 0.74,
    chroma: 1.15,
    light: [6, 8],
    shade: [-2, -24],
    garden: [
      [-2, -18],
      [4, 4],
    ],
    warmDab: [10, 12],
    coolDab: [-4, -22],
  },
  {
    // Giverny in summer: deep greens round the sitter, lights of rose and yellow, shade of violet-green.
    name: 'garden',
    floor: 23,
    slope: 0.75,
    chroma: 1.35,
    light: [8, 16],
    shade: [-8, -14],
    garden: [
      [-30, 22],
      [16, -6],
    ],
    warmDab: [14, 16],
    coolDab: [-14, -10],
  },
];

/**
 * The hour of the seed's painting, in turn: a run's results take consecutive seeds
 * (mocks/routes/tasks.ts), so any of them side by side are painted at different hours (drawn
 * from the random stream, two results of a run fell on the same hour about one time in six).
 */
export function hourOf(seed: number): Hour {
  return HOURS[((seed % HOURS.length) + HOURS.length) % HOURS.length];
}

/**
 * The photo in the hour's light. `ground` (0–1) marks where the sitter is not: there dull
 * colour takes the garden hue, varied by `patches` (0–1, low-frequency) between its two.
 * `keep` (0–1) holds a face's own colour closer to the photo's (light and shade still turned).
 * With `only`, just the pixels where it is above 0 are made (a face's layer needs no more); the rest stay black.
 */
export function luminous(picture: Rgb, hour: Hour, ground: Grey, patches: Grey, keep?: Grey, only?: Grey): Rgb {
  const result = createRgb(picture.width, picture.height);
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  const [gardenA, gardenB] = hour.garden;
  for (let i = 0, p = 0; i < ground.data.length; i++, p += 3) {
    if (only && only.data[i] === 0) continue;
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    const held = keep ? keep.data[i] : 0;
    const back = ground.data[i];
    // A dark backdrop is lifted further: his darkest ground is a deep coloured shade, not a hole.
    // A face keeps more of its modelling: a lower floor and a steeper slope.
    const floor = hour.floor + back * BACK_LIFT - held * 6;
    const light = floor + lab[0] * (hour.slope - back * BACK_LIFT * 0.01 + held * 0.08);
    const lit = smoothstep(48, 88, light);
    const shade = smoothstep(62, 22, light);
    // Dull colour strengthened most; an already strong one (a brown skin's orange) hardly, or it turns neon.
    const strong = smoothstep(25, 55, Math.hypot(lab[1], lab[2]));
    const chroma = 1 + (hour.chroma - 1) * (1 - 0.7 * held) * (1 - 0.8 * strong);
    // A face takes the light's colour but less of it; the backdrop's shade leaves room for its garden hue.
    const lightColour = lit * (1 - 0.45 * held);
    // On a face the shade leans cool only a little: at 0.4 off a sunset's violet, half a face in
    // shade came out bruised.
    const shadeColour = shade * (1 - FACE_SHADE_HELD * held) * (1 - 0.45 * back);
    let a = lab[1] * chroma + hour.light[0] * lightColour + hour.shade[0] * shadeColour;
    let b = lab[2] * chroma + hour.light[1] * lightColour + hour.shade[1] * shadeColour;
    const dull = back * (1 - smoothstep(6, 30, Math.hypot(lab[1], lab[2])));
    const mix = patches.data[i];
    a += dull * (gardenA[0] * (1 - mix) + gardenB[0] * mix);
    b += dull * (gardenA[1] * (1 - mix) + gardenB[1] * mix);
    labToRgb(light, a, b, rgb);
    result.data[p] = rgb[0];
    result.data[p + 1] = rgb[1];
    result.data[p + 2] = rgb[2];
  }
  return result;
}

// What a result's seed changes besides grain, so the results of one run (`count` 2–4, each its
// own seed) are visibly different pictures of the same person: the framing (how close, where
// the subject sits, a slight tilt), the light (the side it comes from, warm or cool) and the
// palette (the hues away from skin and hair turned), and, for painters, the way their strokes
// lean. Drawn from a stream of its own, so a painter's strokes keep their own stream, and from
// the seed alone, so every style of one seed is framed and lit alike.
import { createRandom, type Random } from './random';

export interface Variation {
  /** The shot: 0 as the photo (or the style) frames it, towards 1 closer, towards −1 wider (where a tool can). */
  shot: number;
  /** Where the framing moves, −1…1 of the room it has, across and down. */
  panX: number;
  panY: number;
  /** Radians the framing turns (a slight tilt of the camera), at most TILT either way. */
  tilt: number;
  /** Unit vector towards the side the light comes from, in picture coordinates (y down): never from below. */
  light: readonly [x: number, y: number];
  /** The light's colour: −1 cool daylight … 1 warm low sun (its shadows take the other side's). */
  warmth: number;
  /** Radians the hues away from skin and hair turn (greens, blues, purples; skin never goes green). */
  hueTurn: number;
  /** A painter paints the mirror image, turned back after: its strokes lean the other way. */
  mirrored: boolean;
}

/** The largest tilt, in radians (3.5°): a candid lean, never a crooked picture. */
export const TILT = (3.5 * Math.PI) / 180;

/** One of the looks a seed picks: a shot, the side the subject moves to, the light's side and height, the tilt's way. */
interface Look {
  shot: 'close' | 'taken' | 'wide';
  /** −1: the subject moves left of the middle; 1: right (as taken: stays). */
  pan: -1 | 0 | 1;
  /** −1: the light comes from the left; 1: from the right. */
  light: -1 | 1;
  /** Whether the light comes from high up (a window's, a lamp's) rather than low from the side. */
  high: boolean;
  /** −1 or 1: the way the framing leans (as taken: level). */
  tilt: -1 | 1;
}

/**
 * The looks, in the order consecutive seeds take them. Shot, side and light repeat every four
 * seeds: one keeps the framing as taken (the user framed the photo; one result in four keeps
 * that), the others are a close shot to either side and a wide one, so any four in a row
 * differ pairwise in the shot or the subject's side (the levers that move a picture most), and
 * the pairs those move least also in the light's side. The light's height changes every four
 * seeds, the tilt's way every eight.
 */
const CYCLE: readonly Pick<Look, 'shot' | 'pan' | 'light'>[] = [
  { shot: 'close', pan: -1, light: 1 },
  { shot: 'taken', pan: 0, light: 1 },
  { shot: 'close', pan: 1, light: -1 },
  { shot: 'wide', pan: -1, light: -1 },
];
const LOOKS: readonly Look[] = Array.from({ length: 16 }, (_, index) => ({
  ...CYCLE[index % 4],
  high: Math.floor(index / 4) % 2 === 1,
  tilt: index < 8 ? 1 : -1,
}));

// Mixed into the seed so this stream is not the painter's (createRandom(seed)).
const SALT = 0x5eed_7a11;

function signed(random: Random, low: number, high: number): number {
  return (random.next() < 0.5 ? -1 : 1) * random.between(low, high);
}

/** The look by the seed itself (results of a run with consecutive seeds take different looks), its details drawn. */
export function variationOf(seed: number): Variation {
  const look = LOOKS[((seed % LOOKS.length) + LOOKS.length) % LOOKS.length];
  const random = createRandom((seed ^ SALT) >>> 0);
  // Radians above the horizon, on the look's side.
  const elevation = look.high ? random.between(0.6, 1.05) : random.between(0.1, 0.45);
  const taken = look.shot === 'taken';
  return {
    shot: taken ? 0 : (look.shot === 'close' ? 1 : -1) * random.between(0.8, 1),
    panX: look.pan * random.between(0.6, 1),
    panY: taken ? 0 : random.between(-1, 1),
    tilt: taken ? 0 : look.tilt * random.between(0.4 * TILT, TILT),
    light: [look.light * Math.cos(elevation), -Math.sin(elevation)],
    warmth: signed(random, 0.5, 1),
    hueTurn: signed(random, 0.35, 0.8),
    mirrored: random.next() < 0.5,
  };
}

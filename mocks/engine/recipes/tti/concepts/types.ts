// What a concept of the text-to-image vocabulary is: its words in both languages, its group,
// and, when it stands in the picture, how it is drawn (a painter in a unit box) or, when it is
// a setting (sky, ground, a room, the weather, a season), which scene elements it turns on.
import type { Canvas } from '../svgCanvas';
import type { Reach, Saddle } from './riding';

export type Group =
  'person' | 'animal' | 'food' | 'building' | 'vehicle' | 'object' | 'plant' | 'setting' | 'weather' | 'season' | 'colour';

/** Where a thing belongs when nothing else says: on the ground, in the sky, on or in water, indoors on a table. */
export type Place = 'ground' | 'sky' | 'water' | 'underwater' | 'table';

/**
 * How an animal or a person holds itself, as the prompt says ("坐", "lying", "包饺子"), or how a
 * person holds a thing (a hand raised holding it up, both hands holding it in front: holding.ts).
 */
export type Pose = 'sit' | 'lie' | 'work' | 'raise' | 'front';

/** A person's look the prompt may ask for. */
export type Attribute = 'glasses' | 'smiling' | 'beard' | 'hat' | 'apron';

export interface Paint {
  canvas: Canvas;
  /** The thing's main colour, as asked ("a red X") or its own, lit for the hour. */
  colour: string;
  /** A colour as the hour lights it (darker and bluer at night). */
  lit: (colour: string) => string;
  attributes: ReadonlySet<Attribute>;
}

/**
 * Draws the thing in its unit box: 100 tall from y = -100 to its base at y = 0, `aspect` × 100
 * wide centred on x = 0, facing right. Returns SVG.
 */
export type Painter = (paint: Paint) => string;

export interface Drawing {
  painter: Painter;
  /** The box's width over its height. */
  aspect: number;
  /** About how tall it is in the world, in metres: things side by side keep a sense of scale. */
  metres: number;
  place: Place;
  /** The height (0–1 of the box, from the base) of the surface something "on" it stands on. */
  top: number;
  /** Its own colours; the seed picks one when the prompt names none. */
  colours: readonly string[];
  /** It holds things "in" it as a container (a box, a bowl, a basket), at this height (0–1). */
  holds?: number;
  /** The same thing in another pose (a sitting cat, a grandma working at a table). */
  poses?: Partial<Record<Pose, Drawing>>;
  /**
   * The x-range (in its box's units, 100 = its height, 0 its middle) of something standing up
   * from its top surface that a thing on it must not overlap: a boat's mast.
   */
  keepClear?: readonly [number, number];
  /** Its top surface's x-range in the same units (a boat's deck), where things on it may stand. */
  deck?: readonly [number, number];
  /** Where its hands are, in its box's units (a person working at a table): x, y and radius. */
  hands?: readonly { x: number; y: number; r: number }[];
  /** Its look laid for work, someone standing behind it (a table with a cloth: atTheTable.ts). */
  laid?: Painter;
  /** Drawn again over what stands in front of it (a working person's hands over the work). */
  overlay?: Painter;
  /** Where a rider sits on it (a bicycle's saddle), rests its feet and holds on, in its box's units as `grip`. */
  seat?: Saddle;
  /** The person riding, its feet and hands where the layout found the pedals and bars (riding.ts). */
  ride?: (reach: Reach) => Drawing;
  /** A person's hips' height, 0–1 of its box from the base: where it sits on a seat. */
  hips?: number;
  /** How it looks flying far off in the sky: a bird as a few wing strokes (concepts/bird.ts). */
  flying?: Drawing;
  /** The hand a person holds a thing in, in its box's units (x to the right, y up from the base negative). */
  grip?: { x: number; y: number };
}

export interface Concept {
  id: string;
  group: Group;
  zh: readonly string[];
  en: readonly string[];
  drawing?: Drawing;
  /** For settings, weather and seasons: the scene elements it turns on (scene.ts). */
  elements?: readonly string[];
}

/** A concept that is drawn as a thing. */
export function thing(
  id: string,
  group: Group,
  zh: readonly string[],
  en: readonly string[],
  drawing: Omit<Drawing, 'top' | 'place'> & Partial<Pick<Drawing, 'top' | 'place'>>,
): Concept {
  return { id, group, zh, en, drawing: { top: 1, place: 'ground', ...drawing } };
}

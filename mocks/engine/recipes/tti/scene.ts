// From the named elements to a plan of the picture: the time of day, the weather, what the
// ground is, where the horizon lies, and where each thing stands. The seed moves things
// around and turns the palette; the words decide what is there.
import type { Random } from '../shared/random';
import type { Element } from './vocabulary';

export type Time = 'day' | 'sunset' | 'night';
export type Ground = 'sea' | 'lake' | 'desert' | 'snow' | 'grass' | 'city';
export type ThingKind = 'cat' | 'dog' | 'house' | 'car' | 'boat' | 'fish';

export interface Thing {
  kind: ThingKind;
  /** Where it stands (its base's centre) and its height, in pixels. */
  x: number;
  y: number;
  size: number;
  /** Faces left instead of right. */
  flip: boolean;
}

export interface Scene {
  width: number;
  height: number;
  time: Time;
  sun: boolean;
  moon: boolean;
  stars: boolean;
  clouds: number;
  rainbow: boolean;
  rain: boolean;
  snow: boolean;
  /** The horizon's height in pixels from the top. */
  horizon: number;
  mountains: boolean;
  ground: Ground;
  /** A strip of sand along the water. */
  beach: boolean;
  /** A skyline standing on the horizon. */
  skyline: boolean;
  river: boolean;
  road: boolean;
  trees: number;
  flowers: boolean;
  /** Birds flying in the sky, as a flock of small marks. */
  flock: number;
  things: Thing[];
  /** Where the sun or moon stands across the sky, 0–1. */
  lightX: number;
}

/** A picture wider than tall suits landscapes; a square one suits a single subject. */
const WIDE: readonly Element[] = ['mountain', 'sea', 'beach', 'lake', 'river', 'desert', 'road', 'city', 'forest', 'sunset'];

export function planScene(elements: readonly Element[], random: Random): Scene {
  const has = (element: Element) => elements.includes(element);
  const width = 1024;
  const height = elements.some((element) => WIDE.includes(element)) ? 768 : 1024;
  const time: Time = has('night') || has('moon') || has('stars') ? 'night' : has('sunset') ? 'sunset' : 'day';
  const rain = has('rain');
  const snow = has('snow');
  const water = has('sea') || has('beach') || has('boat') || (has('fish') && !has('lake') && !has('river'));
  const ground: Ground = water
    ? 'sea'
    : has('lake')
      ? 'lake'
      : has('desert')
        ? 'desert'
        : snow
          ? 'snow'
          : has('city') && !has('grass') && !has('tree') && !has('forest') && !has('flowers')
            ? 'city'
            : 'grass';
  const mountains = has('mountain') || (ground !== 'city' && ground !== 'sea' && random.next() < 0.35);
  const horizon = height * (mountains ? 0.6 : ground === 'sea' || ground === 'lake' ? 0.55 : 0.62);
  const scene: Scene = {
    width,
    height,
    time,
    sun: time !== 'night' && !rain && (has('sun') || time === 'sunset' || random.next() < 0.5),
    moon: time === 'night' && !rain && (has('moon') || !has('stars') || random.next() < 0.5),
    stars: time === 'night' && !rain,
    clouds: has('clouds') || rain ? 4 + random.below(3) : time === 'night' ? 0 : random.below(3),
    rainbow: has('rainbow'),
    rain,
    snow,
    horizon,
    mountains,
    ground,
    beach: has('beach') || (ground === 'sea' && (has('desert') || has('cat') || has('dog'))),
    skyline: has('city'),
    river: has('river') && ground !== 'sea' && ground !== 'lake',
    road: has('road') || has('car'),
    trees: has('forest')
      ? 14 + random.below(8)
      : has('tree')
        ? 1 + random.below(3)
        : ground === 'grass' && random.next() < 0.5
          ? 2
          : 0,
    flowers: has('flowers'),
    flock: has('bird') ? 3 + random.below(4) : 0,
    things: [],
    lightX: random.between(0.18, 0.82),
  };
  scene.things = placeThings(elements, scene, random);
  return scene;
}

const OBJECTS: readonly ThingKind[] = ['cat', 'dog', 'house', 'car', 'boat', 'fish'];

/** Objects stand in the foreground, side by side in slots, the first-named the largest. */
function placeThings(elements: readonly Element[], scene: Scene, random: Random): Thing[] {
  const kinds = elements.filter((element): element is ThingKind => (OBJECTS as readonly string[]).includes(element));
  const { width, height, horizon } = scene;
  const slots = Math.max(1, kinds.length);
  const order = kinds.map((kind, i) => ({ kind, slot: i }));
  // The seed shuffles which slot each thing takes.
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [order[i].slot, order[j].slot] = [order[j].slot, order[i].slot];
  }
  return order.map(({ kind, slot }, rank) => {
    const x = ((slot + 0.5) / slots) * width + random.between(-0.06, 0.06) * width;
    const near = height - horizon;
    const scale = (rank === 0 ? 1 : 0.75) * (slots > 2 ? 0.8 : 1);
    switch (kind) {
      case 'house':
        return { kind, x, y: horizon + near * random.between(0.25, 0.4), size: near * 0.55 * scale, flip: random.next() < 0.5 };
      case 'boat':
        return { kind, x, y: horizon + near * random.between(0.3, 0.5), size: near * 0.5 * scale, flip: random.next() < 0.5 };
      case 'fish':
        return { kind, x, y: horizon + near * random.between(0.55, 0.75), size: near * 0.28 * scale, flip: random.next() < 0.5 };
      case 'car':
        return { kind, x, y: horizon + near * random.between(0.6, 0.75), size: near * 0.35 * scale, flip: random.next() < 0.5 };
      default:
        return { kind, x, y: horizon + near * random.between(0.78, 0.9), size: near * 0.62 * scale, flip: random.next() < 0.5 };
    }
  });
}

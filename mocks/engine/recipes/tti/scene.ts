// From the prompt's settings, weather and seasons (and what its things need: a boat needs water,
// a fish the sea) to a plan of the picture around the things: the hour, the weather, the
// ground or the room, where the horizon lies. The seed moves things around and turns the
// palette; the words decide what is there.
import type { Random } from '../shared/random';

export type Time = 'day' | 'sunset' | 'night';
export type Ground = 'sea' | 'lake' | 'desert' | 'snow' | 'grass' | 'city' | 'lunar' | 'underwater';
export type Room = 'kitchen' | 'bedroom' | 'living room' | 'classroom' | 'restaurant' | 'office' | 'library' | 'table' | 'studio';

export const ROOMS: readonly Room[] = [
  'kitchen',
  'bedroom',
  'living room',
  'classroom',
  'restaurant',
  'office',
  'library',
  'studio',
];

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
  storm: boolean;
  fog: boolean;
  wind: boolean;
  season?: 'spring' | 'summer' | 'autumn';
  /** The horizon's height in pixels from the top (the floor's line indoors). */
  horizon: number;
  mountains: boolean;
  ground: Ground;
  /** Indoors: which room (the picture is then a room, no sky). */
  room?: Room;
  /** A strip of sand along the water. */
  beach: boolean;
  /** A skyline standing on the horizon. */
  skyline: boolean;
  /** Small houses on the far fields. */
  village: boolean;
  river: boolean;
  road: boolean;
  trees: number;
  flowers: boolean;
  /** Where the sun or moon stands across the sky, 0–1. */
  lightX: number;
}

/** A picture wider than tall suits landscapes; a square one suits a subject. */
const WIDE = ['mountain', 'sea', 'beach', 'lake', 'river', 'desert', 'road', 'city', 'forest', 'sunset', 'village'];

export interface SceneNeeds {
  /** Elements the prompt's words turn on. */
  elements: readonly string[];
  /** A thing that floats needs water; one that swims, the sea under it. */
  water: boolean;
  underwater: boolean;
  /** Only things that stand on a table (food, a cup): drawn on a tabletop indoors. */
  tabletop: boolean;
  /** A portrait: square, the person large. */
  portrait: boolean;
}

export function planScene(needs: SceneNeeds, random: Random): Scene {
  const { elements } = needs;
  const has = (element: string) => elements.includes(element);
  const room = ROOMS.find((r) => has(r)) ?? (needs.tabletop && !elements.some((e) => e !== 'sun') ? 'table' : undefined);
  const width = 1024;
  const height = !needs.portrait && !room && elements.some((element) => WIDE.includes(element)) ? 768 : 1024;
  const space = has('space');
  const underwater =
    has('underwater') || (needs.underwater && !has('sea') && !has('lake') && !has('beach') && !needs.water && !space);
  const time: Time = space || has('night') || has('moon') || has('stars') ? 'night' : has('sunset') ? 'sunset' : 'day';
  const rain = has('rain');
  const snow = has('snow');
  const water = has('sea') || has('beach') || needs.water || (needs.underwater && !has('lake'));
  const ground: Ground = underwater
    ? 'underwater'
    : space
      ? 'lunar'
      : water
        ? 'sea'
        : has('lake')
          ? 'lake'
          : has('desert')
            ? 'desert'
            : snow
              ? 'snow'
              : has('city') && !has('grass') && !has('forest') && !has('flowers')
                ? 'city'
                : 'grass';
  const open = ground !== 'city' && ground !== 'sea' && ground !== 'underwater' && ground !== 'lunar';
  const mountains = !room && (has('mountain') || (open && random.next() < 0.35));
  const horizon = room
    ? height * (room === 'studio' ? 1 : room === 'table' ? 0.7 : 0.72)
    : ground === 'underwater'
      ? height * 0.02
      : height * (mountains ? 0.58 : ground === 'sea' || ground === 'lake' ? 0.55 : ground === 'lunar' ? 0.66 : 0.6);
  const outdoors = !room && ground !== 'underwater';
  return {
    width,
    height,
    time,
    sun: outdoors && !space && time !== 'night' && !rain && (has('sun') || time === 'sunset' || random.next() < 0.5),
    moon: outdoors && !space && time === 'night' && !rain && (has('moon') || !has('stars') || random.next() < 0.5),
    stars: outdoors && time === 'night' && !rain,
    clouds: !outdoors || space ? 0 : has('clouds') || rain ? 4 + random.below(3) : time === 'night' ? 0 : random.below(3),
    rainbow: outdoors && has('rainbow'),
    rain: outdoors && rain,
    snow: outdoors && snow,
    storm: outdoors && has('storm'),
    fog: outdoors && has('fog'),
    wind: outdoors && has('wind'),
    season: has('autumn') ? 'autumn' : has('spring') ? 'spring' : has('summer') ? 'summer' : undefined,
    horizon,
    mountains,
    ground,
    room,
    beach: has('beach'),
    skyline: outdoors && has('city'),
    village: outdoors && has('village'),
    river: outdoors && has('river') && ground !== 'sea' && ground !== 'lake',
    road: outdoors && has('road'),
    trees:
      !outdoors || ground === 'lunar'
        ? 0
        : has('forest')
          ? 14 + random.below(8)
          : has('trees') || has('autumn')
            ? 3 + random.below(3)
            : ground === 'grass' && random.next() < 0.5
              ? 2
              : 0,
    flowers: outdoors && has('flowers'),
    lightX: random.between(0.18, 0.82),
  };
}

// Every concept the local text-to-image engine can draw or set, in Chinese and English: people,
// animals, food, buildings and landmarks, vehicles, objects, plants and land (things drawn in
// the picture), settings, weather and seasons (the picture around them) and colours (of a
// thing). The words of a prompt are read against it in words.ts.
import { ANIMALS } from './concepts/animals';
import { BUILDINGS } from './concepts/buildings';
import { FOOD } from './concepts/food';
import { OBJECTS } from './concepts/objects';
import { PEOPLE } from './concepts/people';
import { PLANTS } from './concepts/plants';
import { COLOURS, SETTINGS } from './concepts/settings';
import type { Concept, Group } from './concepts/types';
import { VEHICLES } from './concepts/vehicles';

export const THINGS: readonly Concept[] = [...PEOPLE, ...ANIMALS, ...FOOD, ...BUILDINGS, ...VEHICLES, ...OBJECTS, ...PLANTS];

export const CONCEPTS: readonly Concept[] = [...THINGS, ...SETTINGS, ...COLOURS];

/** A colour's hex by its concept id. */
export const COLOUR_HEX: ReadonlyMap<string, string> = new Map(COLOURS.map((colour) => [colour.id, colour.hex]));

/** The groups, in the order "I can draw: …" names them, with a few examples of each. */
export const GROUP_EXAMPLES: readonly { group: Group; zh: string; en: string }[] = [
  {
    group: 'person',
    zh: '人物（孩子、女孩、男孩、女人、男人、奶奶、爷爷、厨师…）',
    en: 'people (a child, girl, boy, woman, man, grandma, grandpa, chef…)',
  },
  {
    group: 'animal',
    zh: '动物（猫、狗、马、熊猫、大象、鸟、鱼…）',
    en: 'animals (cat, dog, horse, panda, elephant, bird, fish…)',
  },
  { group: 'food', zh: '食物（饺子、面条、蛋糕、苹果、西瓜…）', en: 'food (dumplings, noodles, cake, apple, watermelon…)' },
  { group: 'building', zh: '建筑（房子、灯塔、城堡、宝塔、桥…）', en: 'buildings (house, lighthouse, castle, pagoda, bridge…)' },
  { group: 'vehicle', zh: '交通工具（汽车、公交车、火车、船、飞机…）', en: 'vehicles (car, bus, train, boat, plane…)' },
  { group: 'object', zh: '物品（桌子、书、伞、气球、灯笼…）', en: 'things (table, book, umbrella, balloon, lantern…)' },
  {
    group: 'plant',
    zh: '植物和地形（树、花、仙人掌、悬崖、小岛…）',
    en: 'plants and land (tree, flower, cactus, cliff, island…)',
  },
  { group: 'setting', zh: '场景（大海、森林、城市、厨房、夜晚…）', en: 'places (sea, forest, city, kitchen, night…)' },
  { group: 'weather', zh: '天气（下雨、下雪、彩虹…）', en: 'weather (rain, snow, rainbow…)' },
  { group: 'season', zh: '季节（春夏秋冬）', en: 'seasons (spring, summer, autumn, winter)' },
];

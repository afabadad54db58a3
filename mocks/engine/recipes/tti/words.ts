// Reads a prompt against the vocabulary: which things it names (with their colour and count,
// in the order named: the first is the subject), the settings, weather and season, the
// relations between things (on, in, under, beside: "a cat on a boat", "猫坐在船上", "树下的狗";
// held: "a girl holding a balloon", "拿着伞的老人", holding.ts),
// the people's looks (glasses, smiling…) and whether it asks for a portrait. Chinese has no
// spaces, so it is read by longest match from left to right; English word by word, phrases
// first, plurals folded to the singular.
import type { Attribute, Concept } from './concepts/types';
import { holdThings } from './holding';
import { CONCEPTS, COLOUR_HEX } from './vocabulary';

export type RelationKind = 'on' | 'in' | 'under' | 'beside' | 'hold';

export interface Mention {
  concept: Concept;
  /** The colour asked for it, as hex. */
  colour?: string;
  count: number;
}

export interface Relation {
  kind: RelationKind;
  /** Indexes into `things`. */
  subject: number;
  object: number;
}

export interface Reading {
  things: Mention[];
  /** The scene elements the settings, weather and seasons turn on (scene.ts). */
  elements: string[];
  relations: Relation[];
  /** The thing the prompt is about: the first named, or X of "Y上的X" (the astronaut of 长城上的宇航员). */
  subject: number;
  attributes: Set<Attribute>;
  portrait: boolean;
  /** Ids of every concept understood, in the order named (colours included). */
  understood: string[];
  /** What the things do that changes how they stand (action.ts): animals playing, birds flying far off. */
  playing?: boolean;
  distant?: boolean;
}

type Token =
  | { kind: 'concept'; concept: Concept; plural: boolean }
  | { kind: 'colour'; hex: string; id: string }
  | { kind: 'number'; value: number }
  | { kind: 'relation'; relation: RelationKind }
  | { kind: 'zai' }
  | { kind: 'locator'; relation: RelationKind }
  | { kind: 'attribute'; attribute: Attribute }
  | { kind: 'portrait' }
  | { kind: 'orange' }
  | { kind: 'family' };

interface Placed {
  at: number;
  token: Token;
}

const ZH_LOCATORS: Readonly<Record<string, RelationKind>> = {
  上: 'on', 上面: 'on', 上边: 'on', 顶上: 'on', 之上: 'on', 上方: 'on',
  里: 'in', 里面: 'in', 里边: 'in', 中: 'in', 之中: 'in', 内: 'in',
  下: 'under', 下面: 'under', 下边: 'under', 底下: 'under', 之下: 'under', 下方: 'under',
  旁: 'beside', 旁边: 'beside', 边: 'beside', 边上: 'beside', 身边: 'beside', 附近: 'beside', 身旁: 'beside',
}; // prettier-ignore

const ZH_ATTRIBUTES: Readonly<Record<string, Attribute>> = {
  戴眼镜: 'glasses', 戴着眼镜: 'glasses', 微笑: 'smiling', 笑: 'smiling', 笑着: 'smiling', 开心: 'smiling', 快乐: 'smiling',
  高兴: 'smiling', 笑容: 'smiling', 胡子: 'beard', 大胡子: 'beard', 胡须: 'beard', 戴帽子: 'hat', 围裙: 'apron',
}; // prettier-ignore

const EN_ATTRIBUTES: Readonly<Record<string, Attribute>> = {
  smiling: 'smiling', smile: 'smiling', smiles: 'smiling', happy: 'smiling', laughing: 'smiling', cheerful: 'smiling', joyful: 'smiling',
  beard: 'beard', bearded: 'beard', apron: 'apron',
}; // prettier-ignore

/** Words that look like a concept's but mean something else ("马上" is "at once", "星期" a weekday). */
const ZH_IGNORED = [
  '马上',
  '大家',
  '星期',
  '东西',
  '风景',
  '风格',
  '今天',
  '明天',
  '昨天',
  '天气',
  '上海',
  '中国',
  '下午',
  '上午',
  '中午',
  '一下',
  '下来',
  '上来',
  '关心',
  '小心',
  '担心',
  '心情',
  '点心情',
];

const ZH_PORTRAIT = ['肖像', '头像', '特写', '人像', '画像', '自拍', '证件照'];
const EN_PORTRAIT = ['portrait', 'close-up', 'closeup', 'headshot', 'selfie', 'face'];

const EN_RELATIONS: Readonly<Record<string, RelationKind>> = {
  on: 'on', onto: 'on', upon: 'on', atop: 'on', 'on top of': 'on', riding: 'on', 'sitting on': 'on', 'standing on': 'on',
  in: 'in', inside: 'in', into: 'in', within: 'in',
  under: 'under', beneath: 'under', below: 'under', underneath: 'under',
  beside: 'beside', by: 'beside', 'next to': 'beside', near: 'beside', and: 'beside', behind: 'beside',
  // Said of a person and a thing one carries; of anything else, beside (holding.ts).
  with: 'hold', holding: 'hold', holds: 'hold', carrying: 'hold', carries: 'hold', 'holding up': 'hold',
}; // prettier-ignore

/** A person holding a thing: "女孩拿着气球", "打着伞的老人" (holding.ts). */
const ZH_HOLDING = ['拿着', '拿', '举着', '手拿', '手持', '握着', '提着', '抱着', '打着', '撑着', '捧着'];

const EN_NUMBERS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  pair: 2, couple: 2, twins: 2, several: 3, few: 3, some: 3, many: 5, lots: 5, group: 5, herd: 5, flock: 5,
}; // prettier-ignore

const ZH_DIGITS: Readonly<Record<string, number>> = {
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  几: 3,
};
const ZH_MEASURES = '只个头条匹辆艘座棵朵位名块碗盘杯本把张群对双架片盏顶件根颗栋间家';
const ZH_MANY: Readonly<Record<string, number>> = {
  许多: 5,
  很多: 5,
  好多: 5,
  一些: 3,
  一群: 5,
  成群: 5,
  几只: 3,
  一对: 2,
  一双: 2,
};

const zhIndex = new Map<string, Token>();
const enIndex = new Map<string, Token>();
let longestZh = 1;
let longestEn = 1;
for (const concept of CONCEPTS) {
  const hex = COLOUR_HEX.get(concept.id);
  const token: Token = hex ? { kind: 'colour', hex, id: concept.id } : { kind: 'concept', concept, plural: false };
  for (const term of concept.zh) {
    // A longer list's word wins a tie: the first concept to claim a term keeps it.
    if (!zhIndex.has(term)) zhIndex.set(term, token);
    longestZh = Math.max(longestZh, term.length);
  }
  for (const term of concept.en) {
    if (!enIndex.has(term)) enIndex.set(term, token);
    longestEn = Math.max(longestEn, term.split(' ').length);
  }
}
for (const [term, attribute] of Object.entries(ZH_ATTRIBUTES)) zhIndex.set(term, { kind: 'attribute', attribute });
for (const term of ZH_PORTRAIT) zhIndex.set(term, { kind: 'portrait' });
for (const [term, value] of Object.entries(ZH_MANY)) zhIndex.set(term, { kind: 'number', value });
zhIndex.set('在', { kind: 'zai' });
for (const term of ZH_HOLDING) zhIndex.set(term, { kind: 'relation', relation: 'hold' });
// "女孩骑自行车": a rider is on what they ride (its saddle: layout.ts).
for (const term of ['骑着', '骑']) zhIndex.set(term, { kind: 'relation', relation: 'on' });
for (const [term, attribute] of Object.entries(EN_ATTRIBUTES)) enIndex.set(term, { kind: 'attribute', attribute });
for (const term of EN_PORTRAIT) enIndex.set(term, { kind: 'portrait' });
for (const [term, relation] of Object.entries(EN_RELATIONS))
  if (!enIndex.has(term)) enIndex.set(term, { kind: 'relation', relation });
for (const [term, value] of Object.entries(EN_NUMBERS)) enIndex.set(term, { kind: 'number', value });
enIndex.set('orange', { kind: 'orange' });
enIndex.set('family', { kind: 'family' });
/** A family in Chinese: read before a count, since 一家 is also "one" and a measure word. */
const ZH_FAMILY = ['一家三口', '一家人', '全家福', '全家', '家人', '家庭'];
for (const term of ZH_FAMILY) zhIndex.set(term, { kind: 'family' });
for (const word of ZH_IGNORED) zhIndex.set(word, { kind: 'number', value: 0 });
longestEn = Math.max(longestEn, 3);

/** An English word's simple singulars (cats → cat, boxes → box, puppies → puppy, knives → knife). */
function singulars(word: string): string[] {
  const forms: string[] = [];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

function englishTokens(text: string): Placed[] {
  const words = [...text.matchAll(/[a-z]+(?:-[a-z]+)?/g)].map((m) => ({ word: m[0], at: m.index }));
  const placed: Placed[] = [];
  for (let i = 0; i < words.length;) {
    let matched = false;
    for (let length = Math.min(longestEn, words.length - i); length >= 1 && !matched; length--) {
      const phrase = words.slice(i, i + length).map((w) => w.word);
      const last = phrase[length - 1];
      for (const form of [last, ...singulars(last)]) {
        const key = [...phrase.slice(0, -1), form].join(' ');
        const token = enIndex.get(key);
        if (!token) continue;
        const plural = form !== last;
        placed.push({ at: words[i].at, token: token.kind === 'concept' ? { ...token, plural } : token });
        i += length;
        matched = true;
        break;
      }
    }
    if (!matched) i++;
  }
  for (const m of text.matchAll(/\d+/g)) placed.push({ at: m.index, token: { kind: 'number', value: Number(m[0]) } });
  return placed;
}

const isHan = (char: string): boolean => /[\u3400-\u9fff]/.test(char);

function chineseTokens(text: string): Placed[] {
  const placed: Placed[] = [];
  let afterThing = false;
  for (let i = 0; i < text.length;) {
    if (!isHan(text[i])) {
      i++;
      continue;
    }
    const family = ZH_FAMILY.find((word) => text.startsWith(word, i));
    if (family) {
      placed.push({ at: i, token: { kind: 'family' } });
      i += family.length;
      afterThing = true;
      continue;
    }
    // A count: a numeral and a measure word ("三只", "两个").
    const count = /^([一两二三四五六七八九十几]+)([只个头条匹辆艘座棵朵位名块碗盘杯本把张群对双架片盏顶件根颗栋间家])/.exec(
      text.slice(i, i + 4),
    );
    if (count && ZH_MEASURES.includes(count[2])) {
      const value =
        count[1] === '十'
          ? 10
          : count[1].length === 2 && count[1][0] === '十'
            ? 10 + (ZH_DIGITS[count[1][1]] ?? 0)
            : (ZH_DIGITS[count[1][0]] ?? 1);
      placed.push({ at: i, token: { kind: 'number', value } });
      i += count[0].length;
      afterThing = false;
      continue;
    }
    // A locator right after a thing or place ("船上", "厨房里", "树下").
    if (afterThing) {
      const locator = [
        '旁边',
        '上面',
        '上边',
        '顶上',
        '之上',
        '上方',
        '里面',
        '里边',
        '之中',
        '下面',
        '下边',
        '底下',
        '之下',
        '下方',
        '边上',
        '身边',
        '附近',
        '身旁',
        '上',
        '里',
        '中',
        '内',
        '下',
        '旁',
        '边',
      ].find((word) => text.startsWith(word, i));
      if (locator && !(zhIndex.get(text.slice(i, i + 2))?.kind === 'concept' && locator.length === 1)) {
        placed.push({ at: i, token: { kind: 'locator', relation: ZH_LOCATORS[locator] } });
        i += locator.length;
        afterThing = false;
        continue;
      }
    }
    let found: { term: string; token: Token } | undefined;
    for (let length = Math.min(longestZh, text.length - i); length >= 1 && !found; length--) {
      const term = text.slice(i, i + length);
      const token = zhIndex.get(term);
      if (token) found = { term, token };
    }
    if (found) {
      if (!(found.token.kind === 'number' && found.token.value === 0)) placed.push({ at: i, token: found.token });
      afterThing = found.token.kind === 'concept';
      i += found.term.length;
    } else {
      afterThing = false;
      i++;
    }
  }
  return placed;
}

const isThing = (token: Token): token is Extract<Token, { kind: 'concept' }> =>
  token.kind === 'concept' && token.concept.drawing !== undefined;

export function readPrompt(prompt: string): Reading {
  const text = prompt.toLowerCase();
  const tokens = [...englishTokens(text), ...chineseTokens(text)].sort((a, b) => a.at - b.at).map((p) => p.token);
  // "orange" is a colour before a thing, else the fruit.
  const orangeFruit = CONCEPTS.find((concept) => concept.id === 'orange');
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    if (token.kind !== 'orange') continue;
    const next = tokens[k + 1];
    tokens[k] =
      next && isThing(next)
        ? { kind: 'colour', hex: COLOUR_HEX.get('orange colour') ?? '#f28c28', id: 'orange colour' }
        : { kind: 'concept', concept: orangeFruit ?? CONCEPTS[0], plural: false };
  }
  // "A family of ducks" counts them; "a family having a picnic", 一家人: a father, a mother and a child.
  const family = ['man', 'woman', 'girl'].flatMap((id) => CONCEPTS.filter((concept) => concept.id === id));
  for (let k = tokens.length - 1; k >= 0; k--) {
    if (tokens[k].kind !== 'family') continue;
    const next = tokens[k + 1];
    const counts = next && isThing(next) && next.concept.group !== 'person';
    tokens.splice(
      k,
      1,
      ...(counts
        ? [{ kind: 'number' as const, value: 3 }]
        : family.map((concept) => ({ kind: 'concept' as const, concept, plural: false }))),
    );
  }
  // "two cups of coffee", "a plate of dumplings": the food is the thing, the container only its measure.
  for (let k = tokens.length - 2; k >= 0; k--) {
    const token = tokens[k];
    const next = tokens[k + 1];
    if (
      token.kind === 'concept' &&
      (token.concept.id === 'mug' || token.concept.id === 'plate') &&
      next.kind === 'concept' &&
      next.concept.group === 'food'
    )
      tokens.splice(k, 1, ...(token.plural ? [{ kind: 'number' as const, value: 2 }] : []));
  }
  const hasPerson = tokens.some((t) => t.kind === 'concept' && t.concept.group === 'person');
  const reading: Reading = {
    things: [],
    elements: [],
    relations: [],
    subject: 0,
    attributes: new Set(),
    portrait: false,
    understood: [],
  };
  const index = new Map<string, number>();
  /** Token positions of things, for relations: the token index → the thing's index. */
  const thingAt = new Map<number, number>();
  let pendingColour: string | undefined;
  let pendingCount: number | undefined;
  let lastThing: number | undefined;
  tokens.forEach((token, k) => {
    if (token.kind === 'colour') {
      pendingColour = token.hex;
      reading.understood.push(token.id);
      return;
    }
    if (token.kind === 'number') {
      pendingCount = token.value;
      return;
    }
    if (token.kind === 'attribute') {
      reading.attributes.add(token.attribute);
      return;
    }
    if (token.kind === 'portrait') {
      reading.portrait = true;
      return;
    }
    if (token.kind !== 'concept') return;
    const { concept } = token;
    if (!reading.understood.includes(concept.id)) reading.understood.push(concept.id);
    // Glasses or a hat with a person are worn, not drawn beside.
    if (hasPerson && (concept.id === 'glasses' || concept.id === 'hat')) {
      reading.attributes.add(concept.id === 'glasses' ? 'glasses' : 'hat');
      return;
    }
    for (const element of concept.elements ?? []) if (!reading.elements.includes(element)) reading.elements.push(element);
    if (!concept.drawing) return;
    const count = Math.max(1, Math.min(8, pendingCount ?? (token.plural ? 3 : 1)));
    const known = index.get(concept.id);
    if (known !== undefined) {
      const mention = reading.things[known];
      if (pendingColour) mention.colour = pendingColour;
      if (pendingCount) mention.count = count;
      thingAt.set(k, known);
      lastThing = known;
    } else {
      index.set(concept.id, reading.things.length);
      thingAt.set(k, reading.things.length);
      lastThing = reading.things.length;
      reading.things.push({ concept, colour: pendingColour, count });
    }
    pendingColour = undefined;
    pendingCount = undefined;
  });
  // A colour named after its thing ("a dress in red") goes to the last thing.
  if (pendingColour && lastThing !== undefined && !reading.things[lastThing].colour)
    reading.things[lastThing].colour = pendingColour;
  readRelations(tokens, thingAt, reading);
  shareRelations(reading);
  holdThings(reading);
  return reading;
}

/** "A cake and two cups of coffee on a table": what stands beside a thing that is on, in or under another is there too. */
function shareRelations(reading: Reading): void {
  for (const relation of [...reading.relations]) {
    if (relation.kind === 'beside') continue;
    for (const pair of reading.relations) {
      if (pair.kind !== 'beside' || pair.object !== relation.subject) continue;
      const other = pair.subject;
      if (other === relation.object || reading.relations.some((r) => r.subject === other && r.kind !== 'beside')) continue;
      reading.relations.push({ kind: relation.kind, subject: other, object: relation.object });
    }
  }
}

function readRelations(tokens: readonly Token[], thingAt: ReadonlyMap<number, number>, reading: Reading): void {
  const add = (kind: RelationKind, subject: number | undefined, object: number | undefined) => {
    if (subject === undefined || object === undefined || subject === object) return;
    // One relation per subject: the first said.
    if (reading.relations.some((r) => r.subject === subject || (r.subject === object && r.object === subject))) return;
    reading.relations.push({ kind, subject, object });
  };
  const previousThing = (k: number): number | undefined => {
    for (let j = k - 1; j >= 0; j--) if (thingAt.has(j)) return thingAt.get(j);
    return undefined;
  };
  /** The next concept after k: a thing's index, 'place' for a setting, or undefined. */
  const nextConcept = (k: number): { at: number; thing?: number } | undefined => {
    for (let j = k + 1; j < tokens.length; j++) {
      const t = tokens[j];
      if (t.kind === 'relation' || t.kind === 'zai') return undefined;
      if (t.kind === 'attribute') return undefined;
      if (t.kind === 'concept') return { at: j, thing: thingAt.get(j) };
    }
    return undefined;
  };
  tokens.forEach((token, k) => {
    if (token.kind === 'relation') {
      const object = nextConcept(k);
      if (object?.thing !== undefined) add(token.relation, previousThing(k), object.thing);
      return;
    }
    if (token.kind === 'zai') {
      // X 在 Y 上/里/下/旁边: the locator after Y says how; none means beside.
      const object = nextConcept(k);
      if (object?.thing === undefined) return;
      const locator = tokens[object.at + 1];
      add(locator?.kind === 'locator' ? locator.relation : 'beside', previousThing(k), object.thing);
      return;
    }
    if (token.kind === 'locator') {
      // "Y 上的 X": a locator not after 在 relates the next thing to the one before it.
      const before = tokens.slice(0, k).some((t, j) => t.kind === 'zai' && j < k - 1 && j >= k - 3);
      if (before) return;
      const object = thingAt.get(k - 1);
      const subject = nextConcept(k);
      if (object !== undefined && subject?.thing !== undefined) {
        add(token.relation, subject.thing, object);
        if (object === reading.subject) reading.subject = subject.thing;
      }
    }
  });
}

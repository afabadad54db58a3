// A panel's JSON files checked as they are read: the key the panel tool wrote and the answers a
// judge wrote by hand. A bad file stops the tally with what is wrong and where
// ("answers.json[3].prefer should be one of left/right/top/bottom/alike"), never a NaN in the
// totals. The checks are the wire's guards (src/rules/wire/guards.ts). Keys written by the old
// _look/ab.mjs and abs.mjs (a bare list) are read too.
import { arrayOf, bool, num, object, oneOf, optional, str, ShapeError, type Guard } from '../../../src/rules/wire/guards';

export const SIDES = ['left', 'right', 'top', 'bottom'] as const;
export type Side = (typeof SIDES)[number];

/** The side facing `side` in its pair: left/right for stills, top/bottom for clips. */
export const otherSide = (side: Side): Side => (({ left: 'right', right: 'left', top: 'bottom', bottom: 'top' }) as const)[side];

/** "7", 7 and "07" are the same pair or item: its two-digit number. */
const panelNumber: Guard<string> = (value, at) => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value).padStart(2, '0');
  if (typeof value === 'string' && /^\d+$/.test(value)) return value.padStart(2, '0');
  throw new ShapeError(at, 'count');
};

/** A judge's score: 0 broken or ugly … 3 as good as the best apps. */
const score: Guard<number> = (value, at) => {
  const checked = num(value, at);
  if (checked < 0 || checked > 3) throw new ShapeError(at, 'oneOf', '0–3');
  return checked;
};

const pairEntry = object({ pair: panelNumber, file: str, aSide: oneOf(SIDES) });
export type PairKeyEntry = ReturnType<typeof pairEntry>;
const pairKey = object({ a: str, b: str, seed: num, pairs: arrayOf(pairEntry) });
export type PairKey = ReturnType<typeof pairKey>;
/** _look/ab.mjs's key: a list of { pair, file, A: the side version A is on }. */
const oldPairKey = arrayOf(object({ pair: panelNumber, file: str, A: oneOf(SIDES) }));

const pairAnswer = object({
  pair: panelNumber,
  prefer: oneOf([...SIDES, 'alike'] as const),
  left: optional(score),
  right: optional(score),
  top: optional(score),
  bottom: optional(score),
  why: optional(str),
});
export type PairAnswer = ReturnType<typeof pairAnswer>;

const itemEntry = object({ item: panelNumber, file: str });
export type ItemKeyEntry = ReturnType<typeof itemEntry>;
const itemKey = object({ seed: num, items: arrayOf(itemEntry) });
export type ItemKey = ReturnType<typeof itemKey>;
const oldItemKey = arrayOf(itemEntry);

const itemAnswer = object({ item: panelNumber, style: str, sure: optional(bool), score, why: optional(str) });
export type ItemAnswer = ReturnType<typeof itemAnswer>;

/** `text` as JSON checked by `guard`; `name` (the file's) starts every message. */
function parsed<T>(text: string, name: string, guard: Guard<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${name} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    // Where in the file, from its own name: "answers.json[3].prefer".
    return guard(value, name.split(/[/\\]/).at(-1) ?? name);
  } catch (error) {
    if (error instanceof ShapeError) throw new Error(`${name} is not a panel file: ${error.message}`);
    throw error;
  }
}

export function readPairKey(text: string, name = 'key.json'): PairKey {
  const value = parsed<PairKey | ReturnType<typeof oldPairKey>>(text, name, (v, at) =>
    Array.isArray(v) ? oldPairKey(v, at) : pairKey(v, at),
  );
  if (!Array.isArray(value)) return value;
  return { a: 'A', b: 'B', seed: Number.NaN, pairs: value.map(({ pair, file, A }) => ({ pair, file, aSide: A })) };
}

export const readPairAnswers = (text: string, name = 'answers.json'): PairAnswer[] => parsed(text, name, arrayOf(pairAnswer));

export function readItemKey(text: string, name = 'key.json'): ItemKey {
  const value = parsed<ItemKey | ItemKeyEntry[]>(text, name, (v, at) => (Array.isArray(v) ? oldItemKey(v, at) : itemKey(v, at)));
  return Array.isArray(value) ? { seed: Number.NaN, items: value } : value;
}

export const readItemAnswers = (text: string, name = 'answers.json'): ItemAnswer[] => parsed(text, name, arrayOf(itemAnswer));

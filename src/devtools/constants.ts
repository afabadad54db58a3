// Written once, named by what it is: a recording holds the same values many times (the
// template list in each of its answers and in the state after each step). Every value of some
// size that occurs twice or more becomes one named constant, the largest first, and each place
// it occurred refers to it; a constant may refer to smaller ones. A photo (a data URL) and a
// long list are named even when met once: they go to the fixtures file beside the test
// (testFile.ts), so the test reads as steps. Names come from where the value first occurred:
// an answer's by its endpoint (/shop/goods/list's list → GOODS_LIST, /example/list's →
// EXAMPLE_LIST, /account/info's data → ACCOUNT_INFO), a state's by its keys (templates →
// TEMPLATES), an item of a list by what tells it apart (its mode, key or name, never its id,
// which says nothing to a reader), a photo as PHOTO_1, PHOTO_2.

/** A reference to a named constant, in place of the value it names. */
export class Ref {
  constructor(readonly name: string) {}
  toJSON(): string {
    return `\u0000ref:${this.name}`;
  }
}

/** A value to write, and the words its place gives a constant's name ('GOODS_LIST', 'answer'). */
export interface Root {
  value: unknown;
  hint: string[];
}

export interface Constant {
  name: string;
  value: unknown;
  /** Said above the definition: a photo's type, size and short hash. */
  note?: string;
}

/** Objects and arrays this long (as JSON) or longer, and strings of this length, are worth a name. */
const MIN_OBJECT_CHARS = 100;
const MIN_STRING_CHARS = 24;
/** Keys that say little alone: the key above them is put in front ("templates" + "list"). */
const GENERIC = new Set([
  'list',
  'data',
  'items',
  'map',
  'info',
  'answer',
  'body',
  'payload',
  'value',
  'state',
  'location',
  'after',
  'signUrl',
  'records',
  'result',
]);
/** Keys whose strings are read in place, never named: a request's path, an action's type. */
const IN_PLACE = new Set(['path', 'type', 'method']);
/** Lists this long (as JSON) are named even when met once: a reader skips them in a fixture. */
const LONG_LIST_CHARS = 1500;

/** A link: the origin mark testFile.ts puts in place of the app's origin, or any scheme. */
// eslint-disable-next-line no-control-regex -- the mark is made of NUL characters so no recorded text can contain it
const LINK = /\u0000origin\u0000|^[a-z][a-z0-9+.-]*:\/\//i;
/** Fields that tell one item of a list from another: its name is built from the first one present. */
const IDENTIFYING = ['mode', 'key', 'name', 'type', 'tool'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Ref);

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null && !(value instanceof Ref);

const snake = (word: string): string =>
  word
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();

/** A photo, a sound or a file as a data URL. */
export const isDataUrl = (value: unknown): value is string => typeof value === 'string' && /^data:[\w./+-]*[;,]/.test(value);

/** Named even when met once: a photo, a long list. */
const namedAlone = (value: unknown): boolean =>
  isDataUrl(value) || (Array.isArray(value) && JSON.stringify(value).length >= LONG_LIST_CHARS);

/** A constant's name from the words of its place: the last meaningful key, with the one above when it says little. */
export function nameFrom(hint: readonly string[], value?: unknown): string {
  const answerAt = hint.indexOf('answer');
  const item = hint.length > 0 && /^\d+$/.test(hint[hint.length - 1]);
  if (answerAt > 0 && !item) {
    // In an answer: by its endpoint, and the key under the answer's data when it says something.
    const endpoint = hint.slice(0, answerAt);
    const inner = hint.slice(answerAt + 1).filter((word) => !/^\d+$/.test(word) && word !== 'data' && !GENERIC.has(word));
    const words =
      inner.length > 0
        ? [...endpoint, inner[inner.length - 1]]
        : answerAt === hint.length - 1
          ? [...endpoint, 'answer']
          : endpoint;
    const listed =
      Array.isArray(value) && inner.length === 0 && endpoint[endpoint.length - 1] !== 'list' ? [...words, 'list'] : words;
    return safe(snake(listed.join('_')) || 'VALUE');
  }
  const words = hint.filter((word) => word !== '' && !/^\d+$/.test(word) && word !== 'data' && word !== 'payload');
  const last = words[words.length - 1] ?? 'value';
  // A generic last word takes the nearest meaningful one before it: goods, (answer,) list → GOODS_LIST.
  const before = words
    .slice(0, -1)
    .reverse()
    .find((word) => !GENERIC.has(word));
  const chosen = GENERIC.has(last) && before ? [before, last] : [last];
  const named = safe(snake(chosen.join('_')) || 'VALUE');
  if (!item) return named;
  // An item of a list: by what tells it apart (its mode, its key), else as "an item".
  const record = isRecord(value) ? value : {};
  const field = IDENTIFYING.map((key) => record[key]).find((found) => typeof found === 'string' && snake(found) !== '');
  return typeof field === 'string' ? `${named}_${snake(field)}` : `${named}_ITEM`;
}

const safe = (name: string): string => (/^[0-9]/.test(name) ? `V_${name}` : name);

/** A short, stable hash of a text (FNV-1a, 32 bits), to tell two photos apart by name. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** What a photo's comment says: its type, its size once decoded, its hash. */
function photoNote(url: string): string {
  const type = /^data:([^;,]*)/.exec(url)?.[1] || 'data';
  const payload = url.slice(url.indexOf(',') + 1);
  const bytes = url.includes(';base64,') ? Math.floor((payload.length * 3) / 4) : payload.length;
  const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
  return `${type}, ${size}, #${shortHash(url).slice(0, 8)}`;
}

/**
 * A value's identity for counting: its JSON, with a key that is undefined kept (the file writes
 * `key: undefined`, a key removed): `{ a: undefined, b: 1 }` is not `{ b: 1 }`.
 */
const keyOf = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) => (inner === undefined ? '\u0000undefined' : inner)) ?? 'undefined';

interface Seen {
  count: number;
  value: unknown;
  hint: string[];
}

function count(value: unknown, hint: string[], seen: Map<string, Seen>): void {
  if (value instanceof Ref) return;
  if (typeof value === 'string') {
    // Links stay where they are: read in place, and their origin is already a name (ORIGIN).
    const where = hint[hint.length - 1] ?? '';
    if (value.length >= MIN_STRING_CHARS && !LINK.test(value) && !IN_PLACE.has(where)) {
      tally(keyOf(value), value, hint, seen);
    }
    return;
  }
  if (!isContainer(value)) return;
  const key = keyOf(value);
  if (key.length >= MIN_OBJECT_CHARS) tally(key, value, hint, seen);
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [inner, item] of entries) count(item, [...hint, inner], seen);
}

function tally(key: string, value: unknown, hint: string[], seen: Map<string, Seen>): void {
  const known = seen.get(key);
  if (known) known.count += 1;
  else seen.set(key, { count: 1, value, hint });
}

/** `value` with every occurrence of the value whose JSON is `key` replaced by `ref`. */
function replace(value: unknown, key: string, ref: Ref): unknown {
  if (value instanceof Ref) return value;
  if (typeof value === 'string') return keyOf(value) === key ? ref : value;
  if (!isContainer(value)) return value;
  if (keyOf(value) === key) return ref;
  if (Array.isArray(value)) return value.map((item) => replace(item, key, ref));
  return Object.fromEntries(Object.entries(value).map(([inner, item]) => [inner, replace(item, key, ref)]));
}

/**
 * The roots with what they repeat hoisted into constants. The constants come in an order
 * where each refers only to those before it. `taken`: names already in use in the file.
 */
export function hoistRepeated(
  roots: readonly Root[],
  taken: ReadonlySet<string> = new Set(),
): { roots: Root[]; constants: Constant[] } {
  let current = roots.map((root) => ({ ...root }));
  const chosen: Constant[] = [];
  const used = new Set(taken);
  for (;;) {
    const seen = new Map<string, Seen>();
    for (const root of current) count(root.value, root.hint, seen);
    // What a constant holds counts once, as its definition: the same value elsewhere makes it
    // twice. (The constant's whole value occurs nowhere else any more: every place refers to it.)
    for (const constant of chosen) {
      if (!isContainer(constant.value)) continue;
      const entries = Array.isArray(constant.value)
        ? constant.value.map((item, index) => [String(index), item] as const)
        : Object.entries(constant.value);
      for (const [inner, item] of entries) count(item, [constant.name, inner], seen);
    }
    let best: { key: string; seen: Seen } | null = null;
    for (const [key, entry] of seen) {
      if (entry.count < 2 && !namedAlone(entry.value)) continue;
      if (!best || key.length > best.key.length) best = { key, seen: entry };
    }
    if (!best) break;
    const photo = isDataUrl(best.seen.value);
    const base = photo ? 'PHOTO_1' : nameFrom(best.seen.hint, best.seen.value);
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = photo ? `PHOTO_${n}` : `${base}_${n}`;
    used.add(name);
    const ref = new Ref(name);
    const { key } = best;
    current = current.map((root) => ({ ...root, value: replace(root.value, key, ref) }));
    // Inside the constants chosen before: the new one is smaller, so it never contains them.
    for (const constant of chosen) constant.value = replace(constant.value, key, ref);
    chosen.push(
      photo ? { name, value: best.seen.value, note: photoNote(String(best.seen.value)) } : { name, value: best.seen.value },
    );
  }
  return { roots: current, constants: inOrderOfUse(chosen) };
}

function refsIn(value: unknown, into: Set<string>): Set<string> {
  if (value instanceof Ref) into.add(value.name);
  else if (isContainer(value)) for (const item of Object.values(value)) refsIn(item, into);
  return into;
}

/** Each constant after every constant its value refers to (a module's consts are read in order). */
function inOrderOfUse(constants: readonly Constant[]): Constant[] {
  const byName = new Map(constants.map((constant) => [constant.name, constant]));
  const ordered: Constant[] = [];
  const placed = new Set<string>();
  const place = (constant: Constant) => {
    if (placed.has(constant.name)) return;
    placed.add(constant.name);
    for (const name of refsIn(constant.value, new Set())) {
      const inner = byName.get(name);
      if (inner) place(inner);
    }
    ordered.push(constant);
  };
  for (const constant of [...constants].reverse()) place(constant);
  return ordered;
}

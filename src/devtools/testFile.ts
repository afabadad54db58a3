// A recording as a test file for tests/integration/recorded/ (paths relative to there): one
// test, a block per page load, a `step` per thing the person did, named as they did it, with
// the requests it made and how they were answered (each with what its answer changed, checked
// once the replay's store has applied it), the actions the page dispatched, and what changed in
// the state, checked after the step. Before it is written the recording is normalised
// (normalise.ts: made-up ids, tokens and codes as placeholders, times at a fixed epoch), so a
// flow recorded again on an unchanged app gives the same file. Values met more than once are
// constants named by what they are (constants.ts); with `fixtures`, the large ones (a photo,
// a long list, an answer written once) go to `<name>.fixtures.ts` beside the test, which
// imports them. The starting state is written as its difference from the app's initial state
// (the kit merges it back: tests/testing/recorded.ts). Links on the app's own origin are
// written on the test's (`ORIGIN`), their signature left out (each answer signs them anew; the
// store passes links through). The text is laid out by format.ts before it is saved.
import { Ref, hoistRepeated, isDataUrl, type Constant, type Root } from './constants';
import { normalise } from './normalise';
import { changeOf, stable } from './recorder';
import type { RecordedAction, RecordedEnd, RecordedExchange, RecordedLoad, RecordedStep, Recording } from './recording';

/** Names the file imports: no constant may take them. */
const IMPORTED = new Set([
  'ORIGIN',
  'action',
  'effect',
  'failingEffect',
  'started',
  'ended',
  'poll',
  'replayLoaded',
  'replayStarted',
  'it',
]);
const ORIGIN_MARK = '\u0000origin\u0000';
const SIGNATURE_PARAMS = ['expires', 'sign'];

/** Links on the recording's origin: the origin marked (written `${ORIGIN}`), the signature left out. */
function onTestOrigin(value: unknown, origin: string): unknown {
  if (typeof value === 'string') {
    if (!value.includes(origin)) return value;
    if (value.startsWith(`${origin}/`)) {
      try {
        const url = new URL(value);
        for (const param of SIGNATURE_PARAMS) url.searchParams.delete(param);
        return `${ORIGIN_MARK}${url.pathname}${url.search}${url.hash}`;
      } catch {
        // Not a URL after all: the origin is marked in place below.
      }
    }
    return value.split(origin).join(ORIGIN_MARK);
  }
  if (Array.isArray(value)) return value.map((item) => onTestOrigin(item, origin));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, onTestOrigin(item, origin)]));
  }
  return value;
}

/** A request as the test's replay answers it (tests/testing/recorded.ts, RecordedRequest), with what its answer changed. */
export function requestOf(exchange: RecordedExchange): Record<string, unknown> {
  const url = new URL(exchange.url);
  const query = Object.fromEntries(url.searchParams);
  const request: Record<string, unknown> = { method: exchange.method, path: url.pathname };
  if (Object.keys(query).length > 0) request.query = query;
  if (exchange.body !== undefined) request.body = exchange.body;
  if (exchange.authorization !== undefined) request.authorization = exchange.authorization;
  request.status = exchange.status;
  if (exchange.answer !== undefined) request.answer = exchange.answer;
  if (exchange.after !== undefined) request.after = exchange.after;
  return request;
}

/** The words an endpoint gives the constants found in its answer: /miao/v1/shop/goods/list → goods, list. */
const endpointWords = (exchange: RecordedExchange): string[] =>
  new URL(exchange.url).pathname
    .split('/')
    .filter((word) => word !== '' && !/^v\d+$/.test(word))
    .slice(-2);

const kept = (step: RecordedStep): boolean =>
  step.actions.length > 0 || step.exchanges.length > 0 || (step.ended ?? []).length > 0;

interface LoadPlan {
  load: RecordedLoad;
  steps: { step: RecordedStep; change: Record<string, unknown> }[];
}

function plan(recording: Recording): LoadPlan[] {
  return recording.loads.map((load) => {
    let expected: unknown = stable(load.state);
    const steps = load.steps.filter(kept).map((step) => {
      const after = step.after === null ? expected : stable(step.after);
      const change = changeOf(expected, after) ?? {};
      expected = after;
      return { step, change };
    });
    return { load, steps };
  });
}

// Writing values as code: compact, one line each; prettier lays them out (format.ts).
function stringLiteral(text: string, constants: readonly Constant[], self?: string): string {
  const named = constants
    .filter((constant): constant is Constant & { value: string } => typeof constant.value === 'string' && constant.name !== self)
    .sort((a, b) => b.value.length - a.value.length);
  const parts: (string | { name: string })[] = [text];
  const split = (find: string, name: string) => {
    for (let index = parts.length - 1; index >= 0; index -= 1) {
      const part = parts[index];
      if (typeof part !== 'string' || !part.includes(find)) continue;
      const pieces = part.split(find);
      const replaced: (string | { name: string })[] = [];
      pieces.forEach((piece, at) => {
        if (at > 0) replaced.push({ name });
        if (piece !== '') replaced.push(piece);
      });
      parts.splice(index, 1, ...replaced);
    }
  };
  split(ORIGIN_MARK, 'ORIGIN');
  for (const constant of named) if (constant.value !== text) split(constant.value, constant.name);
  if (parts.length === 1 && typeof parts[0] === 'string') return JSON.stringify(parts[0]);
  const body = parts
    .map((part) =>
      typeof part === 'string' ? part.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') : `\${${part.name}}`,
    )
    .join('');
  return `\`${body}\``;
}

function literal(value: unknown, constants: readonly Constant[]): string {
  if (value instanceof Ref) return value.name;
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return stringLiteral(value, constants);
  if (Array.isArray(value)) return `[${value.map((item) => literal(item, constants)).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${literal(item, constants)}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return 'undefined';
}

function actionCall({ outcome }: RecordedAction, value: unknown, constants: readonly Constant[]): string {
  const written = literal(value, constants);
  if (outcome === 'plain') return `action(${written})`;
  if (outcome === 'resolved') return `effect(${written})`;
  if (outcome === 'started') return `started(${written})`;
  return `failingEffect(${written}, ${literal(outcome.rejected, constants)})`;
}

/** An effect started earlier that ended in this step: `ended(type, startedIn)`, with the code it rejected with. */
function endedCall({ type, outcome, startedIn }: RecordedEnd): string {
  const code = outcome === 'resolved' ? '' : `, ${JSON.stringify(outcome.rejected)}`;
  return `ended(${JSON.stringify(type)}, ${JSON.stringify(startedIn)}${code})`;
}

/** The step's second argument past its actions: effects that ended here, and those still going at its end. */
function stepExtras(step: RecordedStep): string {
  const ended = step.ended ?? [];
  const going = step.going ?? [];
  return [
    ended.length > 0 ? `ended: [${ended.map(endedCall).join(', ')}]` : '',
    going.length > 0 ? `going: ${JSON.stringify(going)}` : '',
  ]
    .filter(Boolean)
    .map((part) => `, ${part}`)
    .join('');
}

const comment = (text: string): string => text.replace(/\*\//g, '* /').replace(/\n/g, ' ');

/** Constants whose definition is this long (as JSON) or longer go to the fixtures file. */
const FIXTURE_CHARS = 400;

export interface WriteOptions {
  /**
   * Every model's initial state (initialState.ts): the starting state is written as its
   * difference from it. Absent: written whole (the kit merges either the same way).
   */
  initial?: Record<string, unknown> | null;
  /** Put the large constants in a fixtures file beside the test (the panel's save); else all in one file. */
  fixtures?: boolean;
}

export interface TestFiles {
  /** The test's file name without `.test.ts`: the test's name in camelCase ("signs in, buys" → signsInBuys). */
  base: string;
  test: string;
  /** The fixtures file's text (`<base>.fixtures.ts`), or null when nothing is large enough to go there. */
  fixtures: string | null;
}

/** A file name from the test's name: its words in camelCase, letters and digits only ("recorded" when none). */
export function fileBaseOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const camel = words
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
  // At most 64 characters, cut where a word begins.
  const short = camel.length <= 64 ? camel : camel.slice(0, 65).replace(/[A-Z][a-z0-9]*$/, '');
  return /^[a-z]/.test(short) ? short : `recorded${short.charAt(0).toUpperCase()}${short.slice(1)}`;
}

/** The starting state as the kit reads it: its difference from the initial state, or whole. */
function startOf(state: Record<string, unknown>, initial: Record<string, unknown> | null | undefined): unknown {
  if (!initial) return state;
  // Only the models the page's store held: one a page had not joined yet is in its initial
  // state in the replay's store (built whole), as it would be on joining.
  const held = Object.fromEntries(Object.entries(initial).filter(([key]) => key in state));
  // As JSON both: a field that is undefined in one and absent in the other is no difference.
  return changeOf(JSON.parse(JSON.stringify(held)), JSON.parse(JSON.stringify(state))) ?? {};
}

/** The constants that go to the fixtures file: the large ones, and every one they refer to (the fixtures import nothing from the test). */
function fixtureNames(constants: readonly Constant[]): Set<string> {
  const byName = new Map(constants.map((constant) => [constant.name, constant]));
  const out = new Set<string>();
  const add = (constant: Constant) => {
    if (out.has(constant.name)) return;
    out.add(constant.name);
    for (const name of refsOf(constant.value)) {
      const inner = byName.get(name);
      if (inner) add(inner);
    }
    // A string constant inside one of its strings is written `${NAME}` there (stringLiteral).
    const text = JSON.stringify(constant.value);
    for (const other of constants) {
      if (
        typeof other.value === 'string' &&
        other.name !== constant.name &&
        text.includes(JSON.stringify(other.value).slice(1, -1))
      ) {
        add(other);
      }
    }
  };
  for (const constant of constants) {
    if (isDataUrl(constant.value) || JSON.stringify(constant.value).length >= FIXTURE_CHARS) add(constant);
  }
  return out;
}

function refsOf(value: unknown, into: string[] = []): string[] {
  if (value instanceof Ref) into.push(value.name);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) refsOf(item, into);
  return into;
}

/** The recording as the text of a test file, every constant in it (laid out by format.ts). */
export function toTestFile(recording: Recording, name: string, options: Omit<WriteOptions, 'fixtures'> = {}): string {
  return toTestFiles(recording, name, { ...options, fixtures: false }).test;
}

/** The recording as a test file and, with `fixtures`, the fixtures file beside it (both laid out by format.ts). */
export function toTestFiles(original: Recording, name: string, options: WriteOptions = {}): TestFiles {
  const recording = normalise(original);
  const base = fileBaseOf(name);
  const plans = plan(recording);
  // Every value the file writes, with the words that name a constant found in it.
  const roots: Root[] = [];
  const at = (value: unknown, hint: string[]): number => roots.push({ value: onTestOrigin(value, recording.origin), hint }) - 1;
  const places = plans.map(({ load, steps }) => ({
    state: at(startOf(load.state, options.initial), ['start', 'state']),
    auth: at(load.storage.auth === null ? null : safeParse(load.storage.auth), ['auth']),
    runs: at(load.storage.runs === null ? null : safeParse(load.storage.runs), ['runs']),
    steps: steps.map(({ step, change }) => ({
      requests: step.exchanges.map((exchange) => at(requestOf(exchange), endpointWords(exchange))),
      actions: step.actions.map((entry) => at(entry.action, entry.action.type.split('/'))),
      change: at(change, ['after']),
    })),
  }));
  const { roots: hoisted, constants } = hoistRepeated(roots, IMPORTED);
  const write = (index: number) => literal(hoisted[index].value, constants);

  const requestCount = recording.loads.reduce(
    (sum, load) => sum + load.steps.reduce((n, step) => n + step.exchanges.length, 0),
    0,
  );
  const stepCount = plans.reduce((sum, { steps }) => sum + steps.length, 0);
  // One load: one replay; more: the same name for each load's (a fresh store each).
  const declare = (loadIndex: number) => (loadIndex > 0 ? '' : plans.length > 1 ? 'let ' : 'const ');
  const body = plans.map(({ load, steps }, loadIndex) => {
    const place = places[loadIndex];
    const start =
      load.how === 'started'
        ? `// The recording began here, on a live page (the state: how it differed from the app's initial state).\n  ${declare(loadIndex)}replay = replayStarted(${write(place.state)});`
        : `// The page loaded anew (a sign-in came back, a reload): a new store, from what the tab had stored.\n  ${declare(
            loadIndex,
          )}replay = replayLoaded({ auth: ${write(place.auth)}, runs: ${write(place.runs)}, state: ${write(place.state)} });`;
    const stepCalls = steps.map(({ step }, stepIndex) => {
      const where = place.steps[stepIndex];
      // A poll's entry is written `poll(…)`: answered however many times the app asks.
      const requests = where.requests
        .map((index, at) => (step.exchanges[at].poll ? `poll(${write(index)})` : write(index)))
        .join(', ');
      const actions = step.actions.map((entry, actionIndex) =>
        actionCall(entry, hoisted[where.actions[actionIndex]].value, constants),
      );
      return `await replay.step(${JSON.stringify(step.name)}, { requests: [${requests}], actions: [${actions.join(', ')}]${stepExtras(step)}, after: ${write(where.change)} });`;
    });
    return [start, ...stepCalls, 'replay.close();'].join('\n  ');
  });
  const inFixtures = options.fixtures ? fixtureNames(constants) : new Set<string>();
  const define = (constant: Constant, exported: boolean) =>
    `${constant.note ? `/** ${comment(constant.note)} */\n` : ''}${exported ? 'export ' : ''}const ${constant.name} = ${
      typeof constant.value === 'string'
        ? stringLiteral(constant.value, constants, constant.name)
        : literal(constant.value, constants)
    };`;
  const definitions = constants.filter((constant) => !inFixtures.has(constant.name)).map((constant) => define(constant, false));
  const loadsNote = recording.loads.length > 1 ? `, ${recording.loads.length} page loads` : '';
  const code = `${definitions.join('\n\n')}

it(${JSON.stringify(comment(name))}, async () => {
  ${body.join('\n\n  ')}
});
`;
  const usesOrigin = (text: string) => text.includes('${ORIGIN}');
  // Imported when used: a call, or the origin in a link.
  const helpers = [
    'action',
    'effect',
    'ended',
    'failingEffect',
    'ORIGIN',
    'poll',
    'replayLoaded',
    'replayStarted',
    'started',
  ].filter((helper) => (helper === 'ORIGIN' ? usesOrigin(code) : code.includes(`${helper}(`)));
  const fixtureConstants = constants.filter((constant) => inFixtures.has(constant.name));
  const imported = fixtureConstants
    .map((constant) => constant.name)
    .filter((constantName) => new RegExp(`\\b${constantName}\\b`).test(code));
  const fixturesImport = imported.length > 0 ? `import { ${imported.join(', ')} } from './${base}.fixtures';\n` : '';
  const test = `// Recorded with the QA recorder (docs/testing.md "Recording a test"):
// ${stepCount} steps, ${requestCount} requests${loadsNote}. Each step is what the person did; the replay
// answers its requests as the server did (method, path, query, body and Authorization must
// match, every one must be made, no other; a \`poll(…)\` is answered however many times the
// app asks, at least once, until a later step's answer for it), dispatches its actions in order
// (each effect awaited, as it resolved or rejected; one \`started(…)\` is not, and the step
// where it ended says how: \`ended(…)\`), and checks what each answer changed (a request's
// \`after\`) once the store has applied it, before the next answer is given; then it checks the
// whole state (the step's \`after\` holds what changed). Ids, tokens and codes the server made
// up are placeholders (r-1, token-1…) and times start at 2030-01-01, the same each time the
// flow is recorded. Links on the app's origin are on the test's (ORIGIN), their signature left
// out.${fixturesImport ? ' The photos and long answers are in the fixtures file beside it.' : ''}
import { it } from 'vitest';
import { ${helpers.join(', ')} } from '../../testing/recorded';
${fixturesImport}
${code}`;
  if (fixtureConstants.length === 0) return { base, test, fixtures: null };
  const fixturesCode = fixtureConstants.map((constant) => define(constant, true)).join('\n\n');
  const fixtures = `// What ${base}.test.ts (recorded with the QA recorder) answers and checks that is too large to
// read among its steps: photos (as data URLs: type, size and hash above each) and long answers.
${usesOrigin(fixturesCode) ? "import { ORIGIN } from '../../testing/recorded';\n" : ''}
${fixturesCode}
`;
  return { base, test, fixtures };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

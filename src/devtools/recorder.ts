// The QA recorder (development only): what a person does in the app, the actions the page
// dispatched and the HTTP exchanges that followed, saved as a vitest + nock test of the store
// that passes when run as it is (docs/testing.md "Recording a test"). The test starts from the
// state the recording started in, answers each request as the server did (method, path,
// query, body and Authorization must match, in order), replays the actions in order (each
// effect awaited, as it resolved or rejected) and checks the state the recording ended in.

import type { Exchange } from '../services/request';

/** An action the page dispatched, and how its effect ended when it was one. */
export interface RecordedAction {
  action: { type: string; payload?: unknown };
  outcome: 'plain' | 'resolved' | { rejected: number | string };
}

export interface Recording {
  startedAt: string;
  /** Where the app was when the recording began. */
  page: string;
  /** The models' state at the start (loading and errors left out). */
  start: Record<string, unknown>;
  actions: RecordedAction[];
  exchanges: Exchange[];
  /** The models' state at the end. */
  end: Record<string, unknown>;
}

/** State keys set from the clock, which a replay cannot reproduce: left out of the final check. */
const CLOCK_KEYS = new Set(['infoAt', 'expire', 'startedAt']);

/** The state with what depends on the clock or on chance (a run's random id) left out, for the final check. */
export function stable(value: unknown, inRuns = false): unknown {
  if (Array.isArray(value)) return value.map((item) => stable(item, inRuns));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CLOCK_KEYS.has(key) && !(inRuns && key === 'id'))
      .map(([key, inner]) => [key, stable(inner, key === 'runs')]),
  );
}

/** The models' slices of a root state (the core's loading and errors are not replayed). */
export function modelsOf(state: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).filter(([key]) => key !== 'loading' && key !== 'errors'));
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);
const indent = (text: string, spaces: number): string => text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
const quote = (text: string): string => JSON.stringify(text);

/** One nock interceptor for an exchange, on the test's API host. */
function interceptor(exchange: Exchange): string {
  const url = new URL(exchange.url);
  const method = exchange.method.toLowerCase();
  const body = exchange.body === undefined ? '' : `, ${indent(json(exchange.body), 4)}`;
  const query =
    [...url.searchParams.keys()].length > 0 ? `\n    .query(${indent(json(Object.fromEntries(url.searchParams)), 4)})` : '';
  const auth = exchange.authorization
    ? `\n    .matchHeader('authorization', ${quote(exchange.authorization)})`
    : `\n    .matchHeader('authorization', (value: string | undefined) => value === undefined)`;
  const answer = exchange.answer === undefined ? '' : `, ${indent(json(exchange.answer), 4)}`;
  return `  nock(API)\n    .${method}(${quote(url.pathname)}${body})${query}${auth}\n    .reply(${exchange.status}${answer});`;
}

function step({ action, outcome }: RecordedAction): string {
  const sent = indent(json(action), 2);
  if (outcome === 'plain') return `  store.dispatch(${sent} as AppAction);\n  await settle(store);`;
  // Its dispatch answers a Promise; the union type AppAction cannot say so, Promise.resolve can.
  if (outcome === 'resolved') return `  await Promise.resolve(store.dispatch(${sent} as AppAction));\n  await settle(store);`;
  return `  await expect(store.dispatch(${sent} as AppAction)).rejects.toMatchObject({ code: ${json(outcome.rejected)} });\n  await settle(store);`;
}

/** The recording as a test file for tests/integration/recorded/ (paths relative to there). */
export function toTestFile(recording: Recording, name: string): string {
  return `// Recorded with the QA recorder (docs/testing.md "Recording a test") on ${recording.startedAt},
// starting at ${recording.page}: ${recording.actions.length} actions, ${recording.exchanges.length} requests.
// Run as it is: the store starts where the recording started, each request is answered as the
// server answered it (method, path, query, body and Authorization must match), and the state
// must end where the recording ended (what the clock or chance set left out).
import nock from 'nock';
import { expect, it } from 'vitest';
import { stable } from '../../../src/devtools/recorder';
import type { AppAction } from '../../../src/store';
import { useNock } from '../../testing/nock';
import { replayStore, RECORDED_API as API } from '../../testing/recorded';
import { settle } from '../../testing/store';

useNock();

it(${quote(name)}, async () => {
  const store = replayStore(${indent(json(recording.start), 2)});

${recording.exchanges.map(interceptor).join('\n')}

${recording.actions.map(step).join('\n')}

  const { loading: _loading, errors: _errors, ...models } = store.getState();
  expect(stable(models)).toMatchObject(${indent(json(stable(recording.end)), 2)});
  store.close();
});
`;
}

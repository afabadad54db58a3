// Telling a poll from a request (the QA recorder, development only). A poll is the same request
// (method, URL with its query, body, Authorization) asked again by an effect that has been
// going since the last ask (the pay check while the payment dialog is open, a run's progress,
// the pending list's refresh): its repeats with an unchanged answer are one entry, and an
// answer that changes after repeats is something that happened outside the app (the pay page
// confirmed), recorded as a step of its own named after what changed.
import type { Exchange } from '../services/request';

/** What makes two asks the same request. */
export function requestKey(exchange: Pick<Exchange, 'method' | 'url' | 'body' | 'authorization'>): string {
  return JSON.stringify([exchange.method, exchange.url, exchange.body ?? null, exchange.authorization ?? null]);
}

export function sameAnswer(a: Pick<Exchange, 'status' | 'answer'>, b: Pick<Exchange, 'status' | 'answer'>): boolean {
  return a.status === b.status && JSON.stringify(a.answer) === JSON.stringify(b.answer);
}

/**
 * The effects going now, each with the number of its run: a number changes only when the
 * effect stopped and started again, so two asks heard while an effect kept the same number
 * were made by one run of it (state.loading tracks an effect until its last run ends).
 */
export function createEffectRuns() {
  const runs = new Map<string, number>();
  const going = new Set<string>();
  return {
    /** Follows state.loading.effects (called on every change of the store). */
    update(effects: Record<string, boolean | undefined>): void {
      for (const type of going) if (!effects[type]) going.delete(type);
      for (const [type, busy] of Object.entries(effects)) {
        if (!busy || going.has(type)) continue;
        going.add(type);
        runs.set(type, (runs.get(type) ?? 0) + 1);
      }
    },
    /** The effects going now and their runs' numbers. */
    snapshot(): Map<string, number> {
      return new Map([...going].map((type) => [type, runs.get(type) ?? 0]));
    },
    /** The effects of `then` still going in the same run now. */
    stillGoing(then: ReadonlyMap<string, number>): string[] {
      return [...then].filter(([type, run]) => going.has(type) && runs.get(type) === run).map(([type]) => type);
    },
    going: (): string[] => [...going],
  };
}

type Leaf = { path: string; value: unknown };

function leaves(value: unknown, path: string, out: Leaf[]): Leaf[] {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path}[${index}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, out);
  else out.push({ path, value });
  return out;
}

/** How the name of a step of an outside change begins. */
export const MEANWHILE = 'meanwhile, ';

const shown = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'nothing'));

/**
 * The name of the step an outside change makes, from the endpoint and what changed in its
 * answer (a status first, then a progress, else the first field that changed):
 * "meanwhile, account/pay answers trade.status: pending → paid".
 */
export function meanwhileName(
  before: Pick<Exchange, 'url' | 'status' | 'answer'>,
  after: Pick<Exchange, 'url' | 'status' | 'answer'>,
): string {
  const endpoint = new URL(after.url).pathname.split('/').filter(Boolean).slice(-2).join('/');
  if (before.status !== after.status) return `${MEANWHILE}${endpoint} answers HTTP ${after.status} (was ${before.status})`;
  const old = new Map(leaves(before.answer, '', []).map((leaf) => [leaf.path, leaf.value]));
  const changed = leaves(after.answer, '', []).filter((leaf) => !Object.is(old.get(leaf.path), leaf.value));
  const pick =
    changed.find((leaf) => /(^|\.)status$/.test(leaf.path)) ??
    changed.find((leaf) => /(^|\.)progress$/.test(leaf.path)) ??
    changed[0];
  if (!pick) return `${MEANWHILE}${endpoint} answers otherwise`;
  const path = pick.path.replace(/^data\./, '');
  return `${MEANWHILE}${endpoint} answers ${path}: ${shown(old.get(pick.path))} → ${shown(pick.value)}`;
}

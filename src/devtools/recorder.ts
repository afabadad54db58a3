// The QA recorder (development only): what a person does in the app, the actions the page
// dispatched and the HTTP exchanges that followed, saved as a vitest + nock test of the store
// that passes when run as it is (docs/testing.md "Recording a test"). Here: which parts of the
// state a recording keeps and checks.

/** State keys set from the clock, which a replay cannot reproduce: left out of the checks. */
const CLOCK_KEYS = new Set(['infoAt', 'expire', 'startedAt']);

/** The state with what depends on the clock or on chance (a run's random id) left out, for the checks. */
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What changed from `before` to `after`, for a step's check: objects hold only their changed
 * keys (a key gone is `undefined`), anything else is the new value whole. `applyChange`
 * (tests/testing/recorded.ts) merges it back.
 */
export function changeOf(before: unknown, after: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(before) || !isPlainObject(after)) return undefined;
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(before)) if (!(key in after)) change[key] = undefined;
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(value)) continue;
    const inner = isPlainObject(before[key]) && isPlainObject(value) ? changeOf(before[key], value) : undefined;
    change[key] = inner ?? value;
  }
  return change;
}

/** `change` merged into `state`: objects key by key, `undefined` removes a key, anything else replaces. */
export function applyChange(state: unknown, change: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = isPlainObject(state) ? { ...state } : {};
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete merged[key];
    else if (isPlainObject(value) && isPlainObject(merged[key])) merged[key] = applyChange(merged[key], value);
    else merged[key] = value;
  }
  return merged;
}

/**
 * Has `state` reached what `change` (from `changeOf`) says? Objects key by key (other keys may
 * hold anything), `undefined` a key absent or undefined, arrays item by item at the same
 * length, anything else equal. The replay (tests/testing/recorded.ts) waits for it after each
 * answer, so it must not throw.
 */
export function reaches(state: unknown, change: unknown): boolean {
  if (change === undefined) return state === undefined;
  if (isPlainObject(change)) {
    return isPlainObject(state) && Object.entries(change).every(([key, value]) => reaches(state[key], value));
  }
  if (Array.isArray(change)) {
    return Array.isArray(state) && state.length === change.length && change.every((item, index) => reaches(state[index], item));
  }
  return Object.is(state, change);
}

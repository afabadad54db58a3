// Step-by-step effect tests (docs/testing.md "1. An effect, step by step"): the effect's yields
// compared one by one with what the script expects, each answered with the value the script
// feeds back, typed by the effect (a `call(api.login…)` is answered with what api.ts resolves
// with: a wire body, `wireOk(…)`, fails tsc). The saga context comes from a fake one, so a
// script never lists the `getContext` steps.
import type { CallEffect, GetContextEffect, SelectEffect, StrictEffect } from 'redux-saga/effects';
import { call, select } from 'redux-saga/effects';
import { expect, vi, type Mock } from 'vitest';
import { ask, type DataOf, type Endpoint } from '../../src/models/ask';
import {
  defaultTiming,
  type Api,
  type AppContext,
  type AuthStorage,
  type PayReturn,
  type RunStorage,
  type TabChannel,
} from '../../src/services/context';
import { endpoints } from '../../src/rules/wire/endpoints';
import type { ReasonOf } from '../../src/rules/wire/endpoints';

export { codeError } from '../../src/services/errors';

/** Each function of `T` a `vi.fn()` of its own type (`api.pay.mockResolvedValue(…)` types its value). */
export type Fakes<T> = { readonly [K in keyof T]: T[K] extends (...args: never[]) => unknown ? Mock<T[K]> : T[K] };

/** The fake saga context: every function a named `vi.fn()` (a diff shows `api.pay`), the app's timings. */
export interface StepContext extends AppContext {
  api: Fakes<Api>;
  storage: Fakes<AuthStorage>;
  runStorage: Fakes<RunStorage>;
  payReturn: Fakes<PayReturn>;
  tabs: Fakes<TabChannel>;
}

const fake = <F extends (...args: never[]) => unknown>(name: string): Mock<F> => vi.fn<F>().mockName(name);

/**
 * A saga context of fakes: `api` has every endpoint, `storage`, `runStorage`, `payReturn` and
 * `tabs` their functions, `timing` the app's defaults (`delay(2000)` between two payment checks).
 * A test that needs another value passes it: `steps(gen, script, { ...stepContext(), tabs: undefined })`.
 */
export function stepContext(): StepContext {
  // A Mock of any signature for each endpoint endpoints.ts declares; Fakes<Api> says the same per name.
  const api = Object.fromEntries(
    Object.keys(endpoints).map((name) => [name, vi.fn().mockName(`api.${name}`)]),
  ) as unknown as Fakes<Api>;
  return {
    api,
    storage: {
      read: fake('storage.read'),
      write: fake('storage.write'),
      clear: fake('storage.clear'),
      changedElsewhere: fake('storage.changedElsewhere'),
    },
    runStorage: { read: fake('runStorage.read'), write: fake('runStorage.write'), clear: fake('runStorage.clear') },
    payReturn: { record: fake('payReturn.record'), take: fake('payReturn.take') },
    tabs: { post: fake('tabs.post'), subscribe: fake('tabs.subscribe') },
    timing: defaultTiming,
  };
}

declare const answersWith: unique symbol;
/** An effect that carries the type of its answer (redux-saga's `select` does not). */
export type Answering<E extends StrictEffect, R> = E & { readonly [answersWith]?: R };

/** `call(ask, endpoint, reason, …args)`, the one step `yield* callAsk(…)` is, answered with the endpoint's data. */
export function askEffect<K extends Endpoint>(
  endpoint: K,
  reason: ReasonOf<K>,
  ...args: Parameters<Api[K]>
): CallEffect<DataOf<K>> {
  return call(ask<K>, endpoint, reason, ...args);
}

/** `select(selector, …rest)`, answered with what the selector returns. */
export function selectEffect<S, A extends unknown[], R>(
  selector: (state: S, ...rest: A) => R,
  ...rest: A
): Answering<SelectEffect, R> {
  return select(selector, ...rest);
}

/** The value a step feeds back for effect `E`. */
export type AnswerOf<E> = E extends CallEffect<infer R> ? R : E extends { readonly [answersWith]?: infer R } ? R : unknown;

/** Thrown into the effect at that step instead of a value (a rejected call, `ask`'s `codeError`). */
export class FailsWith {
  constructor(readonly error: unknown) {}
}
export const failsWith = (error: unknown): FailsWith => new FailsWith(error);

/** One step: the effect expected, then what it is answered with (nothing for a `put`). */
export type Step<E extends StrictEffect = StrictEffect> = readonly [expected: E, answer?: AnswerOf<E> | FailsWith];

function isGetContext(value: unknown): value is GetContextEffect {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'GET_CONTEXT';
}

function isKeyOf<T extends object>(object: T, key: string): key is Extract<keyof T, string> {
  return key in object;
}

/** Answers the `getContext` steps from `context` until the effect yields something else. */
function pastContext<R>(
  gen: Generator<unknown, R, unknown>,
  result: IteratorResult<unknown, R>,
  context: AppContext,
  expected?: StrictEffect,
): IteratorResult<unknown, R> {
  let at = result;
  // A script that lists a getContext step itself answers it.
  while (!at.done && isGetContext(at.value) && !isGetContext(expected)) {
    const key = at.value.payload;
    if (!isKeyOf(context, key)) throw new Error(`getContext('${key}'): the saga context has no such key`);
    at = gen.next(context[key]);
  }
  return at;
}

/**
 * Runs `gen` from its start through `script`: each yield must equal (toEqual) the step's effect,
 * which is then answered with the step's value (or `failsWith(error)` thrown into it);
 * `getContext` steps are answered from `context`. Returns what comes after the last step: the
 * next effect (`{ done: false, value }`) or the end (`{ done: true, value }`). A mismatch fails
 * naming the step (1-based) and showing the diff.
 */
export function steps<R, const E extends readonly StrictEffect[]>(
  gen: Generator<unknown, R, unknown>,
  script: { readonly [K in keyof E]: Step<E[K]> },
  context: AppContext = stepContext(),
): IteratorResult<unknown, R> {
  let result = gen.next();
  script.forEach(([expected, answer], index) => {
    result = pastContext(gen, result, context, expected);
    expect(result, `step ${index + 1} of ${script.length}`).toEqual({ done: false, value: expected });
    result = answer instanceof FailsWith ? gen.throw(answer.error) : gen.next(answer);
  });
  return pastContext(gen, result, context);
}

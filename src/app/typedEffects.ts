// Effects whose answers are typed. redux-saga types every `yield` as `any`, so a type
// annotated on `yield call(f)` is a claim nobody checks. Each helper here yields the very
// effect redux-saga's own creator makes and returns what redux-saga sends back, typed from
// its arguments; an effect writes `const x = yield* call(f, ...args)`. A step test sees the
// same effects at the same `.next()` as before: `yield*` only forwards them.
//
// An effect is declared `Saga<R>`: its bare `yield` gives `unknown`, so an annotation can no
// longer stand in for a type (`T` annotated on `yield call(f)` fails tsc) and only `yield*`
// of these helpers gives a value. defineModel refuses an effect typed redux-saga's way
// (`SagaIterator`, whose `yield` is `any`).
import type { Buffer, Channel, TakeableChannel, Task } from 'redux-saga';
import {
  actionChannel as actionChannelEffect,
  all as allEffect,
  call as callEffect,
  cancelled as cancelledEffect,
  fork as forkEffect,
  getContext as getContextEffect,
  race as raceEffect,
  select as selectEffect,
  take as takeEffect,
  type ActionChannelEffect,
  type AllEffect,
  type CallEffect,
  type CancelledEffect,
  type ChannelTakeEffect,
  type ForkEffect,
  type GetContextEffect,
  type RaceEffect,
  type SelectEffect,
  type StrictEffect,
  type TakeEffect,
} from 'redux-saga/effects';
import type { PayloadAction } from './model';

/** A saga returning `R`: effects out, `unknown` back (only the helpers' `yield*` types it). */
export type Saga<R = void> = Generator<StrictEffect, R, unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- redux-saga's own constraint; the overloads above each keep the function's types
type AnyFn = (...args: any[]) => unknown;

/**
 * The one place a value from redux-saga is given its type: what the middleware sends back for
 * `effect` is, by redux-saga's contract, what the effect's arguments say (the helpers' types).
 */
function* answerOf<E extends StrictEffect, R>(effect: E): Generator<E, R, unknown> {
  return (yield effect) as R;
}

/** `call(saga, ...args)`: what the generator function returns. */
export function call<A extends unknown[], R>(
  fn: (...args: A) => Iterator<unknown, R, never>,
  ...args: A
): Generator<CallEffect, R, unknown>;
/** `call(fn, ...args)`: what the function returns, or what its promise settles with. */
export function call<A extends unknown[], R>(
  fn: (...args: A) => R | PromiseLike<R>,
  ...args: A
): Generator<CallEffect, R, unknown>;
export function call(fn: AnyFn, ...args: unknown[]): Generator<CallEffect, unknown, unknown> {
  return answerOf(callEffect(fn, ...args));
}

/** `select(selector, ...rest)`: what the selector returns for the store's state. */
export function select<S, A extends unknown[], R>(
  selector: (state: S, ...rest: A) => R,
  ...rest: A
): Generator<SelectEffect, R, unknown>;
export function select(selector: AnySelector, ...rest: unknown[]): Generator<SelectEffect, unknown, unknown> {
  return answerOf(selectEffect(selector, ...rest));
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- redux-saga's own constraint; the overload above keeps the selector's types
type AnySelector = (state: any, ...rest: any[]) => unknown;

/** A key of the saga context together with the type of what it holds. */
export type ContextReader<C> = <K extends keyof C & string>(key: K) => Generator<GetContextEffect, C[K], unknown>;

/**
 * `getContext(key)` for a store whose context is `C` (the app's is declared once next to its
 * keys): `yield* getContext(API)` is the API client, typed.
 */
export function contextReader<C>(): ContextReader<C> {
  return (key) => answerOf(getContextEffect(key));
}

/** Whether the running saga was cancelled (in a `finally`). */
export function cancelled(): Generator<CancelledEffect, boolean, unknown> {
  return answerOf(cancelledEffect());
}

/** `take(channel)`: the channel's next item. */
export function take<T>(channel: TakeableChannel<T>): Generator<ChannelTakeEffect<T>, T, unknown>;
/** `take(type | types)`: the next action of one of those types. */
export function take<T extends string>(types: T | readonly T[]): Generator<TakeEffect, PayloadAction<T, unknown>, unknown>;
export function take<T>(
  pattern: TakeableChannel<T> | string | readonly string[],
): Generator<ChannelTakeEffect<T> | TakeEffect, unknown, unknown> {
  if (typeof pattern === 'string') return answerOf(takeEffect(pattern));
  if (isTypeList(pattern)) return answerOf(takeEffect([...pattern]));
  return answerOf(takeEffect(pattern));
}
function isTypeList<T>(pattern: TakeableChannel<T> | readonly string[]): pattern is readonly string[] {
  return Array.isArray(pattern);
}

/** `actionChannel(type, buffer)`: a channel of that type's actions. */
export function actionChannel<T extends string>(
  type: T,
  buffer?: Buffer<PayloadAction<T, unknown>>,
): Generator<ActionChannelEffect, Channel<PayloadAction<T, unknown>>, unknown> {
  return answerOf(actionChannelEffect(type, buffer));
}

/** `fork(saga, ...args)`: the task running it (attached to this saga). */
export function fork<A extends unknown[], R>(
  fn: (...args: A) => Iterator<unknown, R, never>,
  ...args: A
): Generator<ForkEffect, Task<R>, unknown>;
export function fork(fn: AnyFn, ...args: unknown[]): Generator<ForkEffect, Task<unknown>, unknown> {
  return answerOf(forkEffect(fn, ...args));
}

/** What one effect inside `race` or `all` settles with. */
export type EffectAnswer<E> =
  E extends CallEffect<infer R>
    ? R
    : E extends ChannelTakeEffect<infer T>
      ? T
      : E extends TakeEffect
        ? PayloadAction<string, unknown>
        : E extends CancelledEffect
          ? boolean
          : unknown;

/**
 * `race({ a: effect, b: effect })`: the winner's answer under its key, the others absent.
 * The effects inside are redux-saga's own (`call`, `take` from 'redux-saga/effects').
 */
export function race<const R extends Record<string, StrictEffect>>(
  effects: R,
): Generator<RaceEffect<StrictEffect>, { [K in keyof R]?: EffectAnswer<R[K]> }, unknown> {
  return answerOf(raceEffect(effects));
}

/** `all([effect, …])`: every answer, in order. The effects inside are redux-saga's own. */
export function all<const E extends readonly StrictEffect[]>(
  effects: E,
): Generator<AllEffect<StrictEffect>, { -readonly [K in keyof E]: EffectAnswer<E[K]> }, unknown> {
  return answerOf(allEffect([...effects]));
}

/** Yields an effect built elsewhere (handed in as an argument) and gives its typed answer. */
export function perform<E extends StrictEffect>(effect: E): Generator<E, EffectAnswer<E>, unknown> {
  return answerOf(effect);
}

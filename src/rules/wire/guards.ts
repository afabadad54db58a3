// Tiny shape checks for untrusted answers. Each guard returns the value typed, or throws a
// ShapeError naming the field, which src/services/api.ts turns into an ApiError('malformed').
// Part of the wire contract (src/rules/wire/): the page checks answers with them, the stand-in
// its stored rows, and the endpoint declarations name them.

import { httpUrl as checkedUrl } from './httpUrl';

/** What a field of an answer should have been (the view words it: src/features/errors/wordError.ts). */
export type ExpectedKind = 'string' | 'number' | 'count' | 'time' | 'boolean' | 'url' | 'array' | 'object' | 'oneOf';

/** "data.list should be an array": where, and what kind; the view words it. */
export class ShapeError extends Error {
  constructor(
    readonly at: string,
    readonly expected: ExpectedKind,
    readonly values?: string,
  ) {
    super(`${at} should be ${values ? `one of ${values}` : expected}`);
  }
}

export type Guard<T> = (value: unknown, at: string) => T;

export const str: Guard<string> = (v, at) => {
  if (typeof v !== 'string') throw new ShapeError(at, 'string');
  return v;
};
/** A finite number: NaN and ±Infinity (JSON's 1e999) are malformed, never shown or computed with. */
export const num: Guard<number> = (v, at) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ShapeError(at, 'number');
  return v;
};
/** A count, balance, price in fen or page number: a whole number from 0 to 2^53 − 1. */
export const count: Guard<number> = (v, at) => {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw new ShapeError(at, 'count');
  return v;
};
/** The latest time a Date can hold (ms): anything beyond is not a time. */
const MAX_EPOCH_MS = 8.64e15;
/** A moment in epoch milliseconds, from 1970 to the end of what a Date holds. */
export const epochMs: Guard<number> = (v, at) => {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > MAX_EPOCH_MS) throw new ShapeError(at, 'time');
  return v;
};
export const bool: Guard<boolean> = (v, at) => {
  if (typeof v !== 'boolean') throw new ShapeError(at, 'boolean');
  return v;
};
/** An http(s) URL; anything else (javascript:, data:, relative) is a malformed answer. */
export const httpUrl: Guard<string> = (v, at) => {
  const url = checkedUrl(v);
  if (!url) throw new ShapeError(at, 'url');
  return url.href;
};
/** Media URLs inside lists: a bad one becomes '' (nothing shown), the rest of the list stays. */
export const mediaUrl: Guard<string> = (v, at) => checkedUrl(str(v, at))?.href ?? '';

/** A guard for a field that may be absent: the answer's type gets `key?:` for it. */
export type OptionalGuard<T> = Guard<T | undefined> & { readonly optional: true };

export function optional<T>(guard: Guard<T>): OptionalGuard<T> {
  return Object.assign((v: unknown, at: string) => (v === undefined || v === null ? undefined : guard(v, at)), {
    optional: true as const,
  });
}
export function oneOf<T extends string>(values: readonly T[]): Guard<T> {
  return (v, at) => {
    if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
      throw new ShapeError(at, 'oneOf', values.join('/'));
    }
    return v as T;
  };
}
function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return values.some((known) => known === value);
}

/** One of `values`, else `fallback`: a value a newer server may add (a tool, a kind) never breaks a list. */
export function knownOr<T extends string, F extends string>(values: readonly T[], fallback: F): Guard<T | F> {
  return (v, at) => {
    const value = str(v, at);
    return isOneOf(values, value) ? value : fallback;
  };
}
export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (v, at) => {
    if (!Array.isArray(v)) throw new ShapeError(at, 'array');
    return v.map((item, i) => guard(item, `${at}[${i}]`));
  };
}

/** What a guard lets through: the type of a checked answer (the answer types are all read from here). */
export type Checked<G> = G extends Guard<infer T> ? T : never;

type Shape = Record<string, Guard<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] };
/** The object a shape checks: each field the type of its guard, `?:` for optional ones. */
export type ShapeOf<S extends Shape> = Flat<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Checked<S[K]> } & {
    [K in OptionalKeys<S>]?: Exclude<Checked<S[K]>, undefined>;
  }
>;

/**
 * Checks the listed fields and keeps only them, so stray fields never leak into state. The
 * answer's type is inferred from the shape: one declaration per answer, here.
 */
export function object<S extends Shape>(shape: S): Guard<ShapeOf<S>> {
  return (v, at) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ShapeError(at, 'object');
    const out: Record<string, unknown> = {};
    for (const [key, guard] of Object.entries(shape)) {
      const value = guard(Reflect.get(v, key), `${at}.${key}`);
      if (value !== undefined) out[key] = value;
    }
    // Every required field passed its guard above (a failure threw), optional ones are kept when present.
    return out as ShapeOf<S>;
  };
}

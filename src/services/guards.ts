// Tiny shape checks for untrusted answers. Each guard returns the value typed, or throws a
// ShapeError naming the field, which api.ts turns into an ApiError('malformed').

import type { ExpectedKind } from './errors';
import { httpUrl as checkedUrl } from './urls';

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

type Guard<T> = (value: unknown, at: string) => T;

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

export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (v, at) => (v === undefined || v === null ? undefined : guard(v, at));
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

type Shape<T> = { [K in keyof T]-?: Guard<T[K]> };

/** Checks the listed fields and keeps only them, so stray fields never leak into state. */
export function object<T>(shape: Shape<T>): Guard<T> {
  return (v, at) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ShapeError(at, 'object');
    const record = v as Record<string, unknown>;
    const out: Partial<T> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const value = shape[key](record[key], `${at}.${key}`);
      if (value !== undefined) out[key] = value;
    }
    return out as T;
  };
}

// The typed action creators, as Redux Toolkit's: one per reducer and effect, with `.type` and
// `.match`, so an action type is never typed by hand (the classic dva bug: a `'save'` no
// reducer handles). model.ts makes a namespace's (reducerActions, effectActions).
import type { EffectPayload, IsPoll, PayloadAction, ReducerPayload } from './modelTypes';

/** `.type` and `.match` on every creator, so nothing types `'ns/name'` by hand. */
export interface CreatorTag<T extends string, P> {
  readonly type: T;
  match: (action: { type: string }) => action is PayloadAction<T, P>;
}

/** `undefined` payloads make the argument optional: `actions.fetchInfo()`. */
export type Creator<T extends string, P> = CreatorTag<T, P> &
  ([P] extends [undefined]
    ? () => PayloadAction<T, undefined>
    : undefined extends P
      ? (payload?: P) => PayloadAction<T, P>
      : (payload: P) => PayloadAction<T, P>);

/** One creator per reducer: `ns/key`, its payload the reducer's second argument. */
export type ReducerActions<N extends string, R> = {
  [K in keyof R & string]: Creator<`${N}/${K}`, ReducerPayload<R[K]>>;
};

/** One creator per effect; a poll has `keyStart` (`ns/key-start`) and `keyStop` (`ns/key-stop`) instead. */
export type EffectActions<N extends string, E> = {
  [K in keyof E & string as IsPoll<E[K]> extends true ? never : K]: Creator<`${N}/${K}`, EffectPayload<E[K]>>;
} & {
  [K in keyof E & string as IsPoll<E[K]> extends true ? `${K}Start` : never]: Creator<`${N}/${K}-start`, EffectPayload<E[K]>>;
} & {
  [K in keyof E & string as IsPoll<E[K]> extends true ? `${K}Stop` : never]: Creator<`${N}/${K}-stop`, undefined>;
};

export type ModelActions<N extends string, R, E> = ReducerActions<N, R> & EffectActions<N, E>;

export type UntypedCreator = ((payload?: unknown) => PayloadAction<string, unknown>) & CreatorTag<string, unknown>;

export function creatorFor(type: string): UntypedCreator {
  const create = (payload?: unknown): PayloadAction<string, unknown> => ({ type, payload });
  return Object.assign(create, {
    type,
    match: (action: { type: string }): action is PayloadAction<string, unknown> => action.type === type,
    toString: () => type,
  });
}

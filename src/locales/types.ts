// The shape every catalogue has: the zh-CN areas with their literal strings widened to
// `string`, so another language must supply every key and every message function with the
// same arguments (tsc fails on a missing or extra key). Type-only imports: no zh-CN text is
// bundled by naming these types.
import type { auth } from './zh-CN/auth';
import type { catalog } from './zh-CN/catalog';
import type { common } from './zh-CN/common';
import type { create } from './zh-CN/create';
import type { errors } from './zh-CN/errors';
import type { home } from './zh-CN/home';
import type { input } from './zh-CN/input';
import type { pages } from './zh-CN/pages';
import type { user } from './zh-CN/user';
import type { utilsMessages } from './zh-CN/utils';

/** Literal strings become `string`; functions keep their parameters and return `string`. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

export interface Catalogue {
  common: Widen<typeof common>;
  errors: Widen<typeof errors>;
  auth: Widen<typeof auth>;
  utils: Widen<typeof utilsMessages>;
  catalog: Widen<typeof catalog>;
  input: Widen<typeof input>;
  home: Widen<typeof home>;
  create: Widen<typeof create>;
  user: Widen<typeof user>;
  pages: Widen<typeof pages>;
}

export type Area = keyof Catalogue;

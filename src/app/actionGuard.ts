// dva refuses an action without a type (`invariant(type, 'dispatch: action should be a plain
// object with type')`); redux alone lets `{ type: '' }` through to every reducer and taker,
// where it matches nothing and the caller never learns. The first middleware: a bad action
// throws from dispatch before any other middleware, reducer or saga sees it.
import type { Middleware } from 'redux';

export class InvalidActionError extends TypeError {
  override name = 'InvalidActionError';
}

function describe(action: unknown): string {
  if (action === null) return 'null';
  if (typeof action !== 'object') return typeof action;
  const type: unknown = Reflect.get(action, 'type');
  return type === '' ? 'an empty type' : `a type of ${typeof type}`;
}

/** True for an object whose `type` is a non-empty string. */
export function hasActionType(action: unknown): action is { type: string } {
  if (typeof action !== 'object' || action === null) return false;
  const type: unknown = Reflect.get(action, 'type');
  return typeof type === 'string' && type !== '';
}

export const actionGuard: Middleware = () => (next) => (action) => {
  if (!hasActionType(action)) {
    throw new InvalidActionError(
      `dispatch: action should be a plain object with type (a non-empty string); got ${describe(action)}.`,
    );
  }
  return next(action);
};

// The tab came back (focus or visibility): models that declare `onFocus` refresh what may
// have changed meanwhile (the account balance, a trade paid on the phone). <FocusSync/>
// dispatches WINDOW_FOCUS; the core calls each model's rule in turn.
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { AnyModel } from './model';

export const WINDOW_FOCUS = '@@window/FOCUS';
export type WindowFocusAction = { type: typeof WINDOW_FOCUS; payload: undefined };
export const windowFocus = (): WindowFocusAction => ({ type: WINDOW_FOCUS, payload: undefined });

export function createFocusWorker(models: () => readonly AnyModel[], report: (error: unknown, namespace: string) => void) {
  return function* onWindowFocus(): SagaIterator {
    const rules = models().flatMap((model) => (model.onFocus ? [{ namespace: model.namespace, run: model.onFocus }] : []));
    for (const { namespace, run } of rules) {
      try {
        yield call(run);
      } catch (error) {
        report(error, namespace);
      }
    }
  };
}

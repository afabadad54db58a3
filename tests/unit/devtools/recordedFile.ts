// A recorded test file's text, run here and now against the real replay kit
// (tests/testing/recorded.ts) instead of by a vitest of its own: compiled by TypeScript, its
// `it` collected rather than registered, and each step's requests passed through `change`
// first, so a test can alter one answer of a recording and see which step fails and why.
// A test that expects the file to fail passes FAILING_REPLAY, so the answer whose change never
// shows fails in a quarter second rather than the kit's full one.
import { runInThisContext } from 'node:vm';
import nock from 'nock';
import ts from 'typescript';
import * as kit from '../../testing/recorded';
import type { RecordedRequest, Replay, ReplayOptions } from '../../testing/recorded';

/** Alters a step's requests before the replay answers them (by default: none). */
export type ChangeRequests = (stepName: string, requests: RecordedRequest[]) => RecordedRequest[];

/**
 * For a replay that is expected to fail: an answer's change shows within milliseconds when it
 * is right (a passing check ends then), so 250 ms is ample on a loaded machine, and a wrong
 * one fails after it instead of after the kit's default second.
 */
export const FAILING_REPLAY: ReplayOptions = { answerAppliedMs: 250 };

/** Where a recorded file imports its helpers from (tests/integration/recorded/ → tests/testing/). */
const KIT = '../../testing/recorded';

/** Runs the file's one test; resolves when it passes, rejects with its failure. Stores and interceptors are cleaned up either way. */
export async function runRecordedFile(
  text: string,
  change: ChangeRequests = (_, requests) => requests,
  options: ReplayOptions = {},
): Promise<void> {
  const tests: { name: string; body: () => Promise<void> }[] = [];
  const replays: Replay[] = [];
  const watched = (replay: Replay): Replay => {
    replays.push(replay);
    return {
      store: replay.store,
      step: (name, step) => replay.step(name, { ...step, requests: change(name, step.requests) }),
      close: () => undefined,
    };
  };
  const modules: Record<string, unknown> = {
    vitest: { it: (name: string, body: () => Promise<void>) => void tests.push({ name, body }) },
    [KIT]: {
      ...kit,
      replayStarted: (...[state, own]: Parameters<typeof kit.replayStarted>) =>
        watched(kit.replayStarted(state, { ...own, ...options })),
      replayLoaded: (...[load, own]: Parameters<typeof kit.replayLoaded>) =>
        watched(kit.replayLoaded(load, { ...own, ...options })),
    },
  };
  const load = (name: string): unknown => {
    if (!(name in modules)) throw new Error(`a recorded file imports only vitest and ${KIT}, not ${name}`);
    return modules[name];
  };
  const { outputText } = ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const module: unknown = runInThisContext(`(function (require, exports) {\n${outputText}\n})`);
  if (typeof module !== 'function') throw new Error('the recorded file did not compile to a module');
  Reflect.apply(module, undefined, [load, {}]);
  if (tests.length !== 1) throw new Error(`a recorded file holds one test, this one ${tests.length}`);
  /** Closes every replay; what a close found (a request held for a later step's answer that none gave). */
  const closeAll = (): Error[] =>
    replays.flatMap((replay) => {
      try {
        replay.close();
        return [];
      } catch (error) {
        return [error instanceof Error ? error : new Error(String(error))];
      }
    });
  try {
    await tests[0].body();
  } catch (failure) {
    // The test's own failure is the one to see, whatever a close then finds.
    closeAll();
    nock.cleanAll();
    throw failure;
  }
  const [left] = closeAll();
  nock.cleanAll();
  if (left !== undefined) throw left;
}

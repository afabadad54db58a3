// The runs kept for a reload (services/runStorage): written while they go and the last ones
// finished, bound to the login that runs them, and checked when read back, since
// sessionStorage is not trusted blindly.
import { call, select, type Saga } from '../app/typedEffects';
import { RUN_STORAGE } from '../services/context';
import { checkShape } from '../services/api';
import { MAX_KEPT_ID_LENGTH, type KeptRun, type SavedRun } from '../services/runStorage';
import type { Resource } from '../services/types';
import { isBgmOf, isToolId, toolOf, type ToolId } from '../rules/catalog';
import { textLimit } from '../rules/input';
import { checkRun, MAX_PARALLEL_RUNS } from '../rules/runs';
import { textWidth } from '../rules/textWidth';
import { getContext } from './context';
import { selectAuth } from './session';
import { isPending, type TaskRun } from './taskRun';
import { selectRuns } from './tasksState';

function toSaved(run: TaskRun): SavedRun {
  const { text, bgm, photoName } = run.input;
  return {
    id: run.id,
    tool: run.tool,
    styles: run.styles,
    count: run.count,
    startedAt: run.startedAt,
    taskId: run.taskId,
    items: run.items,
    input: { text, bgm, photoName },
  };
}

/**
 * Finished runs kept for a reload besides the ones going: a reload of the workspace brings back
 * the last runs of this tab with their results and input (my resources has them all).
 */
export const FINISHED_KEPT = 3;

/** A finished run worth bringing back: it made something (a stopped or failed run is not). */
const madeSomething = (run: TaskRun): boolean => (run.status === 'done' || run.status === 'partial') && run.taskId !== '';

/**
 * Keeps for a reload, bound to the login that runs them: the accepted runs still going, and the
 * newest FINISHED_KEPT that made something, newest first as on screen.
 */
export function* saveRuns(): Saga<void> {
  const storage = yield* getContext(RUN_STORAGE);
  const auth = yield* select(selectAuth);
  const runs = yield* select(selectRuns);
  const going = runs.filter((run) => run.status === 'running' && run.taskId !== '');
  const finished = runs.filter(madeSomething).slice(0, FINISHED_KEPT);
  const kept = runs.filter((run) => going.includes(run) || finished.includes(run));
  yield* call(storage.write, { owner: auth.token, runs: kept.map(toSaved) });
}

type KnownTool = Omit<KeptRun, 'tool'> & { tool: ToolId };

/**
 * A kept run as the rulebook would take it: a tool the app knows; its styles and count as
 * checkRun takes them (a template tool's styles come from the server and may be newer than
 * the descriptor's, so any name the shape check let through stands for one); a text tool's
 * text within its limit and no text on a photo tool; music the tool offers; a result per style
 * and count at most.
 */
function isSound(run: KeptRun): run is KnownTool {
  const { tool, styles, count, input, items } = run;
  if (!isToolId(tool)) return false;
  const known = toolOf(tool).styleSource.from === 'templates' ? () => true : undefined;
  if (checkRun({ tool, styles, count }, known) !== null) return false;
  if (items.length === 0 || items.length > styles.length * count) return false;
  const limit = textLimit(tool);
  if (input.text !== undefined && (limit === null || textWidth(input.text) > limit)) return false;
  return input.bgm === undefined || isBgmOf(tool, input.bgm);
}

/**
 * The kept runs (their shape checked in services/runStorage) that the rulebook takes and whose
 * every result checks as an answer would: a result of the run's tool, of one of its styles, of
 * its task, with a bounded id. sessionStorage is not trusted blindly.
 */
export async function validSaved(runs: KeptRun[]): Promise<SavedRun[]> {
  const kept = await Promise.all(
    runs.filter(isSound).map(async (run) => {
      const checked = await Promise.all(run.items.map((item) => checkShape('resource', item)));
      // A tool the app does not know checks as 'unknown', never equal to a run's tool.
      const items = checked.filter(
        (item): item is Resource =>
          item !== null &&
          item.typ === run.tool &&
          run.styles.includes(item.style) &&
          (item.taskId === undefined || item.taskId === run.taskId) &&
          item.resId !== '' &&
          item.resId.length <= MAX_KEPT_ID_LENGTH,
      );
      return items.length === run.items.length ? { ...run, items } : null;
    }),
  );
  return kept.filter((run): run is SavedRun => run !== null);
}

/**
 * The kept runs to pick up again, newest first: of those still going (a pending result), the
 * newest that may go at once (the rulebook's MAX_PARALLEL_RUNS); of those finished, the newest
 * FINISHED_KEPT. A storage holding more was not written by this app.
 */
export function pickedUp(runs: SavedRun[]): SavedRun[] {
  const newest = [...runs].sort((a, b) => b.startedAt - a.startedAt);
  const going = newest.filter((run) => run.items.some(isPending)).slice(0, MAX_PARALLEL_RUNS);
  const finished = newest.filter((run) => !run.items.some(isPending)).slice(0, FINISHED_KEPT);
  return newest.filter((run) => going.includes(run) || finished.includes(run));
}

/** Says in the console what of the kept runs was left, how many and why (nothing when none). */
export function noteDropped(unchecked: number, beyond: number): void {
  if (unchecked + beyond === 0) return;
  console.warn(
    `[tasks] ${unchecked + beyond} kept run(s) not picked up after the reload: ` +
      `${unchecked} failed their check, ${beyond} beyond the ${MAX_PARALLEL_RUNS} that may go at once ` +
      `(and the ${FINISHED_KEPT} finished ones kept)`,
  );
}

// A press that starts a run from a finished result (issue 33): HD, variations, make again,
// whole run again. Its button is busy from the press until the server has answered the run it
// started (the run leaves 'starting'); while that run goes, the same press on the same result
// leads to it instead of charging again. Shared by a result's actions (useResultActions) and my
// resources' make-again buttons (ResourcesPanel): one place decides busy, going and when the
// run is shown.
import { useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../../app';
import { showToast } from '../../../components/toast/toastStore';
import { isGoing } from '../../../models/taskRun';
import { repeatOf, type RunOrigin } from '../../../rules/runs';
import { useAppSelector } from '../../../store';
import { failureMessage } from '../../effects';

/**
 * When a started run is shown: 'started' as soon as the model has it (a workspace, where it
 * shows at once); 'answered' once the server has answered (my resources: the button stays
 * busy on the page until then, and then the run's workspace opens).
 */
export type ShowWhen = 'started' | 'answered';

/** Brings run `id` into view, or opens where it shows. */
export type ShowRun = (id: string) => void;

export interface RunPressApi {
  /** From the press until the server has answered the run it started. */
  busy: (origin: RunOrigin) => boolean;
  /** The run this press on this result started that still goes (none while the press is busy). */
  going: (origin: RunOrigin) => string | null;
  /**
   * Presses: nothing while busy; the run going is shown while one goes; else `start` dispatches
   * the run and resolves with its id (null: it started none, e.g. it went to the shop). A
   * refusal is said in a toast, and nothing was charged.
   */
  press: (origin: RunOrigin, start: () => Promise<string | null>, show: ShowRun) => Promise<void>;
}

const same = (a: RunOrigin, b: RunOrigin): boolean => a.action === b.action && a.of === b.of;

interface Pressed {
  origin: RunOrigin;
  runId: string;
  show: ShowRun;
}

export function useRunPress(showWhen: ShowWhen): RunPressApi {
  const runs = useAppSelector((s) => s.tasks.runs);
  // `asking`: from the press until the model has the run (a photo read back first); then
  // `pressed`, the run it started, keeps the button busy while it waits for the server.
  const [asking, setAsking] = useState<readonly RunOrigin[]>([]);
  const [pressed, setPressed] = useState<readonly Pressed[]>([]);
  const statusOf = (id: string) => runs.find((run) => run.id === id)?.status;

  const busy = (origin: RunOrigin) =>
    asking.some((one) => same(one, origin)) ||
    pressed.some((one) => same(one.origin, origin) && statusOf(one.runId) === 'starting');
  // While its press waits for the server the button is busy with its own words; then it leads to the run.
  const going = (origin: RunOrigin) => (busy(origin) ? null : (repeatOf(runs, origin, isGoing)?.id ?? null));

  // 'answered': each run pressed here is shown once, when the server has answered it.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    if (showWhen !== 'answered') return;
    for (const one of pressed) {
      if (shown.current.has(one.runId) || runs.find((run) => run.id === one.runId)?.status === 'starting') continue;
      shown.current.add(one.runId);
      one.show(one.runId);
    }
  }, [showWhen, pressed, runs]);

  const press = async (origin: RunOrigin, start: () => Promise<string | null>, show: ShowRun) => {
    if (busy(origin)) return;
    const goingId = going(origin);
    if (goingId !== null) {
      show(goingId);
      return;
    }
    setAsking((list) => [...list, origin]);
    let runId: string | null;
    try {
      runId = await start();
    } catch (error) {
      // Nothing was started or charged: say why, and leave the result where it was.
      if (!isCancelled(error)) showToast(failureMessage(error));
      return;
    } finally {
      setAsking((list) => list.filter((one) => !same(one, origin)));
    }
    if (runId === null) return;
    setPressed((list) => [...list.filter((one) => !same(one.origin, origin)), { origin, runId, show }]);
    if (showWhen === 'started') show(runId);
  };

  return { busy, going, press };
}

// Tells the user when a run finishes while its workspace is out of view (another page, the
// workspace closed, another tab): a badge in the tab title, a toast whose 查看 leads to the
// result, and, only if they turned it on, a browser notification. A run whose result is on
// screen is not announced. The run dock (RunDock.tsx) keeps a link to each run going or not
// seen yet while no workspace is on screen. Mounted by the layout only while there are runs
// (lazyAnnouncer).
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../components/toast/toastStore';
import { localized } from '../../../locales/active';
import { toolName } from '../../../locales/names';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { isGoing, refundedPoints, type TaskRun } from '../../../models/taskRun';
import { useAppSelector } from '../../../store';
import { requestReveal } from './revealRun';
import { runAddress } from './runAddress';
import { RunDock } from './RunDock';
import { addUnseen, inView, markWatchedSeen, notifyDone } from './runNotices';

function announcement(run: TaskRun): string | null {
  const t = localized('create', zhCreate).runDone;
  const name = toolName(run.tool);
  const done = run.items.filter((item) => item.status === 'done').length;
  if (run.status === 'done') return t.done(name, done);
  if (run.status === 'partial') return t.partial(name, done, run.items.length - done, refundedPoints(run));
  // Withdrawn (撤回 in my resources, or Stop): the user did it, and was told there; never a failure.
  const withdrawn = run.items.length > 0 && run.items.every((item) => item.status === 'revoked');
  if (run.status === 'failed' && !withdrawn) return t.failed(name, refundedPoints(run));
  return null; // cancelled or withdrawn: the user stopped it themselves
}

export function RunAnnouncer() {
  const runs = useAppSelector((s) => s.tasks.runs);
  const navigate = useNavigate();
  // Each run's status when last seen here: a run announces once, when it stops going.
  const seen = useRef<Map<string, boolean> | null>(null);

  useEffect(() => {
    const before = seen.current;
    const now = new Map(runs.map((run) => [run.id, isGoing(run)]));
    seen.current = now;
    if (!before) return; // the first look: nothing has changed yet
    for (const run of runs) {
      if (before.get(run.id) !== true || isGoing(run) || inView(run.tool)) continue;
      const text = announcement(run);
      if (!text) continue;
      // The workspace it opens brings this run into view, with the focus on it.
      const open = () => {
        requestReveal(run.id);
        void navigate(runAddress(run));
      };
      const t = localized('create', zhCreate).runDone;
      addUnseen(run.id, run.tool);
      showToast(text, { label: t.open, name: t.openName(toolName(run.tool)), run: open });
      notifyDone(t.notificationTitle, text, open);
    }
  }, [runs, navigate]);

  // Back to the tab: the workspaces on screen have their runs seen.
  useEffect(() => {
    document.addEventListener('visibilitychange', markWatchedSeen);
    return () => document.removeEventListener('visibilitychange', markWatchedSeen);
  }, []);
  // The toast lasts seconds; the dock stays until the run is seen in its workspace.
  return <RunDock />;
}

// A lasting way back to a run left behind (issue 33): while no workspace is on screen, each run
// going and each run that finished out of view and is not seen yet is a link to its workspace,
// at the foot of the page, until the user has seen it there (the toast only lasts seconds).
// A run the server has not answered yet is not in it: the button that started it says so
// where it was pressed, and a dock that rose under that button would take a second tap meant
// for it. Its link brings the run into view and focus in the workspace it opens (revealRun.ts).
// While shown it reserves its room at the page's foot (dockRoom.ts).
// Mounted with the run announcer (the layout, once there is a run).
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { toolName } from '../../../locales/names';
import { useMessages } from '../../../locales/useLocale';
import { isGoing, type TaskRun } from '../../../models/taskRun';
import { useAppSelector } from '../../../store';
import { requestReveal } from './revealRun';
import { runAddress } from './runAddress';
import { reserveDockRoom } from './dockRoom';
import { anyWatched, isUnseen, noticesVersion, subscribeNotices } from './runNotices';
import styles from './RunDock.module.css';

export function RunDock() {
  const t = useMessages('create', zhCreate).runDone;
  const runs = useAppSelector((s) => s.tasks.runs);
  // What is watched and unseen lives outside the store: read again when it changes.
  useSyncExternalStore(subscribeNotices, noticesVersion, noticesVersion);
  if (anyWatched()) return null;
  const shown = runs.filter((run) => (isGoing(run) && run.status !== 'starting') || isUnseen(run.id));
  if (shown.length === 0) return null;
  const state = (run: TaskRun) => {
    if (isGoing(run)) return t.dockGoing;
    if (run.status === 'done') return t.dockDone;
    return run.status === 'partial' ? t.dockPartial : t.dockFailed;
  };
  return (
    <nav className={styles.dock} aria-label={t.dockLabel} ref={reserveDockRoom}>
      <ul className={styles.list}>
        {shown.map((run) => (
          <li key={run.id}>
            <Link className={styles.link} to={runAddress(run)} onClick={() => requestReveal(run.id)}>
              {isGoing(run) ? <span className={styles.spinner} aria-hidden="true" /> : null}
              {t.dockLine(toolName(run.tool), state(run))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

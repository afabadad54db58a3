// What pressing "start" means: signed out → keep the input and sign in; too few points for the
// whole run → keep the input and point to the shop; otherwise start a run (tasks/create) with
// a run id made here, so this workspace follows the run it started. Several runs may go at
// once, up to the rulebook's MAX_PARALLEL_RUNS (Start says so before, not after). Progress,
// results and failures are the runs' own, in the tasks model; this workspace shows its tool's.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AppError } from '../../../app';
import { useConfirm } from '../../../components/dialog/useConfirm';
import { localized } from '../../../locales/active';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { isGoing } from '../../../models/taskRun';
import { tasks, type CreateTaskPayload, type TaskRun } from '../../../models/tasks';
import { CODES } from '../../../rules/errorCodes';
import { canStartRun } from '../../../rules/runs';
import type { ToolId } from '../../../rules/catalog';
import { selectInfo, selectIsLoggedIn, useAppDispatch, useAppSelector } from '../../../store';
import { randomId } from '../../../utils/ids';
import { shopAddress } from '../../../utils/shopAddress';
import { useStartLogin } from '../../auth';
import { clearDraft, saveDraft, type Draft, type DraftSaved } from './draft';
import { shrinkPhoto } from '../input/shrinkPhoto';

export interface Shortage {
  cost: number;
  balance: number;
  /** The photo could not be kept for the way back from the shop. */
  photoLost: boolean;
}

export interface GenerateApi {
  /** This tool's runs on screen, newest first. */
  runs: TaskRun[];
  /** Runs going now, every tool's. */
  going: number;
  /** MAX_PARALLEL_RUNS runs are going: Start waits, and says so. */
  atLimit: boolean;
  /** Set when the balance is below the cost and the photo could not be kept for the shop. */
  shortage: Shortage | null;
  /** The balance is known and below the cost: Start becomes "积分不足 · 去充值". */
  short: boolean;
  loggedIn: boolean;
  /** null until the account info has loaded. */
  balance: number | null;
  /** Signed in, balance not known yet: 'loading' until the account info answers, 'failed' if it did not. */
  balanceState: 'known' | 'loading' | 'failed' | 'signedOut';
  /** Saving the draft and opening the login. */
  leaving: boolean;
  /** From a press of Start until the server has answered that run (accepted or refused): Start is disabled. */
  answering: boolean;
  /** This tool's newest run going when the workspace opened (its input and style go back in), else null. */
  adopted: TaskRun | null;
  start: (request: Omit<CreateTaskPayload, 'runId'>, draft: Draft) => Promise<void>;
  /** Keeps the input (the draft) and leaves to sign in: Start while signed out, and 重新登录 after a sign-in ended. */
  signIn: (draft: Draft) => Promise<void>;
  cancel: (id: string) => Promise<void>;
  dismiss: (id: string) => void;
}

/** Read when a message is built (in render or a callback), so it follows the language in use. */
const texts = () => localized('create', zhCreate);
export const SHOP_PATH = '/user?tab=shop';

/** The server refused for too few points (the balance we showed may have been stale). */
export function isPointsShort(error: AppError): boolean {
  return error.code === CODES.pointsShort;
}

/** True when the draft lost input the user gave: the photo, or (storage off) everything. */
function lostInput(draft: Draft, saved: DraftSaved): 'photo' | 'all' | null {
  if (saved === 'all' || saved === 'shrunk') return null;
  if (draft.photo) return 'photo';
  if (saved === 'nothing' && draft.text) return 'all';
  return null;
}

export function useGenerate(tool: ToolId, cost: number): GenerateApi {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useStartLogin();
  const confirm = useConfirm();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const info = useAppSelector(selectInfo);
  const infoStatus = useAppSelector((s) => s.session.infoStatus);
  const allRuns = useAppSelector((s) => s.tasks.runs);
  const [shortage, setShortage] = useState<Shortage | null>(null);
  const [leaving, setLeaving] = useState(false);
  // One run per press: from the press until the server answers that run, another press starts
  // nothing. The ref stops a second click in the same tick (before a re-render); the run id
  // pressed, read against the run's own status in the store, disables the button after it.
  const starting = useRef(false);
  const [pressed, setPressed] = useState<string | null>(null);
  const [adopted] = useState<TaskRun | null>(() => allRuns.find((run) => run.tool === tool && isGoing(run)) ?? null);

  const runs = useMemo(() => allRuns.filter((run) => run.tool === tool), [allRuns, tool]);
  const going = allRuns.filter(isGoing).length;
  // Answered once the pressed run is no longer 'starting' (accepted or refused); a sign-out
  // rejects its dispatch, which clears `pressed` below.
  const answering = pressed !== null && (allRuns.find((run) => run.id === pressed)?.status ?? 'starting') === 'starting';
  useEffect(() => {
    if (!answering) starting.current = false;
  }, [answering]);
  const balance = loggedIn && info.id !== '' ? info.points : null;
  // A new price or a top-up lifts the shortage.
  const shown = shortage && balance !== null && balance < cost ? shortage : null;

  const signIn = useCallback(
    async (draft: Draft) => {
      setLeaving(true);
      try {
        const lost = lostInput(draft, await saveDraft(draft, shrinkPhoto));
        if (lost) {
          const go = await confirm({
            title: lost === 'photo' ? texts().draftLost.photoTitle : texts().draftLost.allTitle,
            message: lost === 'photo' ? texts().draftLost.photoMessage : texts().draftLost.allMessage,
            confirmLabel: texts().draftLost.go,
            cancel: texts().draftLost.stay,
          });
          if (!go) {
            clearDraft();
            return;
          }
        }
        await login(location.pathname + location.search);
      } finally {
        setLeaving(false);
      }
    },
    [login, confirm, location.pathname, location.search],
  );

  const start = useCallback(
    async (request: Omit<CreateTaskPayload, 'runId'>, draft: Draft) => {
      if (starting.current || answering) return;
      if (!loggedIn) {
        await signIn(draft);
        return;
      }
      if (balance !== null && balance < cost) {
        // Start reads "积分不足 · 去充值": keep the input for the way back, then go to the shop.
        // A photo too big to keep stays here with the reason, and the shop one link away.
        const saved = await saveDraft(draft, shrinkPhoto);
        if (lostInput(draft, saved) === 'photo') {
          setShortage({ cost, balance, photoLost: true });
          return;
        }
        void navigate(shopAddress(cost, location.pathname + location.search));
        return;
      }
      setShortage(null);
      // A failed or stopped run of this tool gives way to the new one (a done one stays).
      for (const run of runs) if (run.status === 'failed' || run.status === 'cancelled') dispatch(tasks.actions.dismiss(run.id));
      const runId = randomId(16);
      starting.current = true;
      setPressed(runId);
      const running = dispatch(tasks.actions.create({ ...request, runId }));
      try {
        await running;
      } catch {
        // Nothing to do here: the failure is the run's status in the store, shown from there.
      } finally {
        setPressed((now) => (now === runId ? null : now));
      }
    },
    [loggedIn, balance, cost, signIn, dispatch, navigate, runs, answering, location.pathname, location.search],
  );

  const cancel = useCallback(
    async (id: string) => {
      try {
        await dispatch(tasks.actions.cancel({ id }));
      } catch {
        // The run says it could not be stopped (state.errors['tasks/cancel']); it goes on.
      }
    },
    [dispatch],
  );

  const dismiss = useCallback((id: string) => void dispatch(tasks.actions.dismiss(id)), [dispatch]);

  let balanceState: GenerateApi['balanceState'] = 'signedOut';
  if (loggedIn) balanceState = balance !== null ? 'known' : infoStatus === 'failed' ? 'failed' : 'loading';

  return {
    runs,
    going,
    atLimit: !canStartRun(going),
    shortage: shown,
    short: balance !== null && balance < cost,
    loggedIn,
    balance,
    balanceState,
    leaving,
    answering,
    adopted,
    start,
    signIn,
    cancel,
    dismiss,
  };
}

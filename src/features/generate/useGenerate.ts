// What pressing "start" means: signed out → keep the input and sign in; too few points →
// keep the input and point to the shop; otherwise run tasks/create. Progress, result and
// failure come from the tasks model, which owns the run (tool, style, input, status): a
// workspace shows the run it started, or the run of its tool that was going on when it
// opened (its input and style go back in). The model runs one task at a time, so while
// another tool's task runs Start waits.
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AppError } from '../../app';
import { useConfirm } from '../../components/dialog/useConfirm';
import { localized } from '../../locales/active';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { tasks, type CreateTaskPayload, type TaskRun } from '../../models/tasks';
import { CODES } from '../../rules/errorCodes';
import type { Resource, ToolId } from '../../services/types';
import { selectInfo, selectIsLoggedIn, useAppDispatch, useAppSelector } from '../../store';
import { useStartLogin } from '../auth/useStartLogin';
import { clearDraft, saveDraft, type Draft, type DraftSaved } from './draft';
import { shrinkPhoto } from './shrinkPhoto';

export type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; startedAt: number }
  | { kind: 'failed'; error: AppError }
  | { kind: 'done'; resource: Resource; source?: string };

export interface Shortage {
  cost: number;
  balance: number;
  /** The photo could not be kept for the way back from the shop. */
  photoLost: boolean;
}

export interface GenerateApi {
  phase: Phase;
  /** Set when the balance is below the cost and the photo could not be kept for the shop. */
  shortage: Shortage | null;
  /** The balance is known and below the cost: Start becomes "积分不足 · 去充值". */
  short: boolean;
  loggedIn: boolean;
  /** null until the account info has loaded. */
  balance: number | null;
  /** Signed in, balance not known yet: 'loading' until the account info answers, 'failed' if it did not. */
  balanceState: 'known' | 'loading' | 'failed' | 'signedOut';
  /** A task started elsewhere (another tool or style) is running: Start must wait. */
  busyElsewhere: boolean;
  /** Saving the draft and opening the login. */
  leaving: boolean;
  /** The run this workspace took over when it opened (its input and style go back in), else null. */
  adopted: TaskRun | null;
  start: (request: CreateTaskPayload, draft: Draft) => Promise<void>;
  reset: () => void;
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

function phaseOf(run: TaskRun): Phase {
  if (run.status === 'running') return { kind: 'running', startedAt: run.startedAt };
  if (run.status === 'done' && run.resource) return { kind: 'done', resource: run.resource, source: run.input.image };
  // Failed, or ended without a result (e.g. withdrawn meanwhile): say so rather than spin.
  return { kind: 'failed', error: run.error ?? { code: 'task_failed', message: texts().noResult } };
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
  const current = useAppSelector((s) => s.tasks.current);
  const [shortage, setShortage] = useState<Shortage | null>(null);
  const [leaving, setLeaving] = useState(false);
  // A workspace opened on the tool whose task is running follows that task.
  const [adopted] = useState<TaskRun | null>(() => (current?.status === 'running' && current.tool === tool ? current : null));
  const [following, setFollowing] = useState(adopted !== null);

  const balance = loggedIn && info.id !== '' ? info.points : null;
  const mine = following && current !== null && current.tool === tool ? current : null;
  const busyElsewhere = current?.status === 'running' && mine === null;
  // A new price or a top-up lifts the shortage.
  const shown = shortage && balance !== null && balance < cost ? shortage : null;

  const start = useCallback(
    async (request: CreateTaskPayload, draft: Draft) => {
      if (!loggedIn) {
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
        void navigate(SHOP_PATH);
        return;
      }
      setShortage(null);
      setFollowing(true);
      try {
        await dispatch(tasks.actions.create(request));
      } catch {
        // Nothing to do here: the failure is the run's status in the store, shown from there.
      }
    },
    [loggedIn, balance, cost, login, confirm, location.pathname, location.search, dispatch, navigate],
  );

  const reset = useCallback(() => setFollowing(false), []);

  let balanceState: GenerateApi['balanceState'] = 'signedOut';
  if (loggedIn) balanceState = balance !== null ? 'known' : infoStatus === 'failed' ? 'failed' : 'loading';

  return {
    phase: mine ? phaseOf(mine) : { kind: 'idle' },
    shortage: shown,
    short: balance !== null && balance < cost,
    loggedIn,
    balance,
    balanceState,
    busyElsewhere,
    leaving,
    adopted,
    start,
    reset,
  };
}

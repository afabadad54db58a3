// What pressing "start" means: signed out → keep the input and sign in; too few points →
// keep the input and point to the shop; otherwise run tasks/create and follow it. The
// progress, result and failure shown belong to a run this workspace started: the model runs
// one task at a time, so while another tool's task runs Start waits instead of being dropped.
import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectInfo, selectIsLoggedIn } from '../../app/selectors';
import type { AppStore } from '../../app/store';
import { useConfirm } from '../../components/dialog/useConfirm';
import { messages } from '../../locales/zh-CN';
import { session } from '../../models/session';
import { tasks, type TaskRequest } from '../../models/tasks';
import type { Resource, ToolId } from '../../services/types';
import { useStartLogin } from '../auth/useStartLogin';
import { clearDraft, saveDraft, type Draft, type DraftSaved } from './draft';
import { lastRun, recordRun, type RunRecord } from './runRecord';
import { shrinkPhoto } from './shrinkPhoto';

export type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; startedAt: number }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; resource: Resource; source?: string };

export interface Shortage {
  cost: number;
  balance: number;
  /** The photo could not be kept for the way back from the shop. */
  photoLost: boolean;
}

export interface GenerateApi {
  phase: Phase;
  /** Set when the balance is known and below the cost. */
  shortage: Shortage | null;
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
  adopted: RunRecord | null;
  start: (request: TaskRequest, draft: Draft) => Promise<void>;
  reset: () => void;
}

const t = messages.create;
const CREATE = 'tasks/create';

/** The server's refusal for too few points, in its own words (the balance we showed may be stale). */
export function isPointsShort(message: string): boolean {
  return message.includes('积分不足');
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
  const store = useStore() as AppStore;
  const location = useLocation();
  const login = useStartLogin();
  const confirm = useConfirm();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const info = useAppSelector(selectInfo);
  const infoLoading = useAppSelector((s) => s.loading.effects['session/fetchInfo'] === true);
  const busy = useAppSelector((s) => s.loading.effects[CREATE] === true);
  const error = useAppSelector((s) => s.errors[CREATE]);
  const current = useAppSelector((s) => s.tasks.current);
  const [shortage, setShortage] = useState<Shortage | null>(null);
  const [leaving, setLeaving] = useState(false);
  // A workspace opened on the tool whose task is running follows that task.
  const [adopted] = useState<RunRecord | null>(() => {
    const run = lastRun(store);
    const running = store.getState().loading.effects[CREATE] === true;
    return run && running && run.tool === tool ? run : null;
  });
  // The run this workspace started, or the one it adopted.
  const [mineId, setMineId] = useState<number | null>(adopted?.id ?? null);
  const [askedInfo, setAskedInfo] = useState(false);

  const balance = loggedIn && info.id !== '' ? info.points : null;

  // The balance decides the cost line and the shortage check; load it once if nobody has.
  useEffect(() => {
    if (loggedIn && info.id === '' && !infoLoading && !askedInfo) {
      setAskedInfo(true);
      dispatch(session.actions.fetchInfo());
    }
  }, [dispatch, loggedIn, info.id, infoLoading, askedInfo]);

  // A new price or a top-up can lift the shortage.
  useEffect(() => {
    if (shortage && (balance === null || balance >= cost)) setShortage(null);
  }, [shortage, balance, cost]);

  const run = lastRun(store);
  const mine = mineId !== null && run !== null && run.id === mineId ? run : null;
  const busyElsewhere = busy && mine === null;

  const start = useCallback(
    async (request: TaskRequest, draft: Draft) => {
      if (!loggedIn) {
        setLeaving(true);
        try {
          const lost = lostInput(draft, await saveDraft(draft, shrinkPhoto));
          if (lost) {
            const go = await confirm({
              title: lost === 'photo' ? t.draftLost.photoTitle : t.draftLost.allTitle,
              message: lost === 'photo' ? t.draftLost.photoMessage : t.draftLost.allMessage,
              confirmLabel: t.draftLost.go,
              cancel: t.draftLost.stay,
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
        setShortage({ cost, balance, photoLost: false });
        const saved = await saveDraft(draft, shrinkPhoto);
        if (lostInput(draft, saved) === 'photo') setShortage({ cost, balance, photoLost: true });
        return;
      }
      // The model would drop this start (one task at a time); the button says why instead.
      if (store.getState().loading.effects[CREATE] === true) return;
      setShortage(null);
      const record = recordRun(store, {
        tool,
        style: request.style,
        startedAt: Date.now(),
        source: request.image,
        photoName: draft.photoName,
        text: request.text,
        bgm: request.bgm,
      });
      setMineId(record.id);
      dispatch(tasks.actions.create(request));
    },
    [loggedIn, balance, cost, login, confirm, location.pathname, location.search, dispatch, store, tool],
  );

  const reset = useCallback(() => setMineId(null), []);

  // Refused for points although the balance looked enough (spent elsewhere): show the real one.
  const refusedForPoints = mine !== null && !busy && error !== undefined && isPointsShort(error);
  useEffect(() => {
    if (refusedForPoints && loggedIn) dispatch(session.actions.fetchInfo());
  }, [refusedForPoints, loggedIn, dispatch]);

  let balanceState: GenerateApi['balanceState'] = 'signedOut';
  if (loggedIn) balanceState = balance !== null ? 'known' : askedInfo && !infoLoading ? 'failed' : 'loading';

  let phase: Phase = { kind: 'idle' };
  if (mine) {
    if (busy) phase = { kind: 'running', startedAt: mine.startedAt };
    else if (error) phase = { kind: 'failed', message: error };
    else if (current && current.resource.typ === tool && current.resource.status === 'done') {
      phase = { kind: 'done', resource: current.resource, source: mine.source };
    } else {
      // Finished without an error and without a result (e.g. revoked meanwhile): say so
      // rather than showing progress forever.
      phase = { kind: 'failed', message: t.noResult };
    }
  }
  return { phase, shortage, loggedIn, balance, balanceState, busyElsewhere, leaving, adopted, start, reset };
}

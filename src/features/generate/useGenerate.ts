// What pressing "start" means: signed out → keep the input and sign in; too few points →
// keep the input and point to the shop; otherwise run tasks/create and follow it. The
// result, progress and failure shown belong to a run this workspace started.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectInfo, selectIsLoggedIn } from '../../app/selectors';
import { session } from '../../models/session';
import { tasks, type TaskRequest } from '../../models/tasks';
import type { Resource, ToolId } from '../../services/types';
import { useStartLogin } from '../auth/useStartLogin';
import { saveDraft, type Draft } from './draft';

export type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; startedAt: number }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; resource: Resource };

export interface GenerateApi {
  phase: Phase;
  /** Set when the balance is known and below the cost. */
  shortage: { cost: number; balance: number } | null;
  loggedIn: boolean;
  /** null until the account info has loaded. */
  balance: number | null;
  start: (request: TaskRequest, draft: Draft) => Promise<void>;
  reset: () => void;
}

export function useGenerate(tool: ToolId, cost: number): GenerateApi {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const login = useStartLogin();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const info = useAppSelector(selectInfo);
  const infoLoading = useAppSelector((s) => s.loading.effects['session/fetchInfo'] === true);
  const running = useAppSelector((s) => s.loading.effects['tasks/create'] === true);
  const error = useAppSelector((s) => s.errors['tasks/create']);
  const current = useAppSelector((s) => s.tasks.current);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [shortage, setShortage] = useState<GenerateApi['shortage']>(null);
  const askedInfo = useRef(false);

  const balance = loggedIn && info.id !== '' ? info.points : null;

  // The balance decides the cost line and the shortage check; load it once if nobody has.
  useEffect(() => {
    if (loggedIn && info.id === '' && !infoLoading && !askedInfo.current) {
      askedInfo.current = true;
      dispatch(session.actions.fetchInfo());
    }
  }, [dispatch, loggedIn, info.id, infoLoading]);

  // A new price or a top-up can lift the shortage.
  useEffect(() => {
    if (shortage && (balance === null || balance >= cost)) setShortage(null);
  }, [shortage, balance, cost]);

  const start = useCallback(
    async (request: TaskRequest, draft: Draft) => {
      if (!loggedIn) {
        saveDraft(draft);
        await login(location.pathname + location.search);
        return;
      }
      if (balance !== null && balance < cost) {
        saveDraft(draft);
        setShortage({ cost, balance });
        return;
      }
      setShortage(null);
      setStartedAt(Date.now());
      dispatch(tasks.actions.create(request));
    },
    [loggedIn, balance, cost, login, location.pathname, location.search, dispatch],
  );

  const reset = useCallback(() => setStartedAt(null), []);

  let phase: Phase = { kind: 'idle' };
  if (startedAt !== null) {
    if (running) phase = { kind: 'running', startedAt };
    else if (error) phase = { kind: 'failed', message: error };
    else if (current && current.resource.typ === tool && current.resource.status === 'done') {
      phase = { kind: 'done', resource: current.resource };
    } else phase = { kind: 'running', startedAt };
  }
  return { phase, shortage, loggedIn, balance, start, reset };
}

// The WeChat login returns here with ?code&state: exchange them, then go back to where
// the login started. Outside the main layout, so it is a small centred card.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectEffectError, selectEffectLoading, selectIsLoggedIn } from '../../app/selectors';
import { Button, buttonClass } from '../../components/button/Button';
import { Spinner } from '../../components/feedback/Spinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { takeReturnTo } from '../../features/auth/returnTo';
import { useStartLogin } from '../../features/auth/useStartLogin';
import { auth } from '../../locales/zh-CN/auth';
import { session } from '../../models/session';
import styles from './LoginSuccessPage.module.css';

const t = auth.loginSuccess;
const LOGIN = 'session/login';

type Phase = { kind: 'working' } | { kind: 'failed'; reason: string };

export default function LoginSuccessPage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loading = useAppSelector(selectEffectLoading(LOGIN));
  const error = useAppSelector(selectEffectError(LOGIN));
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [phase, setPhase] = useState<Phase>(() =>
    code && state ? { kind: 'working' } : { kind: 'failed', reason: t.missingParams },
  );
  const started = useRef(false);
  const sawLoading = useRef(false);

  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    dispatch(session.actions.login({ code, state }));
  }, [code, state, dispatch]);

  useEffect(() => {
    if (!started.current || phase.kind !== 'working') return;
    if (loading) {
      sawLoading.current = true;
      return;
    }
    if (!sawLoading.current) return; // the exchange has not started yet
    if (loggedIn) {
      dispatch(session.actions.fetchInfo());
      navigate(takeReturnTo(), { replace: true });
    } else {
      setPhase({ kind: 'failed', reason: error ?? t.rejected });
    }
  }, [loading, loggedIn, error, phase.kind, dispatch, navigate]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {phase.kind === 'working' ? (
          <div className={styles.working}>
            <Spinner size="lg" />
            <p role="status">{t.working}</p>
          </div>
        ) : (
          <Failure reason={phase.reason} />
        )}
      </div>
    </main>
  );
}

function Failure({ reason }: { reason: string }) {
  const startLogin = useStartLogin();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.failure} role="alert">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <h1 className={styles.title}>{t.failedTitle}</h1>
      <p className={styles.reason}>{t.reason(reason)}</p>
      <div className={styles.actions}>
        <Button
          busy={busy}
          onClick={async () => {
            setBusy(true);
            // Keep where the first attempt wanted to go (peek, then put it back).
            const back = takeReturnTo();
            await startLogin(back);
            setBusy(false);
          }}
        >
          {t.retry}
        </Button>
        <Link to="/" className={buttonClass('secondary')}>
          {t.home}
        </Link>
      </div>
    </div>
  );
}

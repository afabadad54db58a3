// The WeChat login returns here with ?code&state (and the nonce of the start, ?login): the
// code is exchanged only when this browser began that login and has not used it
// (features/auth/loginAttempts.ts), then the user goes back to where the login started. A
// link someone else made changes nothing, signed in or not. Outside the main layout.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../store';
import { Button, buttonClass } from '../../components/button/Button';
import { Spinner } from '../../components/feedback/Spinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { findAttempt, lastReturnTo, NONCE_PARAM, takeAttempt } from '../../features/auth/loginAttempts';
import { useStartLogin } from '../../features/auth/useStartLogin';
import { auth as zhAuth } from '../../locales/zh-CN/auth';
import { useMessages } from '../../locales/useLocale';
import { session } from '../../models/session';
import { ApiError } from '../../services/errors';
import { useErrorText } from '../../features/errors/useErrorText';
import styles from './LoginSuccessPage.module.css';

// A failure keeps which one it was (or the effect's own message), so the words follow a language switch.
type Phase =
  { kind: 'working' } | { kind: 'failed'; reason: 'missingParams' | 'rejected' | 'notThisBrowser' | { failure: unknown } };

export default function LoginSuccessPage() {
  const t = useMessages('auth', zhAuth).loginSuccess;
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const nonce = params.get(NONCE_PARAM);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>(() => {
    if (!code || !state) return { kind: 'failed', reason: 'missingParams' };
    // Only a login this browser began (and has not used) is exchanged.
    return findAttempt(nonce, state) ? { kind: 'working' } : { kind: 'failed', reason: 'notThisBrowser' };
  });
  const failureText = useErrorText(phase.kind === 'failed' && typeof phase.reason === 'object' ? phase.reason.failure : null);
  const started = useRef(false);

  useEffect(() => {
    if (!code || !state || started.current || phase.kind !== 'working') return;
    started.current = true;
    // Used up here: the same link cannot sign in twice.
    const attempt = takeAttempt(nonce, state);
    if (!attempt) return;
    // The exchange answers: signed in → back to where the login started; refused or failed → say why.
    void dispatch(session.actions.login({ code, state })).then(
      (signedIn) => {
        if (signedIn) void navigate(attempt.returnTo, { replace: true });
        else setPhase({ kind: 'failed', reason: 'rejected' });
      },
      (error: unknown) => setPhase({ kind: 'failed', reason: error instanceof ApiError ? { failure: error } : 'rejected' }),
    );
  }, [code, state, nonce, phase.kind, dispatch, navigate]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {phase.kind === 'working' ? (
          <div className={styles.working}>
            <Spinner size="lg" />
            <p role="status">{t.working}</p>
          </div>
        ) : (
          <Failure reason={typeof phase.reason === 'string' ? t[phase.reason] : failureText} />
        )}
      </div>
    </main>
  );
}

function Failure({ reason }: { reason: string }) {
  const t = useMessages('auth', zhAuth).loginSuccess;
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
            // Back to where the last login this browser began wanted to go.
            await startLogin(lastReturnTo());
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

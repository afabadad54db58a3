// The WeChat login returns here with ?code&state: exchange them, then go back to where
// the login started. Outside the main layout, so it is a small centred card.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../store';
import { Button, buttonClass } from '../../components/button/Button';
import { Spinner } from '../../components/feedback/Spinner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { takeReturnTo } from '../../features/auth/returnTo';
import { useStartLogin } from '../../features/auth/useStartLogin';
import { auth as zhAuth } from '../../locales/zh-CN/auth';
import { useMessages } from '../../locales/useLocale';
import { session } from '../../models/session';
import styles from './LoginSuccessPage.module.css';

// A failure keeps which one it was (or the effect's own message), so the words follow a language switch.
type Phase = { kind: 'working' } | { kind: 'failed'; reason: 'missingParams' | 'rejected' | { message: string } };

export default function LoginSuccessPage() {
  const t = useMessages('auth', zhAuth).loginSuccess;
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>(() =>
    code && state ? { kind: 'working' } : { kind: 'failed', reason: 'missingParams' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    // The exchange answers: signed in → back to where the login started; refused or failed → say why.
    void dispatch(session.actions.login({ code, state })).then(
      (signedIn) => {
        if (signedIn) void navigate(takeReturnTo(), { replace: true });
        else setPhase({ kind: 'failed', reason: 'rejected' });
      },
      (error: unknown) =>
        setPhase({ kind: 'failed', reason: error instanceof Error && error.message ? { message: error.message } : 'rejected' }),
    );
  }, [code, state, dispatch, navigate]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {phase.kind === 'working' ? (
          <div className={styles.working}>
            <Spinner size="lg" />
            <p role="status">{t.working}</p>
          </div>
        ) : (
          <Failure reason={typeof phase.reason === 'string' ? t[phase.reason] : phase.reason.message} />
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

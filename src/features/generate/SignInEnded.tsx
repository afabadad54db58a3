// The sign-in ended while the workspace is open (the server refused the token, or another tab
// signed out): the page's own notice sits under the workspace's dialog (a phone's full-screen
// workspace covers it), so the workspace says it at its top, with 重新登录. That button keeps
// the photo and text as a draft and comes back to this workspace with them (useGenerate's
// signIn, the same way Start goes while signed out).
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button/Button';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import { selectIsLoggedIn, useAppSelector } from '../../store';
import styles from './SignInEnded.module.css';

export interface SignInEndedProps {
  onSignIn: () => void;
  /** Keeping the input and opening the login. */
  busy: boolean;
}

export function SignInEnded({ onSignIn, busy }: SignInEndedProps) {
  const t = useMessages('create', zhCreate).signInEnded;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The server refused our token (401): told until the next sign-in.
  const refused = useAppSelector((s) => s.session.expiredNotice);
  // Signed in at some point while this workspace was open: signed out since, it ended here.
  const [wasSignedIn, setWasSignedIn] = useState(loggedIn);
  const [dismissed, setDismissed] = useState(false);
  if (loggedIn && !wasSignedIn) setWasSignedIn(true);
  if (loggedIn && dismissed) setDismissed(false);

  const show = !loggedIn && !dismissed && (refused || wasSignedIn);
  // The workspace may be scrolled to its results (a phone's full screen): bring the notice into view.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (show) notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [show]);
  if (!show) return null;
  return (
    <div ref={notice} className={styles.notice} role="alert">
      <div className={styles.words}>
        <p className={styles.title}>{refused ? t.expired : t.signedOut}</p>
        <p className={styles.text}>{t.text}</p>
      </div>
      <Button size="sm" onClick={onSignIn} busy={busy}>
        {t.action}
      </Button>
      <button type="button" className={styles.close} aria-label={t.dismiss} onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}

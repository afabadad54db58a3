// The sign-in ended while the workspace is open (the server refused the token, it expired, or
// another tab signed out): the page's own notice sits under the workspace's dialog (a phone's
// full-screen workspace covers it), so the workspace says it at its top, with 重新登录, and
// takes the page's notice over (a page showing the workspace inline, /gif or /pbd, would
// otherwise say it twice). That button keeps the photo and text as a draft and comes back to
// this workspace with them (useGenerate's signIn, the way Start goes while signed out). The
// user's own sign-out is not news: no notice.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button/Button';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import { session } from '../../../models/session';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '../../../store';
import styles from './SignInEnded.module.css';

export interface SignInEndedProps {
  onSignIn: () => void;
  /** Keeping the input and opening the login. */
  busy: boolean;
}

export function SignInEnded({ onSignIn, busy }: SignInEndedProps) {
  const t = useMessages('create', zhCreate).signInEnded;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const endedBy = useAppSelector((s) => s.session.endedBy);
  // The server refused our token (401): the layout's notice, taken over below, so kept here
  // until the next sign-in.
  const refusedNow = useAppSelector((s) => s.session.expiredNotice);
  const [refused, setRefused] = useState(refusedNow);
  if (refusedNow && !refused) setRefused(true);
  if (loggedIn && refused) setRefused(false);
  // Signed in at some point while this workspace was open: signed out since, it ended here.
  const [wasSignedIn, setWasSignedIn] = useState(loggedIn);
  const [dismissed, setDismissed] = useState(false);
  if (loggedIn && !wasSignedIn) setWasSignedIn(true);
  if (loggedIn && dismissed) setDismissed(false);

  const show = !loggedIn && !dismissed && (refused || (wasSignedIn && endedBy !== 'logout'));
  // Before paint, so the page's notice and this one are never seen together.
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    if (show && refusedNow) dispatch(session.actions.dismissExpiredNotice());
  }, [show, refusedNow, dispatch]);
  // The workspace may be scrolled to its results (a phone's full screen): bring the notice into view.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (show) notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [show]);
  if (!show) return null;
  return (
    <div ref={notice} className={styles.notice} role="alert">
      <div className={styles.words}>
        <p className={styles.title}>{refused || endedBy !== 'elsewhere' ? t.expired : t.signedOut}</p>
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

import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../components/button/Button';
import { LockIcon } from '../../components/icons';
import { auth as zhAuth } from '../../locales/zh-CN/auth';
import { useMessages } from '../../locales/useLocale';
import invitation from '../../components/feedback/Invitation.module.css';
import styles from './LoginInvite.module.css';
import { useStartLogin } from './useStartLogin';

export interface LoginInviteProps {
  title?: string;
  text?: string;
}

/** Signed-out pages: what signing in gives, the button that starts the login, and what a new account gets. */
export function LoginInvite({ title, text }: LoginInviteProps) {
  const auth = useMessages('auth', zhAuth);
  const startLogin = useStartLogin();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  return (
    <div className={`${invitation.column} ${styles.invite}`}>
      <div className={invitation.icon} aria-hidden="true">
        <LockIcon />
      </div>
      <h2 className={styles.title}>{title ?? auth.invite.title}</h2>
      <p className={styles.text}>{text ?? auth.invite.text}</p>
      <Button
        size="lg"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          await startLogin(location.pathname + location.search);
          setBusy(false);
        }}
      >
        {auth.invite.button}
      </Button>
      <p className={styles.welcome}>{auth.welcome}</p>
    </div>
  );
}

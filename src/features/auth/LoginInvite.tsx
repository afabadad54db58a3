import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../components/button/Button';
import { LockIcon } from '../../components/icons';
import { auth } from '../../locales/zh-CN/auth';
import styles from './LoginInvite.module.css';
import { useStartLogin } from './useStartLogin';

export interface LoginInviteProps {
  title?: string;
  text?: string;
}

/** Signed-out pages: what signing in gives, and the button that starts the QR login. */
export function LoginInvite({ title = auth.invite.title, text = auth.invite.text }: LoginInviteProps) {
  const startLogin = useStartLogin();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.invite}>
      <div className={styles.icon} aria-hidden="true">
        <LockIcon />
      </div>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
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
    </div>
  );
}

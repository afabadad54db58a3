import { useLocation } from 'react-router-dom';
import { Button } from '../../components/button/Button';
import { auth as zhAuth } from '../../locales/zh-CN/auth';
import { useMessages } from '../../locales/useLocale';
import { session } from '../../models/session';
import { useAppDispatch } from '../../store';
import styles from './ExpiredNotice.module.css';
import { useStartLogin } from './useStartLogin';

/** The notice itself (ExpiredNotice.tsx shows it): what happened, sign in again, dismiss. */
export function ExpiredNoticeBody() {
  const auth = useMessages('auth', zhAuth);
  const dispatch = useAppDispatch();
  const startLogin = useStartLogin();
  const location = useLocation();
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>{auth.expired.text}</p>
      <Button size="sm" onClick={() => void startLogin(location.pathname + location.search)}>
        {auth.expired.action}
      </Button>
      <button
        type="button"
        className={styles.close}
        aria-label={auth.expired.dismiss}
        onClick={() => dispatch(session.actions.dismissExpiredNotice())}
      >
        ×
      </button>
    </div>
  );
}

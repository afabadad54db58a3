import { useLocation } from 'react-router-dom';
import { Button } from '../../components/button/Button';
import { auth as zhAuth } from '../../locales/zh-CN/auth';
import { useMessages } from '../../locales/useLocale';
import { session } from '../../models/session';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '../../store';
import styles from './ExpiredNotice.module.css';
import { useStartLogin } from './useStartLogin';

/** After the server refused our login (401): say so, and offer to sign in again. */
export function ExpiredNotice() {
  const auth = useMessages('auth', zhAuth);
  const show = useAppSelector((s) => s.session.expiredNotice);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const startLogin = useStartLogin();
  const location = useLocation();
  if (!show || loggedIn) return null;
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

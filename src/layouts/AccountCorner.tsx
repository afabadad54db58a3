import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectInfo, selectIsLoggedIn } from '../app/selectors';
import { Button } from '../components/button/Button';
import { useStartLogin } from '../features/auth/useStartLogin';
import { common } from '../locales/zh-CN/common';
import { session } from '../models/session';
import styles from './Header.module.css';

/** "登录" when signed out; avatar + points (→ /user) when signed in. */
export function AccountCorner() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const info = useAppSelector(selectInfo);
  const dispatch = useAppDispatch();
  const startLogin = useStartLogin();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loggedIn && !info.id) dispatch(session.actions.fetchInfo());
  }, [loggedIn, info.id, dispatch]);

  if (!loggedIn) {
    return (
      <Button
        size="sm"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          await startLogin(location.pathname + location.search);
          setBusy(false);
        }}
      >
        {common.account.login}
      </Button>
    );
  }
  return (
    <Link to="/user" className={styles.me} title={common.account.userCenter}>
      {info.avatar ? (
        <img className={styles.avatar} src={info.avatar} alt={common.account.avatarAlt} />
      ) : (
        <span className={styles.avatar} role="img" aria-label={common.account.avatarAlt} />
      )}
      <span className={styles.points}>{common.account.points(info.points)}</span>
    </Link>
  );
}

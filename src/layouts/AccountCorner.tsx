import { useState } from 'react';
import { allowedMedia } from '../utils/untrusted';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../components/button/Button';
import { useStartLogin } from '../features/auth/useStartLogin';
import { common as zhCommon } from '../locales/zh-CN/common';
import { useMessages } from '../locales/useLocale';
import { selectInfo, selectIsLoggedIn, useAppSelector } from '../store';
import styles from './Header.module.css';

/**
 * "登录" when signed out; avatar + points (→ /user) when signed in. The session model loads
 * the account; until it has, the corner says 个人中心 rather than inventing "0 积分".
 */
export function AccountCorner() {
  const common = useMessages('common', zhCommon);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const info = useAppSelector(selectInfo);
  const startLogin = useStartLogin();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

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
  const known = info.id !== '';
  return (
    <Link to="/user" className={styles.me} title={common.account.userCenter} data-qa-step="opens my account">
      {info.avatar ? (
        <img className={styles.avatar} src={allowedMedia(info.avatar)} alt={common.account.avatarAlt} />
      ) : (
        <span className={styles.avatar} role="img" aria-label={common.account.avatarAlt} />
      )}
      <span className={styles.points}>{known ? common.account.points(info.points) : common.account.userCenter}</span>
    </Link>
  );
}

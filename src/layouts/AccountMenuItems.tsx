// The phone menu's account entries, signed in only: my resources, the points shop and sign
// out, which a computer reaches through the account corner and the account page's tabs (the
// menu is the phone's whole navigation; before, only the points pill led there). Not in the
// first screen: the header loads this with the menu's first opening (its words are the account
// page's, which come along), and Header.module.css hides it above the phone width.
import { Link, useLocation } from 'react-router-dom';
import { useConfirm } from '../components/dialog/useConfirm';
import { showToast } from '../components/toast/toastStore';
import { user as zhUser } from '../locales/zh-CN/user';
import { useMessages } from '../locales/useLocale';
import { session } from '../models/session';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '../store';
import styles from './Header.module.css';

export interface AccountMenuItemsProps {
  /** The entries are gone with the login: the menu closes and focus goes back to its button. */
  onSignedOut: () => void;
}

export function AccountMenuItems({ onSignedOut }: AccountMenuItemsProps) {
  const t = useMessages('user', zhUser);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const { pathname, search } = useLocation();
  if (!loggedIn) return null;
  const tab = pathname === '/user' ? new URLSearchParams(search).get('tab') : null;

  // As the account tab's 退出登录: asked first, then said.
  const signOut = async () => {
    const a = t.account;
    const ok = await confirm({
      title: a.logoutTitle,
      message: a.logoutMessage,
      confirmLabel: a.logout,
      cancel: true,
      danger: true,
    });
    if (!ok) return;
    await dispatch(session.actions.logout());
    showToast(a.loggedOut);
    onSignedOut();
  };
  const entry = (id: 'resources' | 'shop') => (
    <li>
      <Link
        to={`/user?tab=${id}`}
        className={`${styles.link} ${tab === id ? styles.active : ''}`}
        aria-current={tab === id ? 'page' : undefined}
      >
        {t.tabs[id]}
      </Link>
    </li>
  );
  return (
    <li className={styles.accountEntries}>
      <ul aria-label={t.title} className={styles.list}>
        {entry('resources')}
        {entry('shop')}
        <li>
          <button type="button" className={styles.link} onClick={() => void signOut()}>
            {t.account.logout}
          </button>
        </li>
      </ul>
    </li>
  );
}

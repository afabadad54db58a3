// /user: account, my resources and the shop as tabs kept in ?tab= so they can be linked.
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../store';
import { selectIsLoggedIn } from '../../store';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LoginInvite } from '../../features/auth/LoginInvite';
import { user as zhUser } from '../../locales/zh-CN/user';
import { useMessages } from '../../locales/useLocale';
import { AccountPanel } from './AccountPanel';
import { parseTab, USER_TABS, type UserTab } from './format';
import { ResourcesPanel } from './ResourcesPanel';
import { ShopPanel } from './ShopPanel';
import styles from './UserPage.module.css';

export default function UserPage() {
  const user = useMessages('user', zhUser);
  useDocumentTitle(user.title);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const tabRefs = useRef<Record<UserTab, HTMLButtonElement | null>>({ account: null, resources: null, shop: null });

  if (!loggedIn) {
    return (
      <section className={styles.page}>
        {/* Every page has its own h1 (the invite's title is an h2), as on /agent and /pdf. */}
        <h1 className={styles.heading}>{user.title}</h1>
        <LoginInvite title={user.signedOut.title} text={user.signedOut.text} />
      </section>
    );
  }

  const select = (next: UserTab) => setParams({ tab: next }, { replace: false });
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent) => {
    const i = USER_TABS.indexOf(tab);
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = USER_TABS[(i + delta + USER_TABS.length) % USER_TABS.length];
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{user.title}</h1>
      <div role="tablist" aria-label={user.tabs.label} className={styles.tabs}>
        {USER_TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`user-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`user-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onKeyDown={onKeyDown}
            className={`${styles.tab} ${tab === id ? styles.tabActive : ''}`}
            onClick={() => select(id)}
          >
            {user.tabs[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`user-panel-${tab}`} aria-labelledby={`user-tab-${tab}`} className={styles.panel}>
        {tab === 'account' && <AccountPanel />}
        {tab === 'resources' && <ResourcesPanel />}
        {tab === 'shop' && <ShopPanel />}
      </div>
    </section>
  );
}

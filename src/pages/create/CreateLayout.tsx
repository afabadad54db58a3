// The create section's shared layout: a sub-nav (GIF / photo video / subtitle) above the page.
import { NavLink, Outlet } from 'react-router-dom';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { useMessages } from '../../locales/useLocale';
import styles from './CreateLayout.module.css';

const LINKS = [
  { to: '/gif', label: 'gif' },
  { to: '/pbd', label: 'pbd' },
  { to: '/subtitle', label: 'subtitle' },
] as const;

export default function CreateLayout() {
  const t = useMessages('create', zhCreate).layout;
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t.nav}>
        <ul className={styles.list}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                {t[link.label]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

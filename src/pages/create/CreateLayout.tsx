// The create section's shared layout: a sub-nav (GIF / photo video / subtitle) above the page.
import { NavLink, Outlet } from 'react-router-dom';
import { messages } from '../../locales/zh-CN';
import styles from './CreateLayout.module.css';

const t = messages.create.layout;

const LINKS = [
  { to: '/gif', label: t.gif },
  { to: '/pbd', label: t.pbd },
  { to: '/subtitle', label: t.subtitle },
] as const;

export default function CreateLayout() {
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t.nav}>
        <ul className={styles.list}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

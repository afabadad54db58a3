import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { common as zhCommon } from '../locales/zh-CN/common';
import type { Catalogue } from '../locales/types';
import { useMessages } from '../locales/useLocale';
import { AccountCorner } from './AccountCorner';
import type { AccountMenuItemsProps } from './AccountMenuItems';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Header.module.css';

type NavWords = Catalogue['common']['nav'];

/** A link of the main nav; its label is a key of the nav area of the catalogue, read in the language in use. */
interface NavEntry {
  to: string;
  label: 'home' | 'gif' | 'pbd' | 'subtitle' | 'agent' | 'pdf' | 'blog' | 'download';
  /** Active only at exactly this address (the home page, which every address starts with). */
  end?: boolean;
}

const HOME: readonly NavEntry[] = [{ to: '/', label: 'home', end: true }];
const CREATE_LINKS: readonly NavEntry[] = [
  { to: '/gif', label: 'gif' },
  { to: '/pbd', label: 'pbd' },
  { to: '/subtitle', label: 'subtitle' },
];
const LINKS_AFTER: readonly NavEntry[] = [
  { to: '/agent', label: 'agent' },
  { to: '/pdf', label: 'pdf' },
  { to: '/blog', label: 'blog' },
  { to: '/download', label: 'download' },
];

const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;

/** The nav's links as list items: every link of the header, in the top list and in the create submenu. */
function NavItems({ links, words }: { links: readonly NavEntry[]; words: NavWords }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.end} className={linkClass}>
        {words[link.label]}
      </NavLink>
    </li>
  ));
}

export function Header() {
  const common = useMessages('common', zhCommon);
  const t = common.nav;
  const location = useLocation();
  // Any navigation closes the menus: each remembers the address it was opened at.
  const here = location.pathname + location.search;
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [createOpenAt, setCreateOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === here;
  const createOpen = createOpenAt === here;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? here : null);
  // The menu's account entries (a phone's way to my resources, the shop and sign out) load with
  // its first opening, not with the first screen; a failed load leaves them out (the points pill
  // still leads to the account) and the next opening tries again.
  const [AccountEntries, setAccountEntries] = useState<ComponentType<AccountMenuItemsProps> | null>(null);
  const toggleMenu = () => {
    if (!menuOpen && !AccountEntries) {
      import(/* webpackChunkName: "menu-account" */ './AccountMenuItems').then(
        (m) => setAccountEntries(() => m.AccountMenuItems),
        () => undefined,
      );
    }
    setMenuOpen(!menuOpen);
  };
  const setCreateOpen = useCallback((open: boolean) => setCreateOpenAt(open ? here : null), [here]);
  const createRef = useRef<HTMLLIElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const inCreate = CREATE_LINKS.some((l) => location.pathname === l.to);

  // The create submenu closes on a click elsewhere, or on Escape with focus back on its button
  // (a focused link inside would otherwise vanish and drop focus to the page).
  useEffect(() => {
    if (!createOpen) return;
    const onDown = (e: MouseEvent) => {
      if (!createRef.current?.contains(e.target as Node)) setCreateOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setCreateOpen(false);
      createButton.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [createOpen, setCreateOpen]);

  // The phone menu closes on Escape, focus back on the menu button (the submenu's Escape first).
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || createOpen) return;
      setMenuOpenAt(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, createOpen]);

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/" className="app-brand" aria-label={t.homeLink}>
          {/* The favicon, which the browser has fetched already; decorative beside the name. */}
          <img className="app-logo" src="/miao_web/favicon.svg" alt="" width={30} height={30} />
          <span className="app-brand-name">{common.appName}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          aria-label={menuOpen ? t.menuClose : t.menuOpen}
          onClick={toggleMenu}
        >
          <span className={styles.burger} aria-hidden="true" data-open={menuOpen} />
        </button>
        <nav id="main-nav" aria-label={t.label} className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul className={styles.list}>
            <NavItems links={HOME} words={t} />
            <li ref={createRef} className={styles.group}>
              <button
                ref={createButton}
                type="button"
                className={`${styles.link} ${styles.groupButton} ${inCreate ? styles.active : ''}`}
                aria-expanded={createOpen}
                aria-controls="nav-create"
                onClick={() => setCreateOpen(!createOpen)}
              >
                {t.create}
                <span className={styles.caret} aria-hidden="true" />
              </button>
              <ul id="nav-create" className={`${styles.submenu} ${createOpen ? styles.submenuOpen : ''}`}>
                <NavItems links={CREATE_LINKS} words={t} />
              </ul>
            </li>
            <NavItems links={LINKS_AFTER} words={t} />
            {menuOpen && AccountEntries ? (
              <AccountEntries
                onSignedOut={() => {
                  setMenuOpenAt(null);
                  menuButton.current?.focus();
                }}
              />
            ) : null}
          </ul>
        </nav>
        <div className={styles.account}>
          <LanguageSwitch placement="header" />
          <AccountCorner />
        </div>
      </div>
    </header>
  );
}

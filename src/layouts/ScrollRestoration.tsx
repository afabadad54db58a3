// Scroll positions per history entry, for the declarative router (react-router's own
// <ScrollRestoration> needs its data router, which weighs 17 kB gzip more in the first
// screen: docs/decisions.md "Router"). What a browser does for a multi-page site:
// - Back, Forward and a reload (a POP) come back to where that entry was left;
// - a new entry (a link, a redirect) opens at its #anchor, or at the top.
// Positions are kept per entry key (history.state.key, given to the first entry by
// routes/historyKey.ts) while the user scrolls, and in sessionStorage across a reload.
import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'miao-scroll';
/** Old entries are dropped beyond this many, so the stored map stays small. */
const MAX_ENTRIES = 100;

type Positions = Record<string, number>;

const isPositions = (value: unknown): value is Positions =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((y) => typeof y === 'number' && Number.isFinite(y) && y >= 0);

function readStored(): Positions {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return isPositions(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function store(positions: Positions): void {
  const kept = Object.entries(positions).slice(-MAX_ENTRIES);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: positions are still kept for this page's life.
  }
}

function anchorOf(hash: string): Element | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const currentKey = useRef(location.key);

  // A layout effect, so these listeners are older than the router's (a child's layout effects
  // run before its parent's): on Back and Forward ours saves the position before the router
  // renders the other page (with a passive effect the router came first, and a scroll made
  // in the same frame as a Back was lost: the e2e test caught it 1 run in 6).
  useLayoutEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    positions.current ??= readStored();
    // Saved at each scroll event, not a frame later: a Back within that frame would otherwise
    // lose the last position (the e2e test did, by chance). A number in a map is cheap.
    const save = () => {
      (positions.current ??= {})[currentKey.current] = window.scrollY;
    };
    const onHide = () => {
      save();
      if (positions.current) store(positions.current);
    };
    window.addEventListener('scroll', save, { passive: true });
    // Back and Forward, and a link's click: saved again before the router hears of it, in
    // case no scroll event came since the last scroll (scroll events come once a frame).
    window.addEventListener('popstate', save);
    document.addEventListener('click', save, { capture: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('popstate', save);
      document.removeEventListener('click', save, { capture: true });
      window.removeEventListener('pagehide', onHide);
      window.history.scrollRestoration = before;
    };
  }, []);

  // Before paint, so a page never shows a frame at the wrong height.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    positions.current ??= readStored();
    const saved = positions.current[location.key];
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = anchorOf(location.hash);
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}

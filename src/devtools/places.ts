// Where a recorded step happened, in words (the QA recorder, development only): step names are
// English, with the controls' own words quoted (gestures.ts), so a place is named by its route
// ("my resources", "the Text to speech workspace"), never by its address: a sign-in's return
// carries one-time codes that differ on every run and mean nothing to a reader.
import { catalog } from '../locales/en/catalog';
import { isToolId } from '../rules/catalog';

/** Pages by their path (the router's terms, without the base). */
const PAGES: Record<string, string> = {
  '/': 'the home page',
  '/index.html': 'the home page',
  '/login_success': 'the sign-in return',
  '/gif': 'the Talking GIF page',
  '/pbd': 'the Photo to video page',
  '/subtitle': 'the Video subtitles page',
  '/pdf': 'the PDF assistant',
  '/blog': 'the blog',
  '/contract': 'the terms of service',
  '/download': 'the download page',
  '/agent': 'the AI agent page',
};

const USER_TABS: Record<string, string> = {
  account: 'my account',
  resources: 'my resources',
  shop: 'the points shop',
};

function split(page: string): { path: string; query: URLSearchParams } {
  const at = page.indexOf('?');
  return at < 0
    ? { path: page || '/', query: new URLSearchParams() }
    : { path: page.slice(0, at) || '/', query: new URLSearchParams(page.slice(at + 1)) };
}

/** "the home page", "my resources", "the Text to speech workspace"; an unknown page by its path alone. */
export function placeOf(page: string): string {
  const { path, query } = split(page);
  if (path === '/user') return USER_TABS[query.get('tab') ?? ''] ?? USER_TABS.account;
  const tool = query.get('tool');
  if ((path === '/' || path === '/index.html') && tool !== null && isToolId(tool)) return `the ${catalog.tools[tool]} workspace`;
  return PAGES[path] ?? path;
}

/** The first step of a page load: "comes back from signing in", "opens my resources". */
export function openedName(page: string): string {
  return split(page).path === '/login_success' ? 'comes back from signing in' : `opens ${placeOf(page)}`;
}

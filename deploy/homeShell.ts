// The home page's first screen in the HTML: the build writes dist/home.html (zh-CN) and
// dist/home.en.html from dist/index.html with the header bar and the hero inside #root, and
// the servers send it for /miao_web/ (nginx by the miao_locale cookie, the preview server
// likewise: deploy/appServer.ts). The browser paints the hero before any script has run (the
// page's largest element, so LCP is the first paint); React then replaces it with the same
// boxes (src/styles/shell.css holds their rules for both). No script, no inline style: the
// CSP stays as it is.
//
// The app's scripts are not in the shell's <head>: public/shell-loader.js (a few hundred
// bytes, shipped as written, so its comments live here) reads them from its data-scripts
// attribute and adds them after the next paint (a frame, then a task), with async = false
// so they run in order as index.html's deferred tags do; a hidden tab, which paints
// nothing, gets them at once. Loading the 130 kB of JavaScript after that paint leaves a
// slow network's bandwidth to the HTML and the stylesheet first.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeOfRequest, type Locale } from '../src/locales/locale';
import { common as enCommon } from '../src/locales/en/common';
import { home as enHome } from '../src/locales/en/home';
import { common as zhCommon } from '../src/locales/zh-CN/common';
import { home as zhHome } from '../src/locales/zh-CN/home';

/** The file each language's shell is written to, beside index.html. */
export const HOME_SHELL_FILES: Record<Locale, string> = { 'zh-CN': 'home.html', en: 'home.en.html' };

const words = {
  'zh-CN': { common: zhCommon, home: zhHome },
  en: { common: enCommon, home: enHome },
} as const;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The header's logo (src/layouts/Header.tsx): the favicon.
const LOGO = '<img class="app-logo" src="/miao_web/favicon.svg" alt="" width="30" height="30">';

/** The header bar and the hero, in the markup and classes MainLayout, Header and Hero render. */
export function shellMarkup(locale: Locale): string {
  const { common, home } = words[locale];
  return [
    '<div class="app-frame" data-shell="home">',
    `<header class="app-header"><div class="app-header-inner"><span class="app-brand">${LOGO}<span class="app-brand-name">${escapeHtml(common.appName)}</span></span></div></header>`,
    '<main class="app-main"><div class="home-page">',
    '<section class="hero"><div class="hero-glow" aria-hidden="true"></div>',
    `<p class="hero-brand">${escapeHtml(home.hero.title)}</p>`,
    `<h1 class="hero-title">${escapeHtml(home.hero.tagline)}</h1>`,
    `<p class="hero-sub">${escapeHtml(home.hero.sub)}</p>`,
    '<div class="hero-cta-space"></div>',
    `<p class="hero-welcome">${escapeHtml(home.hero.welcome)}</p></section>`,
    '</div></main></div>',
  ].join('');
}

const APP_SCRIPT = /<script defer src="(\/miao_web\/static\/js\/[^"]+\.js)"><\/script>/g;

/**
 * index.html with the shell in #root, the language, title and description of `locale`, and
 * the app's scripts started by public/shell-loader.js after the shell's first paint.
 */
export function homeShellHtml(indexHtml: string, locale: Locale): string {
  const { common, home } = words[locale];
  const scripts = [...indexHtml.matchAll(APP_SCRIPT)].map((m) => m[1]);
  if (scripts.length === 0) throw new Error('index.html has no app scripts for the home shell to load');
  const loader = `<script defer src="/miao_web/shell-loader.js" data-scripts="${scripts.join(' ')}"></script>`;
  const replaced = indexHtml
    .replace(APP_SCRIPT, '')
    .replace('</head>', `${loader}</head>`)
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(home.pageTitle + common.titleSuffix)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(home.metaDescription)}$2`)
    .replace('<div id="root"></div>', `<div id="root">${shellMarkup(locale)}</div>`);
  if (!replaced.includes('data-shell="home"'))
    throw new Error('index.html has no empty <div id="root"></div> for the home shell');
  return replaced;
}

/** Writes each language's shell beside dist/index.html (run after the build). */
export function writeHomeShells(distDir: string): void {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  for (const [locale, file] of Object.entries(HOME_SHELL_FILES) as [Locale, string][])
    writeFileSync(join(distDir, file), homeShellHtml(indexHtml, locale));
}

/** Which shell file a request for the home page gets, from its Cookie and Accept-Language headers. */
export function homeShellFor(cookieHeader: string | undefined, acceptLanguage?: string): string {
  // A choice made in the app (its cookie) wins; a first visit follows the browser's languages.
  return HOME_SHELL_FILES[localeOfRequest(cookieHeader, acceptLanguage)];
}

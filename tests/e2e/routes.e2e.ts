// Every route of docs/contract.md §2 renders its page in the production build, at a phone and a
// desktop width, without console errors or page errors, and survives a reload (deep links).
// A screenshot of each route at each width goes to test-results/e2e/ for people to look at.
import { describe, expect, it } from 'vitest';
import { useBrowser, type Page } from './browser';
import { APP_BASE, appUrl, screenshot, signIn } from './helpers';

interface RouteCase {
  /** Path under the router base, with its query. */
  path: string;
  /** File-name part of the screenshot. */
  shot: string;
  /** The page's own heading. */
  heading: string | RegExp;
  /** A second heading the page shows (e.g. the sign-in invite). */
  also?: string;
  /** Inside the main layout: header (banner) and footer (contentinfo) are shown. */
  framed: boolean;
}

const ROUTES: RouteCase[] = [
  { path: '/', shot: 'home', heading: '一张照片，秒变头像、动图、视频和语音', framed: true },
  { path: '/index.html', shot: 'home-index-html', heading: '一张照片，秒变头像、动图、视频和语音', framed: true },
  { path: '/gif', shot: 'gif', heading: '会说话的动图', framed: true },
  { path: '/pbd', shot: 'pbd', heading: '照片变视频', framed: true },
  { path: '/subtitle', shot: 'subtitle', heading: '视频字幕', framed: true },
  { path: '/user', shot: 'user-signed-out', heading: '个人中心', also: '登录后查看个人中心', framed: true },
  { path: '/agent', shot: 'agent-signed-out', heading: 'AI 智能体', also: '登录后即可使用', framed: true },
  { path: '/pdf', shot: 'pdf-signed-out', heading: 'PDF 助手', also: '登录后即可使用', framed: true },
  { path: '/blog', shot: 'blog', heading: 'Miao 博客', framed: true },
  { path: '/blog?id=avatar-guide', shot: 'blog-article', heading: '三步做出你的专属 AI 头像', framed: true },
  { path: '/contract', shot: 'contract', heading: '用户协议与隐私政策', framed: true },
  { path: '/download', shot: 'download', heading: '下载 Miao 客户端', framed: true },
  { path: '/login_success', shot: 'login-success-failed', heading: '登录失败', framed: false },
  { path: '/nope', shot: 'not-found', heading: '页面不存在', framed: true },
];

/** Pages that show more once signed in: the account tabs and the embedded agent host. */
const SIGNED_IN_ROUTES: RouteCase[] = [
  { path: '/user', shot: 'user-account', heading: '个人中心', framed: true },
  { path: '/user?tab=resources', shot: 'user-resources', heading: '个人中心', framed: true },
  { path: '/user?tab=shop', shot: 'user-shop', heading: '个人中心', framed: true },
  { path: '/agent', shot: 'agent', heading: 'AI 智能体', framed: true },
  { path: '/pdf', shot: 'pdf', heading: 'PDF 助手', framed: true },
];

const WIDTHS = [
  { width: 390, height: 844, name: 'phone' },
  { width: 1440, height: 900, name: 'desktop' },
] as const;

const browser = useBrowser();

async function expectPage(page: Page, route: RouteCase): Promise<void> {
  await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
  // Exactly one h1 per page.
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  if (route.also) await page.getByRole('heading', { name: route.also }).waitFor();
  expect(await page.title()).toMatch(/Miao$/);
  if (route.framed) {
    await page.getByRole('banner').getByRole('link', { name: 'Miao 首页' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
  } else {
    expect(await page.getByRole('banner').count()).toBe(0);
  }
  // Nothing wider than the window: no sideways scrolling on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Loads the route, checks it, reloads it (a deep link), checks again, and takes a picture. */
async function visit(page: Page, errors: string[], route: RouteCase, shot: string): Promise<void> {
  const response = await page.goto(appUrl(route.path));
  expect(response?.status()).toBe(200);
  await expectPage(page, route);
  const expectedPath = `${APP_BASE}${route.path}`;
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(expectedPath);

  await page.reload();
  await expectPage(page, route);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(expectedPath);

  // Let late requests (examples, media, iframes) settle before judging the console.
  await page.waitForLoadState('networkidle');
  await screenshot(page, shot);
  expect(errors).toEqual([]);
}

for (const size of WIDTHS) {
  describe(`every route at ${size.width} px`, () => {
    for (const route of ROUTES) {
      it(`${route.path} renders without errors and reloads`, async () => {
        const { page, errors, close } = await browser.open(size.width, size.height);
        try {
          await visit(page, errors, route, `${route.shot}-${size.name}`);
        } finally {
          await close();
        }
      });
    }

    it('signed in: /user tabs, /agent and /pdf render without errors and reload', async () => {
      const { page, errors, close } = await browser.open(size.width, size.height);
      try {
        await signIn(page);
        for (const route of SIGNED_IN_ROUTES) {
          await visit(page, errors, route, `${route.shot}-${size.name}`);
        }
        // The agent pages embed the agent host with the user's identifiers.
        await page.goto(appUrl('/agent'));
        const frame = page.getByTitle('AI 智能体对话');
        await frame.waitFor();
        expect(await frame.getAttribute('src')).toMatch(/\/mock\/agent\?id=/);
      } finally {
        await close();
      }
    });
  });
}

// The narrowest phone: every route fits 360 px without sideways scrolling.
describe('every route at 360 px', () => {
  it('fits without horizontal overflow and logs no errors', async () => {
    const { page, errors, close } = await browser.open(360, 740);
    try {
      const overflowing: string[] = [];
      for (const route of ROUTES) {
        await page.goto(appUrl(route.path));
        await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) overflowing.push(`${route.path}: ${overflow}px`);
      }
      expect(overflowing).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

// The header's navigation moves between pages without a reload, on a phone and a desktop.
describe('header navigation', () => {
  it('on a phone the menu button opens the navigation, and a link goes to its page', async () => {
    const { page, errors, close } = await browser.open(390, 844);
    try {
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const nav = page.getByRole('navigation', { name: '主导航' });
      await page.getByRole('button', { name: '打开菜单' }).click();
      await nav.getByRole('link', { name: '博客' }).click();
      await page.getByRole('heading', { level: 1, name: 'Miao 博客' }).waitFor();
      // Navigating closed the menu again.
      await page.getByRole('button', { name: '打开菜单', expanded: false }).waitFor();
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('on a desktop the 创作 group opens its submenu and leads to /gif', async () => {
    const { page, errors, close } = await browser.open();
    try {
      await page.goto(appUrl('/blog'));
      await page.getByRole('heading', { level: 1, name: 'Miao 博客' }).waitFor();
      const nav = page.getByRole('navigation', { name: '主导航' });
      await nav.getByRole('button', { name: '创作' }).click();
      await nav.getByRole('button', { name: '创作', expanded: true }).waitFor();
      await nav.getByRole('link', { name: 'GIF 动图' }).click();
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/gif`);
      await page.getByRole('heading', { level: 1, name: '会说话的动图' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

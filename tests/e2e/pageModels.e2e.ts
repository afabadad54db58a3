// The first screen carries only the models it needs (issue 19): the home page fetches no page
// model's code; /user, reached by a link, fetches the shop's, resources' and tasks' chunks and
// works with them; a page model whose chunk cannot load shows the retry screen, and the retry
// brings the page.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { appUrl, signIn } from './helpers';

const browser = useBrowser();
const MODEL_CHUNK = /\/static\/js\/async\/model-(resources|shop|tasks)\.[0-9a-f]+\.js$/;

describe('page models', () => {
  it('the home page loads no page model; /user brings its models and works with them', async () => {
    const { page, errors, close } = await browser.open(1280, 900);
    try {
      await signIn(page);
      const fetched: string[] = [];
      page.on('request', (request) => {
        const found = MODEL_CHUNK.exec(new URL(request.url()).pathname);
        if (found) fetched.push(found[1]);
      });
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 2, name: '全部工具' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(fetched).toEqual([]);

      await page.getByRole('banner').getByRole('link', { name: /积分/ }).click();
      await page.getByRole('heading', { level: 1, name: '个人中心' }).waitFor();
      await page.getByRole('tab', { name: '积分商城' }).click();
      await page.getByRole('heading', { name: '体验包' }).waitFor();
      expect([...new Set(fetched)].sort()).toEqual(['resources', 'shop', 'tasks']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a model chunk that cannot load shows the retry screen; the retry brings the page', async () => {
    // The chunk is failed on purpose: its load error is what the test makes happen.
    const { page, close } = await browser.open(1280, 900, { expectedErrors: [/static\/js\/async\/model-shop\./] });
    try {
      await signIn(page);
      await page.goto(appUrl('/'));
      await page.getByRole('heading', { level: 2, name: '全部工具' }).waitFor();
      let failing = true;
      await page.route(/model-shop\.[0-9a-f]+\.js$/, async (route) => {
        if (failing) await route.abort('failed');
        else await route.continue();
      });
      await page.getByRole('banner').getByRole('link', { name: /积分/ }).click();
      const screen = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: '页面加载失败' }) });
      await screen.waitFor();
      failing = false;
      await screen.getByText('网络', { exact: false }).first().waitFor();
      await screen.getByRole('button', { name: '重新加载' }).click();
      await page.getByRole('heading', { level: 1, name: '个人中心' }).waitFor();
      await page.getByRole('tab', { name: '积分商城' }).click();
      await page.getByRole('heading', { name: '体验包' }).waitFor();
    } finally {
      await close();
    }
  });
});

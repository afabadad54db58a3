// One run per press, in Chromium: a double click on 开始生成 (and a third press while the
// server is still answering) sends one POST /task and charges once; Start is busy until the
// run is answered and free again after, for the next run.
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/rules/catalog';
import { useBrowser } from './browser';
import { DEMO_POINTS, appUrl, mockSwitches, signIn } from './helpers';

const browser = useBrowser();

describe('start', () => {
  it('a double click starts one run and charges once (text-to-speech)', async () => {
    const { page, errors, close } = await browser.open(1440, 900);
    try {
      await signIn(page);
      // The task answers late, so the second and third presses land while it is in flight.
      await mockSwitches({ delayMs: 800, only: '/miao/v1/task' });
      const created: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'POST' && url.pathname === '/miao/v1/task') created.push(request.url());
      });
      await page.goto(appUrl('/?tool=tts'));
      const workspace = page.getByRole('dialog', { name: '文字转语音' });
      await workspace.getByLabel('要朗读的文字').fill('双击只生成一次。');
      const start = workspace.getByRole('button', { name: '开始生成' });
      await start.dblclick();
      await expect.poll(() => start.getAttribute('aria-busy')).toBe('true');
      await start.click({ force: true });
      await workspace.getByLabel('生成的语音').waitFor({ timeout: 120_000 });
      await page
        .getByRole('banner')
        .getByText(`${DEMO_POINTS - TOOLS.tts.cost} 积分`)
        .waitFor();
      expect(created).toHaveLength(1);
      // Answered: Start takes the next press.
      expect(await start.getAttribute('aria-busy')).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

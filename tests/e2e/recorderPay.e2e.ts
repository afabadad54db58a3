// The QA recorder on the pay flow, in Chromium under the dev server (its own `rsbuild dev` with
// the stand-in, as tests/e2e/recorder.e2e.ts): signed in, buy 标准包 in the shop, pay on the
// stand-in's pay page in another tab (the app's dialog asks every 2 s whether it is paid), 完成,
// then my resources. The file it saves records the pay check as one poll (`poll(…)`), the
// payment as a step of its own ("meanwhile, account/pay answers trade.status: pending → paid"),
// the dialog's waitForPayment as started in the buy step and ended in that one; it passes as
// saved under vitest (whose timings poll every 5 ms), and a copy with the paid answer's balance
// changed fails naming that step and the request.
import { describe, expect, it } from 'vitest';
import { openPage } from './browser';
import { APP_BASE, recorderTab, useRecorderDevServer, type WarmUp } from './recorderDevServer';
import { runSaved, saveRecording } from './savedRecording';

/** The buy step as the recorder names it: the place by its route, the button's words quoted. */
const BUY_STEP = 'on the points shop, presses “立即购买 标准包”';
/** The pages the tests visit, each with what shows once its code has run. */
const WARM_UP: WarmUp[] = [
  ['/?recorder=1', (page) => page.getByRole('heading', { level: 2, name: '全部工具' })],
  ['/user?tab=shop', (page) => page.getByRole('heading', { level: 1 })],
  ['/user?tab=resources', (page) => page.getByRole('heading', { level: 1 })],
];

const dev = useRecorderDevServer(WARM_UP);

const PAID_STEP = 'meanwhile, account/pay answers trade.status: pending → paid';

describe('the QA recorder on the pay flow', () => {
  it('records buying points, paying on the pay page and my resources into a test that passes as saved', async () => {
    const { page, close } = await openPage(dev.browser, 1280, 800);
    try {
      // Signed in first (through the stand-in's QR page), then the recording begins in the shop.
      await page.goto(`${dev.base}${APP_BASE}/?recorder=1`);
      await page.getByRole('heading', { level: 2, name: '全部工具' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
      await page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
      await page.getByRole('link', { name: '用手机扫码（模拟）' }).click();
      await page.waitForURL((url) => url.pathname.startsWith(`${APP_BASE}`) && !url.pathname.includes('login_success'));
      await page.getByRole('banner').getByText('100 积分').waitFor();
      await page.goto(`${dev.base}${APP_BASE}/user?tab=shop`);
      await page.getByRole('tab', { name: '积分商城', selected: true }).waitFor();
      await page.getByRole('button', { name: '立即购买 标准包' }).waitFor();
      await page.waitForLoadState('networkidle');

      await recorderTab(page).click();
      await page.getByRole('button', { name: '● 录制测试' }).click();
      await page.getByRole('button', { name: '收起' }).click();

      await page.getByRole('button', { name: '立即购买 标准包' }).click();
      const dialog = page.getByRole('alertdialog', { name: '微信支付' });
      await dialog.getByText('等待支付…').waitFor();
      const payUrl = await dialog.getByRole('link', { name: '在新窗口打开支付页（模拟）' }).getAttribute('href');
      // The dialog's poll asks a few times "pending" (every 2 s) while the person takes out the phone.
      await page.waitForTimeout(4500);
      // While only the poll goes, the panel does not ask to wait for requests in flight.
      await recorderTab(page).click();
      const panel = page.getByRole('region', { name: /QA/ });
      await panel.waitFor();
      expect(await panel.getByText(/请求进行中|in flight/).count()).toBe(0);
      await page.screenshot({ path: 'test-results/e2e/recorderPay-polling.png' });
      await page.getByRole('button', { name: '收起' }).click();

      // "The phone": the stand-in's pay page in another tab: no press in the app.
      const phone = await page.context().newPage();
      await phone.goto(payUrl ?? '');
      await phone.getByRole('button', { name: '确认支付（模拟）' }).click();
      await phone.getByText('支付成功，可以关闭此页面。').waitFor();
      await phone.close();
      await page.bringToFront();
      const paid = page.getByRole('alertdialog', { name: '支付成功' });
      await paid.waitFor({ timeout: 120_000 });
      await page.getByRole('banner').getByText('200 积分').waitFor();
      await page.waitForLoadState('networkidle');
      await paid.getByRole('button', { name: '完成' }).click();
      await paid.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: '我的作品' }).click();
      await page.getByRole('tab', { name: '我的作品', selected: true }).waitFor();
      await page.waitForLoadState('networkidle');

      await recorderTab(page).click();
      await page.getByLabel('测试名称').fill('buys 标准包, pays on the pay page, then my resources');
      const saved = await saveRecording(page, () => page.getByRole('button', { name: '停止并保存' }).click());
      const text = saved.test;
      expect(text).toContain(`await replay.step('${BUY_STEP}'`);
      expect(text).toContain(`await replay.step('${PAID_STEP}'`);
      // One entry for every "pending" the dialog was answered, one for "paid".
      expect(text.match(/poll\(\{/g)?.length).toBe(2);
      expect(text).toContain("started({ type: 'shop/waitForPayment'");
      // Its end checked where it came (the dialog's poll waits 2 s between checks), or still going when the recording stopped.
      const endedAt = text.indexOf(`ended('shop/waitForPayment', '${BUY_STEP}')`);
      const stillGoing = text.lastIndexOf("going: ['shop/waitForPayment']") > text.lastIndexOf('await replay.step(');
      expect(endedAt >= 0 || stillGoing, 'shop/waitForPayment ended in a later step or still went at the end').toBe(true);

      // The balance the paid answer gives (200), in the payment's own step: changed, it fails there.
      const stepAt = text.indexOf(`await replay.step('${PAID_STEP}'`);
      const pointsAt = text.indexOf('points: 200', text.indexOf('answer:', stepAt));
      expect(pointsAt).toBeGreaterThan(stepAt);
      const broken = `${text.slice(0, pointsAt)}points: 201${text.slice(pointsAt + 'points: 200'.length)}`;
      runSaved(saved, [
        { test: broken, names: new RegExp(`${PAID_STEP}: the state after the answer to POST /miao/v1/account/pay`) },
      ]);
    } finally {
      await close();
    }
  }, 300_000);
});

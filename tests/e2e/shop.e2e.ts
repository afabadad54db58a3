// The points shop in a real browser: buy a pack, the WeChat Pay QR, pay on the stand-in's
// pay page in another tab, and back in the app the success message and the balance raised
// by the pack's points exactly once.
import { describe, expect, it } from 'vitest';
import type { AccountInfo, PayAnswer } from '../../src/services/types';
import { useBrowser } from './browser';
import { DEMO_POINTS, apiFromPage, appUrl, headerPoints, screenshot, signIn } from './helpers';

const browser = useBrowser();

/** The stand-in's 标准包 (g-100): ¥9.90 for 100 points (docs/mocks.md). */
const PACK = { id: 'g-100', name: '标准包', points: 100, price: '¥9.90' };

describe('shop: buy and pay', () => {
  it('buys 标准包, pays on the WeChat Pay page in another tab, and the balance rises by 100 once', async () => {
    const { page, errors, close } = await browser.open();
    try {
      await signIn(page);
      await page.goto(appUrl('/user?tab=shop'));
      await page.getByRole('tab', { name: '积分商城', selected: true }).waitFor();
      await page.getByText(`当前余额：${DEMO_POINTS} 积分`).waitFor();
      const pack = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PACK.name }) });
      await pack.getByText(PACK.price).waitFor();

      const bought = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/miao/v1/account/buy');
      await page.getByRole('button', { name: `立即购买 ${PACK.name}` }).click();
      expect(JSON.parse((await bought).postData() ?? '{}')).toEqual({ id: PACK.id });

      // The payment dialog: a QR rendered in the page from the trade's pay URL, and waiting.
      const dialog = page.getByRole('alertdialog', { name: '微信支付' });
      await dialog.waitFor();
      const qr = dialog.getByRole('img', { name: '微信支付二维码' });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\//);
      // A real picture: it decodes (waiting for that, the element may be newer than its pixels).
      expect(await qr.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
      await dialog.getByText('等待支付…').waitFor();
      await dialog.getByText('应付金额：¥9.90', { exact: false }).waitFor();
      const payUrl = await dialog.getByRole('link', { name: '在新窗口打开支付页（模拟）' }).getAttribute('href');
      expect(payUrl).toMatch(/\/mock\/wechat\/pay\?tradeNo=/);
      await screenshot(page, 'shop-pay-qr');
      // Nothing is credited before paying.
      expect(await headerPoints(page)).toBe(DEMO_POINTS);

      // "The phone": the stand-in's pay page in another tab of the same browser.
      const phone = await page.context().newPage();
      await phone.goto(payUrl ?? '');
      await phone.getByRole('heading', { name: '微信支付（模拟）' }).waitFor();
      await phone.getByText(`${PACK.name} · ${PACK.points} 积分`).waitFor();
      await phone.getByRole('button', { name: '确认支付（模拟）' }).click();
      await phone.getByText('支付成功，可以关闭此页面。').waitFor();

      // Back in the app: the poll sees the payment.
      await page.bringToFront();
      const expected = DEMO_POINTS + PACK.points;
      const paid = page.getByRole('alertdialog', { name: '支付成功' });
      await paid.waitFor({ timeout: 30_000 });
      await paid.getByText(`积分 +${PACK.points}，余额已更新`).waitFor();
      await page.getByText(`当前余额：${expected} 积分`).waitFor();
      await page.getByRole('banner').getByText(`${expected} 积分`).waitFor();
      await screenshot(page, 'shop-paid');
      await paid.getByRole('button', { name: '完成' }).click();
      await paid.waitFor({ state: 'detached' });

      // Exactly once: paying again on the page or asking the API again adds nothing.
      await phone.reload();
      await phone.getByText('支付成功，可以关闭此页面。').waitFor();
      expect(await phone.getByRole('button', { name: '确认支付（模拟）' }).count()).toBe(0);
      const tradeNo = new URL(payUrl ?? '').searchParams.get('tradeNo') ?? '';
      const again = await apiFromPage<PayAnswer>(page, 'POST', '/miao/v1/account/pay', { tradeNo });
      expect(again.code).toBe(0);
      expect(again.data.trade.status).toBe('paid');
      expect(again.data.points).toBe(expected);
      const info = await apiFromPage<AccountInfo>(page, 'GET', '/miao/v1/account/info');
      expect(info.data.points).toBe(expected);

      await page.reload();
      await page.getByText(`当前余额：${expected} 积分`).waitFor();
      expect(await headerPoints(page)).toBe(expected);
      await phone.close();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('closing the payment dialog before paying leaves the balance as it was', async () => {
    const { page, errors, close } = await browser.open(390, 844);
    try {
      await signIn(page);
      await page.goto(appUrl('/user?tab=shop'));
      await page.getByRole('button', { name: '立即购买 体验包' }).click();
      const dialog = page.getByRole('alertdialog', { name: '微信支付' });
      await dialog.getByRole('img', { name: '微信支付二维码' }).waitFor();
      await screenshot(page, 'shop-pay-qr-phone');
      await dialog.getByRole('button', { name: '关闭' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Buying is possible again, and nothing was credited.
      expect(await page.getByRole('button', { name: '立即购买 体验包' }).isEnabled()).toBe(true);
      await page.getByText(`当前余额：${DEMO_POINTS} 积分`).waitFor();
      const info = await apiFromPage<AccountInfo>(page, 'GET', '/miao/v1/account/info');
      expect(info.data.points).toBe(DEMO_POINTS);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

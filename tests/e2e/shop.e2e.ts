// The points shop in a real browser: buy a pack, the WeChat Pay QR, pay on the stand-in's
// pay page in another tab, and back in the app the success message and the balance raised
// by the pack's points exactly once. Sent there short of points from a workspace, the shop
// leads back to it (a link before paying, the paid dialog's first choice after), with the
// text typed still there, in zh-CN at 1440 px and in English at 375 px.
import { describe, expect, it } from 'vitest';
import type { AccountInfo, PayAnswer } from '../../src/services/types';
import { seriousFindings } from './axe';
import { useBrowser, type Page } from './browser';
import {
  DEMO_POINTS,
  apiFromPage,
  appUrl,
  createResource,
  headerPoints,
  pngBuffer,
  screenshot,
  signIn,
  useLanguage,
} from './helpers';

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
      await paid.waitFor({ timeout: 120_000 });
      await paid.getByText(`积分 +${PACK.points}，余额已更新`).waitFor();
      // What was paid, no longer what is due.
      await paid.getByText(`✓ 已支付 ${PACK.price}`).waitFor();
      expect(await paid.getByText('应付金额').count()).toBe(0);
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

const PHOTO = `data:image/png;base64,${pngBuffer(320, 320).toString('base64')}`;

/** Spends the demo account's 100 points to 0 through the API: a 3D video of two motions × 4 (96), a watercolor (4). */
async function spendAll(page: Page): Promise<void> {
  await createResource(page, { tool: 'video3d', style: 'circle', styles: ['circle', 'swing'], count: 4, image: PHOTO });
  await createResource(page, { tool: 'watercolor', style: 'monet', image: PHOTO });
  await page.reload();
  await page
    .getByRole('banner')
    .getByText(/^0 (积分|points)$/)
    .waitFor();
}

const WAY_BACK = [
  {
    locale: 'zh-CN',
    width: 1440,
    height: 900,
    speech: '要朗读的文字',
    short: '积分不足 · 去充值',
    start: '开始生成',
    missing: '这次需要 2 积分，还差 2 积分：选一个积分包吧',
    back: '回到创作',
    refund: /^生成失败的结果会自动退回积分/,
    buy: '立即购买 标准包',
    openPay: '在新窗口打开支付页（模拟）',
    paidTitle: '支付成功',
    paid: '✓ 已支付 ¥9.90',
    points: '积分 +100，余额已更新',
    due: '应付金额',
    text: '充值回来，这段文字还在。',
  },
  {
    locale: 'en',
    width: 375,
    height: 812,
    speech: 'Text to read aloud',
    short: 'Not enough points · Top up',
    start: 'Generate',
    missing: 'This one needs 2 points: 2 points to go. Pick a pack',
    back: 'Back to your creation',
    refund: /^A result that fails is refunded automatically/,
    buy: /^Buy now /,
    openPay: /^Open the payment page/,
    paidTitle: 'Payment complete',
    paid: '✓ Paid ¥9.90',
    points: '+100 points, your balance is updated',
    due: 'Amount due',
    text: 'Back from the shop, this text is still here.',
  },
] as const;

describe('shop: sent from a workspace short of points', () => {
  for (const w of WAY_BACK) {
    it(`in ${w.locale} at ${w.width} px: leads back before and after paying, the text still there`, async () => {
      const { page, errors, close } = await browser.open(w.width, w.height);
      try {
        await signIn(page);
        await useLanguage(page, w.locale);
        await spendAll(page);
        await page.goto(appUrl('/?tool=tts'));
        const workspace = page.getByRole('dialog').first();
        await workspace.getByLabel(w.speech).fill(w.text);
        // An English text needs the English voice: the page offers it in one press.
        if (w.locale === 'en') await workspace.getByRole('button', { name: 'Switch to “English · female”' }).click();
        await workspace.getByRole('button', { name: w.short }).click();

        // The shop: what is missing, the way back (a plain link), the refund rule apart from the packs.
        await page.waitForURL((url) => url.pathname.endsWith('/user') && url.searchParams.get('tab') === 'shop');
        expect(new URL(page.url()).searchParams.get('back')).toMatch(/^\/\?tool=tts/);
        await page.getByText(w.missing).waitFor();
        const back = page.getByRole('link', { name: w.back });
        expect(await back.getAttribute('href')).toMatch(/^\/miao_web\/\?tool=tts/);
        const pack = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /标准包|Standard/ }) });
        await pack.waitFor();
        const rule = await page.getByText(w.refund).boundingBox();
        const packs = await page.locator('main ul').filter({ has: pack }).boundingBox();
        expect(rule && packs, 'the refund rule and the packs are drawn').toBeTruthy();
        // It touched the cards (0 px); now a gap of the page's rhythm (16 px).
        expect(packs!.y - (rule!.y + rule!.height)).toBeGreaterThanOrEqual(12);
        await screenshot(page, `shop-way-back-${w.locale}-${w.width}`, { fullPage: false });
        expect(await seriousFindings(page, 'main')).toEqual([]);

        // Pay on "the phone" (the stand-in's pay page in another tab).
        await pack.getByRole('button', { name: w.buy }).click();
        const dialog = page.getByRole('alertdialog');
        const payUrl = await dialog.getByRole('link', { name: w.openPay }).getAttribute('href');
        const phone = await page.context().newPage();
        await phone.goto(payUrl ?? '');
        await phone.getByTestId('pay-confirm').click();
        await phone.getByTestId('pay-status').waitFor();
        await phone.close();
        await page.bringToFront();

        // Paid: what was paid and what it added, and the way back first.
        const paid = page.getByRole('alertdialog', { name: w.paidTitle });
        await paid.waitFor({ timeout: 120_000 });
        await paid.getByText(w.paid).waitFor();
        await paid.getByText(w.points).waitFor();
        expect(await paid.getByText(w.due).count()).toBe(0);
        await screenshot(page, `shop-way-back-paid-${w.locale}-${w.width}`, { fullPage: false });
        expect(await seriousFindings(page, '[role="alertdialog"]')).toEqual([]);
        await paid.getByRole('button', { name: w.back }).click();

        // Back in the workspace: the text typed before the shop, and Start no longer short.
        await page.waitForURL((url) => url.searchParams.get('tool') === 'tts' && !url.pathname.endsWith('/user'));
        const again = page.getByRole('dialog').first();
        await expect.poll(() => again.getByLabel(w.speech).inputValue()).toBe(w.text);
        await again.getByRole('button', { name: w.start, exact: true }).waitFor();
        await page
          .getByRole('banner')
          .getByText(/^100 (积分|points)$/)
          .waitFor();
        await screenshot(page, `shop-way-back-workspace-${w.locale}-${w.width}`, { fullPage: false });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

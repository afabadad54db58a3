// With only a phone (issue 18): inside WeChat, sign in by redirect to WeChat's authorisation
// page and back (no QR), and pay in place (the pay page in the same browser, back to the shop,
// credited once); in a phone's own browser, the sign-in says to open the page in WeChat, with
// the link to copy. Phone viewports, WeChat's user agent, against the stand-in; axe-clean.
import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../src/services/types';
import { NEW_ACCOUNT_POINTS } from '../../src/rules/account';
import { seriousFindings } from './axe';
import { useBrowser } from './browser';
import { apiFromPage, APP_BASE, appUrl, cameraPng, DEMO_POINTS, headerPoints, screenshot, signIn } from './helpers';
import type { Page } from './browser';

const browser = useBrowser();
const PACK = { id: 'g-30', name: '体验包', points: 30 };

describe('on a phone, inside WeChat', () => {
  it('signs in by redirect (no QR), pays in place and comes back credited once', async () => {
    const { page, errors, close } = await browser.open(375, 812, { phone: 'wechat' });
    try {
      await page.goto(appUrl('/user?tab=shop'));
      await page.getByText(`新账号送 ${NEW_ACCOUNT_POINTS} 积分`, { exact: false }).first().waitFor();
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/miao/v1/account/login_wechat_qr');
      await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
      expect(new URL((await asked).url()).searchParams.get('scene')).toBe('wechat');
      // WeChat's authorisation page (simulated), not a QR.
      await page.waitForURL((url) => url.pathname === '/mock/wechat/authorize');
      expect(await page.locator('svg').count()).toBe(0);
      await screenshot(page, 'phone-wechat-authorize');
      await page.getByRole('link', { name: '允许', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/user`);
      await page.getByRole('tab', { name: '积分商城', selected: true }).waitFor();
      await page.getByText(`当前余额：${DEMO_POINTS} 积分`).waitFor();

      // Pay in place: a button, not a QR to scan with the phone holding it.
      await page.getByRole('button', { name: `立即购买 ${PACK.name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: '微信支付' });
      await dialog.getByRole('button', { name: '去微信支付' }).waitFor();
      expect(await dialog.getByRole('img', { name: '微信支付二维码' }).count()).toBe(0);
      expect(await seriousFindings(page)).toEqual([]);
      await screenshot(page, 'phone-wechat-pay-dialog');
      await dialog.getByRole('button', { name: '去微信支付' }).click();
      await page.waitForURL((url) => url.pathname === '/mock/wechat/pay');
      expect(new URL(page.url()).searchParams.get('redirect_url')).toMatch(/\/miao_web\/user\?tab=shop&trade=/);
      expect(await page.locator('svg').count()).toBe(0);
      await page.getByRole('button', { name: '确认支付（模拟）' }).click();

      // Back in the shop: checked, said once, credited once.
      await page.waitForURL((url) => url.pathname === `${APP_BASE}/user` && url.searchParams.has('trade'));
      const paid = page.getByRole('alertdialog', { name: '支付成功' });
      await paid.waitFor();
      await paid.getByText(`积分 +${PACK.points}，余额已更新`).waitFor();
      const expected = DEMO_POINTS + PACK.points;
      await page.getByText(`当前余额：${expected} 积分`).waitFor();
      expect(await headerPoints(page)).toBe(expected);
      await screenshot(page, 'phone-wechat-paid');
      await paid.getByRole('button', { name: '完成' }).click();
      await paid.waitFor({ state: 'detached' });

      // The same address again (a reload): nothing is checked or credited twice.
      await page.reload();
      await page.getByText(`当前余额：${expected} 积分`).waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      const info = await apiFromPage<AccountInfo>(page, 'GET', '/miao/v1/account/info');
      expect(info.data.points).toBe(expected);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a return address with a trade this browser did not leave for does nothing', async () => {
    const { page, errors, close } = await browser.open(375, 812, { phone: 'wechat' });
    try {
      await signIn(page, 'wechat');
      const checks: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/miao/v1/account/pay') checks.push(r.postData() ?? '');
      });
      await page.goto(appUrl('/user?tab=shop&trade=T-someone-else'));
      await page.getByText(`当前余额：${DEMO_POINTS} 积分`).waitFor();
      expect(checks).toEqual([]);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** The result fills the view (its top in the upper third of the screen) and its 保存到手机 (WeChat's save) and 换张照片再做 are on screen, large, without scrolling. */
async function expectActionsInView(page: Page, result: ReturnType<Page['getByRole']>): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect
    .poll(async () => {
      const box = await result.boundingBox();
      // The upper part of the screen: after the phone turns narrower (360 px) the buttons wrap
      // and the result settles a little lower than where it was scrolled to.
      return box !== null && box.y >= 0 && box.y < viewport.height / 3;
    })
    .toBe(true);
  for (const action of [
    result.getByRole('button', { name: /^保存到手机：/ }),
    result.getByRole('button', { name: '换张照片再做' }),
  ]) {
    await expect
      .poll(async () => {
        const box = await action.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= viewport.height && box.height >= 44;
      })
      .toBe(true);
  }
}

describe('a photo as the camera took it', () => {
  it('6000×4500 and 14 MB: shrunk in the browser to fit, sent as a JPEG the stand-in takes, and made', async () => {
    const photo = cameraPng(6000, 4500, 14 * 1024 * 1024);
    expect(photo.length).toBeGreaterThan(14 * 1024 * 1024);
    const { page, errors, close } = await browser.open(375, 812, { phone: 'wechat' });
    try {
      await signIn(page, 'wechat');
      await page.goto(appUrl('/?tool=cartoon'));
      const workspace = page.getByRole('dialog', { name: '卡通化' });
      // The workspace does not jump when the photo comes in: the photo zone keeps its height.
      const zone = workspace.getByTestId('photo-drop');
      const before = await zone.boundingBox();
      await workspace.getByLabel('上传照片').setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: photo });
      await workspace.getByText('4096×3072 像素（已自动缩小）').waitFor({ timeout: 120_000 });
      expect((await zone.boundingBox())?.height).toBeCloseTo(before?.height ?? 0, 0);
      expect(await workspace.getByRole('alert').count()).toBe(0);
      await screenshot(page, 'phone-camera-photo-shrunk');
      const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/miao/v1/task');
      await workspace.getByRole('button', { name: '开始生成' }).click();
      const body = JSON.parse((await created).postData() ?? '{}') as { image?: string };
      expect(body.image).toMatch(/^data:image\/jpeg;base64,/);
      expect(Math.floor(((body.image?.length ?? 0) * 3) / 4)).toBeLessThan(10 * 1024 * 1024);
      const result = workspace.getByRole('region', { name: '生成结果' });
      await result.waitFor({ timeout: 120_000 });
      await expectActionsInView(page, result);
      expect(await seriousFindings(page)).toEqual([]);
      await screenshot(page, 'phone-result-375', { fullPage: false });
      await page.setViewportSize({ width: 360, height: 740 });
      await expectActionsInView(page, result);
      await screenshot(page, 'phone-result-360', { fullPage: false });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("on a phone, in the phone's own browser", () => {
  it('sign-in asks to open the page in WeChat, with its link to copy; the QR stays for a second device', async () => {
    const { page, errors, close } = await browser.open(360, 740, { phone: 'safari' });
    try {
      await page.goto(appUrl('/user?tab=shop'));
      let asked = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/miao/v1/account/login_wechat_qr') asked += 1;
      });
      await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
      const sheet = page.getByRole('alertdialog', { name: '在微信里打开即可登录' });
      await sheet.waitFor();
      expect(await sheet.getByRole('textbox', { name: '本页链接' }).inputValue()).toBe(appUrl('/user?tab=shop'));
      await sheet.getByText(`新账号送 ${NEW_ACCOUNT_POINTS} 积分`, { exact: false }).waitFor();
      expect(asked).toBe(0);
      expect(await seriousFindings(page)).toEqual([]);
      await screenshot(page, 'phone-browser-login-sheet');
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await sheet.getByRole('button', { name: '复制链接' }).click();
      await page.getByText('已复制', { exact: false }).first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(appUrl('/user?tab=shop'));
      await sheet.getByRole('button', { name: '用另一台设备扫码' }).click();
      await page.waitForURL((url) => url.pathname === '/mock/wechat/qr');
      expect(asked).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

// @vitest-environment jsdom
// 发送到手机 (a QR to scan with a phone) and the browser-notification switch help on a computer
// only: on the phone itself and inside WeChat (on a phone or a computer) neither is offered.
// A computer keeps both. The device is read from the browser's user agent (src/rules/device.ts).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotifyToggle } from '../../../../src/features/generate/run/NotifyToggle';
import { ResultPreview } from '../../../../src/features/generate/run/ResultPreview';
import { resource } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  wechatPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
  wechatComputer:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
} as const;

/** This browser's navigator, saying `said` (its own getters cannot be assigned: defined over them). */
function navigatorSaying(said: { userAgent: string; userAgentData?: { mobile: boolean } }): Navigator {
  const own = Object.fromEntries(Object.entries(said).map(([key, value]) => [key, { value }]));
  return Object.create(navigator, own) as Navigator;
}

/** The browser as `userAgent` says, with notifications it would grant. */
function browserOf(userAgent: string): void {
  vi.stubGlobal('navigator', navigatorSaying({ userAgent }));
  vi.stubGlobal(
    'Notification',
    class {
      static permission: NotificationPermission = 'default';
      static requestPermission = () => Promise.resolve<NotificationPermission>('granted');
    },
  );
}

const done = resource('r1', { url: 'http://cdn.test/r1.png', taskId: 'k-7', cost: 10 });

function renderResultAndSwitch() {
  renderApp(
    <>
      <ResultPreview resource={done} onAgain={() => undefined} />
      <NotifyToggle />
    </>,
  );
}

describe('where 发送到手机 and the notification switch are offered', () => {
  it.each([
    ['a phone’s own browser (iPhone)', AGENTS.iPhone],
    ['a phone’s own browser (Android)', AGENTS.android],
    ['WeChat on a phone', AGENTS.wechatPhone],
    ['WeChat on a computer', AGENTS.wechatComputer],
  ])('%s: neither, and the result’s other ways out stay', (_where, userAgent) => {
    browserOf(userAgent);
    renderResultAndSwitch();
    expect(screen.queryByRole('button', { name: '发送到手机' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /完成后用浏览器通知我/ })).toBeNull();
    expect(screen.getByRole('button', { name: '复制详情' })).toBeInTheDocument();
  });

  it.each([
    ['Windows', AGENTS.windows],
    ['a Mac', AGENTS.mac],
  ])('a computer (%s): both', (_where, userAgent) => {
    browserOf(userAgent);
    renderResultAndSwitch();
    expect(screen.getByRole('button', { name: '发送到手机' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /完成后用浏览器通知我/ })).not.toBeChecked();
  });

  it('a phone whose browser says “mobile” by client hint only (a reduced user agent): neither', () => {
    browserOf(AGENTS.windows);
    vi.stubGlobal('navigator', navigatorSaying({ userAgent: AGENTS.windows, userAgentData: { mobile: true } }));
    renderResultAndSwitch();
    expect(screen.queryByRole('button', { name: '发送到手机' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /完成后用浏览器通知我/ })).toBeNull();
  });
});

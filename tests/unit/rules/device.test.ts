// The device rule the page and the stand-in share (src/rules/device.ts).
import { describe, expect, it } from 'vitest';
import { deviceOf, isWechatBrowser } from '../../../src/rules/device';

describe('deviceOf', () => {
  it.each([
    [
      'WeChat on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.50(0x1800322d) NetType/WIFI',
      'wechat',
    ],
    [
      'WeChat on Android',
      'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20240404 MicroMessenger/8.0.49.2600',
      'wechat',
    ],
    [
      'WeChat on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64) Chrome/103 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat',
      'wechat',
    ],
    [
      'WeChat Work on Android',
      'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 wxwork/4.1.22 MicroMessenger/7.0.1',
      'phone',
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
      'phone',
    ],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36', 'phone'],
    ['Chrome on Linux', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36', 'desktop'],
    ['Safari on a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Version/17.5 Safari/605.1.15', 'desktop'],
  ])('%s → %s', (_name, agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });

  it('a mobile client hint makes a reduced user agent a phone', () => {
    expect(deviceOf('Mozilla/5.0 (Linux; Android 10; K) Chrome/126.0.0.0 Safari/537.36', true)).toBe('phone');
    expect(isWechatBrowser('MicroMessenger')).toBe(false); // a version is required
  });
});

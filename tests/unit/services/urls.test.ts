// URLs from the network are used only when http(s), and navigated to only on allowed hosts.
import { describe, expect, it } from 'vitest';
import { httpUrl, httpUrlOrEmpty, navigableUrl } from '../../../src/services/urls';
import { loginQr, resource as resourceShape, trade as tradeShape, exampleList } from '../../../src/rules/wire/schemas';
import { ShapeError } from '../../../src/rules/wire/guards';
import { resource, trade } from '../../testing/fixtures';

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '  javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\tjava\nscript:alert(1)',
  'java\u0000script:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.example/uuid',
  '//evil.example/qr',
  '/relative/path',
  'https://user:pass@evil.example/',
  '',
  'not a url',
];

describe('httpUrl', () => {
  it.each(HOSTILE)('refuses %j', (raw) => {
    expect(httpUrl(raw)).toBeNull();
    expect(httpUrlOrEmpty(raw)).toBe('');
  });

  it('accepts http and https, in any letter case, normalized', () => {
    expect(httpUrl('HTTPS://QR.test/page?x=1')?.href).toBe('https://qr.test/page?x=1');
    expect(httpUrl('http://127.0.0.1:3000/mock/wechat/qr')?.href).toBe('http://127.0.0.1:3000/mock/wechat/qr');
    expect(httpUrl(42)).toBeNull();
  });
});

describe('navigableUrl: only on the configured hosts', () => {
  const hosts = ['localhost:3000', 'open.weixin.qq.com'];
  it('allows the listed hosts, with their port', () => {
    expect(navigableUrl('http://localhost:3000/mock/wechat/qr?sid=1', hosts)).toBe('http://localhost:3000/mock/wechat/qr?sid=1');
    expect(navigableUrl('https://open.weixin.qq.com/connect/qrconnect?appid=x', hosts)).toContain('open.weixin.qq.com');
  });
  it.each([
    'https://evil.example/qr',
    'http://localhost:3001/qr',
    'https://open.weixin.qq.com.evil.example/',
    'https://evil.example/?open.weixin.qq.com',
    ...HOSTILE,
  ])('refuses %j', (raw) => {
    expect(navigableUrl(raw, hosts)).toBeNull();
  });
});

describe('answers: URLs checked at the boundary', () => {
  it.each(HOSTILE.filter(Boolean))('a login QR URL %j is a malformed answer', (url) => {
    expect(() => loginQr({ url }, 'data')).toThrow(ShapeError);
  });
  it('a payment URL that is not http(s) is a malformed answer', () => {
    expect(() => tradeShape({ ...trade(), payUrl: 'javascript:alert(1)' }, 'data')).toThrow(ShapeError);
  });
  it('media URLs that are not http(s) become empty (nothing shown), the rest of the answer stays', () => {
    expect(resourceShape({ ...resource('r'), url: 'javascript:alert(1)', source: 'data:text/html,x' }, 'data')).toMatchObject({
      resId: 'r',
      url: '',
      source: '',
    });
    expect(exampleList({ signUrl: [{ key: 'k', signUrl: 'JaVaScRiPt:alert(1)' }] }, 'data')).toEqual({
      signUrl: [{ key: 'k', signUrl: '' }],
    });
  });
});

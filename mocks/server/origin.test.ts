// The stand-in builds its URLs from a trusted origin: a forged Host or X-Forwarded-Host
// never puts the QR page, the login redirect, signed media or a payment page on another host.
import { describe, expect, it } from 'vitest';
import { requestOrigin } from './origin';
import { useMockServer } from './testClient';

describe('requestOrigin', () => {
  it('uses the Host the app was opened on when it is a loopback name (any port)', () => {
    expect(requestOrigin({ host: 'localhost:3000' }, {})).toBe('http://localhost:3000');
    expect(requestOrigin({ host: '127.0.0.1:8080' }, {})).toBe('http://127.0.0.1:8080');
    expect(requestOrigin({ host: '[::1]:3000' }, {})).toBe('http://[::1]:3000');
  });

  it('ignores forwarding headers it was not told to trust', () => {
    expect(requestOrigin({ host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, {})).toBe(
      'http://localhost:3000',
    );
  });

  it('a Host that is not allowed never becomes the origin', () => {
    expect(requestOrigin({ host: 'evil.example' }, {})).toBe('http://localhost');
    expect(requestOrigin({ host: 'localhost.evil.example' }, {})).toBe('http://localhost');
    expect(requestOrigin({ host: 'evil.example' }, { MOCK_ALLOWED_HOSTS: 'miao.test' })).toBe('http://localhost');
    expect(requestOrigin({ host: 'miao.test' }, { MOCK_ALLOWED_HOSTS: 'miao.test' })).toBe('http://miao.test');
  });

  it('with MOCK_TRUST_PROXY=1 takes the forwarded host and proto, still checked against the list', () => {
    const env = { MOCK_TRUST_PROXY: '1', MOCK_ALLOWED_HOSTS: 'miao.test' };
    expect(requestOrigin({ host: '127.0.0.1:9', 'x-forwarded-host': 'miao.test', 'x-forwarded-proto': 'https' }, env)).toBe(
      'https://miao.test',
    );
    expect(requestOrigin({ host: '127.0.0.1:9', 'x-forwarded-host': 'evil.example' }, env)).toBe('http://localhost');
  });

  it('MOCK_ORIGIN wins over everything', () => {
    expect(
      requestOrigin({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }, { MOCK_ORIGIN: 'https://miao.test/' }),
    ).toBe('https://miao.test');
  });
});

describe('over HTTP', () => {
  const mock = useMockServer();

  it('a forged X-Forwarded-Host changes neither the QR page URL nor the login redirect check', async () => {
    const redirect = `${mock.origin()}/miao_web/login_success`;
    const qr = await mock.call<{ url: string }>(
      'GET',
      `/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent(redirect)}`,
      {
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      },
    );
    expect(qr.body.data.url.startsWith(`${mock.origin()}/mock/wechat/qr?sid=`)).toBe(true);
    const evil = await mock.call(
      'GET',
      `/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent('https://evil.example/miao_web/login_success')}`,
      {
        headers: { 'x-forwarded-host': 'evil.example' },
      },
    );
    expect(evil.status).toBe(400);
  });

  it('signed media and example URLs stay on the stand-in, and every answer says nosniff', async () => {
    const res = await fetch(`${mock.origin()}/usee/v1/example/list`, { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await res.json()) as { data: { signUrl: { signUrl: string }[] } };
    expect(body.data.signUrl.length).toBeGreaterThan(0);
    for (const item of body.data.signUrl) expect(item.signUrl.startsWith(`${mock.origin()}/`)).toBe(true);
  });
});

// The admin endpoints refuse what another site's page could send: a cross-site form or
// no-cors fetch (text/plain, form encoded), a JSON request carrying another Origin or
// Sec-Fetch-Site: cross-site. Each refusal leaves the switches and the world as they were.
import { describe, expect, it } from 'vitest';
import { mockConfig } from './config';
import { useMockServer } from './testClient';

const mock = useMockServer();

const switchesNow = async () =>
  (await (await fetch(`${mock.origin()}/mock/switches`)).json()) as { data: { switches: Record<string, unknown> } };

describe('the /mock admin endpoints', () => {
  it.each([
    ['a cross-site form (text/plain)', { 'content-type': 'text/plain', origin: 'https://evil.example' }, 403],
    ['a form with no Origin (text/plain)', { 'content-type': 'text/plain' }, 415],
    ['url-encoded', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, 415],
    ['no content type', {}, 415],
    ['JSON from another origin', { 'content-type': 'application/json', origin: 'https://evil.example' }, 403],
    ['JSON marked cross-site', { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, 403],
    ['JSON from a sibling site', { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' }, 403],
  ])('POST /mock/switches refuses %s and changes nothing', async (_name, headers, status) => {
    const res = await fetch(`${mock.origin()}/mock/switches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ code: 4999, taskFail: true }),
    });
    expect(res.status).toBe(status);
    expect(((await res.json()) as { code: number }).code).toBe(status === 403 ? 4300 : 4000);
    expect((await switchesNow()).data.switches).toEqual({});
    expect(mockConfig().taskFail).toBe(false);
    expect((await mock.call('GET', '/miao/v1/shop/goods/list')).body.code).toBe(0);
  });

  it('POST /mock/reset and DELETE /mock/switches refuse a cross-site request: the world stays', async () => {
    const token = await mock.login();
    const reset = await fetch(`${mock.origin()}/mock/reset`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(reset.status).toBe(403);
    expect((await mock.call('GET', '/miao/v1/account/info', { token })).status).toBe(200);

    await mock.call('POST', '/mock/switches', { body: { code: 4999, only: '/miao/v1/shop' } });
    const clear = await fetch(`${mock.origin()}/mock/switches`, { method: 'DELETE', headers: { origin: 'null' } });
    expect(clear.status).toBe(403);
    expect((await switchesNow()).data.switches).toEqual({ code: 4999, only: '/miao/v1/shop' });
  });

  it('takes JSON from its own origin, or from no page at all (a test, curl)', async () => {
    const own = await fetch(`${mock.origin()}/mock/switches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', origin: mock.origin(), 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ code: 4999 }),
    });
    expect(own.status).toBe(200);
    expect((await switchesNow()).data.switches).toEqual({ code: 4999 });
    const tool = await mock.call('POST', '/mock/reset', { body: {} });
    expect(tool.status).toBe(200);
    expect((await switchesNow()).data.switches).toEqual({});
  });
});

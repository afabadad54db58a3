// lazyRequest.ts: the app's axios instance comes from its own chunk, requested at once.
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../src/services/api';
import { lazyRequest } from '../../../src/services/lazyRequest';
import * as requestModule from '../../../src/services/request';
import type { Auth } from '../../../src/services/auth';
import { info } from '../../testing/fixtures';
import { useNock } from '../../testing/nock';

const HOST = 'http://api.test';
const signedIn: Auth = { type: 'Bearer', token: 'abc', expire: Date.now() + 3_600_000 };
const options = { baseURL: `${HOST}/miao`, getAuth: () => signedIn };

useNock();

describe('lazyRequest', () => {
  it('requests the chunk at creation, once, and sends through the instance it builds', async () => {
    const loadModule = vi.fn(() => Promise.resolve(requestModule));
    const client = lazyRequest(options, loadModule);
    expect(loadModule).toHaveBeenCalledTimes(1);
    const api = createApi({ api: client, product: client });
    nock(HOST)
      .get('/miao/v1/account/info')
      .matchHeader('authorization', 'Bearer abc')
      .twice()
      .reply(200, { code: 0, msg: '', data: info });
    await expect(api.getAccountInfo()).resolves.toMatchObject({ ok: true, data: info });
    await expect(api.getAccountInfo()).resolves.toMatchObject({ ok: true });
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load is a network error, and the next call loads it again', async () => {
    const loadModule = vi
      .fn<() => Promise<typeof requestModule>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(requestModule);
    const api = createApi({ api: lazyRequest(options, loadModule), product: lazyRequest(options, loadModule) });
    // Both clients' first loads (made at once) fail; the call's own load fails too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(api.getAccountInfo()).rejects.toMatchObject({ code: 'network', params: {} });
    nock(HOST).get('/miao/v1/account/info').reply(200, { code: 0, msg: '', data: info });
    await expect(api.getAccountInfo()).resolves.toMatchObject({ ok: true, data: info });
  });
});

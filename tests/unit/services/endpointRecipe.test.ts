// docs/api.md "Adding an endpoint": the client's functions come from the declarations
// (src/rules/wire/endpoints.ts) alone, so api.ts holds no list of the endpoints to keep in step,
// and a declaration may name its answer check (schemas.ts) or carry its own inline.
import { readFileSync } from 'node:fs';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import type * as EndpointsModule from '../../../src/rules/wire/endpoints';
import { endpoints } from '../../../src/rules/wire/endpoints';
import { createApi } from '../../../src/services/api';
import { ApiError } from '../../../src/services/errors';

// getDifyId declared with an inline check (the real one names schemas.ts's `identifier`, which
// keeps `id` only): an answer keeps `label` only if the inline check is the one applied.
vi.mock('../../../src/rules/wire/endpoints', async (importOriginal) => {
  // vi.mock runs before this file's imports: the factory imports what it uses itself.
  const actual = await importOriginal<typeof EndpointsModule>();
  const { get } = await import('../../../src/rules/wire/endpoint');
  const { object, str } = await import('../../../src/rules/wire/guards');
  return {
    ...actual,
    endpoints: {
      ...actual.endpoints,
      getDifyId: get('/v1/agent/difyid', object({ id: str, label: str }), { query: (userId: string) => ({ uid: userId }) }),
    },
  };
});

const apiSource = readFileSync(new URL('../../../src/services/api.ts', import.meta.url), 'utf8');

function answering(body: unknown) {
  const configs: AxiosRequestConfig[] = [];
  const instance = {
    request: (config: AxiosRequestConfig) => {
      configs.push(config);
      return Promise.resolve(body);
    },
  } as unknown as AxiosInstance;
  return { api: createApi({ api: instance, product: instance }), configs };
}

describe('adding an endpoint', () => {
  it('api.ts names no endpoint: nothing there to add', () => {
    const named = Object.keys(endpoints).filter((name) => new RegExp(`\\b${name}\\b`).test(apiSource));
    expect(named).toEqual([]);
  });

  it('the client has one function per declaration, and no other', () => {
    const { api } = answering({ code: 0, data: {} });
    expect(Object.keys(api).sort()).toEqual(Object.keys(endpoints).sort());
    expect(Object.values(api).every((fn) => typeof fn === 'function')).toBe(true);
  });

  it("checks an answer with the declaration's inline check", async () => {
    const { api, configs } = answering({ code: 0, msg: '', data: { id: 'd', label: 'chat', stray: 1 } });
    await expect(api.getDifyId('u-42')).resolves.toEqual({ ok: true, code: 0, msg: '', data: { id: 'd', label: 'chat' } });
    expect(configs[0]).toMatchObject({ method: 'get', url: '/v1/agent/difyid', params: { uid: 'u-42' } });
    const missing = answering({ code: 0, msg: '', data: { id: 'd' } });
    const error = await missing.api.getDifyId('u-42').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'malformed' });
  });
});

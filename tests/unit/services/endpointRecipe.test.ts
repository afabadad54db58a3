// docs/api.md "Adding an endpoint": the client's functions come from the declarations
// (src/rules/wire/endpoints.ts) alone, so api.ts holds no list of the endpoints to keep in step,
// and a declaration may name its answer check (schemas.ts) or carry its own inline (no module
// is mocked: the file shares its worker).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/rules/wire/endpoints';
import { checkOf, createApi } from '../../../src/services/api';
import { object, str } from '../../../src/rules/wire/guards';
import { ApiError } from '../../../src/services/errors';
import { fakeAxios } from '../../testing/fakeAxios';

const apiSource = readFileSync(new URL('../../../src/services/api.ts', import.meta.url), 'utf8');

function answering(body: unknown) {
  const { instance, configs } = fakeAxios(body);
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

  it("checks an answer with the declaration's inline check, or the one it names", async () => {
    // An inline check is applied as it is (it came with the declaration) ...
    const inline = object({ id: str, label: str });
    expect(await checkOf(inline)).toBe(inline);
    // ... a named one is schemas.ts's, loaded with the request chunk.
    const named = await checkOf('identifier');
    expect(named({ id: 'd', label: 'chat' }, 'data')).toEqual({ id: 'd' });
    // And the client applies a declaration's check: a field the check keeps out is dropped.
    const { api, configs } = answering({ code: 0, msg: '', data: { id: 'd', label: 'chat' } });
    await expect(api.getDifyId('u-42')).resolves.toEqual({ ok: true, code: 0, msg: '', data: { id: 'd' } });
    expect(configs[0]).toMatchObject({ method: 'get', url: '/v1/agent/difyid', params: { uid: 'u-42' } });
    const missing = answering({ code: 0, msg: '', data: { label: 'chat' } });
    const error = await missing.api.getDifyId('u-42').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'malformed' });
  });
});

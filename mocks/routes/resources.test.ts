import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AccountInfo,
  DeleteAnswer,
  ResourceListAnswer,
  RevokeAnswer,
  TaskAnswer,
  TaskTokenAnswer,
} from '../../src/rules/wire/types';
import { configureMock } from '../server/config';
import { taskCalls } from '../server/taskCalls';
import { useMockServer } from '../server/testClient';
import { PHOTO as PNG } from '../../tests/testing/images';

const mock = useMockServer();
const { settled } = taskCalls(mock);
// Nothing here needs a result to take time (the test that revokes one pending sets its own delay).
beforeEach(() => configureMock({ taskDelayMs: 1 }));

/** Starts one run of `tool` and answers its result's id. */
async function start(token: string, tool: 'tts' | 'cartoon', i = 0): Promise<string> {
  const t = (await mock.call<TaskTokenAnswer>('GET', '/miao/v1/task/token', { token })).body.data.token;
  const body =
    tool === 'tts' ? { token: t, tool, style: 'ttsch/0', text: `第${i}段` } : { token: t, tool, style: 'cartoon', image: PNG };
  return (await mock.call<TaskAnswer>('POST', '/miao/v1/task', { token, body })).body.data.resource.resId;
}

/** `n` finished results of `tool`, oldest first. */
async function make(token: string, tool: 'tts' | 'cartoon', n = 1) {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    ids.push(await start(token, tool, i));
    // At most MAX_PARALLEL_RUNS runs go at once: this one ends before the next starts.
    await settled(token);
  }
  return ids;
}
const list = async (token: string, query = '') =>
  (await mock.call<ResourceListAnswer>('GET', `/miao/v1/resource/list${query}`, { token })).body.data;
const points = async (token: string) =>
  (await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token })).body.data.points;

describe('resource list', () => {
  it('lists the caller’s resources newest first, by type, page and num, with the total', async () => {
    const token = await mock.login();
    const tts = await make(token, 'tts', 3);
    const cartoon = await make(token, 'cartoon', 1);
    const all = await list(token);
    expect(all.list.map((r) => r.resId)).toEqual([...cartoon, ...tts.slice().reverse()]);
    expect(all).toMatchObject({ total: 4, page: 1, num: 100 });
    const page2 = await list(token, '?typ=tts&page=2&num=2');
    expect(page2).toMatchObject({ total: 3, page: 2, num: 2 });
    expect(page2.list.map((r) => r.resId)).toEqual([tts[0]]);
  });

  it('never shows another user’s resources', async () => {
    const mine = await mock.login();
    await make(mine, 'tts', 2);
    const theirs = await mock.login('new');
    expect(await list(theirs)).toMatchObject({ list: [], total: 0 });
  });

  it('refuses bad page, num and typ, and answers 401 without a login', async () => {
    const token = await mock.login();
    for (const q of ['?page=0', '?num=abc', '?num=101', '?typ=nope']) {
      expect((await mock.call('GET', `/miao/v1/resource/list${q}`, { token })).status).toBe(400);
    }
    expect((await mock.call('GET', '/miao/v1/resource/list')).status).toBe(401);
  });
});

describe('delete', () => {
  it('deletes one; deleting it again is harmless', async () => {
    const token = await mock.login();
    const [id] = await make(token, 'tts');
    const first = await mock.call<DeleteAnswer>('DELETE', `/miao/v1/resource?resId=${id}`, { token });
    expect(first.body).toEqual({ code: 0, data: { deleted: [id] } });
    const again = await mock.call<DeleteAnswer>('DELETE', `/miao/v1/resource?resId=${id}`, { token });
    expect(again.body).toEqual({ code: 0, data: { deleted: [] } });
    expect((await list(token)).total).toBe(0);
    expect((await mock.call('DELETE', '/miao/v1/resource', { token })).status).toBe(400);
  });

  it('deletes many, skipping ids that are gone or someone else’s', async () => {
    const token = await mock.login();
    const ids = await make(token, 'tts', 3);
    const other = await mock.login('new');
    const [theirs] = await make(other, 'tts');
    const answer = await mock.call<DeleteAnswer>('POST', '/miao/v1/resource/delete', {
      token,
      body: { ids: [ids[0], ids[1], 'gone', theirs] },
    });
    expect(answer.body.data.deleted).toEqual([ids[0], ids[1]]);
    expect((await list(token)).list.map((r) => r.resId)).toEqual([ids[2]]);
    expect((await list(other)).total).toBe(1);
    const twice = await mock.call<DeleteAnswer>('POST', '/miao/v1/resource/delete', { token, body: { ids: [ids[0]] } });
    expect(twice.body.data.deleted).toEqual([]);
  });

  it('refuses a body without an id array and a caller without a login', async () => {
    const token = await mock.login();
    expect((await mock.call('POST', '/miao/v1/resource/delete', { token, body: { ids: 'x' } })).status).toBe(400);
    expect((await mock.call('POST', '/miao/v1/resource/delete', { token, body: { ids: [1] } })).status).toBe(400);
    expect((await mock.call('POST', '/miao/v1/resource/delete', { body: { ids: [] } })).status).toBe(401);
  });
});

describe('revoke', () => {
  it('revoking a pending resource stops it and refunds once', async () => {
    configureMock({ taskDelayMs: 5_000 });
    const token = await mock.login();
    const id = await start(token, 'cartoon');
    expect(await points(token)).toBe(96);
    const first = await mock.call<RevokeAnswer>('POST', '/miao/v1/resource/revoke', { token, body: { resId: id } });
    expect(first.body.data).toMatchObject({ resource: { resId: id, status: 'revoked' }, points: 100 });
    const again = await mock.call<RevokeAnswer>('POST', '/miao/v1/resource/revoke', { token, body: { resId: id } });
    expect(again.body.data.points).toBe(100);
  });

  it('revoking a done resource marks it revoked without a refund', async () => {
    const token = await mock.login();
    const [id] = await make(token, 'cartoon');
    const answer = await mock.call<RevokeAnswer>('POST', '/miao/v1/resource/revoke', { token, body: { resId: id } });
    expect(answer.body.data).toMatchObject({ resource: { status: 'revoked', url: '' }, points: 96 });
  });

  it('answers 404 for an unknown or someone else’s resource, 400 without resId, 401 without login', async () => {
    const token = await mock.login();
    const other = await mock.login('new');
    const [theirs] = await make(other, 'tts');
    expect((await mock.call('POST', '/miao/v1/resource/revoke', { token, body: { resId: theirs } })).status).toBe(404);
    expect((await mock.call('POST', '/miao/v1/resource/revoke', { token, body: {} })).status).toBe(400);
    expect((await mock.call('POST', '/miao/v1/resource/revoke', { body: { resId: theirs } })).status).toBe(401);
  });
});

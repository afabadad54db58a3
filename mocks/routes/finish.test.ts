// POST /mock/finish: a browser test holds canned runs going with a long taskDelayMs and ends
// them when it chooses (the first `count`, in their order), so no test races a short delay.
import { describe, expect, it } from 'vitest';
import { PHOTO as PNG } from '../../tests/testing/images';
import { useMockServer } from '../server/testClient';
import { taskCalls } from '../server/taskCalls';

const mock = useMockServer();
const { createTask, list } = taskCalls(mock);

const finish = (body: unknown) => mock.call<{ finished: number; waiting: number }>('POST', '/mock/finish', { body });

describe('POST /mock/finish', () => {
  it('ends the first held results, then the rest; with none waiting it ends nothing', async () => {
    await mock.call('POST', '/mock/switches', { body: { taskDelayMs: 600_000 } });
    const token = await mock.login();
    expect((await createTask(token, { tool: 'cartoon', style: 'cartoon', count: 3, image: PNG })).body.code).toBe(0);
    expect((await list(token)).list.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);

    expect((await finish({ count: 1 })).body.data).toEqual({ finished: 1, waiting: 2 });
    expect((await list(token)).list.map((r) => r.status).sort()).toEqual(['done', 'pending', 'pending']);

    expect((await finish({})).body.data).toEqual({ finished: 2, waiting: 0 });
    expect((await list(token)).list.map((r) => r.status)).toEqual(['done', 'done', 'done']);
    expect((await finish({ count: 5 })).body.data).toEqual({ finished: 0, waiting: 0 });
  });

  it('is an admin endpoint: a cross-site post finishes nothing', async () => {
    await mock.call('POST', '/mock/switches', { body: { taskDelayMs: 600_000 } });
    const token = await mock.login();
    await createTask(token, { tool: 'cartoon', style: 'cartoon', image: PNG });
    const res = await fetch(`${mock.origin()}/mock/finish`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await list(token)).list.map((r) => r.status)).toEqual(['pending']);
  });
});

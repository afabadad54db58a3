// The engine's queue is bounded across all accounts: a run whose results do not fit is refused
// before any charge with 4026 and words that say to try in a minute, and taken again once the
// queue has room. Results are held by the test recipe (text-to-image: mocks/engine/testing/recipes.ts)
// until the test releases them, so the queue is full however fast the machine is.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/rules/catalog';
import { CODES } from '../../src/rules/errorCodes';
import { errors as zhErrors } from '../../src/locales/zh-CN/errors';
import { configureEngine } from '../engine';
import { configureMock } from '../server/config';
import { taskCalls } from '../server/taskCalls';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();
const { createTask, points, list } = taskCalls(mock);

/** Every result of the account final: the engine's threads may take seconds to start on a busy machine. */
async function settled(token: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if ((await list(token)).list.every((r) => r.status !== 'pending')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('results still pending after 30 s');
}

describe('a full engine queue', { timeout: 300_000 }, () => {
  beforeAll(async () => {
    await configureEngine({ recipes: new URL('../engine/testing/recipes.ts', import.meta.url), maxQueued: 3 });
  });
  afterAll(async () => {
    await configureEngine({ recipes: undefined, maxQueued: 64 });
  });

  it('refuses a run that does not fit, charging nothing, and takes it once results are done', async () => {
    configureMock({ engine: 'local' });
    const held = mkdtempSync(join(tmpdir(), 'miao-busy-'));
    const [first, second] = [await mock.login(), await mock.login('new')];
    // Two accounts: the bound is the engine's, across everyone.
    expect((await createTask(first, { tool: 'tti', style: '1000', text: held, count: 2 })).body.code).toBe(0);
    const refused = await createTask(second, { tool: 'tti', style: '1000', text: held, count: 2 });
    expect(refused.body).toMatchObject({ code: CODES.engineBusy, msg: zhErrors.engineBusy });
    expect(await points(second)).toBe(20);
    // One more result still fits.
    expect((await createTask(second, { tool: 'tti', style: '1000', text: held, count: 1 })).body.code).toBe(0);
    writeFileSync(join(held, 'release'), '');
    await Promise.all([settled(first), settled(second)]);
    expect((await createTask(second, { tool: 'tti', style: '1000', text: held, count: 2 })).body.code).toBe(0);
    expect(await points(second)).toBe(20 - 3 * TOOLS.tti.cost);
    await settled(second);
    rmSync(held, { recursive: true, force: true });
  });
});

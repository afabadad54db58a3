// Text to image made by the local engine draws only what its vocabulary knows: a prompt naming
// nothing it can draw is refused at task creation with 4009, before any charge and with the
// task token unused, in words that say what it understood and what it can draw; the same token
// then takes a prompt it can draw, which is charged and made.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/rules/catalog';
import { CODES } from '../../src/rules/errorCodes';
import { configureMock } from '../server/config';
import { taskCalls } from '../server/taskCalls';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();
const { taskToken, points, list } = taskCalls(mock);

/** Every result of the account final: the engine's threads may take seconds to start on a busy machine. */
async function settled(token: string) {
  for (let i = 0; i < 600; i += 1) {
    const found = (await list(token)).list;
    if (found.every((r) => r.status !== 'pending')) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('results still pending after 30 s');
}

describe('text to image with nothing to draw', { timeout: 300_000 }, () => {
  const saved = { tti: process.env.MIAO_ENGINE_TTI_URL, sd: process.env.MIAO_ENGINE_SD_URL };
  beforeEach(() => {
    configureMock({ engine: 'local' });
    delete process.env.MIAO_ENGINE_TTI_URL;
    delete process.env.MIAO_ENGINE_SD_URL;
  });
  afterEach(() => {
    delete process.env.MIAO_ENGINE_TTI_URL;
    delete process.env.MIAO_ENGINE_SD_URL;
    if (saved.tti !== undefined) process.env.MIAO_ENGINE_TTI_URL = saved.tti;
    if (saved.sd !== undefined) process.env.MIAO_ENGINE_SD_URL = saved.sd;
  });

  it('is refused before any charge with 4009 and what it can draw, the token unused; a drawable prompt is then made', async () => {
    const token = await mock.login();
    const tt = await taskToken(token);
    const task = (text: string) =>
      mock.call('POST', '/miao/v1/task', { token, body: { token: tt, tool: 'tti', style: '1001', text } });
    const refused = await task('量子纠缠的哲学意义');
    expect(refused).toMatchObject({ status: 400, body: { code: CODES.nothingToDraw, data: null } });
    expect(refused.body.msg).toMatch(/^这段描述里没有我能画的东西，未生成，也未扣积分。我能画：人物/);
    // Words it understood are named: a colour alone is nothing to draw.
    const colourOnly = await task('something very red and mysterious');
    expect(colourOnly.body).toMatchObject({ code: 4009, msg: expect.stringContaining('我只认出了：红色') });
    expect(await points(token)).toBe(100);
    expect((await list(token)).total).toBe(0);
    // The same token takes a prompt the engine can draw.
    const taken = await task('一只猫坐在船上');
    expect(taken.body.code).toBe(0);
    expect(await points(token)).toBe(100 - TOOLS.tti.cost);
    const [done] = await settled(token);
    expect(done).toMatchObject({ status: 'done' });
    expect(done.settings?.engine).toMatch(/^local: cat, boat/);
  });

  it.each(['MIAO_ENGINE_SD_URL', 'MIAO_ENGINE_TTI_URL'])(
    'is not refused when an image server draws the prompts (%s)',
    async (name) => {
      process.env[name] = 'http://127.0.0.1:9/';
      const token = await mock.login();
      const answer = await mock.call('POST', '/miao/v1/task', {
        token,
        body: { token: await taskToken(token), tool: 'tti', style: '1000', text: '量子纠缠的哲学意义' },
      });
      expect(answer.body.code).toBe(0);
      expect(await points(token)).toBe(100 - TOOLS.tti.cost);
      await settled(token);
    },
  );
});

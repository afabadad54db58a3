import { beforeEach, describe, expect, it } from 'vitest';
import type { TaskAnswer } from '../../src/rules/wire/types';
import { TOOLS } from '../../src/rules/catalog';
import { textLimit } from '../../src/rules/input';
import { PHOTO as PNG, pngBytes, toDataUrl } from '../../tests/testing/images';
import { useMockServer } from '../server/testClient';
import { taskCalls } from '../server/taskCalls';
import { configureMock } from '../server/config';
import { runLaterNow } from '../server/state';
import { db } from '../db/current';
import { allResources } from '../db/resources';

const mock = useMockServer();
/** Longer than any test: a run set with it goes on until the test ends it (runLaterNow). */
const HELD_MS = 600_000;

const { taskToken, createTask, points, list, settled } = taskCalls(mock);
// Results end at once unless a test needs them to take time (it sets its own delay, with a
// margin several times what its requests take while the results must still be pending).
beforeEach(() => configureMock({ taskDelayMs: 1 }));

describe('task token', () => {
  it('needs a login and is different every time', async () => {
    expect((await mock.call('GET', '/miao/v1/task/token')).status).toBe(401);
    const token = await mock.login();
    expect(await taskToken(token)).not.toBe(await taskToken(token));
  });
});

describe('POST /miao/v1/task', () => {
  it('charges the tool’s cost and answers a pending resource that is done after the delay', async () => {
    const token = await mock.login();
    const answer = await createTask(token, { tool: 'avatar', style: 'pix/pixar', image: PNG });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.points).toBe(100 - TOOLS.avatar.cost);
    expect(answer.body.data.resource).toMatchObject({
      typ: 'avatar',
      kind: 'image',
      style: 'pix/pixar',
      status: 'pending',
      url: '',
      cost: 10,
    });
    // The uploaded photo comes back as a signed URL with the same bytes.
    const source = await fetch(answer.body.data.resource.source);
    expect(new Uint8Array(await source.arrayBuffer())).toEqual(pngBytes());
    // Served as what its bytes were checked to be, and never sniffed as anything else.
    expect(source.headers.get('content-type')).toBe('image/png');
    expect(source.headers.get('x-content-type-options')).toBe('nosniff');
    const [done] = await settled(token);
    expect(done).toMatchObject({ resId: answer.body.data.resource.resId, status: 'done' });
    expect(done.url).toContain('/mock/media/example/avatar/pix/pixar/after.svg?expires=');
    const media = await fetch(done.url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/svg+xml');
    expect(await points(token)).toBe(90);
  });

  it('a text tool takes text; its result is the voice sample', async () => {
    const token = await mock.login();
    const answer = await createTask(token, { tool: 'tts', style: 'ttsch/0', text: '你好' });
    expect(answer.body.data.resource).toMatchObject({ kind: 'audio', source: '' });
    const [done] = await settled(token);
    expect(done.url).toContain('/voice/ttsch/0/after.wav');
  });

  it('a 3D video with background music uses the bgm sample', async () => {
    const token = await mock.login();
    await createTask(token, { tool: 'video3d', style: 'circle', image: PNG, bgm: 'cheer' });
    expect((await settled(token))[0].url).toContain('/video/3dp/bgm/cheer/after.webm');
  });

  it('a task token works once', async () => {
    const token = await mock.login();
    const body = { token: await taskToken(token), tool: 'tts', style: 'ttsen/0', text: 'hi' };
    expect((await mock.call('POST', '/miao/v1/task', { token, body })).body.code).toBe(0);
    const again = await mock.call('POST', '/miao/v1/task', { token, body });
    expect(again).toMatchObject({ status: 400, body: { code: 4003 } });
    expect(await points(token)).toBe(100 - TOOLS.tts.cost);
  });

  it('another user’s task token is refused', async () => {
    const mine = await mock.login();
    const theirs = await mock.login('new');
    const body = { token: await taskToken(theirs), tool: 'tts', style: 'ttsen/0', text: 'hi' };
    expect((await mock.call('POST', '/miao/v1/task', { token: mine, body })).body.code).toBe(4003);
  });

  it.each([
    [{ tool: 'nope', style: 'x', image: PNG }, '工具'],
    [{ tool: 'avatar', style: 'nope', image: PNG }, '风格'],
    [{ tool: 'avatar', style: 'cartoon' }, '照片'],
    [{ tool: 'avatar', style: 'cartoon', image: 'http://x/y.png' }, '照片格式'],
    [{ tool: 'avatar', style: 'cartoon', image: 'data:text/plain;base64,aGk=' }, '照片格式'],
    [{ tool: 'tts', style: 'ttsch/0', text: '   ' }, '文字'],
    [{ tool: 'tts', style: 'ttsch/0', text: '长'.repeat((textLimit('tts') ?? 0) / 2 + 1) }, '太长'],
    [{ tool: 'video3d', style: 'circle', image: PNG, bgm: 'nope' }, '音乐'],
  ])('refuses bad input %o without charging', async (input, words) => {
    const token = await mock.login();
    const answer = await mock.call('POST', '/miao/v1/task', { token, body: { ...input, token: await taskToken(token) } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain(words);
    expect(await points(token)).toBe(100);
  });

  it.each([
    [
      'Chinese text to the English voice',
      'ttsen/0',
      '你好，欢迎使用 Miao。',
      '这段文字是中文，所选声音只会读英文，请选择中文声音（未开始，不扣积分）',
    ],
    [
      'English text to a Chinese voice',
      'ttsch/3',
      'Hello from Miao.',
      '这段文字是英文，所选声音只会读中文，请选择英文声音（未开始，不扣积分）',
    ],
  ])('refuses %s before any charge, with its own code, the task token unused', async (_label, style, text, words) => {
    const token = await mock.login();
    const tt = await taskToken(token);
    const refused = await mock.call('POST', '/miao/v1/task', { token, body: { token: tt, tool: 'tts', style, text } });
    expect(refused).toMatchObject({ status: 400, body: { code: 4008, msg: words, data: null } });
    expect(await points(token)).toBe(100);
    expect((await list(token)).total).toBe(0);
    // The same token then takes the text in a voice of its language.
    const voice = style === 'ttsen/0' ? 'ttsch/0' : 'ttsen/0';
    const taken = await mock.call('POST', '/miao/v1/task', { token, body: { token: tt, tool: 'tts', style: voice, text } });
    expect(taken.body.code).toBe(0);
    expect(await points(token)).toBe(100 - TOOLS.tts.cost);
  });

  it('refuses a photo the page would refuse: too few pixels, bytes that are not an image', async () => {
    const token = await mock.login();
    const small = await createTask(token, {
      tool: 'cartoon',
      style: 'cartoon',
      image: toDataUrl('image/png', pngBytes(100, 100)),
    });
    expect(small.body).toMatchObject({ code: 4004, msg: expect.stringContaining('照片尺寸太小') });
    const fake = await createTask(token, {
      tool: 'cartoon',
      style: 'cartoon',
      image: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    });
    expect(fake.body).toMatchObject({ code: 4004, msg: '照片格式不正确，请上传 JPEG、PNG 或 WebP 图片' });
    expect(await points(token)).toBe(100);
  });

  it('refuses with a clear message and its own code when points are short', async () => {
    const token = await mock.login('new'); // 20 points
    await createTask(token, { tool: 'avatar', style: 'cartoon', image: PNG });
    await createTask(token, { tool: 'avatar', style: 'cartoon', image: PNG });
    const short = await createTask(token, { tool: 'avatar', style: 'cartoon', image: PNG });
    expect(short.status).toBe(200);
    expect(short.body).toEqual({ code: 4020, msg: '积分不足：本次需要 10 积分，当前余额 0 积分，请先充值', data: null });
    expect((await list(token)).total).toBe(2);
  });

  it('a failing task (x-mock-task: fail) ends failed and refunds its points', async () => {
    const token = await mock.login();
    const answer = await createTask(token, { tool: 'gif', style: 'cry', image: PNG }, { 'x-mock-task': 'fail' });
    expect(answer.body.data.points).toBe(94);
    expect((await settled(token))[0]).toMatchObject({ status: 'failed', url: '' });
    expect(await points(token)).toBe(100);
  });

  it('needs a login', async () => {
    expect((await mock.call('POST', '/miao/v1/task', { body: { tool: 'tts' } })).status).toBe(401);
  });
});

describe('POST /miao/v1/task: runs with several results', () => {
  const pixar = 'pix/pixar';

  it('makes count results of each style, charges them all at once, and answers every one in order', async () => {
    const token = await mock.login();
    const answer = await createTask(token, { tool: 'avatar', style: pixar, styles: [pixar, 'pix/anime'], count: 2, image: PNG });
    expect(answer.body.code).toBe(0);
    const { resources, resource, taskId, points: after } = answer.body.data;
    expect(resources?.map((r) => r.style)).toEqual([pixar, pixar, 'pix/anime', 'pix/anime']);
    expect(resources?.every((r) => r.taskId === taskId && r.status === 'pending')).toBe(true);
    expect(resource).toEqual(resources?.[0]);
    expect(after).toBe(100 - 4 * TOOLS.avatar.cost);
    // How they were made comes back with each, so they can be made again.
    expect(resources?.[3].settings).toEqual({ styles: [pixar, 'pix/anime'], count: 2 });
    // One upload for the run: every result shows the same photo.
    expect(new Set(resources?.map((r) => r.source)).size).toBe(1);
    const done = (await settled(token)).filter((r) => r.taskId === taskId);
    expect(done.map((r) => r.status)).toEqual(['done', 'done', 'done', 'done']);
    // The engine's seeds run on from one another: any four consecutive ones vary the picture's
    // shot or side (engine recipes/shared/variation.ts), where independent ones came out alike.
    const seeds = (await allResources(db))
      .filter((r) => r.taskId === taskId)
      .flatMap((r) => (r.seed === undefined ? [] : [r.seed]));
    expect(seeds).toHaveLength(4);
    expect(seeds.slice(1).map((seed, i) => seed - seeds[i])).toEqual([1, 1, 1]);
  });

  it('keeps the text of a text run with its results', async () => {
    const token = await mock.login();
    const answer = await createTask(token, { tool: 'tti', style: '1000', count: 3, text: '月光下的小猫' });
    expect(answer.body.data.resources).toHaveLength(3);
    expect(answer.body.data.resources?.[2].settings).toEqual({ styles: ['1000'], count: 3, text: '月光下的小猫' });
    expect(answer.body.data.points).toBe(100 - 3 * TOOLS.tti.cost);
  });

  it('finishes results one by one, and a failed one is refunded alone', async () => {
    // Held until the test ends them, in their order: the first alone, then the rest.
    configureMock({ taskDelayMs: HELD_MS });
    const token = await mock.login();
    const answer = await createTask(
      token,
      { tool: 'cartoon', style: 'cartoon', count: 3, image: PNG },
      { 'x-mock-task': 'fail-items=1' },
    );
    expect(answer.body.data.points).toBe(100 - 3 * TOOLS.cartoon.cost);
    await runLaterNow(1);
    const first = (await list(token)).list;
    expect(first.map((r) => r.status).sort()).toEqual(['done', 'pending', 'pending']);
    await runLaterNow();
    const byOrder = (await settled(token)).slice().reverse();
    expect(byOrder.map((r) => [r.status, r.refunded])).toEqual([
      ['done', false],
      ['failed', true],
      ['done', false],
    ]);
    expect(await points(token)).toBe(100 - 2 * TOOLS.cartoon.cost);
  });

  it.each([
    [{ tool: 'tts', style: 'ttsch/0', styles: ['ttsch/0', 'ttsch/2'], text: 'hi' }, '一次只能选一种风格'],
    [{ tool: 'avatar', style: pixar, styles: [pixar, pixar], image: PNG }, '风格重复'],
    [
      { tool: 'avatar', style: 'cartoon', styles: ['cartoon', 'portrait', pixar, 'pix/anime', 'pix/disney'], image: PNG },
      '最多选 4 种',
    ],
    [{ tool: 'avatar', style: pixar, styles: ['cartoon', pixar], image: PNG }, '第一个与 style 相同'],
    [{ tool: 'avatar', style: pixar, count: 5, image: PNG }, '1 到 4 个'],
    [{ tool: 'avatar', style: pixar, count: 0, image: PNG }, '1 到 4 个'],
    [{ tool: 'avatar', style: pixar, count: 1.5, image: PNG }, '1 到 4 个'],
    [{ tool: 'tts', style: 'ttsch/0', count: 2, text: 'hi' }, '每次生成 1 个'],
    [{ tool: 'avatar', style: pixar, count: '2', image: PNG }, 'count'],
  ])('refuses a run that breaks its rules %o without charging', async (input, words) => {
    const token = await mock.login();
    const answer = await mock.call('POST', '/miao/v1/task', { token, body: { ...input, token: await taskToken(token) } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain(words);
    expect(await points(token)).toBe(100);
  });

  it('refuses a fourth run while three are going, before charging, and takes one again when one ends', async () => {
    // Held: the three runs are still going when the fourth is asked, however slow the machine.
    configureMock({ taskDelayMs: HELD_MS });
    const token = await mock.login();
    // Task tokens asked first, so nothing but the runs' requests comes between the first run and the fourth.
    const tokens = await Promise.all(Array.from({ length: 4 }, () => taskToken(token)));
    const run = (i: number) =>
      mock.call<TaskAnswer>('POST', '/miao/v1/task', {
        token,
        body: { token: tokens[i], tool: 'tts', style: 'ttsch/0', text: `第${i}段` },
      });
    for (let i = 0; i < 3; i += 1) expect((await run(i)).body.code).toBe(0);
    const fourth = await run(3);
    expect(fourth.body).toMatchObject({ code: 4023, msg: '最多同时进行 3 个生成，请等其中一个完成' });
    expect(await points(token)).toBe(100 - 3 * TOOLS.tts.cost);
    await runLaterNow(1);
    expect((await createTask(token, { tool: 'tts', style: 'ttsch/0', text: '第4段' })).body.code).toBe(0);
  });

  it.each([
    // Points run out first: 2 runs of 2 results (8 points each) fit in 20, the other 4 are refused for points.
    { count: 2, accepted: 2, refusals: [4020, 4020, 4020, 4020], left: 20 - 2 * 2 * TOOLS.cartoon.cost },
    // The parallel limit comes first: 3 runs of 1 result (4 each) go, the other 3 are refused as too many.
    { count: 1, accepted: 3, refusals: [4023, 4023, 4023], left: 20 - 3 * TOOLS.cartoon.cost },
  ])('keeps the ledger exact under 6 runs sent at once (count $count)', async ({ count, accepted, refusals, left }) => {
    // Held: every accepted run is still going while the others are asked.
    configureMock({ taskDelayMs: HELD_MS });
    const token = await mock.login('new'); // 20 points
    const tokens = await Promise.all(Array.from({ length: 6 }, () => taskToken(token)));
    const answers = await Promise.all(
      tokens.map((t) =>
        mock.call<TaskAnswer>('POST', '/miao/v1/task', {
          token,
          body: { token: t, tool: 'cartoon', style: 'cartoon', count, image: PNG },
        }),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(accepted);
    expect(codes.filter((c) => c !== 0).sort()).toEqual(refusals);
    expect(await points(token)).toBe(left);
    expect((await list(token)).total).toBe(accepted * count);
    // Every result finishes; nothing more is charged or refunded.
    await runLaterNow();
    await settled(token);
    expect(await points(token)).toBe(left);
  });
});

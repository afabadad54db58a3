// HD (docs/api.md "HD"): a task with `hdOf` makes one of the caller's finished still results
// again at twice its size, for hdCost of its price, with the stock media of MOCK_ENGINE=canned.
// Every refusal is checked before anything is charged; the charge is in the points history.
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryAnswer, Resource, RevokeAnswer, TaskInput } from '../../src/rules/wire/types';
import { TOOLS } from '../../src/rules/catalog';
import { CODES } from '../../src/rules/errorCodes';
import { HD_SCALE, hdCost } from '../../src/rules/hd';
import { PHOTO } from '../../tests/testing/images';
import { configureMock } from '../server/config';
import { db } from '../db/current';
import { resourceById } from '../db/resources';
import { taskCalls } from '../server/taskCalls';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();
const { createTask, points, list, settled } = taskCalls(mock);
// Results end at once; a test that needs one pending sets a delay it cannot outlast.
beforeEach(() => configureMock({ taskDelayMs: 1 }));

const AVATAR: Omit<TaskInput, 'token'> = { tool: 'avatar', style: 'pix/pixar', image: PHOTO };

/** A finished result of `input` (the caller's own). */
async function finished(token: string, input: Omit<TaskInput, 'token'> = AVATAR): Promise<Resource> {
  const answer = await createTask(token, input);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  const resId = answer.body.data.resource.resId;
  const done = (await settled(token)).find((r) => r.resId === resId);
  expect(done?.status).toBe('done');
  return done!;
}

async function history(token: string) {
  return (await mock.call<HistoryAnswer>('GET', '/miao/v1/account/history?page=1&num=100', { token })).body.data.list;
}

async function sizeOf(url: string): Promise<{ width: number; height: number; type: string | null }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { width, height, type: res.headers.get('content-type') };
}

describe('POST /miao/v1/task with hdOf', () => {
  it('charges hdCost of the original, writes it in the history, and makes a picture twice as wide and tall', async () => {
    const token = await mock.login();
    const original = await finished(token);
    const before = await points(token);
    const answer = await createTask(token, { ...AVATAR, hdOf: original.resId });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    const price = hdCost(TOOLS.avatar.cost);
    expect(price).toBe(2 * TOOLS.avatar.cost);
    expect(answer.body.data.points).toBe(before - price);
    expect(answer.body.data.resources).toHaveLength(1);
    const hd = answer.body.data.resource;
    expect(hd).toMatchObject({ typ: 'avatar', style: 'pix/pixar', status: 'pending', cost: price });
    expect(hd.settings).toMatchObject({ scale: HD_SCALE, hdOf: original.resId, styles: ['pix/pixar'], count: 1 });
    // Made from the original's own photo: the HD result shows the very same source.
    const [source, originalSource] = await Promise.all([fetch(hd.source), fetch(original.source)]);
    expect(Buffer.from(await source.arrayBuffer())).toEqual(Buffer.from(await originalSource.arrayBuffer()));

    const [charge] = await history(token);
    expect(charge).toMatchObject({
      kind: 'charge',
      amount: -price,
      balance: before - price,
      tool: 'avatar',
      styles: ['pix/pixar'],
      count: 1,
      taskId: answer.body.data.taskId,
      hdOf: original.resId,
    });

    const done = (await settled(token)).find((r) => r.resId === hd.resId);
    expect(done).toMatchObject({ status: 'done', cost: price, settings: { scale: HD_SCALE, hdOf: original.resId } });
    const normal = await sizeOf(original.url);
    const big = await sizeOf(done!.url);
    expect(big.type).toBe('image/png');
    expect(big.width).toBe(normal.width * HD_SCALE);
    expect(big.height).toBe(normal.height * HD_SCALE);
    // The original is untouched.
    const { url: _url, source: _source, ...unsigned } = original;
    expect((await list(token)).list.find((r) => r.resId === original.resId)).toMatchObject(unsigned);
  });

  it('makes a text-to-image result in HD from its prompt', async () => {
    const token = await mock.login();
    const original = await finished(token, { tool: 'tti', style: '1000', text: '山间的湖泊' });
    const answer = await createTask(token, { tool: 'tti', style: '1000', text: '山间的湖泊', hdOf: original.resId });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    expect(answer.body.data.resource.settings).toMatchObject({ text: '山间的湖泊', scale: 2, hdOf: original.resId });
    expect(answer.body.data.resource.cost).toBe(hdCost(TOOLS.tti.cost));
  });

  it('keeps the seed each result is made with, and gives HD its original’s', async () => {
    const token = await mock.login();
    const original = await finished(token);
    const seed = (await resourceById(db, original.resId))?.seed;
    expect(Number.isInteger(seed)).toBe(true);
    const hd = await createTask(token, { ...AVATAR, hdOf: original.resId });
    expect((await resourceById(db, hd.body.data.resource.resId))?.seed).toBe(seed);
    // Two results of one run differ.
    const run = await createTask(token, { ...AVATAR, count: 2 });
    const [a, b] = await Promise.all(run.body.data.resources!.map(async (r) => (await resourceById(db, r.resId))?.seed));
    expect(a).not.toBe(b);
  });

  it('refunds an HD result that fails, and one withdrawn while pending', async () => {
    const token = await mock.login();
    const original = await finished(token);
    const before = await points(token);
    const failing = await createTask(token, { ...AVATAR, hdOf: original.resId }, { 'x-mock-task': 'fail' });
    expect(failing.body.data.points).toBe(before - hdCost(original.cost));
    await settled(token);
    expect(await points(token)).toBe(before);
    expect((await history(token))[0]).toMatchObject({ kind: 'refund', amount: hdCost(original.cost), reason: 'failed' });

    configureMock({ taskDelayMs: 60_000 });
    const pending = await createTask(token, { ...AVATAR, hdOf: original.resId });
    const revoked = await mock.call<RevokeAnswer>('POST', '/miao/v1/resource/revoke', {
      token,
      body: { resId: pending.body.data.resource.resId },
    });
    expect(revoked.body.data).toMatchObject({ points: before, resource: { status: 'revoked', refunded: true } });
  });

  it('refuses when the balance is below the HD price, charging nothing', async () => {
    const token = await mock.login('new'); // 20 points
    const original = await finished(token); // 10 left, HD costs 20
    const answer = await createTask(token, { ...AVATAR, hdOf: original.resId });
    expect(answer.body).toMatchObject({
      code: CODES.pointsShort,
      msg: expect.stringContaining(`本次需要 ${hdCost(original.cost)} 积分`),
    });
    expect(await points(token)).toBe(20 - original.cost);
  });
});

describe('POST /miao/v1/task with hdOf refuses, charging nothing', () => {
  /** Asks HD with `input` and checks the refusal, the balance unchanged and no result made. */
  async function expectRefused(
    token: string,
    input: Omit<TaskInput, 'token'>,
    refusal: { status: number; code: number; msg: string },
  ): Promise<void> {
    const before = await points(token);
    const count = (await list(token)).total;
    const answer = await createTask(token, input);
    expect({ status: answer.status, code: answer.body.code, msg: answer.body.msg }).toEqual(refusal);
    expect(await points(token)).toBe(before);
    expect((await list(token)).total).toBe(count);
  }

  it('an unknown result, or another account’s', async () => {
    const token = await mock.login();
    const notFound = { status: 404, code: CODES.notFound, msg: '要做成高清的作品不存在' };
    await expectRefused(token, { ...AVATAR, hdOf: 'r-nope' }, notFound);
    const theirs = await finished(await mock.login('new'));
    await expectRefused(token, { ...AVATAR, hdOf: theirs.resId }, notFound);
  });

  it('a result not done yet, one that failed, one withdrawn, one that is not a still picture, one already HD', async () => {
    const token = await mock.login();
    configureMock({ taskDelayMs: 60_000 });
    const pending = (await createTask(token, AVATAR)).body.data.resource;
    await expectRefused(
      token,
      { ...AVATAR, hdOf: pending.resId },
      { status: 200, code: CODES.hdNotPossible, msg: '这张作品还在生成中，完成后才能做成高清' },
    );
    await mock.call('POST', '/miao/v1/resource/revoke', { token, body: { resId: pending.resId } });
    configureMock({ taskDelayMs: 1 });
    const failed = (await createTask(token, AVATAR, { 'x-mock-task': 'fail' })).body.data.resource;
    await settled(token);
    await expectRefused(
      token,
      { ...AVATAR, hdOf: failed.resId },
      { status: 200, code: CODES.hdNotPossible, msg: '这张作品没有生成成功，无法做成高清' },
    );
    const withdrawn = await finished(token);
    await mock.call('POST', '/miao/v1/resource/revoke', { token, body: { resId: withdrawn.resId } });
    await expectRefused(
      token,
      { ...AVATAR, hdOf: withdrawn.resId },
      { status: 200, code: CODES.hdNotPossible, msg: '这张作品已撤回，无法做成高清' },
    );
    const voice = await finished(token, { tool: 'tts', style: 'ttsch/0', text: '你好' });
    await expectRefused(
      token,
      { tool: 'tts', style: 'ttsch/0', text: '你好', hdOf: voice.resId },
      { status: 200, code: CODES.hdNotPossible, msg: '只有图片作品可以做成高清' },
    );
    const original = await finished(token);
    const hd = (await createTask(token, { ...AVATAR, hdOf: original.resId })).body.data.resource;
    await settled(token);
    await expectRefused(
      token,
      { ...AVATAR, hdOf: hd.resId },
      { status: 200, code: CODES.hdNotPossible, msg: '这张作品已经是高清的了' },
    );
  });

  it('a second HD of a result while its first is being made (issue 33: a second press must not charge again); once made, another may be asked', async () => {
    const token = await mock.login();
    const original = await finished(token);
    const other = await finished(token);
    configureMock({ taskDelayMs: 60_000 });
    const first = await createTask(token, { ...AVATAR, hdOf: original.resId });
    expect(first.body.code).toBe(0);
    await expectRefused(
      token,
      { ...AVATAR, hdOf: original.resId },
      { status: 200, code: CODES.hdNotPossible, msg: '这张作品的高清版正在生成中，完成前不会再做一张，也不会再次扣积分' },
    );
    // Another result's HD is not held up by it; once the first is withdrawn, HD may be asked again.
    expect((await createTask(token, { ...AVATAR, hdOf: other.resId })).body.code).toBe(0);
    await mock.call('POST', '/miao/v1/resource/revoke', { token, body: { resId: first.body.data.resource.resId } });
    expect((await createTask(token, { ...AVATAR, hdOf: original.resId })).body.code).toBe(0);
  });

  it('a result made before seeds were kept', async () => {
    const token = await mock.login();
    const original = await finished(token);
    await db.query('UPDATE resources SET seed = NULL WHERE res_id = $1', [original.resId]);
    await expectRefused(
      token,
      { ...AVATAR, hdOf: original.resId },
      { status: 200, code: CODES.hdNotPossible, msg: '这张作品生成得较早，没有保存生成参数，无法按原样做成高清' },
    );
  });

  it('another tool or style than the result’s', async () => {
    const token = await mock.login();
    const original = await finished(token);
    const mismatch = { status: 400, code: CODES.hdNotPossible, msg: '高清要用原作品的工具和风格' };
    await expectRefused(token, { ...AVATAR, style: 'portrait', hdOf: original.resId }, mismatch);
    await expectRefused(token, { tool: 'cartoon', style: 'cartoon', image: PHOTO, hdOf: original.resId }, mismatch);
  });

  it('more than one style or result', async () => {
    const token = await mock.login();
    const original = await finished(token);
    const oneOnly = { status: 400, code: CODES.badRun, msg: '高清一次只做一张：只能有一个风格，生成 1 张' };
    await expectRefused(token, { ...AVATAR, count: 2, hdOf: original.resId }, oneOnly);
    await expectRefused(token, { ...AVATAR, styles: ['pix/pixar', 'portrait'], hdOf: original.resId }, oneOnly);
  });

  it('an hdOf that is not a result id', async () => {
    const token = await mock.login();
    await expectRefused(token, { ...AVATAR, hdOf: '  ' }, { status: 400, code: CODES.badRequest, msg: 'hdOf 应为作品编号' });
  });
});

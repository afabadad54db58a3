// Results made by a model server (MIAO_ENGINE_SD_URL, MIAO_ENGINE_TTS_URL) through the stand-in:
// charged when the run is made, `done` with the server's media and `settings.engine` saying
// so, or — the server answering an error — `failed` and refunded. The variables are set before
// the pool's threads start (a thread keeps the environment it started with). A result revoked
// while the server draws it ends its thread, and with it the request.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLS } from '../../src/rules/catalog';
import type { Resource, RevokeAnswer } from '../../src/rules/wire/types';
import { closeEngine } from '../engine';
import {
  audioAnswer,
  errorAnswer,
  field,
  flatPng,
  noAnswer,
  pictureAnswer,
  startFakeApi,
  toneWav,
  type FakeApi,
} from '../engine/testing/fakeApis';
import { configureMock } from '../server/config';
import { taskCalls } from '../server/taskCalls';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();
const { createTask, points, list } = taskCalls(mock);
const NAMES = ['MIAO_ENGINE_SD_URL', 'MIAO_ENGINE_TTS_URL'] as const;
const saved = new Map(NAMES.map((name) => [name, process.env[name]]));
let images: FakeApi;
let speech: FakeApi;

/** Every result of the account final: the engine's threads may take seconds to start on a busy machine. */
async function settled(token: string): Promise<Resource[]> {
  for (let i = 0; i < 600; i += 1) {
    const found = (await list(token)).list;
    if (found.every((r) => r.status !== 'pending')) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('results still pending after 30 s');
}

describe('results made by model servers', { timeout: 300_000 }, () => {
  beforeAll(async () => {
    images = await startFakeApi();
    speech = await startFakeApi();
    process.env.MIAO_ENGINE_SD_URL = images.url;
    process.env.MIAO_ENGINE_TTS_URL = speech.url;
    // Threads started before this file's variables were set would not see them.
    await closeEngine();
  });
  afterAll(async () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await closeEngine();
    await images.close();
    await speech.close();
  });
  beforeEach(() => {
    configureMock({ engine: 'local' });
    images.received.length = 0;
    speech.received.length = 0;
  });

  it('makes text-to-image and speech on the servers, and says so in the settings', async () => {
    images.answerWith(pictureAnswer(await flatPng(1024, 1024)));
    speech.answerWith(audioAnswer(toneWav(1)));
    const token = await mock.login();
    expect((await createTask(token, { tool: 'tti', style: '1001', text: '一只猫坐在船上', count: 2 })).body.code).toBe(0);
    expect((await createTask(token, { tool: 'tts', style: 'ttsen/0', text: 'Hello from the server.' })).body.code).toBe(0);
    const results = await settled(token);
    expect(results.map((result) => [result.status, result.settings?.engine])).toEqual(
      expect.arrayContaining([
        ['done', 'remote: tts-1 nova'],
        ['done', 'remote: AUTOMATIC1111 txt2img'],
        ['done', 'remote: AUTOMATIC1111 txt2img'],
      ]),
    );
    // Two results of one run: two seeds.
    expect(new Set(images.received.map((request) => field(request, 'seed'))).size).toBe(2);
    expect(field(speech.received[0], 'input')).toBe('Hello from the server.');
    expect(await points(token)).toBe(100 - 2 * TOOLS.tti.cost - TOOLS.tts.cost);
  });

  it('fails and refunds each result a server answers with an error', async () => {
    images.answerWith(errorAnswer(500));
    speech.answerWith(errorAnswer(503));
    const token = await mock.login();
    expect((await createTask(token, { tool: 'tti', style: '1000', text: 'a red lighthouse', count: 1 })).body.code).toBe(0);
    expect((await createTask(token, { tool: 'tts', style: 'ttsch/0', text: '你好，世界' })).body.code).toBe(0);
    const results = await settled(token);
    expect(results).toHaveLength(2);
    expect(results.every((result) => result.status === 'failed' && result.refunded)).toBe(true);
    expect(images.received).toHaveLength(1);
    expect(speech.received).toHaveLength(1);
    expect(await points(token)).toBe(100);
  });

  it('closes the request to the server when a pending result is revoked, and refunds it', async () => {
    images.answerWith(noAnswer);
    const token = await mock.login();
    const created = await createTask(token, { tool: 'tti', style: '1000', text: 'a red lighthouse', count: 1 });
    const { resId } = created.body.data.resource;
    await vi.waitFor(() => expect(images.received).toHaveLength(1), { timeout: 30_000, interval: 50 });
    const gaveUp = images.abandoned();
    const revoked = await mock.call<RevokeAnswer>('POST', '/miao/v1/resource/revoke', { token, body: { resId } });
    expect(revoked.body.code).toBe(0);
    // The job's thread is ended, and the server hears its request go.
    await gaveUp;
    expect(await points(token)).toBe(100);
  });
});

// A run's photo in the data folder: stored before the run's records refer to it, gone when the
// run is refused after it was stored, and a photo that cannot be stored charges nothing.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountInfo, TaskAnswer, TaskInput, TaskTokenAnswer } from '../../src/rules/wire/types';
import { TOOLS } from '../../src/rules/catalog';
import { PHOTO, pngBytes, toDataUrl } from '../../tests/testing/images';
import { dataPaths } from '../server/dataDir';
import { db } from '../db/current';
import { allResources, resourceById } from '../db/resources';
import { useMediaDir } from '../server/mediaStore';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();

async function createTask(token: string, input: Omit<TaskInput, 'token'>) {
  const taskToken = (await mock.call<TaskTokenAnswer>('GET', '/miao/v1/task/token', { token })).body.data.token;
  return mock.call<TaskAnswer>('POST', '/miao/v1/task', { token, body: { ...input, token: taskToken } });
}
const points = async (token: string) =>
  (await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token })).body.data.points;

describe('a run’s photo in the data folder', () => {
  let dir: string;
  const uploads = () => join(dataPaths(dir).media, 'upload');
  const uploadFiles = () => (existsSync(uploads()) ? readdirSync(uploads()).sort() : []);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'miao-upload-'));
    // The folder's media (the records stay in the test's database in memory).
    useMediaDir(dataPaths(dir).media);
  });
  afterEach(() => {
    useMediaDir(null);
    rmSync(dir, { recursive: true, force: true });
  });

  it('is on disk, with its sniffed type, when the run is answered', async () => {
    const token = await mock.login();
    const png = pngBytes();
    const answer = await createTask(token, { tool: 'avatar', style: 'cartoon', image: toDataUrl('image/jpeg', png) });
    expect(answer.body.code).toBe(0);
    const { taskId } = answer.body.data;
    expect(readFileSync(join(uploads(), taskId))).toEqual(Buffer.from(png));
    // Declared JPEG, sniffed PNG: served as what the bytes are.
    expect(readFileSync(join(uploads(), `${taskId}.type`), 'utf8')).toBe('image/png');
    expect((await resourceById(db, answer.body.data.resource.resId))?.sourceKey).toBe(`upload/${taskId}`);
  });

  it('is removed when the run is refused after it was stored (points short)', async () => {
    const token = await mock.login('new'); // 20 points: two runs of 10
    const first = await createTask(token, { tool: 'avatar', style: 'cartoon', image: PHOTO });
    const second = await createTask(token, { tool: 'avatar', style: 'cartoon', image: PHOTO });
    const refused = await createTask(token, { tool: 'avatar', style: 'cartoon', image: PHOTO });
    expect(refused.body.code).toBe(4020);
    const kept = [first, second].map((answer) => answer.body.data.taskId);
    expect(uploadFiles()).toEqual(kept.flatMap((taskId) => [taskId, `${taskId}.type`]).sort());
  });

  it('that cannot be stored fails the request and charges nothing; the token can be used again', async () => {
    const token = await mock.login();
    const taskToken = (await mock.call<TaskTokenAnswer>('GET', '/miao/v1/task/token', { token })).body.data.token;
    const body = { tool: 'avatar', style: 'cartoon', image: PHOTO, token: taskToken };
    // A file where the uploads' folder should be: no photo can be stored.
    mkdirSync(dataPaths(dir).media, { recursive: true });
    writeFileSync(uploads(), 'in the way');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await mock.call<TaskAnswer>('POST', '/miao/v1/task', { token, body });
    expect(failed.status).toBe(500);
    expect(await points(token)).toBe(100);
    expect(await allResources(db)).toHaveLength(0);

    rmSync(uploads());
    const retried = await mock.call<TaskAnswer>('POST', '/miao/v1/task', { token, body });
    expect(retried.body.code).toBe(0);
    expect(await points(token)).toBe(100 - TOOLS.avatar.cost);
  });
});

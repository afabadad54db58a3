// A run is made in its user's language (issue 37: the talking photo speaks it): the create
// request's language (the app's cookie, else the browser's Accept-Language, as the stand-in's
// own pages read it) travels with the run's material to every result's recipe; a request that
// names no language of the app's is Chinese.
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, type Locale } from '../../src/locales/locale';
import { toDataUrl } from '../../tests/testing/images';
import { useTestRecipes } from '../server/testRecipes';
import { useMockServer } from '../server/testClient';
import { taskCalls } from '../server/taskCalls';
import { samplePortrait } from '../engine/testing/faces';

const mock = useMockServer();
const { createTask, list } = taskCalls(mock);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /miao/v1/task tells the recipe the user’s language', { timeout: 300_000 }, () => {
  useTestRecipes();

  /** The locale each result of a talking-photo run was made in, once all are done. */
  async function localesMade(headers: Record<string, string>): Promise<(Locale | undefined)[]> {
    const token = await mock.login();
    const image = toDataUrl('image/png', await samplePortrait());
    const answer = await createTask(token, { tool: 'animation', style: 'talk', count: 2, image }, headers);
    expect(answer.body.code).toBe(0);
    const { taskId } = answer.body.data;
    const thisRun = async () => (await list(token)).list.filter((r) => r.taskId === taskId);
    let results = await thisRun();
    for (let i = 0; i < 400 && results.some((r) => r.status === 'pending'); i += 1) {
      await sleep(25);
      results = await thisRun();
    }
    expect(results.map((r) => r.status)).toEqual(['done', 'done']);
    return Promise.all(results.map(async (r) => ((await (await fetch(r.url)).json()) as { locale?: Locale }).locale));
  }

  it('an English browser’s run is made in English', async () => {
    expect(await localesMade({ 'accept-language': 'en-GB,en;q=0.9' })).toEqual(['en', 'en']);
  });

  it('the app’s language cookie wins over the browser’s', async () => {
    expect(await localesMade({ 'accept-language': 'zh-CN,zh;q=0.9', cookie: `${LOCALE_COOKIE}=en` })).toEqual(['en', 'en']);
  });

  it('a request that names no language is made in Chinese, as before', async () => {
    expect(await localesMade({})).toEqual(['zh-CN', 'zh-CN']);
  });
});

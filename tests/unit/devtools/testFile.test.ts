// @vitest-environment jsdom
// The saved file, from a realistic recording made over nock on a port of its own (the
// templates answered three times with their covers signed anew, the shop, a sign-in's full
// load): laid out exactly as the repository's prettier lays it out, each repeated answer
// written once, no trace of the recording's port, and a step per press named as the person did it.
import nock from 'nock';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { exchangeSink } from '../../../src/devtools/exchangeSink';
import { formatTestFile } from '../../../src/devtools/format';
import { createLiveRecorder } from '../../../src/devtools/liveRecorder';
import { readKept } from '../../../src/devtools/recording';
import { toTestFile } from '../../../src/devtools/testFile';
import { initialSession } from '../../../src/models/session';
import { shop } from '../../../src/models/shop';
import { templates } from '../../../src/models/templates';
import { goods, info, validAuth } from '../../testing/fixtures';
import { press } from '../../testing/liveRecording';
import { useNock } from '../../testing/nock';
import { memoryStorage, settle, testStore } from '../../testing/store';

useNock();

const PORT_ORIGIN = 'http://localhost:3123';
const signed = (path: string, n: number) => `${PORT_ORIGIN}/mock/media/${path}?expires=${1_900_000_000 + n}&sign=${n}abcdef`;
const templateAnswer = (n: number) => ({
  code: 0,
  data: {
    animation: ['boy', 'cry', 'girl', 'smile'].map((mode) => ({
      action: 'expression',
      mode,
      channel: 'gif',
      cover: signed(`example/gif/${mode}/after.gif`, n),
    })),
    avatar: ['pixar', 'ghibli'].map((mode) => ({ channel: 'avatar', mode, cover: signed(`example/avatar/${mode}.png`, n) })),
  },
});

async function realisticRecording() {
  const tab = memoryStorage();
  const auth = validAuth();
  const host = { apiHost: PORT_ORIGIN, onExchange: exchangeSink };
  const first = testStore({
    ...host,
    storage: memoryStorage({ _auth: JSON.stringify(auth) }),
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  }).store;
  const recorder = createLiveRecorder(first, { page: () => '/user', storage: tab, events: window, origin: PORT_ORIGIN });
  recorder.start();
  for (const [n, name] of ['我的', '刷新', '模板'].entries()) {
    nock(PORT_ORIGIN).get('/usee/v1/alg/template/latest').reply(200, templateAnswer(n));
    press(name, { removed: true });
    await first.dispatch(templates.actions.fetch());
    await settle(first);
  }
  window.dispatchEvent(new Event('pagehide'));
  first.close();

  // A full load (a reload): the next store resumes what the tab kept.
  const kept = readKept(tab);
  const second = testStore({ ...host, storage: memoryStorage({ _auth: JSON.stringify(auth) }) }).store;
  nock(PORT_ORIGIN)
    .get('/miao/v1/account/info')
    .reply(200, { code: 0, data: { ...info, avatar: `${PORT_ORIGIN}/mock/avatar/u.svg` } });
  for (const kind of ['difyid', 'pdfid', 'nopdfid']) {
    nock(PORT_ORIGIN)
      .get(`/miao/v1/agent/${kind}`)
      .query(true)
      .reply(200, { code: 0, data: { id: `${kind}-1` } });
  }
  const resumed = createLiveRecorder(second, {
    page: () => '/user?tab=shop',
    storage: tab,
    events: window,
    origin: PORT_ORIGIN,
    resume: kept.kind === 'kept' ? { recording: kept.recording, storage: { auth: JSON.stringify(auth), runs: null } } : null,
  });
  await settle(second);
  nock(PORT_ORIGIN)
    .get('/miao/v1/shop/goods/list')
    .reply(200, { code: 0, data: { list: goods } });
  press('商城', { removed: true });
  await second.dispatch(shop.actions.fetchGoods());
  await settle(second);
  const run = resumed.finish();
  second.close();
  if (!run) throw new Error('nothing was recorded');
  return run;
}

describe('the saved test file', () => {
  it('is laid out as the repository’s prettier lays out code, repeats nothing large, and holds no port', async () => {
    const run = await realisticRecording();
    const text = await formatTestFile(toTestFile(run, 'visits my templates three times, then the shop after a reload'));
    const filepath = 'tests/integration/recorded/visit.test.ts';
    const config = await prettier.resolveConfig(filepath);
    expect(config).toMatchObject({ printWidth: 130, singleQuote: true });
    expect(await prettier.check(text, { ...config, filepath })).toBe(true);

    // The three template answers differ only in their covers' signatures: written once.
    const named = [...text.matchAll(/^const ([A-Z0-9_]+) =/gm)].map((match) => match[1]);
    const reused = named.filter((name) => text.split(new RegExp(`\\b${name}\\b`)).length - 1 >= 3);
    expect(reused.length).toBeGreaterThan(0);
    expect(text.match(/example\/gif\/boy\/after\.gif/g)).toHaveLength(1);
    expect(text).not.toContain('3123');
    expect(text).not.toContain('sign=');
    expect(text).toContain('${ORIGIN}/mock/media/example/gif/boy/after.gif');

    // A step per press, named as the person did it, and the load between.
    expect(text).toContain("await replay.step('on my account, presses “我的”'");
    expect(text).toContain("await replay.step('on my account, presses “刷新”'");
    expect(text).toContain("await replay.step('opens the points shop'");
    expect(text).toContain("await replay.step('on the points shop, presses “商城”'");
    expect(text).toContain('replay = replayLoaded(');
    expect(text).toContain("it('visits my templates three times, then the shop after a reload'");
  });

  it('a file written before formatting is not yet prettier’s (the layout is prettier’s work, not luck)', async () => {
    const run = await realisticRecording();
    const raw = toTestFile(run, 'raw');
    const filepath = 'tests/integration/recorded/visit.test.ts';
    const config = await prettier.resolveConfig(filepath);
    expect(await prettier.check(raw, { ...config, filepath })).toBe(false);
  });
});

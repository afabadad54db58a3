// @vitest-environment jsdom
// The saved files read as steps: a photo and the long answers go to `<name>.fixtures.ts` beside
// the test (named from the test's name, so no renaming), the photo as its data URL under
// PHOTO_1 with its type, size and hash said; constants are named by what they are, never by
// an id; the starting state is written only as it differs from the app's initial state, and
// the replay still builds the store in the recorded state. Any model's slice may start a
// recording (favourites, which a page joins later, too): RecordedState has them all.
import { runInThisContext } from 'node:vm';
import nock from 'nock';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { hoistRepeated, Ref } from '../../../src/devtools/constants';
import { initialModelsState } from '../../../src/devtools/initialState';
import type { Recording } from '../../../src/devtools/recording';
import { fileBaseOf, toTestFiles } from '../../../src/devtools/testFile';
import { allModels } from '../../../src/models/all';
import { shop } from '../../../src/models/shop';
import { tasks } from '../../../src/models/tasks';
import { nockAccount, nockRun } from '../../testing/chains';
import { goods, info, validAuth } from '../../testing/fixtures';
import { endRecording, press, recordingOn } from '../../testing/liveRecording';
import { API_HOST, useNock } from '../../testing/nock';
import * as kit from '../../testing/recorded';
import { replayStarted, type RecordedState } from '../../testing/recorded';
import { settle } from '../../testing/store';

useNock();

/** A photo as a phone gives it: a data URL of some kilobytes. */
const PHOTO = `data:image/jpeg;base64,${'/9j/4AAQSkZJRgABAQ'.repeat(400)}`;

/** A live recording on the shop: the goods asked for, then an avatar made from a photo. */
async function recordShopAndPhoto(): Promise<Recording> {
  const { store, recorder } = recordingOn('/user?tab=shop');
  recorder.start();
  nock(API_HOST)
    .get('/miao/v1/shop/goods/list')
    .reply(200, { code: 0, data: { list: goods } });
  press('积分商城', { removed: true });
  await store.dispatch(shop.actions.fetchGoods());
  await settle(store);
  nockRun({ points: 90 });
  nockAccount({ info: { ...info, points: 90 }, optional: true });
  press('开始生成', { removed: true });
  await store.dispatch(tasks.actions.create({ tool: 'avatar', style: 'pixar', image: PHOTO, runId: 'run-a' }));
  return endRecording(recorder, store);
}

/** Runs a saved test with its fixtures file, as vitest would, against the real kit. */
async function runFiles(test: string, fixtures: string | null, base: string): Promise<void> {
  const compile = (text: string, modules: Record<string, unknown>): Record<string, unknown> => {
    const { outputText } = ts.transpileModule(text, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    });
    const module: unknown = runInThisContext(`(function (require, exports) {\n${outputText}\n})`);
    if (typeof module !== 'function') throw new Error('not a module');
    const exports: Record<string, unknown> = {};
    const load = (name: string) => {
      if (!(name in modules)) throw new Error(`imports ${name}`);
      return modules[name];
    };
    Reflect.apply(module, undefined, [load, exports]);
    return exports;
  };
  const tests: (() => Promise<void>)[] = [];
  const modules: Record<string, unknown> = {
    vitest: { it: (_name: string, body: () => Promise<void>) => void tests.push(body) },
    '../../testing/recorded': kit,
  };
  if (fixtures !== null) modules[`./${base}.fixtures`] = compile(fixtures, { '../../testing/recorded': kit });
  compile(test, modules);
  expect(tests).toHaveLength(1);
  try {
    await tests[0]();
  } finally {
    nock.cleanAll();
  }
}

describe('the saved files', () => {
  it('put the photo and the long answers in a fixtures file beside the test, which imports it, and pass as saved', async () => {
    const run = await recordShopAndPhoto();
    const name = 'buys nothing, makes an avatar from a photo';
    const files = toTestFiles(run, name, { initial: { ...initialModelsState() }, fixtures: true });
    expect(files.base).toBe('buysNothingMakesAnAvatarFromAPhoto');
    const { test, fixtures } = files;
    if (fixtures === null) throw new Error('no fixtures file');

    // The photo: once, in the fixtures, as PHOTO_1 with its type, size and hash.
    expect(test).not.toContain('base64');
    expect(fixtures.split(PHOTO)).toHaveLength(2);
    expect(fixtures).toMatch(/\/\*\* image\/jpeg, 5\.3 KB, #[0-9a-f]{8} \*\/\nexport const PHOTO_1 = /);
    expect(test).toContain("from './buysNothingMakesAnAvatarFromAPhoto.fixtures';");
    expect(test).toMatch(/image: PHOTO_1/);

    // Named by what they are; nothing named after an id.
    const names = [...`${test}\n${fixtures}`.matchAll(/const ([A-Z0-9_]+) =/g)].map((match) => match[1]);
    expect(names).toContain('PHOTO_1');
    for (const constant of names) expect(constant).not.toMatch(/_(R|T|TK|TT)_[0-9A-F]{4,}|_\d+_[0-9A-F]{6,}/);

    // Times start at the fixed epoch (2030-01-01), their differences kept: the account was loaded just before.
    expect(test).toMatch(/infoAt: 18934559\d{5}/);

    // The starting state only as it differs from the initial one: the session, not the empty shop.
    const start = test.slice(test.indexOf('replayStarted('), test.indexOf('await replay.step('));
    expect(start).toContain('session:');
    expect(start).not.toMatch(/\bshop:|\btasks:|\bfavourites:|\bhistory:/);

    await runFiles(test, fixtures, files.base);
  });

  it('without the fixtures option, write one file that holds everything and still passes', async () => {
    const run = await recordShopAndPhoto();
    const files = toTestFiles(run, 'one file', { initial: { ...initialModelsState() } });
    expect(files.fixtures).toBeNull();
    expect(files.test).toContain('const PHOTO_1 = ');
    await runFiles(files.test, null, files.base);
  });

  it('name the files from the test’s name in camelCase', () => {
    expect(fileBaseOf('signs in, visits the user page and the shop, then makes one speech')).toBe(
      'signsInVisitsTheUserPageAndTheShopThenMakesOneSpeech',
    );
    expect(fileBaseOf('登录后买积分')).toBe('recorded');
    expect(fileBaseOf('3 photos')).toBe('recorded3Photos');
  });
});

describe('the constants', () => {
  it('tell a key removed (written `key: undefined`) from a key absent: the two are not one constant', () => {
    const list = Array.from({ length: 10 }, (_, n) => `the item number ${n}`);
    const { roots } = hoistRepeated([
      { value: { gone: undefined, list }, hint: ['start', 'state'] },
      { value: { list }, hint: ['after'] },
      { value: { list }, hint: ['after'] },
    ]);
    expect(roots[0].value).not.toBeInstanceOf(Ref);
    const first = roots[0].value;
    expect(typeof first === 'object' && first !== null ? Object.keys(first) : []).toEqual(['gone', 'list']);
    expect(roots[1].value).toBeInstanceOf(Ref);
  });

  it('name a list met once by its endpoint when it is long, and never an item by its id', () => {
    const signUrl = Array.from({ length: 40 }, (_, n) => ({
      key: `example/gif/${n}/after.gif`,
      signUrl: `https://cdn/${n}.gif`,
    }));
    const resources = [{ resId: 'r-87644e37de40d38b', typ: 'tts', text: 'x'.repeat(120) }];
    const { constants } = hoistRepeated([
      { value: { answer: { code: 0, data: { signUrl } } }, hint: ['example', 'list'] },
      { value: { answer: { code: 0, data: { list: resources } } }, hint: ['resource', 'list'] },
      { value: { after: { resources: { list: resources } } }, hint: ['after'] },
    ]);
    const names = constants.map((constant) => constant.name);
    expect(names).toContain('EXAMPLE_LIST');
    expect(names).toContain('RESOURCE_LIST');
    expect(names.join(' ')).not.toMatch(/87644E37/);
  });
});

describe('RecordedState', () => {
  it('has a key for every model of a store built whole, those a page joins later (favourites) included', () => {
    expectTypeOf<keyof RecordedState>().toEqualTypeOf<keyof typeof allModels>();
    expect(Object.keys(initialModelsState()).sort()).toEqual(Object.keys(allModels).sort());
  });

  it('starts a replay on any page’s slice: favourites and my resources as recorded, the rest as the app starts', () => {
    const auth = { ...validAuth(), expire: 1 };
    const replay = replayStarted({
      session: { auth, info: { ...info, id: 'u-demo' }, infoStatus: 'loaded' },
      favourites: { owner: 'u-demo', ids: ['r-1'] },
      resources: { list: [], total: 0 },
    });
    const state = replay.store.getState();
    expect(Reflect.get(state, 'favourites')).toEqual({ owner: 'u-demo', ids: ['r-1'] });
    expect(state.shop).toEqual(initialModelsState().shop);
    expect(state.session.info.id).toBe('u-demo');
    // The login's expiry moved to after now: signed in whenever it runs.
    expect(state.session.auth.expire).toBeGreaterThan(Date.now());
    replay.close();
  });
});

// The real store (createAppStore, every model and saga) against the local stand-in over real
// HTTP on 127.0.0.1: sign in by code exchange, account info, examples, templates, a task
// that finishes, delete one and many, buy and pay. The state is asserted after each step.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locationChange } from '../../../src/app';
import { createAppStore, type AppStore } from '../../../src/store';
import { allExampleLabels, TOOLS } from '../../../src/rules/catalog';
import { session } from '../../../src/models/session';
import { tasks } from '../../../src/models/tasks';
import { resources } from '../../../src/models/resources';
import { shop } from '../../../src/models/shop';
import { configureMock } from '../../../mocks/server/config';
import { startMockServer, type RunningMock } from '../../../mocks/server/http';
import { DEMO_ACCOUNT_ID, DEMO_POINTS, resetMockState } from '../../../mocks/server/state';
import { db, releaseDatabase } from '../../../mocks/db/current';
import { codeOf } from '../../../mocks/db/logins';
import { allResources } from '../../../mocks/db/resources';
import { CODES } from '../../../src/rules/errorCodes';
import { apiClient } from '../../testing/api';
import { PHOTO } from '../../testing/images';
import { FAST } from '../../testing/store';
import { errorText } from '../../testing/errors';

let mock: RunningMock;
// The stand-in's database (in memory) starts first: Postgres takes seconds to start.
beforeAll(async () => {
  await db.query('SELECT 1');
  mock = await startMockServer();
}, 120_000);
afterAll(async () => {
  await mock.close();
  await releaseDatabase();
});
beforeEach(async () => {
  await resetMockState();
  // Results end at once unless a test needs to see one pending (it sets its own delay).
  configureMock({ taskDelayMs: 1, tokenTtlS: 3600 });
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

async function until(what: string, cond: () => boolean | Promise<boolean>, ms = 6000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** What a browser does: ask for the QR page, press the scan button, land on redirect_uri. */
async function scanQr(store: AppStore): Promise<{ code: string; state: string }> {
  const redirect = `${mock.origin}/miao_web/login_success`;
  const url = await store.dispatch(session.actions.startLogin({ redirectUri: redirect }));
  const html = await (await fetch(url)).text();
  const scan = /href="([^"]*\/mock\/wechat\/scan\?sid=[^"&]*)"/.exec(html)?.[1];
  const res = await fetch(scan!, { redirect: 'manual' });
  const landed = new URL(res.headers.get('location')!);
  expect(landed.origin + landed.pathname).toBe(redirect);
  return { code: landed.searchParams.get('code')!, state: landed.searchParams.get('state')! };
}

async function signedInStore() {
  const storage = memoryStorage();
  const notices: string[] = [];
  const store = createAppStore({
    apiHost: mock.origin,
    storage,
    notify: (m) => notices.push(m),
    onError: () => undefined,
    timing: FAST,
  });
  await expect(store.dispatch(session.actions.login(await scanQr(store)))).resolves.toBe(true);
  return { store, storage, notices };
}

describe('the store against the stand-in', () => {
  it('signs in by code exchange, then fetches info and identifiers', async () => {
    const before = Date.now();
    const { store, storage } = await signedInStore();
    const { auth } = store.getState().session;
    expect(auth.type).toBe('Bearer');
    expect(auth.expire).toBeGreaterThanOrEqual(before + 3600_000);
    expect(auth.expire).toBeLessThanOrEqual(Date.now() + 3600_000);
    expect(JSON.parse(storage.data.get('_auth')!)).toEqual({ token: auth.token, expire: auth.expire, type: 'Bearer' });

    // The sign-in loaded the account; asking again joins or repeats it, and answers when done.
    await store.dispatch(session.actions.fetchInfo());
    const s = store.getState().session;
    expect(s.info).toMatchObject({ id: DEMO_ACCOUNT_ID, points: DEMO_POINTS });
    expect(s.difyid).toMatch(/^dify-/);
    expect(s.pdfid).toMatch(/^pdf-/);
    expect(s.nopdfid).toMatch(/^nopdf-/);
    expect(store.getState().loading.effects['session/fetchInfo']).toBe(false);
  });

  it('a used code signs nobody in (the failure is silent, as docs/contract.md §8 says)', async () => {
    const { store } = await signedInStore();
    const second = createAppStore({
      apiHost: mock.origin,
      storage: memoryStorage(),
      notify: () => undefined,
      onError: () => undefined,
    });
    const scanned = await scanQr(store);
    void store.dispatch(session.actions.login(scanned));
    await until('first exchange', async () => (await codeOf(db, scanned.code))?.used === true);
    await expect(second.dispatch(session.actions.login(scanned))).resolves.toBe(false);
    expect(second.getState().session.auth.token).toBe('');
  });

  it('loads the examples on a route change outside /user, and templates on /user', async () => {
    const { store } = await signedInStore();
    store.dispatch(locationChange({ pathname: '/', search: '', hash: '' }));
    await until('examples', () => Object.keys(store.getState().examples.map).length > 0);
    const map = store.getState().examples.map;
    expect(Object.keys(map).sort()).toEqual(allExampleLabels().sort());
    const media = await fetch(map['avatar/pix/pixar/after']);
    expect(media.status).toBe(200);

    store.dispatch(locationChange({ pathname: '/user/resources', search: '', hash: '' }));
    await until('templates', () => store.getState().templates.AvatarTpls.length > 0);
    const t = store.getState().templates;
    expect(t.GifTpls.map((e) => e.mode)).toEqual([...TOOLS.gif.styles]);
    expect(t.AnimationTpls.map((e) => e.mode)).toEqual([...TOOLS.animation.styles]);
    expect(t.AvatarTpls.map((e) => e.mode)).toEqual([...TOOLS.avatar.styles]);
    expect(t.GifMode2Label.cry).toBe('cry');
  });

  it('creates a task, sees the resource done, then deletes it', async () => {
    // Pending for 50 ms: ten times what `until` takes to see the run accepted.
    configureMock({ taskDelayMs: 50 });
    const { store } = await signedInStore();
    await store.dispatch(session.actions.fetchInfo());
    const finished = store.dispatch(tasks.actions.create({ tool: 'tts', style: 'ttsch/0', text: '你好，喵' }));
    await until('task accepted', () => (store.getState().tasks.runs[0]?.items.length ?? 0) > 0);
    const created = store.getState().tasks.runs[0]?.items[0];
    expect(created?.status).toBe('pending');
    expect(store.getState().tasks.runs[0]).toMatchObject({
      tool: 'tts',
      styles: ['ttsch/0'],
      count: 1,
      status: 'running',
      input: { text: '你好，喵' },
    });
    // The run's settings come back with its result, to make it again.
    expect(created?.settings).toEqual({ styles: ['ttsch/0'], count: 1, text: '你好，喵' });
    expect(store.getState().session.info.points).toBe(DEMO_POINTS - TOOLS.tts.cost);
    expect(store.getState().resources.list[0].resId).toBe(created?.resId);

    const run = await finished;
    const [done] = run.items;
    expect(store.getState().tasks.runs[0]).toMatchObject({ status: 'done', items: [done] });
    expect(done.url).toContain('/voice/ttsch/0/after.wav');
    expect(store.getState().resources.list[0]).toMatchObject({ resId: done.resId, status: 'done' });
    expect(store.getState().errors['tasks/create']).toBeUndefined();
    expect((await fetch(done.url)).headers.get('content-type')).toBe('audio/wav');

    await store.dispatch(resources.actions.fetch({ typ: 'tts' }));
    expect(store.getState().resources).toMatchObject({ total: 1, typ: 'tts' });

    await store.dispatch(resources.actions.remove({ resId: done.resId }));
    expect(store.getState().resources.list).toEqual([]);
    expect(store.getState().resources.total).toBe(0);
    expect(await allResources(db)).toHaveLength(0);
  }, 15_000);

  it('deletes many resources and revokes a pending one with a refund', async () => {
    configureMock({ taskDelayMs: 60_000 });
    const { store } = await signedInStore();
    const ids: string[] = [];
    // Three tasks made by another client of the same account (a second tab).
    const other = apiClient(mock.origin, store.getState().session.auth);
    for (let i = 0; i < 3; i += 1) {
      const token = await other.getTaskToken();
      const task = await other.createTask({
        token: token.ok ? token.data.token : '',
        tool: 'cartoon',
        style: 'cartoon',
        image: PHOTO,
      });
      if (task.ok) ids.push(task.data.resource.resId);
    }
    expect(ids).toHaveLength(3);
    await store.dispatch(resources.actions.fetch({ page: 1, num: 10 }));
    expect(store.getState().resources.list).toHaveLength(3);

    await store.dispatch(resources.actions.removeMany({ ids: [ids[0], ids[1]] }));
    expect(store.getState().resources.list.map((r) => r.resId)).toEqual([ids[2]]);

    await expect(store.dispatch(resources.actions.revoke({ resId: ids[2] }))).resolves.toMatchObject({ status: 'revoked' });
    expect(store.getState().resources.list[0]?.status).toBe('revoked');
    // 3 × 4 points were charged; the revoked one came back, the deleted two did not.
    expect(store.getState().session.info.points).toBe(DEMO_POINTS - 2 * TOOLS.cartoon.cost);
  });

  it('shows the server’s message when points are short, and refunds a failed task', async () => {
    const { store } = await signedInStore();
    await db.query('UPDATE accounts SET points = 1 WHERE id = $1', [DEMO_ACCOUNT_ID]);
    await expect(store.dispatch(tasks.actions.create({ tool: 'tts', style: 'ttsch/0', text: '你好' }))).rejects.toMatchObject({
      code: CODES.pointsShort,
    });
    expect(store.getState().errors['tasks/create']).toMatchObject({ code: CODES.pointsShort });
    expect(errorText(store.getState().errors['tasks/create'])).toContain('积分不足');
    expect(store.getState().tasks.runs[0]).toMatchObject({ status: 'failed', error: { code: CODES.pointsShort } });

    await db.query('UPDATE accounts SET points = 50 WHERE id = $1', [DEMO_ACCOUNT_ID]);
    configureMock({ taskFail: true });
    await expect(store.dispatch(tasks.actions.create({ tool: 'tts', style: 'ttsch/2', text: '你好' }))).rejects.toMatchObject({
      code: 'task_failed',
    });
    expect(store.getState().tasks.runs[0]?.items[0]?.status).toBe('failed');
    await until('refund shown', () => store.getState().session.info.points === 50);
    expect(store.getState().errors['tasks/create']).toEqual({ code: 'task_failed', params: { reason: 'taskFailed' } });
    expect(errorText(store.getState().errors['tasks/create'])).toBe('生成失败，积分已退回');
  }, 15_000);

  it('lists goods, checks one, buys, pays on the payment page, and is credited once', async () => {
    const { store } = await signedInStore();
    await store.dispatch(session.actions.fetchInfo());
    await store.dispatch(shop.actions.fetchGoods());
    expect(store.getState().shop.goods.map((g) => g.id)).toEqual(['g-30', 'g-100', 'g-500', 'g-1200']);

    await expect(store.dispatch(shop.actions.check({ id: 'g-legacy' }))).resolves.toBe(false);
    expect(store.getState().shop.available['g-legacy']).toBe(false);

    const trade = await store.dispatch(shop.actions.buy({ id: 'g-30' }));
    expect(store.getState().shop.trade).toEqual(trade);
    expect(trade).toMatchObject({ goodsId: 'g-30', amount: 300, points: 30, status: 'pending' });

    await expect(store.dispatch(shop.actions.pay({ tradeNo: trade.tradeNo }))).resolves.toMatchObject({ status: 'pending' });
    expect(store.getState().shop.trade?.status).toBe('pending');
    expect(store.getState().session.info.points).toBe(DEMO_POINTS);

    // The phone: open the payment page and press its button.
    expect(await (await fetch(trade.payUrl)).text()).toContain('确认支付（模拟）');
    await fetch(`${mock.origin}/mock/wechat/pay`, {
      method: 'POST',
      body: new URLSearchParams({ tradeNo: trade.tradeNo }),
      redirect: 'manual',
    });

    for (let i = 0; i < 2; i += 1) {
      await expect(store.dispatch(shop.actions.pay({ tradeNo: trade.tradeNo }))).resolves.toMatchObject({ status: 'paid' });
      await store.dispatch(session.actions.fetchInfo());
      expect(store.getState().session.info.points).toBe(DEMO_POINTS + 30);
    }
  });

  it('an expired login is refused by the stand-in and the signed-out store gets the notice', async () => {
    // A third of a second (tokenTtlS may be fractional): the sign-in's own calls (milliseconds
    // each) end well inside it even on a loaded machine.
    configureMock({ tokenTtlS: 0.3 });
    const { store, notices } = await signedInStore();
    // The stand-in set its expiry before the store heard the answer: once the store's has passed, both have.
    const { expire } = store.getState().session.auth;
    await until('login expired', () => Date.now() >= expire, 2000);
    void store.dispatch(resources.actions.fetch({}));
    await until('refused', () => store.getState().errors['resources/fetch'] !== undefined);
    expect(notices).toContain('请先登录');
  });

  it('a stored token the server no longer knows (the stand-in restarted) ends the session cleanly', async () => {
    const { store, storage } = await signedInStore();
    await store.dispatch(session.actions.fetchInfo());
    await store.dispatch(resources.actions.fetch({}));
    await resetMockState(); // every token forgotten: the next call answers 401
    await expect(store.dispatch(resources.actions.fetch({}))).rejects.toThrow();
    await until('signed out', () => store.getState().session.auth.token === '');
    const state = store.getState();
    expect(state.session).toMatchObject({ info: { id: '', points: 0 }, expiredNotice: true });
    expect(state.resources.list).toEqual([]);
    expect(state.errors).toEqual({});
    expect(storage.data.has('_auth')).toBe(false);
  });
});

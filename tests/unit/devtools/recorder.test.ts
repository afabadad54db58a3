// @vitest-environment jsdom
// The QA recorder (issue 19, point 7): it keeps what the page dispatched (not what the sagas
// put: the replay makes those itself), how each effect ended, and every exchange with its
// method, path, query, body and Authorization; stop() gives a test file of all of it.
// tests/integration/recorded/ holds a recording made in Chromium under the dev server.
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { exchangeSink } from '../../../src/devtools/exchangeSink';
import { createLiveRecorder } from '../../../src/devtools/liveRecorder';
import { stable } from '../../../src/devtools/recorder';
import { shop } from '../../../src/models/shop';
import { goods, validAuth } from '../../testing/fixtures';
import { API_HOST, useNock } from '../../testing/nock';
import { withLoggedInStore } from '../../testing/store';

useNock();

describe('the live recorder', () => {
  it('records the page’s dispatches with their outcome and every exchange, and writes them as a test', async () => {
    const { store } = withLoggedInStore(validAuth(), { onExchange: exchangeSink });
    const recorder = createLiveRecorder(store, () => '/user?tab=shop');
    const plainDispatch = store.dispatch;
    nock(API_HOST)
      .get('/miao/v1/shop/goods/list')
      .reply(200, { code: 0, data: { list: goods } });
    nock(API_HOST).post('/miao/v1/account/buy', { id: 'g1' }).reply(200, { code: 4021, msg: '积分商品已下架', data: null });

    recorder.start();
    expect(store.dispatch).not.toBe(plainDispatch);
    await store.dispatch(shop.actions.fetchGoods());
    await store.dispatch(shop.actions.buy({ id: 'g1' })).catch(() => undefined);
    expect(recorder.counts()).toEqual({ actions: 2, requests: 2 });
    const text = recorder.stop('buys a pack that is gone');
    expect(store.dispatch).toBe(plainDispatch);

    expect(text).toContain('it("buys a pack that is gone"');
    expect(text).toContain('starting at /user?tab=shop: 2 actions, 2 requests.');
    // The exact requests: method, path, body and Authorization.
    expect(text).toContain('.get("/miao/v1/shop/goods/list")');
    expect(text).toMatch(/\.post\("\/miao\/v1\/account\/buy", \{\n\s+"id": "g1"\n\s+\}\)/);
    expect(text).toContain(`.matchHeader('authorization', "Bearer ${validAuth().token}")`);
    // The page's actions only, each effect as it ended; the sagas' puts are not replayed.
    expect(text).toContain('"type": "shop/fetchGoods"');
    expect(text).toContain('rejects.toMatchObject({ code: 4021 })');
    expect(text).not.toContain('"type": "shop/saveGoods"');
    store.close();
  });

  it('leaves out of the final check only what the clock or chance set', () => {
    expect(
      stable({
        session: { auth: { token: 't', expire: 1 }, infoAt: 2, info: { id: 'u1' } },
        tasks: { runs: [{ id: 'random', startedAt: 3, tool: 'tts' }] },
      }),
    ).toEqual({ session: { auth: { token: 't' }, info: { id: 'u1' } }, tasks: { runs: [{ tool: 'tts' }] } });
  });
});

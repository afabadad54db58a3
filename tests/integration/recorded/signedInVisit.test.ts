// Recorded with the QA recorder (docs/testing.md "Recording a test") on 2026-11-23T16:22:47.079Z,
// starting at /miao_web/user: 5 actions, 5 requests.
// Run as it is: the store starts where the recording started, each request is answered as the
// server answered it (method, path, query, body and Authorization must match), and the state
// must end where the recording ended (what the clock or chance set left out). The answers
// recorded more than once are in signedInVisit.fixtures.ts.
import nock from 'nock';
import { expect, it } from 'vitest';
import { stable } from '../../../src/devtools/recorder';
import type { AppAction } from '../../../src/store';
import { useNock } from '../../testing/nock';
import { replayStore, RECORDED_API as API } from '../../testing/recorded';
import { settle } from '../../testing/store';
import {
  ACCOUNT,
  AUTHORIZATION,
  examplesAnswer,
  examplesState,
  GOODS,
  LISTED_AT_START,
  LISTED_FIRST,
  LISTED_SECOND,
  templateAnswer,
  templatesState,
  TOKEN,
} from './signedInVisit.fixtures';

useNock();

it('a signed-in visit: the shop, my resources, then the home page', async () => {
  const store = replayStore({
    session: {
      auth: {
        type: 'Bearer',
        token: TOKEN,
        expire: 1796055765794,
      },
      ...ACCOUNT,
      infoStatus: 'loaded',
      infoAt: 1795450965837,
      expiredNotice: false,
      revoked: [],
    },
    templates: templatesState(LISTED_AT_START),
    examples: {
      map: {},
    },
    shop: {
      goods: [],
      available: {},
      trade: null,
      unpaid: [],
      paidLater: null,
    },
    resources: {
      list: [],
      total: 0,
      page: 1,
      num: 100,
    },
    tasks: {
      runs: [],
    },
  });

  nock(API)
    .get('/usee/v1/alg/template/latest')
    .matchHeader('authorization', AUTHORIZATION)
    .reply(200, { code: 0, data: templateAnswer(LISTED_FIRST) });
  nock(API)
    .get('/miao/v1/shop/goods/list')
    .matchHeader('authorization', AUTHORIZATION)
    .reply(200, { code: 0, data: { list: GOODS } });
  nock(API)
    .get('/usee/v1/alg/template/latest')
    .matchHeader('authorization', AUTHORIZATION)
    .reply(200, { code: 0, data: templateAnswer(LISTED_SECOND) });
  nock(API)
    .get('/miao/v1/resource/list')
    .query({
      page: '1',
      num: '100',
    })
    .matchHeader('authorization', AUTHORIZATION)
    .reply(200, {
      code: 0,
      data: {
        list: [],
        total: 0,
        page: 1,
        num: 100,
      },
    });
  nock(API)
    .get('/usee/v1/example/list')
    .matchHeader('authorization', AUTHORIZATION)
    .reply(200, { code: 0, data: examplesAnswer() });

  store.dispatch({
    type: '@@router/LOCATION_CHANGE',
    payload: {
      location: {
        pathname: '/user',
        search: '?tab=shop',
        hash: '',
      },
    },
  } as AppAction);
  await settle(store);
  await Promise.resolve(
    store.dispatch({
      type: 'shop/fetchGoods',
    } as AppAction),
  );
  await settle(store);
  store.dispatch({
    type: '@@router/LOCATION_CHANGE',
    payload: {
      location: {
        pathname: '/user',
        search: '?tab=resources',
        hash: '',
      },
    },
  } as AppAction);
  await settle(store);
  await Promise.resolve(
    store.dispatch({
      type: 'resources/fetch',
      payload: {
        page: 1,
        num: 100,
      },
    } as AppAction),
  );
  await settle(store);
  store.dispatch({
    type: '@@router/LOCATION_CHANGE',
    payload: {
      location: {
        pathname: '/',
        search: '',
        hash: '',
      },
    },
  } as AppAction);
  await settle(store);

  const { loading: _loading, errors: _errors, ...models } = store.getState();
  expect(stable(models)).toMatchObject({
    session: {
      auth: {
        type: 'Bearer',
        token: TOKEN,
      },
      ...ACCOUNT,
      infoStatus: 'loaded',
      expiredNotice: false,
      revoked: [],
    },
    templates: templatesState(LISTED_SECOND),
    examples: examplesState(),
    shop: {
      goods: GOODS,
      available: {},
      trade: null,
      unpaid: [],
      paidLater: null,
    },
    resources: {
      list: [],
      total: 0,
      page: 1,
      num: 100,
    },
    tasks: {
      runs: [],
    },
  });
  store.close();
});

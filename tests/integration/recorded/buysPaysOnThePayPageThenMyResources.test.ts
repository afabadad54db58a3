// Recorded with the QA recorder (docs/testing.md "Recording a test"):
// 4 steps, 9 requests. Each step is what the person did; the replay
// answers its requests as the server did (method, path, query, body and Authorization must
// match, every one must be made, no other; a `poll(…)` is answered however many times the
// app asks, at least once, until a later step's answer for it), dispatches its actions in order
// (each effect awaited, as it resolved or rejected; one `started(…)` is not, and the step
// where it ended says how: `ended(…)`), and checks what each answer changed (a request's
// `after`) once the store has applied it, before the next answer is given; then it checks the
// whole state (the step's `after` holds what changed). Ids, tokens and codes the server made
// up are placeholders (r-1, token-1…) and times start at 2030-01-01, the same each time the
// flow is recorded. Links on the app's origin are on the test's (ORIGIN), their signature left
// out. The photos and long answers are in the fixtures file beside it.
import { it } from 'vitest';
import { action, effect, ORIGIN, poll, replayStarted, started } from '../../testing/recorded';
import {
  TEMPLATE_LATEST_ANIMATION_CRY,
  TEMPLATE_LATEST_ANIMATION_TALK,
  TEMPLATE_LATEST_ANIMATION_SMILE,
  TEMPLATE_LATEST_ANIMATION_LAUGH,
  TEMPLATE_LATEST_ANIMATION_EXPRESS,
  TEMPLATE_LATEST_AVATAR,
  AVATAR_TPLS,
  GIF_TPLS,
  TEMPLATE_LATEST_ANIMATION,
} from './buysPaysOnThePayPageThenMyResources.fixtures';

const ACCOUNT_BUY = {
  tradeNo: 'trade-1',
  goodsId: 'g-100',
  amount: 990,
  points: 100,
  payUrl: `${ORIGIN}/mock/wechat/pay?tradeNo=trade-1`,
  status: 'pending',
};

const BUY_AFTER = { shop: { trade: ACCOUNT_BUY } };

const ANIMATION_TPLS = [
  TEMPLATE_LATEST_ANIMATION_CRY,
  TEMPLATE_LATEST_ANIMATION_EXPRESS,
  TEMPLATE_LATEST_ANIMATION_LAUGH,
  TEMPLATE_LATEST_ANIMATION_SMILE,
  TEMPLATE_LATEST_ANIMATION_TALK,
];

const TEMPLATES = { GifTpls: GIF_TPLS, AnimationTpls: ANIMATION_TPLS, AvatarTpls: AVATAR_TPLS };

it('buys 标准包, pays on the pay page, then my resources', async () => {
  // The recording began here, on a live page (the state: how it differed from the app's initial state).
  const replay = replayStarted({
    session: {
      auth: { token: 'token-1', expire: 1894060798482, type: 'Bearer' },
      info: {
        points: 100,
        phone: '13800000000',
        avatar: `${ORIGIN}/mock/avatar/u-demo.svg`,
        type: 1,
        expireDate: '2099-12-31',
        id: 'u-demo',
      },
      difyid: 'dify-1',
      pdfid: 'pdf-1',
      nopdfid: 'nopdf-1',
      infoStatus: 'loaded',
      infoAt: 1893455999079,
    },
    templates: {
      GifTpls: GIF_TPLS,
      GifMode2Label: {
        boy: 'boy',
        cry: 'cry',
        girl: 'girl',
        man: 'man',
        miao: 'miao',
        smile: 'smile',
        surprise: 'surprise',
        cute: 'cute',
        distortion: 'distortion',
        fakelaugh: 'fakelaugh',
        glance: 'glance',
        look: 'look',
        yawn2: 'yawn2',
        faklaugh2: 'faklaugh2',
        trump1: 'trump1',
        talk: 'talk',
      },
      AnimationTpls: ANIMATION_TPLS,
      AnimationMode2Label: { cry: 'cry', express: 'express', laugh: 'laugh', smile: 'smile', talk: 'talk' },
      AvatarTpls: AVATAR_TPLS,
    },
    shop: {
      goods: [
        { id: 'g-30', name: '体验包', price: 300, points: 30, desc: '30 积分，适合先试试' },
        { id: 'g-100', name: '标准包', price: 990, points: 100, desc: '100 积分，最受欢迎' },
        { id: 'g-500', name: '超值包', price: 4500, points: 500, desc: '500 积分，九折' },
        { id: 'g-1200', name: '专业包', price: 9800, points: 1200, desc: '1200 积分，约八二折' },
      ],
    },
  });
  await replay.step('on the points shop, presses “立即购买 标准包”', {
    requests: [
      {
        method: 'POST',
        path: '/miao/v1/account/buy',
        body: { id: 'g-100' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: ACCOUNT_BUY },
        after: BUY_AFTER,
      },
      poll({
        method: 'POST',
        path: '/miao/v1/account/pay',
        body: { tradeNo: 'trade-1' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { trade: ACCOUNT_BUY, points: 100 } },
      }),
    ],
    actions: [
      effect({ type: 'shop/buy', payload: { id: 'g-100' } }),
      started({ type: 'shop/waitForPayment', payload: { tradeNo: 'trade-1' } }),
    ],
    going: ['shop/waitForPayment'],
    after: BUY_AFTER,
  });
  await replay.step('meanwhile, account/pay answers trade.status: pending → paid', {
    requests: [
      poll({
        method: 'POST',
        path: '/miao/v1/account/pay',
        body: { tradeNo: 'trade-1' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: {
          code: 0,
          data: {
            trade: {
              tradeNo: 'trade-1',
              goodsId: 'g-100',
              amount: 990,
              points: 100,
              payUrl: `${ORIGIN}/mock/wechat/pay?tradeNo=trade-1`,
              status: 'paid',
            },
            points: 200,
          },
        },
        after: { session: { info: { points: 200 }, infoStatus: 'loading' }, shop: { trade: { status: 'paid' } } },
      }),
      {
        method: 'GET',
        path: '/miao/v1/account/info',
        authorization: 'Bearer token-1',
        status: 200,
        answer: {
          code: 0,
          data: {
            points: 200,
            phone: '13800000000',
            avatar: `${ORIGIN}/mock/avatar/u-demo.svg`,
            type: 1,
            expireDate: '2099-12-31',
            id: 'u-demo',
          },
        },
        after: { session: { infoStatus: 'loaded' } },
      },
      {
        method: 'GET',
        path: '/miao/v1/agent/difyid',
        query: { uid: 'u-demo' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { id: 'dify-1' } },
      },
      {
        method: 'GET',
        path: '/miao/v1/agent/pdfid',
        query: { typ: '16' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { id: 'pdf-1' } },
      },
      {
        method: 'GET',
        path: '/miao/v1/agent/nopdfid',
        query: { typ: '16' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { id: 'nopdf-1' } },
      },
    ],
    actions: [],
    going: ['shop/waitForPayment'],
    after: { session: { info: { points: 200 } }, shop: { trade: { status: 'paid' } } },
  });
  await replay.step('on the points shop, presses “完成” in “支付成功”', {
    requests: [],
    actions: [action({ type: 'shop/clearTrade' })],
    going: ['shop/waitForPayment'],
    after: { shop: { trade: null } },
  });
  await replay.step('on the points shop, presses “我的作品”', {
    requests: [
      {
        method: 'GET',
        path: '/usee/v1/alg/template/latest',
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { animation: TEMPLATE_LATEST_ANIMATION, avatar: TEMPLATE_LATEST_AVATAR } },
        after: { templates: TEMPLATES },
      },
      {
        method: 'GET',
        path: '/miao/v1/resource/list',
        query: { page: '1', num: '100' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { list: [], total: 0, page: 1, num: 100 } },
      },
    ],
    actions: [
      action({
        type: '@@router/LOCATION_CHANGE',
        payload: { location: { pathname: '/user', search: '?tab=resources', hash: '' } },
      }),
      effect({ type: 'favourites/load' }),
      effect({ type: 'resources/fetch', payload: { page: 1, num: 100 } }),
    ],
    going: ['shop/waitForPayment'],
    after: { templates: TEMPLATES, favourites: { owner: 'u-demo', ids: [] } },
  });
  replay.close();
});

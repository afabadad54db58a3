// Recorded with the QA recorder (docs/testing.md "Recording a test"):
// 4 steps, 14 requests, 2 page loads. Each step is what the person did; the replay
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
import { action, effect, ORIGIN, replayLoaded, replayStarted } from '../../testing/recorded';
import { EXAMPLES, EXAMPLE_LIST, PHOTO_1 } from './signsInOnTheQrPageThenMakesACartoonFromAPhoto.fixtures';

const ACCOUNT_INFO = {
  points: 100,
  phone: '13800000000',
  avatar: `${ORIGIN}/mock/avatar/u-demo.svg`,
  type: 1,
  expireDate: '2099-12-31',
  id: 'u-demo',
};

const PDFID = {
  method: 'GET',
  path: '/miao/v1/agent/pdfid',
  query: { typ: '16' },
  authorization: 'Bearer token-1',
  status: 200,
  answer: { code: 0, data: { id: 'pdf-1' } },
};

const DIFYID = {
  method: 'GET',
  path: '/miao/v1/agent/difyid',
  query: { uid: 'u-demo' },
  authorization: 'Bearer token-1',
  status: 200,
  answer: { code: 0, data: { id: 'dify-1' } },
};

const MIAO_TASK_RESOURCE = {
  resId: 'r-1',
  typ: 'cartoon',
  kind: 'image',
  style: 'cartoon',
  status: 'pending',
  url: '',
  source: `${ORIGIN}/mock/media/upload/task-1`,
  cost: 4,
  createdAt: 1893456003095,
  taskId: 'task-1',
  settings: { styles: ['cartoon'], count: 1 },
  refunded: false,
  progress: 0,
};

const MIAO_TASK_RESOURCES = [MIAO_TASK_RESOURCE];

const RESOURCE_LIST = [
  {
    resId: 'r-1',
    typ: 'cartoon',
    kind: 'image',
    style: 'cartoon',
    status: 'done',
    url: `${ORIGIN}/mock/media/example/image/cartoon/after.svg`,
    source: `${ORIGIN}/mock/media/upload/task-1`,
    cost: 4,
    createdAt: 1893456003095,
    taskId: 'task-1',
    settings: { styles: ['cartoon'], count: 1 },
    refunded: false,
    progress: 100,
  },
];

const START_STATE = { examples: EXAMPLES };

const INPUT = { image: PHOTO_1, photoName: 'me.png' };

const RUNS_2 = [
  {
    tool: 'cartoon',
    styles: ['cartoon'],
    count: 1,
    input: INPUT,
    status: 'running',
    taskId: 'task-1',
    items: MIAO_TASK_RESOURCES,
    error: null,
    cancelling: false,
  },
];

const RUNS = [
  {
    tool: 'cartoon',
    styles: ['cartoon'],
    count: 1,
    input: INPUT,
    status: 'done',
    taskId: 'task-1',
    items: RESOURCE_LIST,
    error: null,
    cancelling: false,
  },
];

const TASKS = { runs: RUNS };

it('signs in on the QR page, then makes a cartoon from a photo', async () => {
  // The recording began here, on a live page (the state: how it differed from the app's initial state).
  let replay = replayStarted(START_STATE);
  await replay.step('on the home page, presses “登录”', {
    requests: [
      {
        method: 'GET',
        path: '/miao/v1/account/login_wechat_qr',
        query: { redirect_uri: `${ORIGIN}/miao_web/login_success?login=login-1` },
        status: 200,
        answer: { code: 0, data: { url: `${ORIGIN}/mock/wechat/qr?sid=sid-1&state=state-1` } },
      },
    ],
    actions: [
      effect({
        type: 'session/startLogin',
        payload: { redirectUri: `${ORIGIN}/miao_web/login_success?login=login-1`, inWechat: false },
      }),
    ],
    after: {},
  });
  replay.close();

  // The page loaded anew (a sign-in came back, a reload): a new store, from what the tab had stored.
  replay = replayLoaded({ auth: null, runs: null, state: {} });
  await replay.step('comes back from signing in', {
    requests: [
      {
        method: 'POST',
        path: '/miao/v1/account/login_wechat_web',
        body: { code: 'code-1', state: 'state-1' },
        status: 200,
        answer: { code: 0, data: { token: 'token-1', type: 'Bearer', expire: 604800 } },
        after: { session: { auth: { type: 'Bearer', token: 'token-1' }, infoStatus: 'loading' } },
      },
      {
        method: 'GET',
        path: '/miao/v1/account/info',
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: ACCOUNT_INFO },
        after: { session: { info: ACCOUNT_INFO, infoStatus: 'loaded' } },
      },
      DIFYID,
      PDFID,
      {
        method: 'GET',
        path: '/miao/v1/agent/nopdfid',
        query: { typ: '16' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { id: 'nopdf-1' } },
        after: { session: { difyid: 'dify-1', pdfid: 'pdf-1', nopdfid: 'nopdf-1' } },
      },
      {
        method: 'GET',
        path: '/usee/v1/example/list',
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { signUrl: EXAMPLE_LIST } },
        after: START_STATE,
      },
    ],
    actions: [
      action({
        type: '@@router/LOCATION_CHANGE',
        payload: { location: { pathname: '/login_success', search: '?login=login-1&code=code-1&state=state-1', hash: '' } },
      }),
      effect({ type: 'session/login', payload: { code: 'code-1', state: 'state-1' } }),
      action({ type: '@@router/LOCATION_CHANGE', payload: { location: { pathname: '/', search: '?recorder=1', hash: '' } } }),
    ],
    after: {
      session: {
        auth: { type: 'Bearer', token: 'token-1' },
        info: ACCOUNT_INFO,
        difyid: 'dify-1',
        pdfid: 'pdf-1',
        nopdfid: 'nopdf-1',
        infoStatus: 'loaded',
      },
      examples: EXAMPLES,
    },
  });
  await replay.step('on the home page, presses “立即体验：卡通化”', {
    requests: [],
    actions: [
      action({
        type: '@@router/LOCATION_CHANGE',
        payload: { location: { pathname: '/', search: '?tool=cartoon&style=cartoon&recorder=1', hash: '' } },
      }),
    ],
    after: { resources: { list: [], total: 0, page: 1, num: 100 }, tasks: { runs: [] } },
  });
  await replay.step('on the Cartoonize workspace, chooses a photo, then presses “开始生成”', {
    requests: [
      {
        method: 'GET',
        path: '/miao/v1/task/token',
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { token: 'token-2' } },
      },
      {
        method: 'POST',
        path: '/miao/v1/task',
        body: { tool: 'cartoon', style: 'cartoon', image: PHOTO_1, token: 'token-2' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { taskId: 'task-1', resource: MIAO_TASK_RESOURCE, resources: MIAO_TASK_RESOURCES, points: 96 } },
        after: { session: { info: { points: 96 } }, resources: { list: MIAO_TASK_RESOURCES, total: 1 }, tasks: { runs: RUNS_2 } },
      },
      {
        method: 'GET',
        path: '/miao/v1/resource/list',
        query: { page: '1', num: '100', typ: 'cartoon' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { list: RESOURCE_LIST, total: 1, page: 1, num: 100 } },
        after: { session: { infoStatus: 'loading' }, resources: { list: RESOURCE_LIST }, tasks: TASKS },
      },
      {
        method: 'GET',
        path: '/miao/v1/account/info',
        authorization: 'Bearer token-1',
        status: 200,
        answer: {
          code: 0,
          data: {
            points: 96,
            phone: '13800000000',
            avatar: `${ORIGIN}/mock/avatar/u-demo.svg`,
            type: 1,
            expireDate: '2099-12-31',
            id: 'u-demo',
          },
        },
        after: { session: { infoStatus: 'loaded' } },
      },
      DIFYID,
      PDFID,
      {
        method: 'GET',
        path: '/miao/v1/agent/nopdfid',
        query: { typ: '16' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { id: 'nopdf-1' } },
      },
    ],
    actions: [
      effect({
        type: 'tasks/create',
        payload: { tool: 'cartoon', style: 'cartoon', image: PHOTO_1, photoName: 'me.png', runId: 'run-1' },
      }),
      effect({ type: 'favourites/load' }),
    ],
    after: {
      session: { info: { points: 96 } },
      resources: { list: RESOURCE_LIST, total: 1 },
      tasks: TASKS,
      favourites: { owner: 'u-demo', ids: [] },
    },
  });
  replay.close();
});

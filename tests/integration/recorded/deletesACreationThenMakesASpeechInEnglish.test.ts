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
import { action, effect, ORIGIN, replayStarted } from '../../testing/recorded';
import { AVATAR_TPLS, GIF_TPLS, EXAMPLE_AFTER, EXAMPLE_LIST } from './deletesACreationThenMakesASpeechInEnglish.fixtures';

const MIAO_TASK_RESOURCE = {
  resId: 'r-2',
  typ: 'tts',
  kind: 'audio',
  style: 'ttsen/0',
  status: 'pending',
  url: '',
  source: '',
  cost: 2,
  createdAt: 1893456003367,
  taskId: 'task-2',
  settings: { styles: ['ttsen/0'], count: 1, text: 'Hello from Miao.' },
  refunded: false,
  progress: 0,
};

const MIAO_TASK_RESOURCES = [MIAO_TASK_RESOURCE];

const RESOURCE_LIST = [
  {
    resId: 'r-2',
    typ: 'tts',
    kind: 'audio',
    style: 'ttsen/0',
    status: 'done',
    url: `${ORIGIN}/mock/media/example/voice/ttsen/0/after.wav`,
    source: '',
    cost: 2,
    createdAt: 1893456003367,
    taskId: 'task-2',
    settings: { styles: ['ttsen/0'], count: 1, text: 'Hello from Miao.' },
    refunded: false,
    progress: 100,
  },
];

const TASKS = {
  runs: [
    {
      tool: 'tts',
      styles: ['ttsen/0'],
      count: 1,
      input: { text: 'Hello from Miao.' },
      status: 'done',
      taskId: 'task-2',
      items: RESOURCE_LIST,
      error: null,
      cancelling: false,
    },
  ],
};

it('deletes a creation, then makes a speech, in English', async () => {
  // The recording began here, on a live page (the state: how it differed from the app's initial state).
  const replay = replayStarted({
    session: {
      auth: { token: 'token-1', expire: 1894060796635, type: 'Bearer' },
      info: {
        points: 96,
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
      infoAt: 1893455998661,
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
      AnimationTpls: [
        {
          action: 'animation',
          mode: 'cry',
          channel: 'animation',
          label: '哭泣',
          cost: 8,
          cover: `${ORIGIN}/mock/media/example/video/animation/cry/before.svg`,
        },
        {
          action: 'animation',
          mode: 'express',
          channel: 'animation',
          label: '表情丰富',
          cost: 8,
          cover: `${ORIGIN}/mock/media/example/video/animation/express/before.svg`,
        },
        {
          action: 'animation',
          mode: 'laugh',
          channel: 'animation',
          label: '大笑',
          cost: 8,
          cover: `${ORIGIN}/mock/media/example/video/animation/laugh/before.svg`,
        },
        {
          action: 'animation',
          mode: 'smile',
          channel: 'animation',
          label: '微笑',
          cost: 8,
          cover: `${ORIGIN}/mock/media/example/video/animation/smile/before.svg`,
        },
        {
          action: 'animation',
          mode: 'talk',
          channel: 'animation',
          label: '说话',
          cost: 8,
          cover: `${ORIGIN}/mock/media/example/video/animation/talk/before.svg`,
        },
      ],
      AnimationMode2Label: { cry: 'cry', express: 'express', laugh: 'laugh', smile: 'smile', talk: 'talk' },
      AvatarTpls: AVATAR_TPLS,
    },
    resources: {
      list: [
        {
          resId: 'r-1',
          typ: 'cartoon',
          kind: 'image',
          style: 'cartoon',
          status: 'done',
          url: `${ORIGIN}/mock/media/example/image/cartoon/after.svg`,
          source: `${ORIGIN}/mock/media/upload/task-1`,
          cost: 4,
          createdAt: 1893455997607,
          taskId: 'task-1',
          settings: { styles: ['cartoon'], count: 1 },
          refunded: false,
          progress: 100,
        },
      ],
      total: 1,
    },
    favourites: { owner: 'u-demo' },
  });
  await replay.step(
    'on my resources, presses “More actions: Cartoonize · Cartoon”, then deletes “Cartoonize · Cartoon”, then presses “Delete” in “Delete this creation?”',
    {
      requests: [
        {
          method: 'DELETE',
          path: '/miao/v1/resource',
          query: { resId: 'r-1' },
          authorization: 'Bearer token-1',
          status: 200,
          answer: { code: 0, data: { deleted: ['r-1'] } },
          after: { resources: { list: [], total: 0 } },
        },
      ],
      actions: [effect({ type: 'resources/remove', payload: { resId: 'r-1' } })],
      after: { resources: { list: [], total: 0 } },
    },
  );
  await replay.step('on my resources, presses “Miao home”', {
    requests: [
      {
        method: 'GET',
        path: '/usee/v1/example/list',
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { signUrl: EXAMPLE_LIST } },
        after: EXAMPLE_AFTER,
      },
    ],
    actions: [action({ type: '@@router/LOCATION_CHANGE', payload: { location: { pathname: '/', search: '', hash: '' } } })],
    after: EXAMPLE_AFTER,
  });
  await replay.step('on the home page, presses “Try it: Text to speech”', {
    requests: [],
    actions: [
      action({
        type: '@@router/LOCATION_CHANGE',
        payload: { location: { pathname: '/', search: '?tool=tts&style=ttsch/0', hash: '' } },
      }),
      action({
        type: '@@router/LOCATION_CHANGE',
        payload: { location: { pathname: '/', search: '?tool=tts&style=ttsen/0', hash: '' } },
      }),
    ],
    after: {},
  });
  await replay.step('on the Text to speech workspace, types the text, then presses “Generate”', {
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
        body: { tool: 'tts', style: 'ttsen/0', text: 'Hello from Miao.', token: 'token-2' },
        authorization: 'Bearer token-1',
        status: 200,
        answer: { code: 0, data: { taskId: 'task-2', resource: MIAO_TASK_RESOURCE, resources: MIAO_TASK_RESOURCES, points: 94 } },
        after: {
          session: { info: { points: 94 } },
          resources: { list: MIAO_TASK_RESOURCES, total: 1 },
          tasks: {
            runs: [
              {
                tool: 'tts',
                styles: ['ttsen/0'],
                count: 1,
                input: { text: 'Hello from Miao.' },
                status: 'running',
                taskId: 'task-2',
                items: MIAO_TASK_RESOURCES,
                error: null,
                cancelling: false,
              },
            ],
          },
        },
      },
      {
        method: 'GET',
        path: '/miao/v1/resource/list',
        query: { page: '1', num: '100', typ: 'tts' },
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
            points: 94,
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
    actions: [
      effect({ type: 'tasks/create', payload: { tool: 'tts', style: 'ttsen/0', text: 'Hello from Miao.', runId: 'run-1' } }),
    ],
    after: { session: { info: { points: 94 } }, resources: { list: RESOURCE_LIST, total: 1 }, tasks: TASKS },
  });
  replay.close();
});

// Run-time switches for demos and browser tests, which cannot set request headers:
// GET shows them, POST replaces them (JSON MockSwitches plus optional taskDelayMs, taskFail,
// taskFailItems, wechatBrowser and engine: 'local' | 'canned'),
// DELETE clears them. POST /mock/reset restores the seeded state and the env values.
// Every change is JSON from this origin only (server/adminOnly.ts): no other site can flip them.
import {
  configureMock,
  globalSwitches,
  mockConfig,
  setGlobalSwitches,
  type MockEngine,
  type MockSwitches,
} from '../server/config';
import { adminOnly } from '../server/adminOnly';
import { resetMockState } from '../server/state';
import type { Handler, RouteTable } from '../server/types';

interface SwitchView {
  switches: MockSwitches;
  taskDelayMs: number;
  taskFail: boolean;
  taskFailItems: number[];
  wechatBrowser: boolean;
  engine: MockEngine;
}

const view = (): { status: number; body: { code: 0; data: SwitchView } } => ({
  status: 200,
  body: {
    code: 0,
    data: {
      switches: globalSwitches(),
      taskDelayMs: mockConfig().taskDelayMs,
      taskFail: mockConfig().taskFail,
      taskFailItems: mockConfig().taskFailItems,
      wechatBrowser: mockConfig().wechatBrowser,
      engine: mockConfig().engine,
    },
  },
});

function pickSwitches(body: Record<string, unknown>): MockSwitches {
  const out: MockSwitches = {};
  if (typeof body.delayMs === 'number' && body.delayMs > 0) out.delayMs = body.delayMs;
  if (body.fail === 'network') out.fail = 'network';
  if (typeof body.code === 'number' && body.code !== 0) out.code = body.code;
  if (typeof body.status === 'number') out.status = body.status;
  if (body.malformed === true) out.malformed = true;
  if (typeof body.only === 'string' && body.only) out.only = body.only;
  return out;
}

const set: Handler = (req) => {
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  setGlobalSwitches(pickSwitches(body));
  if (typeof body.taskDelayMs === 'number' && body.taskDelayMs >= 0) configureMock({ taskDelayMs: body.taskDelayMs });
  if (typeof body.taskFail === 'boolean') configureMock({ taskFail: body.taskFail });
  if (typeof body.wechatBrowser === 'boolean') configureMock({ wechatBrowser: body.wechatBrowser });
  if (body.engine === 'local' || body.engine === 'canned') configureMock({ engine: body.engine });
  if (Array.isArray(body.taskFailItems)) {
    const items = body.taskFailItems.filter((i): i is number => Number.isInteger(i) && i >= 0 && i < 64);
    configureMock({ taskFailItems: items });
  }
  return view();
};

const clear: Handler = () => {
  setGlobalSwitches({});
  configureMock({ taskFail: false, taskFailItems: [], wechatBrowser: false });
  return view();
};

export default {
  'GET /mock/switches': () => view(),
  'POST /mock/switches': adminOnly(set),
  'DELETE /mock/switches': adminOnly(clear),
  /** A fresh world: demo account, goods, no sessions; env switches again. */
  'POST /mock/reset': adminOnly(() => {
    resetMockState();
    return view();
  }),
} satisfies RouteTable;

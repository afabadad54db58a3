// Run-time switches for demos and browser tests, which cannot set request headers:
// GET shows them, POST replaces them (JSON MockSwitches plus optional taskDelayMs, taskFail,
// taskFailItems, wechatBrowser and engine: 'local' | 'canned'),
// DELETE clears them. POST /mock/reset restores the seeded state and the env values.
// POST /mock/finish ends canned results now, so that a browser test holds a run going (a long
// taskDelayMs) for as long as it needs, whatever the machine's speed, and lets it go when it
// chooses: never a race with a short delay.
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
import { finishOf, switchesOf } from '../server/requests';
import { resetMockState, runLaterNow, waitingCount } from '../server/state';
import { warmWhenEngineOn } from '../server/warmEngine';
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

const set: Handler = (req) => {
  const { taskDelayMs, taskFail, wechatBrowser, engine, taskFailItems, ...switches } = switchesOf(req.body);
  setGlobalSwitches(switches);
  if (taskDelayMs !== undefined) configureMock({ taskDelayMs });
  if (taskFail !== undefined) configureMock({ taskFail });
  if (wechatBrowser !== undefined) configureMock({ wechatBrowser });
  if (engine !== undefined) configureMock({ engine });
  if (engine === 'local') warmWhenEngineOn();
  if (taskFailItems !== undefined) configureMock({ taskFailItems });
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
  /** The waiting canned results (the first `count`, in the order they were set) finished now. */
  'POST /mock/finish': adminOnly(async (req) => {
    const { count } = finishOf(req.body);
    const finished = Math.min(count ?? Infinity, waitingCount());
    // Answered once they are written: the test's next read sees them finished.
    await runLaterNow(finished);
    return { status: 200, body: { code: 0, data: { finished, waiting: waitingCount() } } };
  }),
  'POST /mock/reset': adminOnly(async () => {
    await resetMockState();
    return view();
  }),
} satisfies RouteTable;

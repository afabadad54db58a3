// A recording's made-up values (ids, trade numbers, tokens, login codes) become placeholders in
// order of first appearance, the same one everywhere the value occurs (a request the app sends
// back matches its answer), and its times move to a fixed epoch with their differences kept:
// the same flow recorded twice, with other ids and at another time, normalises to the same.
import { describe, expect, it } from 'vitest';
import { normalise, RECORDED_EPOCH_MS, timeShift } from '../../../src/devtools/normalise';
import type { Recording } from '../../../src/devtools/recording';

const ORIGIN = 'http://localhost:3000';

/** A sign-in and a run as the stand-in answers them, with its random ids and its clock. */
function recorded(random: (name: string) => string, startedAt: number): Recording {
  const token = random('tk');
  const resId = random('r');
  const taskId = random('t');
  const code = random('code');
  const state = random('st');
  const login = random('login');
  return {
    startedAt: new Date(startedAt).toISOString(),
    origin: ORIGIN,
    loads: [
      {
        how: 'loaded',
        state: { session: { auth: { type: 'Bearer', token, expire: startedAt + 7_200_000 }, infoAt: startedAt + 5 } },
        storage: { auth: JSON.stringify({ type: 'Bearer', token, expire: startedAt + 7_200_000 }), runs: null },
        steps: [
          {
            name: `opens /login_success?login=${login}&code=${code}&state=${state}`,
            actions: [
              {
                action: {
                  type: '@@router/LOCATION_CHANGE',
                  payload: { location: { search: `?login=${login}&code=${code}&state=${state}` } },
                },
                outcome: 'plain',
              },
              { action: { type: 'session/login', payload: { code, state } }, outcome: 'resolved' },
            ],
            exchanges: [
              {
                method: 'POST',
                url: `${ORIGIN}/miao/v1/account/login_wechat_web`,
                body: { code, state },
                authorization: undefined,
                status: 200,
                answer: { code: 0, data: { token, type: 'Bearer', expire: 604800 } },
              },
              {
                method: 'GET',
                url: `${ORIGIN}/miao/v1/account/history?page=1&num=20`,
                body: undefined,
                authorization: `Bearer ${token}`,
                status: 200,
                answer: {
                  code: 0,
                  data: {
                    list: [
                      { id: 'e1', kind: 'welcome', at: startedAt - 60_000, created: new Date(startedAt - 60_000).toISOString() },
                      { id: 'e2', kind: 'spend', at: startedAt + 1_000 },
                    ],
                    account: { id: 'u-demo', expireDate: '2099-12-31', points: 100 },
                  },
                },
              },
            ],
            after: null,
          },
          {
            name: 'on /?tool=tts, presses 开始生成',
            actions: [],
            exchanges: [
              {
                method: 'POST',
                url: `${ORIGIN}/miao/v1/task`,
                body: { tool: 'tts' },
                authorization: `Bearer ${token}`,
                status: 200,
                answer: { code: 0, data: { taskId, resource: { resId, url: `${ORIGIN}/mock/media/results/${resId}.wav` } } },
              },
              {
                method: 'GET',
                url: `${ORIGIN}/miao/v1/task/${taskId}`,
                body: undefined,
                authorization: `Bearer ${token}`,
                status: 200,
                answer: { code: 0, data: { status: 'done', resId } },
              },
              {
                method: 'POST',
                url: `${ORIGIN}/miao/v1/resource/delete`,
                body: { resId },
                authorization: `Bearer ${token}`,
                status: 200,
                answer: { code: 0 },
              },
            ],
            after: { resources: { list: [{ resId, createdAt: startedAt + 2_000 }] } },
          },
        ],
      },
    ],
  };
}

/** The stand-in's ids: a prefix and random hex. */
function randomIds(seed: number) {
  let n = seed;
  return (prefix: string) => {
    n = (n * 1103515245 + 12345) % 2147483648;
    return `${prefix}-${n.toString(16).padStart(8, '0')}${(n * 7).toString(16)}`;
  };
}

describe('normalise', () => {
  it('gives the same recording for the same flow recorded twice, with other ids and at another time', () => {
    const first = normalise(recorded(randomIds(1), Date.UTC(2026, 10, 25, 11, 25, 5)));
    const second = normalise(recorded(randomIds(99), Date.UTC(2026, 10, 28, 6, 1, 44)));
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('names each made-up value by its kind, in order of first appearance, the same one everywhere it occurs', () => {
    const out = normalise(recorded(randomIds(1), Date.UTC(2026, 10, 25)));
    const [load] = out.loads;
    const [signIn, run] = load.steps;
    expect(load.state).toMatchObject({ session: { auth: { token: 'token-1' } } });
    expect(JSON.parse(load.storage.auth ?? '')).toMatchObject({ token: 'token-1' });
    expect(signIn.name).toBe('opens /login_success?login=login-1&code=code-1&state=state-1');
    expect(signIn.actions[1].action.payload).toEqual({ code: 'code-1', state: 'state-1' });
    expect(signIn.exchanges[0].body).toEqual({ code: 'code-1', state: 'state-1' });
    expect(signIn.exchanges[1].authorization).toBe('Bearer token-1');
    expect(run.exchanges[0].answer).toEqual({
      code: 0,
      data: { taskId: 'task-1', resource: { resId: 'r-1', url: `${ORIGIN}/mock/media/results/r-1.wav` } },
    });
    // The requests the app sends back with a value it was given carry its placeholder.
    expect(run.exchanges[1].url).toBe(`${ORIGIN}/miao/v1/task/task-1`);
    expect(run.exchanges[2].body).toEqual({ resId: 'r-1' });
    // What is not made up stays: a short id, an account named by a word, the tool, the answer's code.
    const history = JSON.stringify(signIn.exchanges[1].answer);
    expect(history).toContain('"id":"e1"');
    expect(history).toContain('"id":"u-demo"');
    expect(run.exchanges[0].body).toEqual({ tool: 'tts' });
  });

  it('moves the times to the epoch with their differences kept, and leaves other numbers and far dates', () => {
    const startedAt = Date.UTC(2026, 10, 25, 11, 25, 5);
    const out = normalise(recorded(randomIds(1), startedAt));
    expect(out.startedAt).toBe('2030-01-01T00:00:00.000Z');
    const [load] = out.loads;
    expect(load.state).toMatchObject({
      session: { auth: { expire: RECORDED_EPOCH_MS + 7_200_000 }, infoAt: RECORDED_EPOCH_MS + 5 },
    });
    const answer = load.steps[0].exchanges[1].answer;
    expect(answer).toMatchObject({
      data: {
        list: [
          { at: RECORDED_EPOCH_MS - 60_000, created: new Date(RECORDED_EPOCH_MS - 60_000).toISOString() },
          { at: RECORDED_EPOCH_MS + 1_000 },
        ],
        account: { expireDate: '2099-12-31', points: 100 },
      },
    });
    // A duration (the login's 604800 seconds) is no time.
    expect(load.steps[0].exchanges[0].answer).toMatchObject({ data: { expire: 604800 } });
    expect(load.steps[1].after).toEqual({ resources: { list: [{ resId: 'r-1', createdAt: RECORDED_EPOCH_MS + 2_000 }] } });
  });

  it('moves Unix seconds near the start by whole seconds', () => {
    const shift = timeShift(Date.UTC(2026, 0, 1));
    expect(shift.ms(Date.UTC(2026, 0, 1) / 1000 + 30)).toBe(RECORDED_EPOCH_MS / 1000 + 30);
    expect(shift.ms(42)).toBe(42);
  });

  it('keeps two values apart: a placeholder the recording already holds is skipped', () => {
    const base = recorded(randomIds(1), Date.UTC(2026, 10, 25));
    // Another resource already called r-1 by the server.
    base.loads[0].steps[1].exchanges[2].answer = { code: 0, data: { next: 'r-1' } };
    const out = normalise(base);
    expect(out.loads[0].steps[1].exchanges[2].body).toEqual({ resId: 'r-2' });
    expect(out.loads[0].steps[1].exchanges[2].answer).toEqual({ code: 0, data: { next: 'r-1' } });
  });

  it('leaves the recording it was given as it was', () => {
    const original = recorded(randomIds(1), Date.UTC(2026, 10, 25));
    const copy = JSON.stringify(original);
    normalise(original);
    expect(JSON.stringify(original)).toBe(copy);
  });
});

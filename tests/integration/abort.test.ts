// A cancelled effect stops its HTTP request (issue 19, point 3): the promise of every API
// call carries redux-saga's CANCEL, which aborts the request's AbortSignal in axios. Made to
// happen over nock with an answer delayed far past the test, which never arrives.
import type { AxiosInstance } from 'axios';
import { call, cancel, delay, fork } from 'redux-saga/effects';
import { CANCEL, runSaga, type Task } from 'redux-saga';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/services/api';
import { ApiError } from '../../src/services/errors';
import { lazyRequest } from '../../src/services/lazyRequest';
import * as requestModule from '../../src/services/request';
import { api as nockApi, API_HOST, info, wireOk, useNock, validAuth } from '../testing';

useNock();

const isCancel = (value: unknown): value is () => void => typeof value === 'function';

/** An API client whose axios records the signal of every request it sends. */
function recordingApi(auth = validAuth()) {
  const signals: AbortSignal[] = [];
  const notices: string[] = [];
  const options = { baseURL: `${API_HOST}/miao`, getAuth: () => auth, notify: (m: string) => notices.push(m) };
  const load = () =>
    Promise.resolve({
      ...requestModule,
      createRequest: (o: requestModule.RequestOptions): AxiosInstance => {
        const instance = requestModule.createRequest(o);
        instance.interceptors.request.use((config) => {
          if (config.signal instanceof AbortSignal) signals.push(config.signal);
          return config;
        });
        return instance;
      },
    });
  const client = createApi({ api: lazyRequest(options, load), product: lazyRequest({ ...options, baseURL: API_HOST }, load) });
  return { client, signals, notices };
}

describe('a cancelled effect aborts its request', () => {
  it('cancel while the answer is on its way: the signal is aborted and the late answer never lands', async () => {
    const { client, signals } = recordingApi();
    nockApi().get('/miao/v1/account/info').delay(60_000).reply(200, wireOk({}));
    let answered = false;
    const started = Date.now();
    await runSaga({}, function* () {
      const task: Task = yield fork(function* () {
        yield call(client.getAccountInfo);
        answered = true;
      });
      while (signals.length === 0) yield delay(5);
      yield cancel(task);
    }).toPromise();
    expect(signals).toHaveLength(1);
    expect(signals[0].aborted).toBe(true);
    expect(answered).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a call not cancelled is not aborted; an aborted call tells a signed-out user nothing', async () => {
    const { client, signals, notices } = recordingApi({ type: 'Bearer', token: '', expire: 0 });
    nockApi().get('/miao/v1/account/info').reply(200, wireOk(info));
    await runSaga({}, function* () {
      yield call(client.getAccountInfo);
    }).toPromise();
    expect(signals[0].aborted).toBe(false);

    nockApi()
      .get('/miao/v1/shop/goods/list')
      .delay(60_000)
      .reply(200, wireOk({ list: [] }));
    const pending = client.listGoods();
    while (signals.length < 2) await new Promise((r) => setTimeout(r, 5));
    // What redux-saga calls on cancellation.
    const cancelFn: unknown = Reflect.get(pending, CANCEL);
    if (!isCancel(cancelFn)) throw new Error('the call has no CANCEL function');
    cancelFn();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    expect(notices).toEqual([]);
  });
});

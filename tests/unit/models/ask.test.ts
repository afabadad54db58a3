// ask (src/models/ask.ts): the one way an effect calls the API, step by step.
import { call, getContext } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import { ask } from '../../../src/models/ask';
import type { Api } from '../../../src/services/api';
import { ApiError } from '../../../src/services/errors';
import { stepAnswer, stepRefused } from '../../testing/answers';

const api = { checkGoods: vi.fn() } as unknown as Api;

describe('ask', () => {
  it('takes the client from the saga context, calls the endpoint with its arguments and answers the data', () => {
    const gen = ask('checkGoods', 'goodsCheck', { id: 'g1' });
    expect(gen.next().value).toEqual(getContext('api'));
    expect(gen.next(api).value).toEqual(call(api.checkGoods, { id: 'g1' }));
    expect(gen.next(stepAnswer({ id: 'g1', available: true }))).toEqual({ done: true, value: { id: 'g1', available: true } });
  });

  it('turns a non-zero code into an ApiError saying what failed, with the server’s sentence when it is one', () => {
    const gen = ask('checkGoods', 'goodsCheck', { id: 'g1' });
    gen.next();
    gen.next(api);
    const thrown = (() => {
      try {
        gen.next(stepRefused(4021, '商品已下架'));
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: 4021, params: { reason: 'goodsCheck', said: '商品已下架' } });
    const english = ask('checkGoods', 'goodsCheck', { id: 'g1' });
    english.next();
    english.next(api);
    expect(() => english.next(stepRefused(5, 'internal error'))).toThrow(
      expect.objectContaining({ code: 5, params: { reason: 'goodsCheck' } }),
    );
  });
});

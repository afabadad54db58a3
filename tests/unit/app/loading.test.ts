// state.loading in dva-loading's exact shape, and the per-effect counter; state.errors.
import { describe, expect, it } from 'vitest';
import { createLoadingCounter, hideLoading, initialLoading, loadingReducer, showLoading } from '../../../src/app/loading';
import { dismissError, effectFailed, effectStarted, errorsReducer } from '../../../src/app/effectErrors';

describe('loadingReducer', () => {
  it('has dva-loading shape: global, models[ns], effects[ns/effect]', () => {
    expect(loadingReducer(undefined, { type: '@@INIT' })).toEqual({ global: false, models: {}, effects: {} });
    const s1 = loadingReducer(initialLoading, showLoading('shop', 'shop/buy'));
    expect(s1).toEqual({ global: true, models: { shop: true }, effects: { 'shop/buy': true } });
    const s2 = loadingReducer(s1, showLoading('shop', 'shop/pay'));
    const s3 = loadingReducer(s2, hideLoading('shop', 'shop/buy'));
    // Another effect of the model still runs: the model stays loading.
    expect(s3).toEqual({ global: true, models: { shop: true }, effects: { 'shop/buy': false, 'shop/pay': true } });
    const s4 = loadingReducer(s3, showLoading('session', 'session/login'));
    const s5 = loadingReducer(s4, hideLoading('shop', 'shop/pay'));
    expect(s5.models).toEqual({ shop: false, session: true });
    expect(s5.global).toBe(true);
    expect(loadingReducer(s5, hideLoading('session', 'session/login')).global).toBe(false);
  });

  it('ignores other actions', () => {
    expect(loadingReducer(initialLoading, { type: 'shop/buy' })).toBe(initialLoading);
  });
});

describe('createLoadingCounter', () => {
  it('reports only the first start and the last end', () => {
    const c = createLoadingCounter();
    expect(c.start('a/b')).toBe(true);
    expect(c.start('a/b')).toBe(false);
    expect(c.end('a/b')).toBe(false);
    expect(c.end('a/b')).toBe(true);
    // An extra end never goes negative and a later start is first again.
    expect(c.end('a/b')).toBe(true);
    expect(c.start('a/b')).toBe(true);
  });
});

describe('errorsReducer', () => {
  it('keeps the failure as { code, message, status }, clears it when the effect starts again or is dismissed', () => {
    const failure = { code: 4021, message: '该商品已下架', status: 200 };
    const s1 = errorsReducer(undefined, effectFailed('shop/buy', failure));
    expect(s1).toEqual({ 'shop/buy': failure });
    expect(errorsReducer(s1, effectStarted('shop/buy'))).toEqual({});
    expect(errorsReducer(s1, dismissError({ type: 'shop/buy' }))).toEqual({});
    expect(errorsReducer(s1, effectStarted('shop/pay'))).toBe(s1);
  });
});

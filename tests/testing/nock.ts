// The nock lifecycle every HTTP test shares: no real network, every request that matched no
// interceptor recorded, and after each test no interceptor left unused and no stray request.
// `useNock()` at the top of a file (or a describe) installs it.
import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

export const API_HOST = 'http://api.test';

/** Requests nock did not match would otherwise surface only as a network failure the app may swallow. */
export function recordUnmatched(): { list: string[]; stop: () => void } {
  const list: string[] = [];
  const listener = (req: { method?: string; path?: string; options?: { method?: string; path?: string } }) => {
    list.push(`${req.method ?? req.options?.method} ${req.path ?? req.options?.path}`);
  };
  nock.emitter.on('no match', listener);
  return { list, stop: () => nock.emitter.removeListener('no match', listener) };
}

export function useNock(): { unmatched: () => string[] } {
  let unmatched: ReturnType<typeof recordUnmatched> | null = null;
  beforeAll(() => nock.disableNetConnect());
  beforeEach(() => {
    unmatched = recordUnmatched();
  });
  afterEach(() => {
    unmatched?.stop();
    const pending = nock.pendingMocks();
    const stray = unmatched?.list ?? [];
    nock.cleanAll();
    expect(pending, 'interceptors the test set up but the app never called').toEqual([]);
    expect(stray, 'requests the app sent that no interceptor expected').toEqual([]);
  });
  afterAll(() => nock.enableNetConnect());
  return { unmatched: () => unmatched?.list ?? [] };
}

/** The API host's scope, for one request. */
export const api = (options?: nock.Options) => nock(API_HOST, options);

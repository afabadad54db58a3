// Test helpers: the stand-in on 127.0.0.1 (random port), typed calls, and sign-in through
// the QR page and its scan link, as a browser would do it.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Envelope, LoginWebAnswer } from '../../src/rules/wire/types';
import { configureMock } from './config';
import { startMockServer, type RunningMock } from './http';
import { db, releaseDatabase } from '../db/current';
import { resetMockState } from './state';

export interface Call<T> {
  status: number;
  body: Envelope<T>;
}

export interface MockClient {
  origin: () => string;
  call: <T>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<Call<T>>;
  /** code and state as the scan link hands them to redirect_uri. */
  scan: (as?: string) => Promise<{ code: string; state: string }>;
  login: (as?: string) => Promise<string>;
}

/** Starts one server (and its database in memory) per test file and resets the state (task delay 50 ms) before each test. */
export function useMockServer(): MockClient {
  let running: RunningMock;
  // The file's database (in memory) starts with the server: Postgres takes seconds to start.
  beforeAll(async () => {
    await db.query('SELECT 1');
    running = await startMockServer();
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await releaseDatabase();
  });
  beforeEach(async () => {
    await resetMockState();
    configureMock({ taskDelayMs: 50 });
  });

  return clientOf(() => running.origin);
}

/** Typed calls and sign-in against the stand-in at `origin` (in this process or another). */
export function clientOf(origin: () => string): MockClient {
  async function call<T>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Call<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(`${origin()}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  async function scan(as?: string) {
    const redirect = `${origin()}/miao_web/login_success`;
    const qr = await call<{ url: string }>(
      'GET',
      `/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent(redirect)}`,
    );
    const html = await (await fetch(qr.body.data.url)).text();
    const link = /href="([^"]*\/mock\/wechat\/scan\?sid=[^"&]*)"/.exec(html)?.[1];
    if (!link) throw new Error('no scan link on the QR page');
    const res = await fetch(as ? `${link}&as=${as}` : link, { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '');
    if (!location.href.startsWith(redirect)) throw new Error(`scan went to ${location.href}`);
    return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
  }

  async function login(as?: string) {
    const answer = await call<LoginWebAnswer>('POST', '/miao/v1/account/login_wechat_web', { body: await scan(as) });
    return answer.body.data.token;
  }

  return { origin, call, scan, login };
}

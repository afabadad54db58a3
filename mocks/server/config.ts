// Settings of the stand-in: read once from the environment, changeable at run time by tests
// (configureMock) and by demos (POST /mock/switches). resetMockState() restores the env values.
import { randomBytes } from 'node:crypto';

export interface MockConfig {
  /** Time from task creation to its resource being done (or failed). */
  taskDelayMs: number;
  /** Every created task fails (and is refunded) instead of finishing. */
  taskFail: boolean;
  /** These results (0-based, in a run's order) of every run fail and are refunded; the rest finish. */
  taskFailItems: number[];
  /** Login token lifetime, answered as `expire` (seconds). */
  tokenTtlS: number;
  /** How long a WeChat login code can be exchanged. */
  codeTtlS: number;
  /** How long a task token stays usable. */
  taskTokenTtlS: number;
  /** Lifetime of signed media URLs. */
  signTtlS: number;
  /** How long an unpaid trade stays open before it is closed. */
  tradeTtlS: number;
  /** HMAC key of the media signatures; random per process unless MOCK_SIGN_SECRET is set. */
  signSecret: string;
  /** Treat every login as begun inside WeChat's browser (its authorisation page, no QR), for demos on a computer. */
  wechatBrowser: boolean;
  /**
   * Who makes results (MOCK_ENGINE): 'local', the engine (mocks/engine: each result made from the
   * run's own input in a worker pool, a face check first); 'canned', each style's example media
   * after taskDelayMs, no face check (tests that need instant stock answers).
   */
  engine: MockEngine;
}

export type MockEngine = 'local' | 'canned';

/** Failure switches applied to API routes (/miao, /usee) before their handler runs. */
export interface MockSwitches {
  /** Answer this many ms late. */
  delayMs?: number;
  /** 'network': destroy the socket without an answer. */
  fail?: 'network';
  /** Answer this non-zero code (HTTP `status`, default 200) instead of the handler's. */
  code?: number;
  status?: number;
  /** Answer a truncated JSON body. */
  malformed?: boolean;
  /** Only paths starting with this prefix are affected (all API routes when unset). */
  only?: string;
}

function num(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function configFromEnv(): MockConfig {
  return {
    taskDelayMs: num('MOCK_TASK_DELAY_MS', 1500),
    taskFail: process.env.MOCK_TASK_FAIL === '1',
    taskFailItems: (process.env.MOCK_TASK_FAIL_ITEMS ?? '')
      .split(',')
      .filter((part) => /^\d+$/.test(part))
      .map(Number),
    tokenTtlS: num('MOCK_TOKEN_TTL_S', 7 * 24 * 3600),
    codeTtlS: num('MOCK_CODE_TTL_S', 300),
    taskTokenTtlS: num('MOCK_TASK_TOKEN_TTL_S', 600),
    signTtlS: num('MOCK_SIGN_TTL_S', 3600),
    tradeTtlS: num('MOCK_TRADE_TTL_S', 900),
    signSecret: process.env.MOCK_SIGN_SECRET || randomBytes(16).toString('hex'),
    wechatBrowser: process.env.MOCK_WECHAT_BROWSER === '1',
    engine: process.env.MOCK_ENGINE === 'canned' ? 'canned' : 'local',
  };
}

export function switchesFromEnv(): MockSwitches {
  const out: MockSwitches = {};
  const delay = num('MOCK_DELAY', 0);
  if (delay > 0) out.delayMs = delay;
  if (process.env.MOCK_FAIL === 'network') out.fail = 'network';
  const code = num('MOCK_CODE', 0);
  if (code > 0) out.code = code;
  const status = num('MOCK_STATUS', 0);
  if (status > 0) out.status = status;
  if (process.env.MOCK_MALFORMED === '1') out.malformed = true;
  if (process.env.MOCK_ONLY) out.only = process.env.MOCK_ONLY;
  return out;
}

let config: MockConfig = configFromEnv();
let switches: MockSwitches = switchesFromEnv();

export function mockConfig(): MockConfig {
  return config;
}

export function configureMock(patch: Partial<MockConfig>): MockConfig {
  config = { ...config, ...patch };
  return config;
}

export function globalSwitches(): MockSwitches {
  return switches;
}

export function setGlobalSwitches(next: MockSwitches): MockSwitches {
  switches = { ...next };
  return switches;
}

export function resetConfig(): void {
  const secret = config.signSecret;
  config = { ...configFromEnv(), signSecret: process.env.MOCK_SIGN_SECRET || secret };
  switches = switchesFromEnv();
}

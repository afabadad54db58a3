// All of the stand-in's state in one place: accounts, sessions, login requests and codes,
// task tokens, resources, trades, goods and VIP data, seeded with a demo account and goods
// (the media, uploads and results, are in mediaStore.ts). resetMockState() starts over (and
// cancels pending task timers and stops the results being made).
// These Maps are the working set the handlers read and change synchronously. When a data
// folder is open (persistence.ts: the dev server, `tsx mocks/server/http.ts`) every change is
// also written to SQLite: mockState() tells the watcher it may have been changed, and the
// watcher saves the changed records a moment later (see persistence.ts for why).
import { randomBytes } from 'node:crypto';
import type { Goods, HistoryKind, RefundReason, ResourceSettings, ResourceStatus, TradeStatus } from '../../src/rules/wire/types';
import type { ResourceKind, ToolId } from '../../src/rules/catalog';
import { resetConfig } from './config';
import { clearMedia } from './mediaStore';
import { NEW_ACCOUNT_POINTS } from '../../src/rules/account';

export interface AccountRec {
  id: string;
  /** The WeChat identity the account was created from. */
  openid: string;
  phone: string;
  points: number;
  type: number;
  expireDate: string;
}
export interface SessionRec {
  token: string;
  accountId: string;
  expiresAt: number;
}
/** One login_wechat_qr call: the QR page it points at, and where "scan" returns to. */
export interface LoginRequestRec {
  sid: string;
  state: string;
  redirectUri: string;
  createdAt: number;
}
export interface CodeRec {
  code: string;
  state: string;
  accountId: string;
  expiresAt: number;
  used: boolean;
}
export interface TaskTokenRec {
  token: string;
  accountId: string;
  expiresAt: number;
  used: boolean;
}
export interface ResourceRec {
  resId: string;
  taskId: string;
  accountId: string;
  typ: ToolId;
  kind: ResourceKind;
  style: string;
  status: ResourceStatus;
  /** Example label whose media becomes the result, e.g. 'avatar/pix/pixar/after'. */
  resultLabel: string;
  /** Media key of the uploaded photo ('upload/<taskId>', mediaStore.ts), '' for text tools. */
  sourceKey: string;
  cost: number;
  createdAt: number;
  /** How it was made (its run's styles and count, the text, the music), answered with it. */
  settings: ResourceSettings;
  /** Tie-break for "newest first" within one millisecond. */
  seq: number;
  refunded: boolean;
  /** The engine's result in mediaStore.ts ('result/<resId>.<ext>'); absent: the example of resultLabel. */
  resultKey?: string;
  /** How far the engine has made it, 0–100. */
  progress?: number;
  /**
   * The seed the engine makes it with (engine/types.ts RecipeInput), kept so an HD result
   * (settings.hdOf) is made from the same one: the same picture, bigger. A record from before has none.
   */
  seed?: number;
}
export interface TradeRec {
  tradeNo: string;
  accountId: string;
  goodsId: string;
  amount: number;
  points: number;
  status: TradeStatus;
  createdAt: number;
  /** Points were added to the account: set once, never undone. */
  credited: boolean;
}
/**
 * One change of an account's points (ledger.ts writes them; GET /miao/v1/account/history answers
 * them): the signed amount, the balance right after, and what it was for.
 */
export interface LedgerRec {
  id: string;
  accountId: string;
  kind: HistoryKind;
  amount: number;
  balance: number;
  at: number;
  /** Order within one millisecond (the state's seq). */
  seq: number;
  /** A charge's run or a refund's result. */
  tool?: ToolId;
  styles?: string[];
  count?: number;
  taskId?: string;
  resId?: string;
  reason?: RefundReason;
  /** A charge for an HD result: the result it makes bigger (src/rules/hd.ts). */
  hdOf?: string;
  /** A charge for variations (docs/api.md "Variations"): the result they are variations of. */
  variationsOf?: string;
  /** A buy's trade; the pack's name as it was when bought. */
  tradeNo?: string;
  goodsId?: string;
  goodsName?: string;
  price?: number;
}
/** What an entry says beyond its kind and amount (who, when and the balance are filled in). */
export type LedgerDetails = Omit<LedgerRec, 'id' | 'accountId' | 'kind' | 'amount' | 'balance' | 'at' | 'seq'>;
export interface GoodsRec extends Goods {
  onSale: boolean;
  /** Name and description for a request whose Accept-Language asks for English. */
  en: Pick<Goods, 'name' | 'desc'>;
}

export interface MockState {
  accounts: Map<string, AccountRec>;
  sessions: Map<string, SessionRec>;
  loginRequests: Map<string, LoginRequestRec>;
  codes: Map<string, CodeRec>;
  taskTokens: Map<string, TaskTokenRec>;
  resources: Map<string, ResourceRec>;
  trades: Map<string, TradeRec>;
  /** Every change of points, by id (the order is `seq`). */
  ledger: Map<string, LedgerRec>;
  goods: GoodsRec[];
  vipData: Map<string, string>;
  seq: number;
}

export const DEMO_ACCOUNT_ID = 'u-demo';
export const DEMO_OPENID = 'wx-demo';
export const DEMO_POINTS = 100;
/** Points a brand-new (non-demo) account starts with. */
export { NEW_ACCOUNT_POINTS } from '../../src/rules/account';

function seedGoods(): GoodsRec[] {
  return [
    {
      id: 'g-30',
      name: '体验包',
      price: 300,
      points: 30,
      desc: '30 积分，适合先试试',
      onSale: true,
      en: { name: 'Starter pack', desc: '30 points, to try things out' },
    },
    {
      id: 'g-100',
      name: '标准包',
      price: 990,
      points: 100,
      desc: '100 积分，最受欢迎',
      onSale: true,
      en: { name: 'Standard pack', desc: '100 points, the favourite' },
    },
    {
      id: 'g-500',
      name: '超值包',
      price: 4500,
      points: 500,
      desc: '500 积分，九折',
      onSale: true,
      en: { name: 'Value pack', desc: '500 points, 10% off' },
    },
    {
      id: 'g-1200',
      name: '专业包',
      price: 9800,
      points: 1200,
      desc: '1200 积分，约八二折',
      onSale: true,
      en: { name: 'Pro pack', desc: '1200 points, about 18% off' },
    },
    // Known but no longer sold: check answers available false, buy refuses it.
    {
      id: 'g-legacy',
      name: '旧版礼包',
      price: 100,
      points: 10,
      desc: '已下架',
      onSale: false,
      en: { name: 'Old gift pack', desc: 'No longer sold' },
    },
  ];
}

function ledgerEntry(
  account: AccountRec,
  kind: HistoryKind,
  amount: number,
  seq: number,
  at: number,
  details: LedgerDetails,
): LedgerRec {
  return { id: `e${seq}`, accountId: account.id, kind, amount, balance: account.points, at, seq, ...details };
}

/**
 * Writes down a change of `account`'s points that has just been made (its balance is the one
 * after it). Only the ledger (ledger.ts) and the account's creation call it.
 */
export function appendLedger(account: AccountRec, kind: HistoryKind, amount: number, details: LedgerDetails = {}): LedgerRec {
  const entry = ledgerEntry(account, kind, amount, nextSeq(), now(), details);
  state.ledger.set(entry.id, entry);
  return entry;
}

/** The world of a fresh start: the demo account, the goods, the VIP data. */
export function seededMockState(): MockState {
  const demo: AccountRec = {
    id: DEMO_ACCOUNT_ID,
    openid: DEMO_OPENID,
    phone: '13800000000',
    points: DEMO_POINTS,
    type: 1,
    expireDate: '2099-12-31',
  };
  // The demo's 100 points are its welcome grant, the first line of its history.
  const welcome = ledgerEntry(demo, 'welcome', DEMO_POINTS, 1, Date.now(), {});
  return {
    accounts: new Map([[demo.id, demo]]),
    sessions: new Map(),
    loginRequests: new Map(),
    codes: new Map(),
    taskTokens: new Map(),
    resources: new Map(),
    trades: new Map(),
    ledger: new Map([[welcome.id, welcome]]),
    goods: seedGoods(),
    vipData: new Map([
      ['welcome', '欢迎使用 Miao 会员服务'],
      ['notice', '本地模拟服务：数据保存在本机（npm run reset 可清空）'],
    ]),
    seq: welcome.seq,
  };
}

/** A world with nothing in it, for loading a saved one into. */
export function emptyMockState(): MockState {
  return {
    accounts: new Map(),
    sessions: new Map(),
    loginRequests: new Map(),
    codes: new Map(),
    taskTokens: new Map(),
    resources: new Map(),
    trades: new Map(),
    ledger: new Map(),
    goods: [],
    vipData: new Map(),
    seq: 0,
  };
}

/** Told about changes, so it can keep a copy (persistence.ts). */
export interface StateWatcher {
  /** The state was handed out and may be changed within this turn of the event loop. */
  touched: () => void;
  /** The whole state was replaced (a reset). */
  replaced: () => void;
}

let state: MockState = seededMockState();
let watcher: StateWatcher | null = null;
/** Pending timers and what each will do (runLaterNow() can do it at once). */
const timers = new Map<ReturnType<typeof setTimeout>, () => void>();
let clockOffsetMs = 0;

/**
 * The state, to read or change. Change it in the same turn of the event loop as this call
 * (as every synchronous handler does): the save that follows sees the change.
 */
export function mockState(): MockState {
  watcher?.touched();
  return state;
}

export function watchMockState(next: StateWatcher | null): void {
  watcher = next;
}

/** Puts a loaded world in place (persistence.ts), cancelling the timers of the one before. */
export function installMockState(next: MockState): void {
  cancelTimers();
  state = next;
}

/** The stand-in's clock; tests move it forward to expire tokens, codes and signatures. */
export function now(): number {
  return Date.now() + clockOffsetMs;
}
export function advanceMockClock(ms: number): void {
  clockOffsetMs += ms;
}

/** A timer that resetMockState() cancels, and that never keeps a process alive. */
export function later(ms: number, fn: () => void): void {
  const fire = () => {
    timers.delete(timer);
    fn();
    watcher?.touched();
  };
  const timer = setTimeout(fire, ms);
  timer.unref?.();
  timers.set(timer, fire);
}

/**
 * Does at once what every pending timer would do later (tests): a test holds runs going with a
 * long taskDelayMs, so that they are still going however slow the machine is, then ends them
 * here when it chooses (the first `count` in the order they were set), instead of racing a
 * short delay.
 */
export function runLaterNow(count = Infinity): void {
  for (const [timer, fire] of [...timers].slice(0, count)) {
    clearTimeout(timer);
    fire();
  }
}

let worldEnd = new AbortController();

/**
 * Aborted when the world in force ends (resetMockState(), installMockState()): work begun for
 * it that is not a timer (an engine job, server/making.ts) listens, and stops.
 */
export function worldEnding(): AbortSignal {
  return worldEnd.signal;
}

function cancelTimers(): void {
  for (const timer of timers.keys()) clearTimeout(timer);
  timers.clear();
  worldEnd.abort(new Error('the stand-in started over'));
  worldEnd = new AbortController();
}

/** Starts over: the seeded world, no media, the env settings; saved at once when a data folder is open. */
export function resetMockState(): void {
  cancelTimers();
  clockOffsetMs = 0;
  state = seededMockState();
  clearMedia();
  resetConfig();
  watcher?.replaced();
}

export function randomId(prefix: string, bytes = 8): string {
  return `${prefix}${randomBytes(bytes).toString('hex')}`;
}

export function nextSeq(): number {
  state.seq += 1;
  return state.seq;
}

/** The account of a WeChat identity, created on first sight. */
export function accountForOpenid(openid: string): AccountRec {
  for (const account of state.accounts.values()) if (account.openid === openid) return account;
  const account: AccountRec = {
    id: randomId('u-', 4),
    openid,
    phone: `139${String(state.accounts.size).padStart(8, '0')}`,
    points: NEW_ACCOUNT_POINTS,
    type: 0,
    expireDate: '',
  };
  state.accounts.set(account.id, account);
  appendLedger(account, 'welcome', account.points);
  return account;
}

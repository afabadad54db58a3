// All of the stand-in's state, in memory, in one place: accounts, sessions, login requests
// and codes, task tokens, resources, uploads and trades, seeded with a demo account and
// goods. resetMockState() gives tests a fresh world (and cancels pending task timers).
import { randomBytes } from 'node:crypto';
import type { Goods, ResourceKind, ResourceSettings, ResourceStatus, ToolId, TradeStatus } from '../../src/services/types';
import { resetConfig } from './config';
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
  /** Key of the uploaded photo ('upload/<resId>'), '' for text tools. */
  sourceKey: string;
  cost: number;
  createdAt: number;
  /** How it was made (its run's styles and count, the text, the music), answered with it. */
  settings: ResourceSettings;
  /** Tie-break for "newest first" within one millisecond. */
  seq: number;
  refunded: boolean;
}
export interface UploadRec {
  mime: string;
  bytes: Buffer;
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
  uploads: Map<string, UploadRec>;
  trades: Map<string, TradeRec>;
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

function seed(): MockState {
  const demo: AccountRec = {
    id: DEMO_ACCOUNT_ID,
    openid: DEMO_OPENID,
    phone: '13800000000',
    points: DEMO_POINTS,
    type: 1,
    expireDate: '2099-12-31',
  };
  return {
    accounts: new Map([[demo.id, demo]]),
    sessions: new Map(),
    loginRequests: new Map(),
    codes: new Map(),
    taskTokens: new Map(),
    resources: new Map(),
    uploads: new Map(),
    trades: new Map(),
    goods: seedGoods(),
    vipData: new Map([
      ['welcome', '欢迎使用 Miao 会员服务'],
      ['notice', '本地模拟服务：数据只保存在内存里，重启即清空'],
    ]),
    seq: 0,
  };
}

let state: MockState = seed();
const timers = new Set<ReturnType<typeof setTimeout>>();
let clockOffsetMs = 0;

export function mockState(): MockState {
  return state;
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
  const timer = setTimeout(() => {
    timers.delete(timer);
    fn();
  }, ms);
  timer.unref?.();
  timers.add(timer);
}

export function resetMockState(): void {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  clockOffsetMs = 0;
  state = seed();
  resetConfig();
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
  return account;
}

// State records → the wire shapes of src/rules/wire/types.ts (URLs signed for the caller's origin).
import type { AccountInfo, Resource, Trade } from '../../src/rules/wire/types';
import { exampleKey } from '../media/catalog';
import { signedUrl } from './sign';
import type { AccountRec, ResourceRec, TradeRec } from '../db/rows';

export function accountInfo(account: AccountRec, origin: string): AccountInfo {
  return {
    points: account.points,
    phone: account.phone,
    avatar: `${origin}/mock/avatar/${encodeURIComponent(account.id)}.svg`,
    type: account.type,
    expireDate: account.expireDate,
    id: account.id,
  };
}

/** Pending: as far as the engine got (0 until it starts); done: 100; failed or revoked: none. */
function progressOf(rec: ResourceRec): { progress?: number } {
  if (rec.status === 'done') return { progress: 100 };
  return rec.status === 'pending' ? { progress: rec.progress ?? 0 } : {};
}

export function resourceView(rec: ResourceRec, origin: string): Resource {
  return {
    resId: rec.resId,
    typ: rec.typ,
    kind: rec.kind,
    style: rec.style,
    status: rec.status,
    url: rec.status === 'done' ? signedUrl(origin, rec.resultKey ?? exampleKey(rec.resultLabel)) : '',
    source: rec.sourceKey ? signedUrl(origin, rec.sourceKey) : '',
    cost: rec.cost,
    createdAt: rec.createdAt,
    taskId: rec.taskId,
    settings: rec.settings,
    refunded: rec.refunded,
    ...progressOf(rec),
  };
}

export function payUrl(origin: string, tradeNo: string): string {
  return `${origin}/mock/wechat/pay?tradeNo=${encodeURIComponent(tradeNo)}`;
}

export function tradeView(rec: TradeRec, origin: string): Trade {
  return {
    tradeNo: rec.tradeNo,
    goodsId: rec.goodsId,
    amount: rec.amount,
    points: rec.points,
    payUrl: payUrl(origin, rec.tradeNo),
    status: rec.status,
  };
}

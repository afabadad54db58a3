// The caller's points history (our addition, docs/api.md "Points history"): every line of the
// ledger (server/ledger.ts) for the signed-in account, newest first, paged; a buy carries its
// receipt (the trade, its pack named in the language asked for).
import type { HistoryAnswer, HistoryEntry } from '../../src/rules/wire/types';
import { ok, withAccount } from '../server/reply';
import { historyQuery, readQuery } from '../server/requests';
import { db } from '../db/current';
import { goodsById } from '../db/goods';
import { ledgerPage } from '../db/ledger';
import type { LedgerRec } from '../db/rows';
import { tradeOf } from '../db/trades';
import type { ApiHandler } from '../server/types';
import { wantsEnglish } from './shop';
import { standIn } from '../server/endpoints';

async function receipt(rec: LedgerRec, english: boolean): Promise<HistoryEntry['trade']> {
  if (rec.kind !== 'buy' || rec.tradeNo === undefined) return undefined;
  const trade = await tradeOf(db, rec.tradeNo);
  const goods = rec.goodsId === undefined ? undefined : await goodsById(db, rec.goodsId);
  return {
    tradeNo: rec.tradeNo,
    goodsId: rec.goodsId ?? '',
    name: (english ? goods?.en.name : undefined) ?? rec.goodsName ?? rec.goodsId ?? '',
    price: rec.price ?? trade?.amount ?? 0,
    points: rec.amount,
    status: trade?.status ?? 'paid',
  };
}

export async function historyEntryView(rec: LedgerRec, english: boolean): Promise<HistoryEntry> {
  const { tool, styles, count, taskId, resId, reason, hdOf, variationsOf } = rec;
  const trade = await receipt(rec, english);
  const what = Object.fromEntries(
    Object.entries({ tool, styles, count, taskId, resId, reason, hdOf, variationsOf, trade }).filter(([, v]) => v !== undefined),
  );
  return { id: rec.id, kind: rec.kind, amount: rec.amount, balance: rec.balance, at: rec.at, ...what };
}

const history: ApiHandler<HistoryAnswer> = withAccount(async (req, account) => {
  const query = readQuery(req, historyQuery);
  if (!query.ok) return query.reply;
  const { page, num } = query.value;
  const mine = await ledgerPage(db, account.id, page, num);
  const english = wantsEnglish(req.headers['accept-language']);
  const list = await Promise.all(mine.list.map((rec) => historyEntryView(rec, english)));
  return ok({ list, total: mine.total, page, num });
});

export default standIn({ getHistory: history });

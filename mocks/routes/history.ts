// The caller's points history (our addition, docs/api.md "Points history"): every line of the
// ledger (server/ledger.ts) for the signed-in account, newest first, paged; a buy carries its
// receipt (the trade, its pack named in the language asked for).
import type { HistoryAnswer, HistoryEntry } from '../../src/rules/wire/types';
import { ok, withAccount } from '../server/reply';
import { historyQuery, readQuery } from '../server/requests';
import { mockState, type LedgerRec } from '../server/state';
import type { ApiHandler } from '../server/types';
import { wantsEnglish } from './shop';
import { standIn } from '../server/endpoints';

function receipt(rec: LedgerRec, english: boolean): HistoryEntry['trade'] {
  if (rec.kind !== 'buy' || rec.tradeNo === undefined) return undefined;
  const state = mockState();
  const trade = state.trades.get(rec.tradeNo);
  const goods = state.goods.find((g) => g.id === rec.goodsId);
  return {
    tradeNo: rec.tradeNo,
    goodsId: rec.goodsId ?? '',
    name: (english ? goods?.en.name : undefined) ?? rec.goodsName ?? rec.goodsId ?? '',
    price: rec.price ?? trade?.amount ?? 0,
    points: rec.amount,
    status: trade?.status ?? 'paid',
  };
}

export function historyEntryView(rec: LedgerRec, english: boolean): HistoryEntry {
  const { tool, styles, count, taskId, resId, reason, hdOf, variationsOf } = rec;
  const what = Object.fromEntries(
    Object.entries({ tool, styles, count, taskId, resId, reason, hdOf, variationsOf, trade: receipt(rec, english) }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  return { id: rec.id, kind: rec.kind, amount: rec.amount, balance: rec.balance, at: rec.at, ...what };
}

const history: ApiHandler<HistoryAnswer> = withAccount((req, account) => {
  const query = readQuery(req, historyQuery);
  if (!query.ok) return query.reply;
  const { page, num } = query.value;
  const mine = [...mockState().ledger.values()].filter((e) => e.accountId === account.id).sort((a, b) => b.seq - a.seq);
  const english = wantsEnglish(req.headers['accept-language']);
  const list = mine.slice((page - 1) * num, page * num).map((rec) => historyEntryView(rec, english));
  return ok({ list, total: mine.length, page, num });
});

export default standIn({ getHistory: history });

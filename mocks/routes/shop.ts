// Goods, availability, buying (a trade with the local payment page as payUrl) and pay,
// which answers the trade's status; points are credited once, when the trade becomes paid.
import type { GoodsCheckAnswer, GoodsListAnswer, PayAnswer, Trade } from '../../src/rules/wire/types';
import { db } from '../db/current';
import { isUniqueViolation } from '../db/database';
import { accountById } from '../db/accounts';
import { allGoods, goodsById } from '../db/goods';
import { addTrade, tradeCount, tradeOf } from '../db/trades';
import { closeIfStale, payTrade } from '../server/ledger';
import { CODES, fail, notFound, ok, withAccount } from '../server/reply';
import { buyBody, goodsCheckQuery, payBody, readBody, readQuery } from '../server/requests';
import { now } from '../server/state';
import type { ApiHandler } from '../server/types';
import { tradeView } from '../server/views';
import { standIn } from '../server/endpoints';

/** 'T' + the time to the second + a number; made in the buy's transaction. */
async function tradeNo(): Promise<string> {
  const stamp = new Date(now()).toISOString().replace(/\D/g, '').slice(0, 14);
  return `T${stamp}${String((await tradeCount(db)) + 1).padStart(4, '0')}`;
}

/** The app says which language it shows in Accept-Language (src/services/request.ts). */
export const wantsEnglish = (acceptLanguage: string | undefined) => /^en\b/i.test(acceptLanguage?.trim() ?? '');

const goodsList: ApiHandler<GoodsListAnswer> = async (req) =>
  ok({
    list: (await allGoods(db))
      .filter((g) => g.onSale)
      .map(({ onSale: _onSale, en, ...goods }) => (wantsEnglish(req.headers['accept-language']) ? { ...goods, ...en } : goods)),
  });

const goodsCheck: ApiHandler<GoodsCheckAnswer> = async (req) => {
  const query = readQuery(req, goodsCheckQuery);
  if (!query.ok) return query.reply;
  const { id } = query.value;
  const goods = await goodsById(db, id);
  if (!goods) return notFound('商品不存在');
  return ok({ id, available: goods.onSale });
};

const buy: ApiHandler<Trade> = withAccount(async (req, account) => {
  const body = readBody(req, buyBody);
  if (!body.ok) return body.reply;
  const { id } = body.value;
  const goods = await goodsById(db, id);
  if (!goods) return notFound('商品不存在');
  if (!goods.onSale) return fail(200, CODES.goodsOffSale, '该商品已下架，请选择其他套餐');
  const trade = {
    tradeNo: '',
    accountId: account.id,
    goodsId: goods.id,
    amount: goods.price,
    points: goods.points,
    status: 'pending' as const,
    createdAt: now(),
    credited: false,
  };
  // Two buys at once: the second's number is taken (the primary key); it takes the next one.
  for (;;) {
    trade.tradeNo = await tradeNo();
    try {
      await addTrade(db, trade);
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return ok(tradeView(trade, req.origin));
});

/** The status of the caller's trade; `x-mock-autopay: 1` (or `_mockAutopay=1`) pays it first. */
const pay: ApiHandler<PayAnswer> = withAccount(async (req, account) => {
  const body = readBody(req, payBody);
  if (!body.ok) return body.reply;
  const no = body.value.tradeNo;
  const answer = await db.transaction(async (tx) => {
    const found = await tradeOf(tx, no);
    if (!found || found.accountId !== account.id) return undefined;
    const autopay = req.headers['x-mock-autopay'] === '1' || req.query._mockAutopay === '1';
    const trade = autopay ? await payTrade(tx, no) : await closeIfStale(tx, no);
    const points = (await accountById(tx, account.id))?.points ?? account.points;
    return trade && { trade, points };
  });
  if (!answer) return notFound('订单不存在');
  return ok({ trade: tradeView(answer.trade, req.origin), points: answer.points });
});

export default standIn({
  listGoods: goodsList,
  checkGoods: goodsCheck,
  buy,
  pay,
});

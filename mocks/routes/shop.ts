// Goods, availability, buying (a trade with the local payment page as payUrl) and pay,
// which answers the trade's status; points are credited once, when the trade becomes paid.
import type { GoodsCheckAnswer, GoodsListAnswer, PayAnswer, Trade } from '../../src/rules/wire/types';
import { closeIfStale, payTrade } from '../server/ledger';
import { CODES, fail, notFound, ok, withAccount } from '../server/reply';
import { buyBody, goodsCheckQuery, payBody, readBody, readQuery } from '../server/requests';
import { mockState, now } from '../server/state';
import type { ApiHandler } from '../server/types';
import { tradeView } from '../server/views';
import { standIn } from '../server/endpoints';

function tradeNo(): string {
  const stamp = new Date(now()).toISOString().replace(/\D/g, '').slice(0, 14);
  return `T${stamp}${String(mockState().trades.size + 1).padStart(4, '0')}`;
}

/** The app says which language it shows in Accept-Language (src/services/request.ts). */
export const wantsEnglish = (acceptLanguage: string | undefined) => /^en\b/i.test(acceptLanguage?.trim() ?? '');

const goodsList: ApiHandler<GoodsListAnswer> = (req) =>
  ok({
    list: mockState()
      .goods.filter((g) => g.onSale)
      .map(({ onSale: _onSale, en, ...goods }) => (wantsEnglish(req.headers['accept-language']) ? { ...goods, ...en } : goods)),
  });

const goodsCheck: ApiHandler<GoodsCheckAnswer> = (req) => {
  const query = readQuery(req, goodsCheckQuery);
  if (!query.ok) return query.reply;
  const { id } = query.value;
  const goods = mockState().goods.find((g) => g.id === id);
  if (!goods) return notFound('商品不存在');
  return ok({ id, available: goods.onSale });
};

const buy: ApiHandler<Trade> = withAccount((req, account) => {
  const body = readBody(req, buyBody);
  if (!body.ok) return body.reply;
  const { id } = body.value;
  const goods = mockState().goods.find((g) => g.id === id);
  if (!goods) return notFound('商品不存在');
  if (!goods.onSale) return fail(200, CODES.goodsOffSale, '该商品已下架，请选择其他套餐');
  const no = tradeNo();
  const trade = {
    tradeNo: no,
    accountId: account.id,
    goodsId: goods.id,
    amount: goods.price,
    points: goods.points,
    status: 'pending' as const,
    createdAt: now(),
    credited: false,
  };
  mockState().trades.set(no, trade);
  return ok(tradeView(trade, req.origin));
});

/** The status of the caller's trade; `x-mock-autopay: 1` (or `_mockAutopay=1`) pays it first. */
const pay: ApiHandler<PayAnswer> = withAccount((req, account) => {
  const body = readBody(req, payBody);
  if (!body.ok) return body.reply;
  const no = body.value.tradeNo;
  const trade = mockState().trades.get(no);
  if (!trade || trade.accountId !== account.id) return notFound('订单不存在');
  if (req.headers['x-mock-autopay'] === '1' || req.query._mockAutopay === '1') payTrade(trade);
  closeIfStale(trade);
  return ok({ trade: tradeView(trade, req.origin), points: account.points });
});

export default standIn({
  listGoods: goodsList,
  checkGoods: goodsCheck,
  buy,
  pay,
});

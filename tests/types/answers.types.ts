// Type-level tests of the answer types (issue 19, point 5), checked by `npm run typecheck`: each
// answer is declared once, by its check in src/rules/wire/schemas.ts, and its type read from it;
// required fields stay required, optional ones are `?:`, enumerations stay closed.
import type { Goods, Resource, TemplateEntry, Trade, TradeStatus } from '../../src/services/types';

const goods: Goods = { id: 'g1', name: '体验包', price: 300, points: 30, desc: '' };
// @ts-expect-error price is required (the check refuses an answer without it)
const noPrice: Goods = { id: 'g1', name: '体验包', points: 30, desc: '' };
// Optional fields of the check are optional in the type.
const entry: TemplateEntry = {};
const paid: TradeStatus = 'paid';
// @ts-expect-error a status the check does not allow
const refunded: TradeStatus = 'refunded';
const trade: Trade = { tradeNo: 'T', goodsId: 'g1', amount: 300, points: 30, payUrl: 'https://pay', status: paid };
// @ts-expect-error a resource's status is closed too
const weird: Resource['status'] = 'weird';
const taskId: Resource['taskId'] = undefined;

export const uses = [goods, noPrice, entry, refunded, trade, weird, taskId];

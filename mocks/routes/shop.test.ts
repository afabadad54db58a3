import { describe, expect, it } from 'vitest';
import type { AccountInfo, GoodsCheckAnswer, GoodsListAnswer, PayAnswer, Trade } from '../../src/rules/wire/types';
import { advanceMockClock } from '../server/state';
import { useMockServer } from '../server/testClient';

const mock = useMockServer();
const points = async (token: string) =>
  (await mock.call<AccountInfo>('GET', '/miao/v1/account/info', { token })).body.data.points;
const pay = (token: string, tradeNo: string, headers?: Record<string, string>) =>
  mock.call<PayAnswer>('POST', '/miao/v1/account/pay', { token, body: { tradeNo }, headers });

async function clickPay(tradeNo: string) {
  const page = await (await fetch(`${mock.origin()}/mock/wechat/pay?tradeNo=${tradeNo}`)).text();
  expect(page).toContain('确认支付（模拟）');
  const res = await fetch(`${mock.origin()}/mock/wechat/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `tradeNo=${encodeURIComponent(tradeNo)}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
}

describe('goods', () => {
  it('lists the goods on sale with price in fen and points', async () => {
    const answer = await mock.call<GoodsListAnswer>('GET', '/miao/v1/shop/goods/list');
    expect(answer.body.data.list.length).toBeGreaterThanOrEqual(3);
    expect(answer.body.data.list[0]).toEqual({ id: 'g-30', name: '体验包', price: 300, points: 30, desc: expect.any(String) });
    expect(answer.body.data.list.map((g) => g.id)).not.toContain('g-legacy');
  });

  it.each([
    ['en', 'Starter pack'],
    ['en-GB,en;q=0.9', 'Starter pack'],
    ['zh-CN', '体验包'],
    ['fr', '体验包'],
    ['english', '体验包'],
  ])('answers the goods in the language asked for (Accept-Language %j)', async (language, name) => {
    const answer = await mock.call<GoodsListAnswer>('GET', '/miao/v1/shop/goods/list', {
      headers: { 'accept-language': language },
    });
    expect(answer.body.data.list[0]).toMatchObject({ id: 'g-30', name, price: 300, points: 30 });
  });

  it('check answers availability, 404 for unknown goods, 400 without an id', async () => {
    const on = await mock.call<GoodsCheckAnswer>('GET', '/miao/v1/shop/goods/check?id=g-100');
    expect(on.body.data).toEqual({ id: 'g-100', available: true });
    const off = await mock.call<GoodsCheckAnswer>('GET', '/miao/v1/shop/goods/check?id=g-legacy');
    expect(off.body.data).toEqual({ id: 'g-legacy', available: false });
    expect((await mock.call('GET', '/miao/v1/shop/goods/check?id=zzz')).status).toBe(404);
    expect((await mock.call('GET', '/miao/v1/shop/goods/check')).status).toBe(400);
  });
});

describe('buy and pay', () => {
  it('buy answers a pending trade whose payUrl is the local payment page', async () => {
    const token = await mock.login();
    const trade = (await mock.call<Trade>('POST', '/miao/v1/account/buy', { token, body: { id: 'g-100' } })).body.data;
    expect(trade).toMatchObject({ goodsId: 'g-100', amount: 990, points: 100, status: 'pending' });
    expect(trade.payUrl).toBe(`${mock.origin()}/mock/wechat/pay?tradeNo=${trade.tradeNo}`);
  });

  it('pay answers pending until the payment page is used, then credits exactly once', async () => {
    const token = await mock.login();
    const trade = (await mock.call<Trade>('POST', '/miao/v1/account/buy', { token, body: { id: 'g-30' } })).body.data;
    expect((await pay(token, trade.tradeNo)).body.data).toMatchObject({ trade: { status: 'pending' }, points: 100 });
    await clickPay(trade.tradeNo);
    // Posting the payment page again (a double click) changes nothing.
    await fetch(`${mock.origin()}/mock/wechat/pay`, {
      method: 'POST',
      body: new URLSearchParams({ tradeNo: trade.tradeNo }),
      redirect: 'manual',
    });
    expect(await (await fetch(trade.payUrl)).text()).toContain('支付成功');
    const first = await pay(token, trade.tradeNo);
    const second = await pay(token, trade.tradeNo);
    expect(first.body.data).toMatchObject({ trade: { status: 'paid' }, points: 130 });
    expect(second.body.data.points).toBe(130);
    expect(await points(token)).toBe(130);
  });

  it('x-mock-autopay pays from pay itself, still once', async () => {
    const token = await mock.login();
    const trade = (await mock.call<Trade>('POST', '/miao/v1/account/buy', { token, body: { id: 'g-100' } })).body.data;
    await pay(token, trade.tradeNo, { 'x-mock-autopay': '1' });
    await pay(token, trade.tradeNo, { 'x-mock-autopay': '1' });
    expect(await points(token)).toBe(200);
  });

  it('an unpaid trade closes after its lifetime and can no longer be paid', async () => {
    const token = await mock.login();
    const trade = (await mock.call<Trade>('POST', '/miao/v1/account/buy', { token, body: { id: 'g-30' } })).body.data;
    advanceMockClock(16 * 60_000);
    expect((await pay(token, trade.tradeNo, { 'x-mock-autopay': '1' })).body.data).toMatchObject({
      trade: { status: 'closed' },
      points: 100,
    });
  });

  it('refuses goods no longer sold (code, Chinese message), unknown goods and bad bodies', async () => {
    const token = await mock.login();
    const off = await mock.call('POST', '/miao/v1/account/buy', { token, body: { id: 'g-legacy' } });
    expect(off.body).toEqual({ code: 4021, msg: '该商品已下架，请选择其他套餐', data: null });
    expect((await mock.call('POST', '/miao/v1/account/buy', { token, body: { id: 'zzz' } })).status).toBe(404);
    expect((await mock.call('POST', '/miao/v1/account/buy', { token, body: {} })).status).toBe(400);
    expect((await mock.call('POST', '/miao/v1/account/pay', { token, body: {} })).status).toBe(400);
  });

  it('needs a login, and another user cannot see or pay my trade', async () => {
    expect((await mock.call('POST', '/miao/v1/account/buy', { body: { id: 'g-30' } })).status).toBe(401);
    const token = await mock.login();
    const trade = (await mock.call<Trade>('POST', '/miao/v1/account/buy', { token, body: { id: 'g-30' } })).body.data;
    const other = await mock.login('new');
    expect((await pay(other, trade.tradeNo, { 'x-mock-autopay': '1' })).status).toBe(404);
    expect((await mock.call('POST', '/miao/v1/account/pay', { body: { tradeNo: trade.tradeNo } })).status).toBe(401);
    expect(await points(token)).toBe(100);
  });
});

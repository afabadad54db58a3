// docs/testing.md "1. An effect, step by step" quotes this file (tests/unit/docs/stepExamples.test.ts
// checks each quoted block is here, word for word): a refusal, a sub-saga and a poll.
import { call, delay, put } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { session } from '../../../../src/models/session';
import { buy, credited, pay, selectTrade, shop, waitForPayment } from '../../../../src/models/shop';
import { askEffect, codeError, failsWith, selectEffect, steps, trade } from '../../../testing';

describe('shop, step by step', () => {
  it('buy: `ask` answers the data; a refusal is the codeError ask throws, and goes on to the caller', () => {
    const ordered = askEffect('buy', 'buy', { id: 'g1' }); // call(ask, 'buy', 'buy', { id: 'g1' })
    const end = steps(buy(shop.actions.buy({ id: 'g1' })), [[ordered, trade()], [put(shop.actions.saveTrade(trade()))]]);
    expect(end).toEqual({ done: true, value: trade() });
    const refused = codeError(4021, '积分商品已下架', 'buy'); // what ask throws for a non-zero code
    expect(() => steps(buy(shop.actions.buy({ id: 'g1' })), [[ordered, failsWith(refused)]])).toThrow(refused);
  });

  it('pay: the answer that finds the pending trade paid saves it and credits the balance (a sub-saga)', () => {
    const paid = trade({ status: 'paid' });
    const answer = { trade: paid, points: 220 }; // PayAnswer
    const end = steps(pay(shop.actions.pay({ tradeNo: 'T-1' })), [
      [askEffect('pay', 'pay', { tradeNo: 'T-1' }), answer],
      [selectEffect(selectTrade), trade()], // the trade in the store: still pending
      [put(shop.actions.saveTrade(paid))],
      [call(credited, answer)], // a sub-saga: one step here, stepped on its own below
    ]);
    expect(end).toEqual({ done: true, value: paid });
    expect(steps(credited(answer), [[put(session.actions.savePoints(220))], [put(session.actions.fetchInfo())]]).done).toBe(true);
  });

  it('waitForPayment: a poll, one pay check and a wait per round, until the trade is no longer pending', () => {
    const check = call(pay, shop.actions.pay({ tradeNo: 'T-1' }));
    const end = steps(waitForPayment(shop.actions.waitForPayment({ tradeNo: 'T-1' })), [
      // getContext('timing') is answered by the kit: payPollMs 2000
      [selectEffect(selectTrade), trade()],
      [check, trade()],
      [delay(2000)],
      [selectEffect(selectTrade), trade({ status: 'paid' })],
    ]);
    expect(end).toEqual({ done: true, value: undefined });
  });
});

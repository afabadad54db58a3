// @vitest-environment jsdom
// The points history on the account tab: entries in words (kind, what for, time, ±amount,
// balance after), pages, a buy's receipt copied (one line a field) and printed alone, the
// refund rule; a server without the endpoint gets a quiet note, never an error.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../../../src/locales/active';
import { HISTORY_PAGE_SIZE } from '../../../../src/models/history';
import { PointsHistory } from '../../../../src/pages/user/PointsHistory';
import type { HistoryAnswer, HistoryEntry } from '../../../../src/services/types';
import { api, wireOk, useNock } from '../../../testing';
import { renderApp, settleUi, signedInStore, waitForStore } from '../../../testing/render';

useNock();

const AT = Date.UTC(2026, 10, 25, 6, 30);
const receipt = { tradeNo: 'T202611250001', goodsId: 'g-30', name: '体验包', price: 300, points: 30, status: 'paid' as const };
const LIST: HistoryEntry[] = [
  {
    id: 'e4',
    kind: 'refund',
    amount: 4,
    balance: 130,
    at: AT,
    tool: 'cartoon',
    styles: ['portrait'],
    taskId: 't-1',
    resId: 'r-2',
    reason: 'failed',
  },
  {
    id: 'e3',
    kind: 'charge',
    amount: -8,
    balance: 126,
    at: AT,
    tool: 'cartoon',
    styles: ['cartoon', 'portrait'],
    count: 2,
    taskId: 't-1',
  },
  { id: 'e2', kind: 'buy', amount: 30, balance: 134, at: AT, trade: receipt },
  { id: 'e1', kind: 'welcome', amount: 104, balance: 104, at: AT },
];
const answer = (list: HistoryEntry[], page: number, total: number): HistoryAnswer => ({
  list,
  total,
  page,
  num: HISTORY_PAGE_SIZE,
});
const nockHistory = (page: number) =>
  api()
    .get('/miao/v1/account/history')
    .query({ page: String(page), num: String(HISTORY_PAGE_SIZE) });

describe('积分明细', () => {
  it('links each line of a run to that run in my resources, and calls variations variations (issue 33)', async () => {
    const variations: HistoryEntry = {
      id: 'e5',
      kind: 'charge',
      amount: -20,
      balance: 110,
      at: AT,
      tool: 'tti',
      styles: ['1000'],
      count: 4,
      taskId: 't-2',
      variationsOf: 'r-9',
    };
    nockHistory(1).reply(200, wireOk(answer([variations, ...LIST], 1, 5)));
    const store = signedInStore(110);
    const { location } = renderApp(<PointsHistory />, { store });
    const list = await screen.findByRole('list', { name: '积分明细' });
    const rows = within(list).getAllByRole('listitem');
    const link = within(rows[0]).getByRole('link', { name: '文字生成图片 · 写实 · 变体 ×4（在我的作品中查看）' });
    expect(link).toHaveAttribute('href', '/user?tab=resources&run=t-2');
    expect(within(rows[2]).getByRole('link', { name: /^卡通化 · 卡通、素描肖像 · 2 个结果/ })).toHaveAttribute(
      'href',
      '/user?tab=resources&run=t-1',
    );
    // The refund of a result of that run leads there too; a buy and a grant are no run's.
    expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', '/user?tab=resources&run=t-1');
    expect(within(rows[3]).queryByRole('link')).toBeNull();
    expect(within(rows[4]).queryByRole('link')).toBeNull();
    await userEvent.setup().click(link);
    expect(location().pathname + location().search).toBe('/user?tab=resources&run=t-2');
    await settleUi(store);
  });

  it('in English', async () => {
    await act(() => switchLocale('en'));
    const variations: HistoryEntry = {
      id: 'e5',
      kind: 'charge',
      amount: -20,
      balance: 110,
      at: AT,
      tool: 'tti',
      styles: ['1000'],
      count: 4,
      taskId: 't-2',
      variationsOf: 'r-9',
    };
    nockHistory(1).reply(200, wireOk(answer([variations], 1, 1)));
    const store = signedInStore(110);
    renderApp(<PointsHistory />, { store });
    const link = await screen.findByRole('link', {
      name: /^Text to image · Realistic · Variations ×4\s?\(see it in My creations\)$/,
    });
    expect(link).toHaveAttribute('href', '/user?tab=resources&run=t-2');
    await settleUi(store);
  });

  it('lists every change in words with the amount and the balance after, and states the refund rule', async () => {
    nockHistory(1).reply(200, wireOk(answer(LIST, 1, 4)));
    const store = signedInStore(130);
    renderApp(<PointsHistory />, { store });
    const list = await screen.findByRole('list', { name: '积分明细' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('退回积分');
    expect(rows[0]).toHaveTextContent('卡通化 · 素描肖像 · 生成失败，自动退回');
    expect(within(rows[0]).getByLabelText('增加 4 积分')).toHaveTextContent('+4');
    expect(rows[1]).toHaveTextContent('生成消耗卡通化 · 卡通、素描肖像 · 2 个结果');
    expect(within(rows[1]).getByLabelText('减少 8 积分')).toHaveTextContent('−8');
    expect(rows[1]).toHaveTextContent('余额 126');
    expect(rows[2]).toHaveTextContent('购买 体验包');
    expect(rows[3]).toHaveTextContent('新用户赠送');
    // The time of day and the date, as the language writes them.
    const when = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(AT);
    expect(within(rows[3]).getByText(when)).toHaveAttribute('dateTime', new Date(AT).toISOString());
    expect(
      screen.getByText(/生成失败的结果会自动退回积分；撤回仍在生成中的结果会退回积分；已完成的结果不退积分/),
    ).toBeInTheDocument();
    await settleUi(store);
  });

  it('in English: the kinds, the names and the time in English, the styles joined with a comma', async () => {
    await act(() => switchLocale('en'));
    nockHistory(1).reply(200, wireOk(answer(LIST, 1, 4)));
    const store = signedInStore(130);
    renderApp(<PointsHistory />, { store });
    const rows = within(await screen.findByRole('list', { name: 'Points history' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Points backCartoonize · Sketch portrait · failed, refunded automatically');
    expect(rows[1]).toHaveTextContent('Spent on a runCartoonize · Cartoon, Sketch portrait · 2 results');
    expect(within(rows[1]).getByLabelText('8 points out')).toHaveTextContent('−8');
    expect(rows[3]).toHaveTextContent('Welcome gift');
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(AT);
    expect(within(rows[3]).getByText(when)).toBeInTheDocument();
    expect(screen.getByText(/a finished result is not refunded/)).toBeInTheDocument();
    await settleUi(store);
  });

  it('a buy’s receipt: 复制 puts one line a field on the clipboard, 打印 prints that receipt alone', async () => {
    const user = userEvent.setup();
    nockHistory(1).reply(200, wireOk(answer([{ ...LIST[2], trade: { ...receipt, name: '体验包\n订单号: FORGED' } }], 1, 1)));
    const store = signedInStore(134);
    renderApp(<PointsHistory />, { store });
    await user.click(await screen.findByText('凭证'));
    const box = screen.getByRole('group', { name: '购买凭证' });
    expect(box).toHaveTextContent('¥3.00');
    expect(box).toHaveTextContent('T202611250001');
    expect(box).toHaveTextContent('已支付');

    await user.click(within(box).getByRole('button', { name: '复制' }));
    const copied = await navigator.clipboard.readText();
    const lines = copied.split('\n');
    expect(lines.map((line) => line.split(':')[0])).toEqual(['购买凭证', '套餐', '积分', '金额', '时间', '订单号', '状态']);
    expect(lines[1]).toBe('套餐: 体验包 订单号: FORGED');
    expect(lines[5]).toBe('订单号: T202611250001');
    expect(await screen.findByText('凭证已复制')).toBeInTheDocument();

    const marked: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      marked.push(`${document.body.dataset.printing} ${box.dataset.printing}`);
    });
    await user.click(within(box).getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(marked).toEqual(['receipt true']);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.dataset.printing).toBeUndefined();
    expect(box.dataset.printing).toBeUndefined();
    await settleUi(store);
  });

  it('pages through a long history', async () => {
    const user = userEvent.setup();
    nockHistory(1).reply(200, wireOk(answer([LIST[0]], 1, 25)));
    const store = signedInStore(130);
    renderApp(<PointsHistory />, { store });
    expect(await screen.findByText('第 1 / 2 页 · 共 25 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    nockHistory(2).reply(200, wireOk(answer([LIST[3]], 2, 25)));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('新用户赠送')).toBeInTheDocument();
    expect(screen.getByText('第 2 / 2 页 · 共 25 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await settleUi(store);
  });

  it('a server without the endpoint (404): a quiet note, no list, no error', async () => {
    nockHistory(1).reply(404, { code: 4404, msg: 'no route', data: null });
    const store = signedInStore(130);
    renderApp(<PointsHistory />, { store });
    await waitForStore(store, (s) => s.history.status === 'unavailable');
    expect(await screen.findByRole('note')).toHaveTextContent('这个服务器暂不提供积分明细，余额以上方显示为准。');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await settleUi(store);
  });

  it('a failure of a server that has it: a quiet note with 重试, which loads it', async () => {
    const user = userEvent.setup();
    nockHistory(1).reply(500, { code: 5000, msg: 'boom', data: null });
    const store = signedInStore(130);
    renderApp(<PointsHistory />, { store });
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByRole('note')).toHaveTextContent('积分明细暂时没有加载出来。');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    nockHistory(1).reply(200, wireOk(answer(LIST, 1, 4)));
    await user.click(retry);
    expect(await screen.findByRole('list', { name: '积分明细' })).toBeInTheDocument();
    await settleUi(store);
  });
});

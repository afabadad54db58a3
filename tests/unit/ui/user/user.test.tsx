// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSession } from '../../../../src/models/session';
import { maskPhone } from '../../../../src/pages/user/format';
import { API_HOST, goods, info, resource, trade, validAuth } from '../../../testing/fixtures';
import { withLoggedInStore } from '../../../testing/store';
import { renderApp, settleUi, waitForStore } from '../../../testing/render';
import { nockAccount, nockPageData } from '../../../testing/chains';
import { useNock } from '../../../testing/nock';
import { errorText } from '../../../testing/errors';

useNock();
// Examples and templates, answered empty wherever a route asks.
beforeEach(() => nockPageData());

function signedIn() {
  return withLoggedInStore(validAuth(), {
    preloadedState: { session: { ...initialSession, auth: validAuth(), info, difyid: 'd', pdfid: 'p', nopdfid: 'n' } },
  });
}

describe('/user', () => {
  it('masks the phone', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
  });

  it('account panel shows the account and logs out after the confirm dialog', async () => {
    const user = userEvent.setup();
    const { store } = signedIn();
    renderApp(undefined, { store: store, route: '/user' });
    expect(await screen.findAllByText('138****0000', {}, { timeout: 15_000 })).toHaveLength(2);
    expect(screen.getAllByText('会员').length).toBeGreaterThan(0);
    expect(screen.getByText('2030-01-01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '退出登录' }));
    fireEvent.animationEnd(dialog);
    await waitForStore(store, (s) => s.session.auth.token === '');
    expect(await screen.findByText('登录后查看个人中心')).toBeInTheDocument();
  });

  it('my resources: delete one asks first, sends DELETE, and the item is gone', async () => {
    const user = userEvent.setup();
    nock(API_HOST)
      .get('/miao/v1/resource/list')
      .query({ page: 1, num: 100 })
      .reply(200, {
        code: 0,
        data: {
          list: [resource('r1'), resource('r2', { typ: 'gif', kind: 'gif', style: 'smile' })],
          total: 2,
          page: 1,
          num: 100,
        },
      });
    const del = nock(API_HOST)
      .delete('/miao/v1/resource')
      .query({ resId: 'r1' })
      .reply(200, { code: 0, data: { deleted: ['r1'] } });
    const { store } = signedIn();
    renderApp(undefined, { store: store, route: '/user?tab=resources' });
    const first = await screen.findByRole('listitem', { name: '头像风格作品（皮克斯）' }, { timeout: 15_000 });
    expect(within(first).getByRole('img', { name: '头像风格作品（皮克斯）' })).toHaveAttribute('src', 'http://cdn.test/r1.png');
    expect(within(first).getByRole('link', { name: '下载' })).toHaveAttribute('href', 'http://cdn.test/r1.png');

    // 删除 is behind the card's 更多 (issue 33).
    await user.click(within(first).getByRole('button', { name: /^更多操作/ }));
    await user.click(within(first).getByRole('button', { name: /删除/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除这个作品？' });
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(del.isDone()).toBe(false);

    await user.click(within(first).getByRole('button', { name: /删除/ }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: '删除' }));
    fireEvent.animationEnd(again);
    await waitForStore(store, (s) => s.resources.list.length === 1);
    expect(del.isDone()).toBe(true);
    expect(screen.queryByRole('listitem', { name: '头像风格作品（皮克斯）' })).toBeNull();
    expect(screen.getByRole('listitem', { name: '会说话的动图作品（微笑）' })).toBeInTheDocument();
  });

  it('my resources: a resource of a tool this app does not know shows as 未知类型 beside the others', async () => {
    nock(API_HOST)
      .get('/miao/v1/resource/list')
      .query({ page: 1, num: 100 })
      .reply(200, {
        code: 0,
        data: {
          list: [
            { ...resource('r9'), typ: 'sketch', kind: 'model3d', style: 'pencil', url: 'http://cdn.test/r9.glb' },
            resource('r1'),
          ],
          total: 2,
          page: 1,
          num: 100,
        },
      });
    const { store } = signedIn();
    renderApp(undefined, { store: store, route: '/user?tab=resources' });
    const unknown = await screen.findByRole('listitem', { name: '未知类型作品（pencil）' }, { timeout: 15_000 });
    expect(within(unknown).getByText('未知类型')).toBeInTheDocument();
    // Nothing to show in the page, but its file can still be saved.
    expect(within(unknown).getByRole('link', { name: '下载' })).toHaveAttribute('href', 'http://cdn.test/r9.glb');
    expect(screen.getByRole('listitem', { name: '头像风格作品（皮克斯）' })).toBeInTheDocument();
    expect(store.getState().resources.list.map((r) => [r.typ, r.kind])).toEqual([
      ['unknown', 'unknown'],
      ['avatar', 'image'],
    ]);
  });

  it('my resources: a failed list shows the error with a retry that works', async () => {
    const user = userEvent.setup();
    nock(API_HOST).get('/miao/v1/resource/list').query(true).reply(200, { code: 5, msg: '服务繁忙', data: null });
    nock(API_HOST)
      .get('/miao/v1/resource/list')
      .query(true)
      .reply(200, { code: 0, data: { list: [], total: 0, page: 1, num: 100 } });
    const { store } = signedIn();
    renderApp(undefined, { store: store, route: '/user?tab=resources' });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain(errorText(store.getState().errors['resources/fetch']));
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有作品')).toBeInTheDocument();
    // Nothing listed, nothing to act on: no red 删除所选 (or zip) over an empty list.
    expect(screen.queryByRole('button', { name: '删除所选' })).toBeNull();
    expect(screen.queryByRole('button', { name: '打包下载所选' })).toBeNull();
  });

  it('shop: buy shows the WeChat Pay QR, waits, then says paid and the balance grows', { timeout: 20000 }, async () => {
    const user = userEvent.setup();
    nock(API_HOST)
      .get('/miao/v1/shop/goods/list')
      .reply(200, { code: 0, data: { list: goods } });
    nock(API_HOST).post('/miao/v1/account/buy', { id: 'g1' }).reply(200, { code: 0, data: trade() });
    // Pending until the QR has been seen, then paid: under load the lazy QR chunk may take
    // longer than one 2 s poll, and the test must see the waiting state before the paid one.
    let qrSeen = false;
    nock(API_HOST)
      .post('/miao/v1/account/pay', { tradeNo: 'T-1' })
      .reply(() => [
        200,
        qrSeen
          ? { code: 0, data: { trade: trade({ status: 'paid' }), points: 220 } }
          : { code: 0, data: { trade: trade(), points: 120 } },
      ])
      .persist();
    // Paid: the session refreshes the account once.
    nockAccount({ info: { ...info, points: 220 } });
    const { store } = signedIn();
    renderApp(undefined, { store: store, route: '/user?tab=shop' });
    const card = (await screen.findByRole('heading', { name: '100 积分' }, { timeout: 15_000 })).closest('li')!;
    expect(within(card).getByText('¥6.00')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '立即购买 100 积分' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('link', { name: '在新窗口打开支付页（模拟）' })).toHaveAttribute(
      'href',
      'http://pay.test/T-1',
    );
    // The QR is rendered lazily from the payment URL.
    const qr = await within(dialog).findByRole('img', { name: '微信支付二维码' }, { timeout: 15_000 });
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    qrSeen = true;
    // Said once: the title says paid, the body what it brought.
    const paid = await screen.findByRole('alertdialog', { name: '支付成功' }, { timeout: 15_000 });
    expect(within(paid).getAllByText(/支付成功/)).toHaveLength(1);
    // What was paid and the points it added; no longer what is due (issue 33).
    expect(within(paid).getByText('✓ 已支付 ¥6.00')).toBeInTheDocument();
    expect(within(paid).getByText('积分 +100，余额已更新')).toBeInTheDocument();
    expect(paid).not.toHaveTextContent('应付金额');
    expect(store.getState().session.info.points).toBe(220);
    expect(screen.getByText('当前余额：220 积分')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '完成' }));
    fireEvent.animationEnd(screen.getByRole('alertdialog'));
    await waitForStore(store, (s) => s.shop.trade === null);
    await settleUi(store);
  });
});

describe('/user: deleting a task that still runs', () => {
  it('says its points are not refunded and offers 撤回, which refunds them', async () => {
    const user = userEvent.setup();
    const pending = resource('p1', { status: 'pending', url: '', cost: 10 });
    // The server's view: pending until revoked (the list refreshes itself while it is pending).
    let current = pending;
    nock(API_HOST)
      .persist()
      .get('/miao/v1/resource/list')
      .query(true)
      .reply(() => [200, { code: 0, data: { list: [current], total: 1, page: 1, num: 100 } }]);
    nock(API_HOST)
      .post('/miao/v1/resource/revoke', { resId: 'p1' })
      .reply(() => {
        current = { ...pending, status: 'revoked' };
        return [200, { code: 0, data: { resource: current, points: 130 } }];
      });
    const { store } = signedIn();
    renderApp(undefined, { store, route: '/user?tab=resources' });
    const card = await screen.findByRole('listitem', { name: '头像风格作品（皮克斯）' }, { timeout: 15_000 });
    // 删除 is behind the card's 更多 (issue 33).
    await user.click(within(card).getByRole('button', { name: /^更多操作/ }));
    await user.click(within(card).getByRole('button', { name: /删除/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除生成中的作品？' });
    expect(dialog).toHaveTextContent('删除后已扣除的 10 积分不会退回');
    await user.click(within(dialog).getByRole('button', { name: '撤回并退回积分' }));
    await waitForStore(store, (s) => s.resources.list[0]?.status === 'revoked');
    expect(store.getState().session.info.points).toBe(130);
    // Nothing was deleted: no DELETE interceptor exists (a stray request fails the test).
    await settleUi(store);
  });
});

describe('/user: a picture in my resources', () => {
  it('opens the full-screen viewer on a tap, with its download', async () => {
    const user = userEvent.setup();
    nock(API_HOST)
      .get('/miao/v1/resource/list')
      .query(true)
      .reply(200, { code: 0, data: { list: [resource('r1')], total: 1, page: 1, num: 100 } });
    const { store } = signedIn();
    renderApp(undefined, { store, route: '/user?tab=resources' });
    await user.click(await screen.findByRole('button', { name: '查看大图：头像风格作品（皮克斯）' }, { timeout: 15_000 }));
    const large = await screen.findByRole('dialog', { name: '头像风格作品（皮克斯）' });
    expect(within(large).getByRole('img', { name: '头像风格作品（皮克斯）' })).toHaveAttribute('src', 'http://cdn.test/r1.png');
    expect(within(large).getByRole('link', { name: '下载' })).toHaveAttribute('download', 'Miao-头像风格-皮克斯-r1.png');
    await settleUi(store);
  });
});

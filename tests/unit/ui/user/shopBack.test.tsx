// @vitest-environment jsdom
// Sent to the shop by 积分不足 · 去充值 from a workspace, the shop leads back there: a plain
// link before paying, and the paid dialog's first choice once paid (which says what was paid,
// not what was due). The way back comes from an address anyone can type: only a plain path of
// the app counts; another site, a scheme or a dot segment shows no link at all.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../../../src/locales/active';
import { API_HOST, goods, info, trade } from '../../../testing/fixtures';
import { nockAccount, nockPageData } from '../../../testing/chains';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi, signedInStore, waitForStore } from '../../../testing/render';

useNock();
beforeEach(() => {
  nockPageData();
  nock(API_HOST)
    .get('/miao/v1/shop/goods/list')
    .query(true)
    .optionally()
    .times(3)
    .reply(200, { code: 0, data: { list: goods } });
});

const WORKSPACE = '/?tool=tts&style=ttsch%2F0';

async function shopAt(search: string, points = 10) {
  const store = signedInStore(points);
  const app = renderApp(undefined, { store, route: `/user?tab=shop${search}` });
  await screen.findByRole('heading', { name: '100 积分' }, { timeout: 15_000 });
  await settleUi(store);
  return { store, app };
}

describe('the shop, sent there from a workspace', () => {
  it('links back to it before paying, in both languages', { timeout: 20000 }, async () => {
    const { store, app } = await shopAt(`&for=24&back=${encodeURIComponent(WORKSPACE)}`);
    const back = screen.getByRole('link', { name: '回到创作' });
    expect(back).toHaveAttribute('href', WORKSPACE);
    await act(() => switchLocale('en'));
    expect(screen.getByRole('link', { name: 'Back to your creation' })).toHaveAttribute('href', WORKSPACE);
    await userEvent.click(screen.getByRole('link', { name: 'Back to your creation' }));
    expect(app.location().pathname + app.location().search).toBe(WORKSPACE);
    await settleUi(store);
  });

  it('from my resources, says where it leads', { timeout: 20000 }, async () => {
    const { store } = await shopAt(`&for=8&back=${encodeURIComponent('/user?tab=resources')}`);
    expect(screen.getByRole('link', { name: '回到我的作品' })).toHaveAttribute('href', '/user?tab=resources');
    await settleUi(store);
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\\evil.example',
    '/%2e%2e/%2e%2e/x',
    '/gif/../../x',
    '/login_success?code=1',
    '/user?tab=shop&for=3',
    'tool=tts',
  ])('shows no way back for %j', { timeout: 20000 }, async (value) => {
    const { store } = await shopAt(`&for=24&back=${encodeURIComponent(value)}`);
    expect(screen.queryByRole('link', { name: '回到创作' })).toBeNull();
    expect(screen.queryByRole('link', { name: '回到我的作品' })).toBeNull();
    await settleUi(store);
  });

  it('once paid, the dialog says what was paid and the points added, and leads back', { timeout: 20000 }, async () => {
    const user = userEvent.setup();
    nock(API_HOST).post('/miao/v1/account/buy', { id: 'g1' }).reply(200, { code: 0, data: trade() });
    nock(API_HOST)
      .post('/miao/v1/account/pay', { tradeNo: 'T-1' })
      .reply(200, { code: 0, data: { trade: trade({ status: 'paid' }), points: 110 } });
    nockAccount({ info: { ...info, points: 110 } });
    const { store, app } = await shopAt(`&for=24&back=${encodeURIComponent(WORKSPACE)}`);
    await user.click(screen.getByRole('button', { name: '立即购买 100 积分' }));
    const paid = await screen.findByRole('alertdialog', { name: '支付成功' }, { timeout: 15_000 });
    expect(within(paid).getByText('✓ 已支付 ¥6.00')).toBeInTheDocument();
    expect(within(paid).getByText('积分 +100，余额已更新')).toBeInTheDocument();
    expect(paid).not.toHaveTextContent('应付金额');
    // 完成 stays in the shop; the way back is the dialog's main choice.
    expect(within(paid).getByRole('button', { name: '完成' })).toBeInTheDocument();
    await user.click(within(paid).getByRole('button', { name: '回到创作' }));
    fireEvent.animationEnd(screen.getByRole('alertdialog'));
    await waitForStore(store, (s) => s.shop.trade === null);
    expect(app.location().pathname + app.location().search).toBe(WORKSPACE);
    await settleUi(store);
  });

  it('in English, once paid: Paid ¥x and Back to your creation', { timeout: 20000 }, async () => {
    const user = userEvent.setup();
    await act(() => switchLocale('en'));
    nock(API_HOST).post('/miao/v1/account/buy', { id: 'g1' }).reply(200, { code: 0, data: trade() });
    nock(API_HOST)
      .post('/miao/v1/account/pay', { tradeNo: 'T-1' })
      .reply(200, { code: 0, data: { trade: trade({ status: 'paid' }), points: 110 } });
    nockAccount({ info: { ...info, points: 110 } });
    const { store, app } = await shopAt(`&back=${encodeURIComponent(WORKSPACE)}`);
    await user.click(screen.getByRole('button', { name: 'Buy now 100 积分' }));
    const paid = await screen.findByRole('alertdialog', { name: 'Payment complete' }, { timeout: 15_000 });
    expect(within(paid).getByText('✓ Paid ¥6.00')).toBeInTheDocument();
    expect(paid).not.toHaveTextContent('Amount due');
    expect(within(paid).getByRole('button', { name: 'Back to your creation' })).toBeInTheDocument();
    // Done (the cancel choice) closes at once and stays in the shop.
    await user.click(within(paid).getByRole('button', { name: 'Done' }));
    await waitForStore(store, (s) => s.shop.trade === null);
    expect(app.location().pathname).toBe('/user');
    await settleUi(store);
  });
});

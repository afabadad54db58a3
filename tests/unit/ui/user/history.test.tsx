// @vitest-environment jsdom
// My resources as a history: search by the text a result was made from (and its names),
// order by date, make one again with the same settings in one click (its cost on the button;
// a text tool sends its text, a photo tool its photo read back), and a selection saved as one
// zip built in the browser.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSession } from '../../../../src/models/session';
import { API_HOST, info, resource, validAuth } from '../../../testing/fixtures';
import { withLoggedInStore } from '../../../testing/store';
import { renderApp, settleUi } from '../../../testing/render';
import { nockAccount, nockPageData, nockRun } from '../../../testing/chains';
import { useNock } from '../../../testing/nock';

useNock();
beforeEach(() => nockPageData());
afterEach(() => vi.unstubAllGlobals());

function signedIn(points = 100) {
  return withLoggedInStore(validAuth(), {
    preloadedState: {
      session: {
        ...initialSession,
        auth: validAuth(),
        info: { ...info, points },
        infoStatus: 'loaded',
        infoAt: Date.now(),
        difyid: 'd',
        pdfid: 'p',
        nopdfid: 'n',
      },
    },
  });
}

const cat = resource('t1', {
  typ: 'tti',
  style: '1000',
  createdAt: 1_700_000_000_000,
  url: 'http://cdn.test/t1.png',
  source: '',
  settings: { styles: ['1000'], count: 2, text: '月光下的小猫' },
});
const dog = resource('t2', {
  typ: 'tti',
  style: '1001',
  createdAt: 1_700_000_100_000,
  url: 'http://cdn.test/t2.png',
  source: '',
  settings: { styles: ['1001'], count: 1, text: '奔跑的小狗' },
});
const face = resource('a1', {
  createdAt: 1_700_000_050_000,
  style: 'pix/pixar',
  url: 'http://cdn.test/a1.png',
  source: 'http://cdn.test/src-a1.png',
  settings: { styles: ['pix/pixar', 'pix/anime'], count: 1 },
});

function nockList(list = [cat, dog, face]) {
  nock(API_HOST)
    .get('/miao/v1/resource/list')
    .query({ page: 1, num: 100 })
    .reply(200, { code: 0, data: { list, total: list.length, page: 1, num: 100 } });
}
const names = () => screen.getAllByRole('listitem', { name: /作品（/ }).map((item) => item.getAttribute('aria-label'));

describe('my resources as a history', () => {
  it('searches by the text it was made from and by names, and orders by date', async () => {
    const user = userEvent.setup();
    nockList();
    const { store } = signedIn();
    renderApp(undefined, { store, route: '/user?tab=resources' });
    await screen.findByRole('listitem', { name: '文字生成图片作品（写实）' }, { timeout: 15_000 });
    expect(names()).toEqual(['文字生成图片作品（插画）', '头像风格作品（皮克斯）', '文字生成图片作品（写实）']);
    // The text a result was made from is on its card.
    expect(screen.getByText('文字：月光下的小猫')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), '最早在前');
    expect(names()).toEqual(['文字生成图片作品（写实）', '头像风格作品（皮克斯）', '文字生成图片作品（插画）']);

    const search = screen.getByRole('searchbox', { name: '搜索作品' });
    await user.type(search, '小猫');
    expect(names()).toEqual(['文字生成图片作品（写实）']);
    await user.clear(search);
    await user.type(search, '头像 皮克斯');
    expect(names()).toEqual(['头像风格作品（皮克斯）']);
    await user.clear(search);
    await user.type(search, '没有这个');
    expect(screen.getByText('本页没有与“没有这个”相符的作品')).toBeInTheDocument();
    await settleUi(store);
  });

  it('makes what the card shows again in one click: that one result at its price, the same text, shown in its workspace', async () => {
    const user = userEvent.setup();
    nockList();
    const { store } = signedIn();
    const app = renderApp(undefined, { store, route: '/user?tab=resources' });
    const card = await screen.findByRole('listitem', { name: '文字生成图片作品（写实）' }, { timeout: 15_000 });
    // One result of a run of two: "make again" is this one at 5; the whole run is its run's own action at 10,
    // beside the run's heading and not on the card (issue 33).
    const again = within(card).getByRole('button', { name: '再做一次 · 5 积分：文字生成图片作品（写实）' });
    expect(again).toHaveTextContent('再做一次 · 5 积分');
    const run = screen.getByRole('region', { name: /^文字生成图片 · 写实/ });
    expect(within(run).getByRole('button', { name: '整组再做 · 10 积分：这一组的 2 个结果' })).toHaveTextContent(
      '整组再做 · 10 积分',
    );
    expect(within(card).queryByRole('button', { name: /整组再做/ })).toBeNull();
    const pending = resource('n1', { typ: 'tti', style: '1000', status: 'pending', url: '', source: '' });
    const sent = nockRun({
      token: 'tt',
      body: { tool: 'tti', style: '1000', text: '月光下的小猫' },
      taskId: 'k',
      pending: [pending],
      points: 95,
      polls: [[{ ...pending, status: 'done' as const, url: 'http://cdn.test/n1.png' }]],
    });
    nockAccount({ info: { ...info, points: 95 } });
    await user.click(again);
    await waitFor(() => expect(app.location().search).toBe('?tool=tti&style=1000'));
    await waitFor(() => expect(sent.isDone()).toBe(true), { timeout: 15_000 });
    await settleUi(store);
  });

  it('makes the whole run again, its own labelled action: the photo read back from its source, every style of its run', async () => {
    const user = userEvent.setup();
    nockList();
    const { store } = signedIn();
    renderApp(undefined, { store, route: '/user?tab=resources' });
    const card = await screen.findByRole('listitem', { name: '头像风格作品（皮克斯）' }, { timeout: 15_000 });
    const photo = Buffer.from('\x89PNG fake photo');
    const image = `data:image/png;base64,${photo.toString('base64')}`;
    const pending = resource('n3', { status: 'pending', url: '' });
    nock('http://cdn.test').get('/src-a1.png').reply(200, photo, { 'Content-Type': 'image/png' });
    const sent = nockRun({
      token: 'tt',
      body: { tool: 'avatar', style: 'pix/pixar', styles: ['pix/pixar', 'pix/anime'], image },
      taskId: 'k',
      pending,
      points: 80,
      polls: [{ ...pending, status: 'done', url: 'http://cdn.test/n3.png' }],
    });
    nockAccount();
    expect(card).toBeInTheDocument();
    const run = screen.getByRole('region', { name: /皮克斯、动漫/ });
    await user.click(within(run).getByRole('button', { name: '整组再做 · 20 积分：这一组的 2 个结果' }));
    await waitFor(() => expect(sent.isDone()).toBe(true), { timeout: 15_000 });
    await settleUi(store);
  });

  it('with too few points, the button says so and leads to the shop instead', async () => {
    const user = userEvent.setup();
    nockList();
    nock(API_HOST)
      .get('/miao/v1/shop/goods/list')
      .optionally()
      .reply(200, { code: 0, data: { list: [] } });
    const { store } = signedIn(4);
    const app = renderApp(undefined, { store, route: '/user?tab=resources' });
    const card = await screen.findByRole('listitem', { name: '文字生成图片作品（写实）' }, { timeout: 15_000 });
    // Each short make-again says which it is.
    const run = screen.getByRole('region', { name: /^文字生成图片 · 写实/ });
    expect(within(run).getByRole('button', { name: '整组再做 · 积分不足 · 去充值' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '再做一次 · 积分不足 · 去充值' }));
    // The shop is told the price and says what is missing: 5 for the one result, 4 in hand.
    await waitFor(() => expect(app.location().search).toBe('?tab=shop&for=5&back=%2Fuser%3Ftab%3Dresources'));
    expect(await screen.findByText('这次需要 5 积分，还差 1 积分：选一个积分包吧')).toBeInTheDocument();
    // …and leads back to my resources.
    expect(screen.getByRole('link', { name: '回到我的作品' })).toHaveAttribute('href', '/user?tab=resources');
    await settleUi(store);
  });

  it('saves the selection as one zip built in the browser, every file named as its single download', async () => {
    const user = userEvent.setup();
    nockList();
    nock('http://cdn.test').get('/t1.png').reply(200, Buffer.from('one')).get('/a1.png').reply(200, Buffer.from('two'));
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:zip'), revokeObjectURL: () => undefined }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { store } = signedIn();
    renderApp(undefined, { store, route: '/user?tab=resources' });
    const zip = await screen.findByRole('button', { name: '打包下载所选' }, { timeout: 15_000 });
    expect(zip).toBeDisabled();
    fireEvent.click(within(await screen.findByRole('listitem', { name: '文字生成图片作品（写实）' })).getByRole('checkbox'));
    fireEvent.click(within(screen.getByRole('listitem', { name: '头像风格作品（皮克斯）' })).getByRole('checkbox'));
    await user.click(zip);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('已打包'), { timeout: 15_000 });
    expect(screen.getByRole('status').textContent).toContain('已打包 2 个作品');
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(blobs).toHaveLength(1);
    const files = unzipSync(new Uint8Array(await blobs[0].arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['Miao-头像风格-皮克斯-a1.png', 'Miao-文字生成图片-写实-t1.png']);
    expect(new TextDecoder().decode(files['Miao-文字生成图片-写实-t1.png'])).toBe('one');
    await settleUi(store);
  });
});

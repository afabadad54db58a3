// @vitest-environment jsdom
// The language switch as a user meets it: the header offers English, the whole frame and
// page change at once (names, title, <html lang>), the footer shows which is on, the choice
// is remembered, what was typed stays, and a failure of the store's effects reads in English.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { LOCALE_STORAGE_KEY } from '../../../../src/locales/locale';
import { nockPageData } from '../../../testing/chains';
import { API_HOST } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi, signedInStore, uploadPhoto } from '../../../testing/render';

// jsdom never decodes images; the size reader is the one piece replaced.

useNock();
beforeEach(() => nockPageData());

describe('the language switch', () => {
  it('switches the whole page to English and back, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp(undefined, { route: '/blog' });
    const banner = await screen.findByRole('banner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Miao 博客' })).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Miao blog' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'AI agent', 'PDF assistant', 'Blog', 'Download'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your own AI avatar in three steps' })).toBeInTheDocument();
    expect(document.title).toBe('Blog - Miao');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    const languages = within(screen.getByRole('contentinfo')).getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(languages).getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'false');
    // Each language's name is marked as that language for screen readers.
    expect(within(languages).getByRole('button', { name: '中文' })).toHaveAttribute('lang', 'zh-CN');

    await user.click(within(languages).getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Miao 博客' })).toBeInTheDocument();
    expect(document.title).toBe('博客 - Miao');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
  });

  it('keeps what the user entered: the photo on /pbd stays through a switch', async () => {
    const user = userEvent.setup();
    decodeImagesAs({ width: 800, height: 600 });
    renderApp(undefined, { route: '/pbd' });
    await screen.findByRole('heading', { level: 1, name: '照片变视频' });
    await uploadPhoto(user);
    // The footer's switch this time (the page has its own <header>, so 'banner' is ambiguous here).
    await user.click(within(screen.getByRole('group', { name: '语言' })).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo to video' })).toBeInTheDocument();
    expect(screen.getByAltText('The chosen photo')).toBeInTheDocument();
    expect(screen.getByText('800×600 pixels')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Camera move' })).toBeInTheDocument();
  });

  it('state.errors keeps codes; a failure on screen is reworded by a language switch (the server speaks Chinese)', async () => {
    const user = userEvent.setup();
    nock(API_HOST).get('/miao/v1/resource/list').query(true).reply(200, { code: 9, msg: '服务器开小差了' });
    const store = signedInStore(100);
    renderApp(undefined, { store, route: '/user?tab=resources' });
    expect(await screen.findByText('服务器开小差了', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(store.getState().errors['resources/fetch']).toEqual({
      code: 9,
      params: { reason: 'resourcesFetch', said: '服务器开小差了' },
    });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Could not load your creations')).toBeInTheDocument();
    expect(screen.queryByText('服务器开小差了')).toBeNull();
    // The state did not change: only its wording did.
    expect(store.getState().errors['resources/fetch']).toEqual({
      code: 9,
      params: { reason: 'resourcesFetch', said: '服务器开小差了' },
    });
  });

  it('asks the server for its own words in the language shown: the shop reloads its goods on a switch', async () => {
    const user = userEvent.setup();
    const zh = nock(API_HOST, { reqheaders: { 'accept-language': 'zh-CN' } })
      .get('/miao/v1/shop/goods/list')
      .reply(200, { code: 0, data: { list: [{ id: 'g1', name: '体验包', price: 300, points: 30, desc: '' }] } });
    renderApp(undefined, { store: signedInStore(100), route: '/user?tab=shop' });
    expect(await screen.findByRole('heading', { name: '体验包' })).toBeInTheDocument();
    expect(zh.isDone()).toBe(true);

    const en = nock(API_HOST, { reqheaders: { 'accept-language': 'en' } })
      .get('/miao/v1/shop/goods/list')
      .reply(200, { code: 0, data: { list: [{ id: 'g1', name: 'Starter pack', price: 300, points: 30, desc: '' }] } });
    await user.click(within(screen.getByRole('group', { name: '语言' })).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Starter pack' })).toBeInTheDocument();
    expect(screen.getByText('30 points')).toBeInTheDocument();
    expect(en.isDone()).toBe(true);
  });

  it('names drawn from the catalogue follow a switch at once: gallery styles, workspace choices', async () => {
    const user = userEvent.setup();
    const { navigate, store } = renderApp(undefined, { route: '/' });
    expect(await screen.findByRole('heading', { level: 2, name: '全部工具' })).toBeInTheDocument();
    expect(screen.getAllByText('宇航员').length).toBeGreaterThan(0);
    await settleUi(store);
    await user.click(within(screen.getByRole('group', { name: '语言' })).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'All tools' })).toBeInTheDocument();
    expect((await screen.findAllByText('Astronaut')).length).toBeGreaterThan(0);
    expect(screen.queryByText('宇航员')).toBeNull();

    await act(() => navigate('/gif'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Talking GIF' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Uncle/ })).toBeInTheDocument();
    await settleUi(store); // the templates have answered: nothing but the switch changes below
    await user.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('radio', { name: /大叔/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Uncle/ })).toBeNull();
  });
});

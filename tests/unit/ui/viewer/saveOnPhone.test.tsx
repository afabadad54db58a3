// @vitest-environment jsdom
// Keeping a result on a phone (issue 27 item 4): a phone's own browser hands the file itself to
// the share sheet where it can share files (navigator.canShare({ files })), which offers
// "save image"; where it cannot, the download. Inside WeChat, where a download does nothing,
// 保存到手机 opens the result full size with how to keep it (a long press on a picture; video
// and audio say how). A computer keeps the download link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Resource } from '../../../../src/services/types';
import { nockPageData } from '../../../testing/chains';
import { resource } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { settleUi } from '../../../testing/render';
import { renderMyResources } from './myResources';

useNock();
beforeEach(() => nockPageData());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  wechatPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
} as const;

type ShareData = { files?: File[]; title?: string };

interface Said {
  userAgent: string;
  canShare?: (data: ShareData) => boolean;
  share?: (data: ShareData) => Promise<void>;
}

/**
 * This browser's navigator, saying `said` and nothing of what it does not say (jsdom has no
 * share); the rest is jsdom's, read on jsdom's own navigator (its getters refuse another `this`,
 * and the API client reads some of them).
 */
function browser(said: Said) {
  const real = navigator;
  const stub = new Proxy(real, {
    has: (target, key) => (key === 'canShare' || key === 'share' ? key in said : key in target),
    get: (target, key) => {
      if (key === 'userAgent' || key === 'canShare' || key === 'share') return said[key];
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const bound: unknown = value.bind(target);
      return bound;
    },
  });
  vi.stubGlobal('navigator', stub);
}

/** The media host answers the result's bytes. */
function mediaAnswers(type = 'image/png') {
  const fetch = vi.fn((_url: string) =>
    Promise.resolve(new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': type } })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Downloads started (the link's click), without jsdom trying to navigate. */
function downloads(): HTMLAnchorElement[] {
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

async function saveButton(): Promise<HTMLElement> {
  return screen.findByRole('button', { name: /^保存到手机：/ }, { timeout: 15_000 });
}

const one = (overrides: Partial<Resource> = {}) => [resource('r1', overrides)];

describe('a phone’s own browser', () => {
  it('shares the file itself where the browser can share files', async () => {
    const user = userEvent.setup();
    const canShare = vi.fn((data: ShareData) => (data.files ?? []).every((file) => file.type === 'image/png'));
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    browser({ userAgent: AGENTS.iPhone, canShare, share });
    const fetch = mediaAnswers();
    const clicked = downloads();
    const { store } = renderMyResources(one());
    await user.click(await saveButton());

    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [{ files, title }] = share.mock.calls[0];
    expect(fetch.mock.calls[0][0]).toBe('http://cdn.test/r1.png');
    expect(files).toHaveLength(1);
    expect(files?.[0].name).toBe('Miao-头像风格-皮克斯-r1.png');
    expect(files?.[0].type).toBe('image/png');
    expect(title).toBe('头像风格作品（皮克斯）');
    expect(canShare).toHaveBeenCalledWith({ files });
    expect(clicked).toHaveLength(0);
    // No download link on a phone: the one button does it.
    expect(screen.queryByRole('link', { name: '下载' })).toBeNull();
    await settleUi(store);
  });

  it('downloads where the browser has no file sharing', async () => {
    const user = userEvent.setup();
    browser({ userAgent: AGENTS.iPhone });
    mediaAnswers();
    const clicked = downloads();
    const { store } = renderMyResources(one());
    await user.click(await saveButton());

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].href).toBe('http://cdn.test/r1.png');
    expect(clicked[0].download).toBe('Miao-头像风格-皮克斯-r1.png');
    expect(await screen.findByText('已开始下载，可在浏览器的下载列表里找到')).toBeInTheDocument();
    await settleUi(store);
  });

  it('downloads where the sheet does not take the file (its type)', async () => {
    const user = userEvent.setup();
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    browser({ userAgent: AGENTS.iPhone, canShare: () => false, share });
    mediaAnswers('video/mp4');
    const clicked = downloads();
    const { store } = renderMyResources(one({ kind: 'video', url: 'http://cdn.test/r1.mp4' }));
    await user.click(await saveButton());
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(share).not.toHaveBeenCalled();
    expect(await screen.findByText(/也可以在播放器的菜单里下载/)).toBeInTheDocument();
    await settleUi(store);
  });

  it('a sheet that wants a fresh tap (the file took long to read) gets it: the second tap shares at once', async () => {
    const user = userEvent.setup();
    const share = vi
      .fn((_data: ShareData) => Promise.resolve())
      .mockRejectedValueOnce(new DOMException('not after a wait', 'NotAllowedError'));
    browser({ userAgent: AGENTS.iPhone, canShare: () => true, share });
    const fetch = mediaAnswers();
    const clicked = downloads();
    const { store } = renderMyResources(one());
    await user.click(await saveButton());
    expect(await screen.findByText('文件已准备好，请再点一次“保存到手机”')).toBeInTheDocument();
    await user.click(await saveButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(0);
    await settleUi(store);
  });

  it('the person closing the sheet is not a failure: nothing else happens', async () => {
    const user = userEvent.setup();
    const share = vi.fn((_data: ShareData) => Promise.reject(new DOMException('closed', 'AbortError')));
    browser({ userAgent: AGENTS.iPhone, canShare: () => true, share });
    mediaAnswers();
    const clicked = downloads();
    const { store } = renderMyResources(one());
    await user.click(await saveButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /^保存到手机：/ })).toHaveTextContent('保存到手机'));
    expect(clicked).toHaveLength(0);
    await settleUi(store);
  });
});

describe('inside WeChat', () => {
  it('保存到手机 opens the picture full size with the long-press hint, no download that does nothing', async () => {
    const user = userEvent.setup();
    browser({ userAgent: AGENTS.wechatPhone });
    const clicked = downloads();
    const { store } = renderMyResources(one());
    expect(screen.queryByRole('link', { name: '下载' })).toBeNull();
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: /头像风格作品/ }, { timeout: 15_000 });
    expect(within(dialog).getByText('长按图片，选择“保存图片”，即可存到手机相册。')).toBeInTheDocument();
    // The picture itself at its own address: what the long press saves.
    expect(within(dialog).getByRole('img', { name: '头像风格作品（皮克斯）' })).toHaveAttribute('src', 'http://cdn.test/r1.png');
    expect(within(dialog).queryByRole('link', { name: '下载' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^保存到手机/ })).toBeNull();
    expect(clicked).toHaveLength(0);
    await settleUi(store);
  });

  it('a video says how to keep it', async () => {
    const user = userEvent.setup();
    browser({ userAgent: AGENTS.wechatPhone });
    const { store } = renderMyResources(one({ kind: 'video', url: 'http://cdn.test/r1.mp4' }));
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: /头像风格作品/ }, { timeout: 15_000 });
    expect(within(dialog).getByText(/微信里不能直接下载视频/)).toBeInTheDocument();
    expect(dialog.querySelector('video')).toHaveAttribute('src', 'http://cdn.test/r1.mp4');
    await settleUi(store);
  });
});

describe('a computer', () => {
  it('keeps the download link, even where the browser could share files', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    browser({ userAgent: AGENTS.windows, canShare: () => true, share });
    const { store } = renderMyResources(one());
    const link = await screen.findByRole('link', { name: '下载' }, { timeout: 15_000 });
    expect(link).toHaveAttribute('download', 'Miao-头像风格-皮克斯-r1.png');
    expect(screen.queryByRole('button', { name: /^保存到手机/ })).toBeNull();
    expect(share).not.toHaveBeenCalled();
    await settleUi(store);
  });
});

// @vitest-environment jsdom
// Start before the task: signed out keeps the draft and signs in, coming back restores it;
// too few points keeps the draft and points to the shop. No task request in either case.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY } from '../../../../src/features/generate/draft';
import { readImageSize } from '../../../../src/features/generate/imageSize';
import { ToolWorkspace } from '../../../../src/features/generate/ToolWorkspace';
import { initialTemplates } from '../../../../src/models/templates';
import HomePage from '../../../../src/pages/home/HomePage';
import { recordUnmatched } from '../../../helpers/nock';
import { fakeFile, makeStore, renderApp, signedInStore } from './renderApp';

const login = vi.fn<(returnTo: string) => Promise<void>>();
vi.mock('../../../../src/features/auth/useStartLogin', () => ({ useStartLogin: () => login }));
vi.mock('../../../../src/features/generate/imageSize', () => ({ readImageSize: vi.fn() }));

const templates = { ...initialTemplates, AvatarTpls: [{ channel: 'avatar', mode: 'pix/pixar', label: '皮克斯风', cost: 10 }] };
let unmatched: ReturnType<typeof recordUnmatched>;

beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  login.mockReset().mockResolvedValue(undefined);
  vi.mocked(readImageSize).mockResolvedValue({ width: 800, height: 800 });
  unmatched = recordUnmatched();
  sessionStorage.clear();
});
afterEach(() => {
  unmatched.stop();
  nock.cleanAll();
  expect(unmatched.list).toEqual([]);
});

describe('start while signed out', () => {
  it('saves the draft, signs in with the current address, and restores the input on return', async () => {
    const user = userEvent.setup();
    const route = '/?tool=avatar&style=pix/pixar';
    const first = renderApp(<HomePage />, { store: makeStore({ templates }), route });
    expect(screen.getByText('消耗 10 积分，登录后即可开始')).toBeTruthy();
    await user.upload(screen.getByLabelText('上传照片'), fakeFile('me.png', 'image/png', undefined, 'me'));
    await screen.findByAltText('已选择的照片');
    await user.click(screen.getByRole('button', { name: '开始生成' }));

    expect(login).toHaveBeenCalledWith(route);
    const photo = `data:image/png;base64,${btoa('me')}`;
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) as string)).toEqual({ tool: 'avatar', style: 'pix/pixar', photo, photoName: 'me.png' });
    first.unmount();

    // Back from /login_success at the same address: the photo is there again, once.
    renderApp(<HomePage />, { store: makeStore({ templates }), route });
    expect(((await screen.findByAltText('已选择的照片')) as HTMLImageElement).src).toBe(photo);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps text and voice for a text tool, and leaves another tool draft alone', async () => {
    const user = userEvent.setup();
    const first = renderApp(<ToolWorkspace tool="tts" style="ttsch/3" onStyleChange={() => {}} />, { route: '/gif' });
    await user.type(screen.getByLabelText('要朗读的文字'), '早上好');
    await user.click(screen.getByRole('button', { name: '开始生成' }));
    expect(login).toHaveBeenCalledWith('/gif');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) as string)).toEqual({ tool: 'tts', style: 'ttsch/3', text: '早上好' });
    first.unmount();

    const other = renderApp(<ToolWorkspace tool="tti" style="" onStyleChange={() => {}} />);
    expect((screen.getByLabelText('描述你想要的画面') as HTMLTextAreaElement).value).toBe('');
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    other.unmount();

    const onStyleChange = vi.fn();
    renderApp(<ToolWorkspace tool="tts" style="ttsch/0" onStyleChange={onStyleChange} />);
    expect((screen.getByLabelText('要朗读的文字') as HTMLTextAreaElement).value).toBe('早上好');
    expect(onStyleChange).toHaveBeenCalledWith('ttsch/3');
  });
});

describe('start without enough points', () => {
  it('says how many points are missing, links to the shop and sends no task', async () => {
    const user = userEvent.setup();
    renderApp(<ToolWorkspace tool="avatar" style="pix/pixar" onStyleChange={() => {}} />, { store: signedInStore(3, { templates }) });
    expect(screen.getByText('消耗 10 积分，当前余额 3')).toBeTruthy();
    await user.upload(screen.getByLabelText('上传照片'), fakeFile('me.jpg', 'image/jpeg'));
    await screen.findByAltText('已选择的照片');
    await user.click(screen.getByRole('button', { name: '开始生成' }));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('积分不足：本次需要 10 积分，当前余额 3。');
    expect(screen.getByRole('link', { name: '去充值' }).getAttribute('href')).toBe('/user?tab=shop');
    expect(login).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) as string).tool).toBe('avatar');
    // Nothing was sent: the unmatched-request recorder stays empty (checked after each test).
    await new Promise((r) => setTimeout(r, 30));
  });
});

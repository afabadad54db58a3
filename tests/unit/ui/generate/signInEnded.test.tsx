// @vitest-environment jsdom
// The sign-in ends while a tool's workspace is open (the server refuses the token, or another
// tab signs out): the workspace itself says so at its top, over whatever the page shows under
// its dialog, and its 重新登录 keeps the photo or text and comes back to the same workspace
// with them. Words in both languages.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../../../src/locales/active';
import { session } from '../../../../src/models/session';
import { LazyWorkspacePanel } from '../../../../src/pages/home/lazyWorkspace';
import { nockPageData } from '../../../testing/chains';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { validAuth } from '../../../testing';
import { useNock } from '../../../testing/nock';
import { keptForTheWayBack, signInAgain } from '../../../testing/signInAgain';
import { makeStore, renderApp, settleUi, signedInStore, getFileInput, uploadPhoto } from '../../../testing/render';

// The workspace's code as it is once the user has touched the page (lazyWorkspace.tsx).
beforeAll(() => LazyWorkspacePanel.preload());

useNock();
beforeEach(() => {
  decodeImagesAs({ width: 800, height: 800 });
  nockPageData();
});

/** The open workspace's dialog, once its code and the home page have rendered. */
const workspace = (name: string) => screen.findByRole('dialog', { name }, { timeout: 15_000 });

describe('the sign-in ends while the workspace is open', () => {
  it('a 401: the workspace says 登录已失效 at its top; 重新登录 keeps the photo and comes back to this workspace with it', async () => {
    const user = userEvent.setup();
    const store = signedInStore(100);
    const view = renderApp(undefined, { store, route: '/?tool=gif' });
    const dialog = await workspace('会说话的动图');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const photo = `data:image/png;base64,${btoa('my-face')}`;
    expect(await uploadPhoto(user, 'me.png', 'my-face', dialog)).toHaveAttribute('src', photo);

    await act(async () => {
      await store.dispatch(session.actions.unauthorized({ token: 'tok-1' }));
    });
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('登录已失效');
    expect(notice).toHaveTextContent('重新登录后即可开始，已选的照片和输入的文字会保留。');
    // At the workspace's top: before the photo input.
    const photoInput = getFileInput('上传照片', dialog);
    expect(notice.compareDocumentPosition(photoInput) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The photo is still on screen.
    expect(within(dialog).getByAltText('已选择的照片')).toHaveAttribute('src', photo);

    const kept = await signInAgain(user, notice);
    expect(kept.draft).toMatchObject({ tool: 'gif', photo });
    expect(kept.returnTo).toBe('/?tool=gif');

    // Back from the login at that address: the same workspace, with the photo, and no notice.
    view.unmount();
    nockPageData();
    renderApp(undefined, { store: signedInStore(100), route: kept.returnTo });
    const again = await workspace('会说话的动图');
    expect(await within(again).findByAltText('已选择的照片')).toHaveAttribute('src', photo);
    expect(within(again).queryByRole('alert')).toBeNull();
  }, 15_000); // the first test loads the home page's and the workspace's code

  it('another tab signs out: 已退出登录 in the workspace, 重新登录 keeps the text; × puts the notice away', async () => {
    const user = userEvent.setup();
    const store = signedInStore(100);
    renderApp(undefined, { store, route: '/?tool=tts' });
    const dialog = await workspace('文字转语音');
    await user.type(within(dialog).getByLabelText('要朗读的文字'), '你好，世界');

    // What the tab sync does when another tab's sign-out reaches this one.
    act(() => {
      store.dispatch(session.actions.ended('elsewhere'));
    });
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('已退出登录');
    expect(notice).not.toHaveTextContent('登录已失效');

    expect((await signInAgain(user, notice)).draft).toMatchObject({ tool: 'tts', text: '你好，世界' });

    await user.click(within(notice).getByRole('button', { name: '关闭提示' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByLabelText('要朗读的文字')).toHaveValue('你好，世界');
  });

  it('on a phone: 重新登录 keeps the text and opens the phone sign-in sheet', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, {
        userAgent: {
          value:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        },
      }) as Navigator,
    );
    const store = signedInStore(100);
    renderApp(undefined, { store, route: '/?tool=tts' });
    const dialog = await workspace('文字转语音');
    await user.type(within(dialog).getByLabelText('要朗读的文字'), '早上好');
    await act(async () => {
      await store.dispatch(session.actions.unauthorized({ token: 'tok-1' }));
    });
    const notice = await within(dialog).findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: '重新登录' }));
    expect(await screen.findByRole('alertdialog', { name: '在微信里打开即可登录' })).toBeInTheDocument();
    expect(keptForTheWayBack().draft).toMatchObject({ tool: 'tts', text: '早上好' });
  });

  it('a workspace opened signed out, with no ended sign-in, shows no notice', async () => {
    const store = makeStore();
    renderApp(undefined, { store, route: '/?tool=tts' });
    const dialog = await workspace('文字转语音');
    expect(within(dialog).getByText(/登录后即可开始/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await settleUi(store);
  });

  it('in English: the expired sign-in and another tab’s sign-out, worded in English', async () => {
    await act(() => switchLocale('en'));
    const store = signedInStore(100);
    renderApp(undefined, { store, route: '/?tool=tts' });
    const dialog = await workspace('Text to speech');

    await act(async () => {
      await store.dispatch(session.actions.unauthorized({ token: 'tok-1' }));
    });
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('Your sign-in has expired');
    expect(notice).toHaveTextContent('Sign in again to start; the photo and text you chose are kept.');
    expect(within(notice).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();

    // Signed in again (another tab), then signed out there: the other wording.
    act(() => {
      store.dispatch(session.actions.saveAuth(validAuth({ token: 'tok-2' })));
    });
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    act(() => {
      store.dispatch(session.actions.ended('elsewhere'));
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are signed out');
  });

  it('on /gif, where the workspace sits in the page: a 401 is said once, by the workspace, and its 重新登录 keeps the photo', async () => {
    const user = userEvent.setup();
    const store = signedInStore(100);
    renderApp(undefined, { store, route: '/gif' });
    await waitFor(() => getFileInput('上传照片'), { timeout: 15_000 });
    const photo = `data:image/png;base64,${btoa('my-face')}`;
    expect(await uploadPhoto(user, 'me.png', 'my-face')).toHaveAttribute('src', photo);

    await act(async () => {
      await store.dispatch(session.actions.unauthorized({ token: 'tok-1' }));
    });
    const notice = await screen.findByRole('alert');
    // One notice on the whole page: the workspace's, which keeps the photo, not the layout's.
    expect(screen.getAllByRole('alert')).toEqual([notice]);
    expect(notice).toHaveTextContent('登录已失效');
    expect(notice).toHaveTextContent('重新登录后即可开始，已选的照片和输入的文字会保留。');
    expect(store.getState().session.expiredNotice).toBe(false);

    expect((await signInAgain(user, notice)).draft).toMatchObject({ tool: 'gif', photo });
  });

  it('the user signs out on /gif: no notice in the workspace, the photo stays', async () => {
    const user = userEvent.setup();
    const store = signedInStore(100);
    renderApp(undefined, { store, route: '/gif' });
    await waitFor(() => getFileInput('上传照片'), { timeout: 15_000 });
    const photo = `data:image/png;base64,${btoa('my-face')}`;
    expect(await uploadPhoto(user, 'me.png', 'my-face')).toHaveAttribute('src', photo);

    await act(async () => {
      await store.dispatch(session.actions.logout());
    });
    expect(store.getState().session.endedBy).toBe('logout');
    expect(await screen.findByText(/登录后即可开始/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByAltText('已选择的照片')).toHaveAttribute('src', photo);
  });

  it('the login runs out while the workspace is open: 登录已失效, not 已退出登录', async () => {
    const store = signedInStore(100);
    renderApp(undefined, { store, route: '/?tool=tts' });
    const dialog = await workspace('文字转语音');
    // What the route re-check does with a login past its expiry.
    act(() => {
      store.dispatch(session.actions.ended('expired'));
    });
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('登录已失效');
    expect(notice).not.toHaveTextContent('已退出登录');
  });
});

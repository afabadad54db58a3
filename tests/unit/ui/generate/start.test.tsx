// @vitest-environment jsdom
// Start before the task: signed out keeps the draft and signs in, coming back restores it;
// too few points keeps the draft and points to the shop. No task request in either case.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_ATTEMPTS_KEY } from '../../../../src/features/auth/loginAttempts';
import { DRAFT_KEY } from '../../../../src/features/generate/workspace/draft';
import { ToolWorkspace } from '../../../../src/features/generate/workspace/ToolWorkspace';
import HomePage from '../../../../src/pages/home/HomePage';
import { api, wireOk } from '../../../testing';
import { drawCanvasesAs, noCanvas } from '../../../testing/canvas';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { useNock } from '../../../testing/nock';
import {
  fakeFile,
  makeStore,
  renderApp,
  signedInStore,
  stubNavigation,
  getFileInput,
  uploadPhoto,
} from '../../../testing/render';
import { avatarTemplates } from '../../../testing/fixtures';
import { LazyWorkspacePanel } from '../../../../src/pages/home/lazyWorkspace';

// The workspace's code as it is once the user has touched the page (lazyWorkspace.tsx);
// its loading state is tested in lazyWorkspace.test.tsx.
beforeAll(() => LazyWorkspacePanel.preload());
// The sign-in flow's chunk as it is a moment after a sign-in button shows (useStartLogin
// prefetches it): the first press here came sooner, so its wait held the flow's first import,
// which on a CI machine busy with other runs outlasted the wait (the QR request never sent).
beforeAll(() => import('../../../../src/features/auth/loginFlow'));

// ~3.9 MB of bytes: ~5.2 million characters as a data URL, over the 5,000,000 jsdom (like
// browsers) lets sessionStorage hold.
const BIG_BODY = 'x'.repeat(3_900_000);
const BIG_URL = `data:image/png;base64,${btoa(BIG_BODY)}`;
const SMALL = 'data:image/jpeg;base64,c21hbGw=';

const templates = avatarTemplates;
const QR_PAGE = 'http://qr.test/page';
useNock();

// Signing in is the app's own (useStartLogin): the QR request, the attempt recorded with its
// return address, then the browser leaves, which jsdom cannot: `assign` stands in for it.
let navigation: ReturnType<typeof stubNavigation>;
beforeEach(() => {
  decodeImagesAs({ width: 800, height: 800 });
  navigation = stubNavigation();
});
afterEach(() => navigation.restore());

/** The next login: its QR request is answered. */
const nockQrLogin = () =>
  api()
    .get('/miao/v1/account/login_wechat_qr')
    .query(true)
    .reply(200, wireOk({ url: QR_PAGE }));

/** Where the login the page left for comes back to; null while the page has not left. */
function leftToSignInFor(): string | null {
  if (!navigation.assign.mock.calls.some(([url]) => url === QR_PAGE)) return null;
  const attempts = JSON.parse(sessionStorage.getItem(LOGIN_ATTEMPTS_KEY) ?? '[]') as { returnTo: string }[];
  return attempts.at(-1)?.returnTo ?? null;
}

describe('start while signed out', () => {
  it('saves the draft, signs in with the current address, and restores the input on return', async () => {
    const user = userEvent.setup();
    const route = '/?tool=avatar&style=pix/pixar';
    nockQrLogin();
    const first = renderApp(<HomePage />, { store: makeStore({ templates }), route });
    expect(screen.getByText('消耗 10 积分，登录后即可开始')).toBeInTheDocument();
    await uploadPhoto(user, 'me.png', 'me');
    await user.click(screen.getByRole('button', { name: '开始生成' }));

    await waitFor(() => expect(leftToSignInFor()).toBe(route));
    const photo = `data:image/png;base64,${btoa('me')}`;
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) as string)).toEqual({
      tool: 'avatar',
      style: 'pix/pixar',
      photo,
      photoName: 'me.png',
    });
    first.unmount();

    // Back from /login_success at the same address: the photo is there again, once.
    renderApp(<HomePage />, { store: makeStore({ templates }), route });
    expect(await screen.findByAltText('已选择的照片')).toHaveAttribute('src', photo);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps text and voice for a text tool, and leaves another tool draft alone', async () => {
    const user = userEvent.setup();
    nockQrLogin();
    const first = renderApp(<ToolWorkspace tool="tts" style="ttsch/3" onStyleChange={() => {}} />, { route: '/gif' });
    await user.type(screen.getByLabelText('要朗读的文字'), '早上好');
    await user.click(screen.getByRole('button', { name: '开始生成' }));
    await waitFor(() => expect(leftToSignInFor()).toBe('/gif'));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) as string)).toEqual({ tool: 'tts', style: 'ttsch/3', text: '早上好' });
    first.unmount();

    const other = renderApp(<ToolWorkspace tool="tti" style="" onStyleChange={() => {}} />);
    expect(screen.getByLabelText('描述你想要的画面')).toHaveValue('');
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    other.unmount();

    const onStyleChange = vi.fn();
    renderApp(<ToolWorkspace tool="tts" style="ttsch/0" onStyleChange={onStyleChange} />);
    expect(screen.getByLabelText('要朗读的文字')).toHaveValue('早上好');
    expect(onStyleChange).toHaveBeenCalledWith('ttsch/3');
  });
});

describe('start while signed out with a photo too big for storage', () => {
  const route = '/?tool=avatar&style=pix/pixar';
  // Big enough to be drawn smaller (its longest side to 2048).
  beforeEach(() => decodeImagesAs({ width: 4096, height: 4096 }));

  async function pickBigPhotoAndStart() {
    const user = userEvent.setup();
    const view = renderApp(<HomePage />, { store: makeStore({ templates }), route });
    await user.upload(getFileInput('上传照片'), fakeFile('big.png', 'image/png', undefined, BIG_BODY));
    await screen.findByAltText('已选择的照片');
    await user.click(screen.getByRole('button', { name: '开始生成' }));
    return { user, view };
  }

  it('keeps the photo as a smaller JPEG copy, signs in, and brings that copy back', async () => {
    const encodings = drawCanvasesAs(SMALL);
    nockQrLogin();
    const { view } = await pickBigPhotoAndStart();

    await waitFor(() => expect(leftToSignInFor()).toBe(route));
    // The photo drawn with its longest side at 2048, as a JPEG at quality 0.88.
    const [{ drawn, ...copy }] = encodings;
    expect(drawn === BIG_URL).toBe(true); // not toBe: a 5 MB diff on failure
    expect(copy).toEqual({ width: 2048, height: 2048, type: 'image/jpeg', quality: 0.88 });
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) as string)).toEqual({
      tool: 'avatar',
      style: 'pix/pixar',
      photo: SMALL,
      photoName: 'big.jpg',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    view.unmount();

    renderApp(<HomePage />, { store: makeStore({ templates }), route });
    expect(await screen.findByAltText('已选择的照片')).toHaveAttribute('src', SMALL);
  });

  it('when no copy can be made, says so before leaving; 继续登录 signs in with the rest kept', async () => {
    noCanvas();
    nockQrLogin();
    const { user } = await pickBigPhotoAndStart();

    // jsdom reads the 5 MB photo URL slowly: the dialog comes after the failed copy, in seconds on a busy machine.
    const dialog = await screen.findByRole('alertdialog', { name: '照片较大，登录后需要重新选择' }, { timeout: 15_000 });
    expect(navigation.assign).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '继续登录' }));
    fireEvent.animationEnd(dialog);
    await waitFor(() => expect(leftToSignInFor()).toBe(route));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) as string)).toEqual({ tool: 'avatar', style: 'pix/pixar' });
  });

  it('留在此页 stays: no login, the photo still there, no half draft left behind', async () => {
    noCanvas();
    const { user } = await pickBigPhotoAndStart();

    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // No login: no QR request (none is answered) and the page stays.
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    // getAttribute, not .src: jsdom parses a 5 MB URL slowly.
    expect(screen.getByAltText('已选择的照片').getAttribute('src') === BIG_URL).toBe(true); // not toHaveAttribute: a 5 MB diff on failure
    expect(screen.getByRole('button', { name: '开始生成' })).not.toHaveAttribute('aria-busy');
  });
});

describe('start without enough points', () => {
  it('with too few points Start reads 积分不足 · 去充值: the input is kept and the shop opens, no task sent', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(<ToolWorkspace tool="avatar" style="pix/pixar" onStyleChange={() => {}} />, {
      store: signedInStore(3, { templates }),
    });
    expect(screen.getByText('消耗 10 积分，当前余额 3')).toBeInTheDocument();
    await user.upload(getFileInput('上传照片'), fakeFile('me.jpg', 'image/jpeg'));
    await screen.findByAltText('已选择的照片');
    await user.click(screen.getByRole('button', { name: '积分不足 · 去充值' }));

    // The shop is told the price, so it can say how many points are missing, and where the
    // workspace is (here '/'), so it can lead back there.
    await waitFor(() => expect(location().pathname + location().search).toBe('/user?tab=shop&for=10&back=%2F'));
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('"tool":"avatar"');
    // Nothing was sent: the unmatched-request recorder stays empty (checked after each test).
    await new Promise((r) => setTimeout(r, 30));
  });

  it('a photo that cannot be kept for the way back from the shop is mentioned', async () => {
    noCanvas();
    const user = userEvent.setup();
    renderApp(<ToolWorkspace tool="avatar" style="pix/pixar" onStyleChange={() => {}} />, {
      store: signedInStore(3, { templates }),
    });
    await user.upload(getFileInput('上传照片'), fakeFile('big.png', 'image/png', undefined, BIG_BODY));
    await screen.findByAltText('已选择的照片');
    await user.click(screen.getByRole('button', { name: '积分不足 · 去充值' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('照片较大，充值后回到这里需要重新选择照片。'));
    expect(screen.getByRole('alert').textContent).toContain('积分不足：本次需要 10 积分，当前余额 3。');
  });
});

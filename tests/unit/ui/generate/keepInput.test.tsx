// @vitest-environment jsdom
// A session that ends while a photo is chosen loses nothing: 重新登录 from the expired-session
// notice (or 登录 in the header) keeps the workspace's input as a draft before leaving, and
// the workspace opens with it again on the way back.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { DRAFT_KEY } from '../../../../src/features/generate/workspace/draft';
import { session } from '../../../../src/models/session';
import { nockPageData } from '../../../testing/chains';
import { api, ok } from '../../../testing';
import { useNock } from '../../../testing/nock';
import { renderApp, signedInStore, stubNavigation, getFileInput, uploadPhoto } from '../../../testing/render';

useNock();
beforeEach(() => {
  decodeImagesAs({ width: 800, height: 800 });
  sessionStorage.clear();
  nockPageData();
});

describe('a session that ends while a photo is chosen', () => {
  it('重新登录 keeps the photo as a draft, and the workspace opens with it again', async () => {
    const user = userEvent.setup();
    const store = signedInStore(100);
    const view = renderApp(undefined, { store, route: '/gif' });
    await waitFor(() => getFileInput('上传照片'), { timeout: 5000 });
    const preview = await uploadPhoto(user, 'me.png', 'my-face');
    expect(preview).toHaveAttribute('src', `data:image/png;base64,${btoa('my-face')}`);

    // The login ends (a 401 elsewhere): the notice (the workspace's, on this page) offers 重新登录.
    await act(async () => {
      await store.dispatch(session.actions.unauthorized({ token: 'tok-1' }));
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('登录已失效');
    expect(screen.getByAltText('已选择的照片')).toBeInTheDocument();

    const { assign, restore } = stubNavigation();
    api()
      .get('/miao/v1/account/login_wechat_qr')
      .query(true)
      .reply(200, ok({ url: 'http://localhost:3000/mock/wechat/qr?sid=1&state=st-1' }));
    try {
      await user.click(within(notice).getByRole('button', { name: '重新登录' }));
      await waitFor(() => expect(assign).toHaveBeenCalled());
    } finally {
      restore();
    }
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as { tool?: string; photo?: string };
    expect(draft.tool).toBe('gif');
    expect(draft.photo).toBe(`data:image/png;base64,${btoa('my-face')}`);

    // Back from the login: the page opens with the photo as it was.
    view.unmount();
    nockPageData();
    renderApp(undefined, { store: signedInStore(100), route: '/gif' });
    expect(await screen.findByAltText('已选择的照片', {}, { timeout: 5000 })).toHaveAttribute(
      'src',
      `data:image/png;base64,${btoa('my-face')}`,
    );
    // Its size is read again from the kept photo, so the line under its name is back too.
    expect(await screen.findByText('800×800 像素')).toBeInTheDocument();
  });
});

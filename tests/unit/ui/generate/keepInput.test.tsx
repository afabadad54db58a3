// @vitest-environment jsdom
// A session that ends while a photo is chosen loses nothing: 重新登录 from the expired-session
// notice (or 登录 in the header) keeps the workspace's input as a draft before leaving, and
// the workspace opens with it again on the way back.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { session } from '../../../../src/models/session';
import { nockPageData } from '../../../testing/chains';
import { useNock } from '../../../testing/nock';
import { renderApp, signedInStore, getFileInput, uploadPhoto } from '../../../testing/render';
import { signInAgain } from '../../../testing/signInAgain';

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
    await waitFor(() => getFileInput('上传照片'), { timeout: 15_000 });
    const preview = await uploadPhoto(user, 'me.png', 'my-face');
    expect(preview).toHaveAttribute('src', `data:image/png;base64,${btoa('my-face')}`);

    // The login ends (a 401 elsewhere): the notice (the workspace's, on this page) offers 重新登录.
    await act(async () => {
      await store.dispatch(session.actions.unauthorized({ token: 'tok-1' }));
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('登录已失效');
    expect(screen.getByAltText('已选择的照片')).toBeInTheDocument();

    const { draft } = await signInAgain(user, notice);
    expect(draft.tool).toBe('gif');
    expect(draft.photo).toBe(`data:image/png;base64,${btoa('my-face')}`);

    // Back from the login: the page opens with the photo as it was.
    view.unmount();
    nockPageData();
    renderApp(undefined, { store: signedInStore(100), route: '/gif' });
    expect(await screen.findByAltText('已选择的照片', {}, { timeout: 15_000 })).toHaveAttribute(
      'src',
      `data:image/png;base64,${btoa('my-face')}`,
    );
    // Its size is read again from the kept photo, so the line under its name is back too.
    expect(await screen.findByText('800×800 像素')).toBeInTheDocument();
  });
});

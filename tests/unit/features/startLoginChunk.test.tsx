// @vitest-environment jsdom
// The return-address rules load with the QR request (their own chunk). When that chunk
// cannot be loaded, the user stays where they were and is told to try again: no half login
// that would come back to the wrong page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { nockPageData } from '../../testing/chains';
import { failChunk } from '../../testing/chunks';
import { API_HOST } from '../../testing/fixtures';
import { useNock } from '../../testing/nock';
import { renderApp, stubNavigation } from '../../testing/render';

useNock();
beforeEach(() => {
  failChunk('return-to');
  nockPageData();
});

describe('signing in when the return-address chunk fails', () => {
  it('does not leave the page and says the QR login failed', async () => {
    const user = userEvent.setup();
    const { assign, restore } = stubNavigation();
    nock(API_HOST)
      .get('/miao/v1/account/login_wechat_qr')
      .query(true)
      .reply(200, { code: 0, data: { url: 'http://qr.test/page' } });
    try {
      renderApp(undefined, { route: '/blog' });
      await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: '登录' }));
      expect(await screen.findByText('获取登录二维码失败，请重试')).toBeInTheDocument();
      await waitFor(() => expect(nock.isDone()).toBe(true));
      expect(assign).not.toHaveBeenCalled();
      expect(sessionStorage.getItem('miao:returnTo')).toBeNull();
    } finally {
      restore();
    }
  });
});

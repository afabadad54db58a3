// @vitest-environment jsdom
// The workspace's chunk cannot be loaded: the frame over the page says so, with the retry of
// every chunk error and the workspace's close button, which leaves the gallery as it was.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../../../../src/pages/home/HomePage';
import { failChunk } from '../../../testing/chunks';
import { useNock } from '../../../testing/nock';
import { renderApp } from '../../../testing/render';

useNock();
beforeEach(() => failChunk('workspace'));

describe('a workspace whose code cannot be loaded', () => {
  it('shows the chunk error over the page with a retry and a close button that closes it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { location } = renderApp(<HomePage />, { route: '/?tool=tti&style=1000' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('页面加载失败')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    const close = screen.getByRole('button', { name: '关闭文字生成图片' });
    // Focus moves in the frame's effect: under load it may land a moment after the alert shows.
    await waitFor(() => expect(close).toHaveFocus());
    await user.click(close);
    expect(location().search).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

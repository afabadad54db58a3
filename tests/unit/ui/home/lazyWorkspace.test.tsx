// @vitest-environment jsdom
// The workspace is its own chunk: a link that opens it shows a spinner over the page until
// the code is there, then the panel; the first pointer, focus or touch on the page fetches
// it ahead of the click, once.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import HomePage from '../../../../src/pages/home/HomePage';
import { LazyWorkspacePanel } from '../../../../src/pages/home/lazyWorkspace';
import { useNock } from '../../../testing/nock';
import { renderApp } from '../../../testing/render';

useNock();

describe('the lazily loaded workspace', () => {
  it('the first interaction fetches it once', () => {
    const preload = vi.spyOn(LazyWorkspacePanel, 'preload');
    renderApp(<HomePage />, { route: '/' });
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerOver(document.body);
    fireEvent.focusIn(document.body);
    fireEvent.touchStart(document.body);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('a linked workspace shows a spinner over the page, then the panel', async () => {
    renderApp(<HomePage />, { route: '/?tool=tti&style=1000' });
    expect(screen.getByText('加载中…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: '文字生成图片' })).toBeInTheDocument();
    expect(screen.queryByText('加载中…')).toBeNull();
  });
});

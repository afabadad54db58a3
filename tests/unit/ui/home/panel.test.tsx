// @vitest-environment jsdom
// The workspace panel keeps keyboard focus inside: Tab from the last stop goes back to the
// close button, also when the last stop is a radio group (only its checked radio is a stop).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeAll, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from '../../../../src/components/dialog/useConfirm';
import HomePage from '../../../../src/pages/home/HomePage';
import { renderApp } from '../../../testing/render';
import { useNock } from '../../../testing/nock';
import { LazyWorkspacePanel } from '../../../../src/pages/home/lazyWorkspace';

// The workspace's code as it is once the user has touched the page (lazyWorkspace.tsx);
// its loading state is tested in lazyWorkspace.test.tsx.
beforeAll(() => LazyWorkspacePanel.preload());

/** Asks once, as soon as it is shown. */
function AskOnce() {
  const confirm = useConfirm();
  useEffect(() => void confirm({ title: '问题' }), [confirm]);
  return null;
}

// The question's own part (a lazy AlertDialog) as it is once a visitor has been asked anything:
// React suspends on a lazy part's first render, and here that would be inside Escape's event.
beforeAll(async () => {
  const question = (
    <ConfirmProvider>
      <AskOnce />
    </ConfirmProvider>
  );
  const asked = await act(() => Promise.resolve(render(question)));
  await screen.findByRole('alertdialog', { name: '问题' });
  asked.unmount();
});

useNock();

it('Tab from the checked voice (Start disabled, nothing after it) wraps to the close button', async () => {
  const user = userEvent.setup();
  renderApp(<HomePage />, { route: '/?tool=tts&style=ttsch/0' });
  const dialog = screen.getByRole('dialog', { name: '文字转语音' });
  const close = within(dialog).getByRole('button', { name: '关闭文字转语音' });
  expect(document.activeElement).toBe(close);
  expect(within(dialog).getByRole('button', { name: '开始生成' })).toBeDisabled();

  const voice = within(dialog).getByRole('radio', { name: '女声·温柔' });
  expect(voice).toBeChecked();
  voice.focus();
  await user.tab();
  expect(document.activeElement).toBe(close);

  // And backwards: Shift+Tab from the close button lands on the checked voice, not another one.
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(voice);
});

it('closing a workspace with input asks first: 继续编辑 keeps the text, 关闭 closes', async () => {
  const user = userEvent.setup();
  const { location } = renderApp(<HomePage />, { route: '/?tool=tts&style=ttsch/0' });
  const dialog = screen.getByRole('dialog', { name: '文字转语音' });
  await user.type(within(dialog).getByLabelText('要朗读的文字'), '你好');

  await user.keyboard('{Escape}');
  const ask = await screen.findByRole('alertdialog', { name: '关闭工作台？' });
  await user.click(within(ask).getByRole('button', { name: '继续编辑' }));
  expect(within(screen.getByRole('dialog', { name: '文字转语音' })).getByLabelText('要朗读的文字')).toHaveValue('你好');
  expect(location().search).toContain('tool=tts');

  await user.click(within(screen.getByRole('dialog', { name: '文字转语音' })).getByRole('button', { name: '关闭文字转语音' }));
  const again = await screen.findByRole('alertdialog', { name: '关闭工作台？' });
  await user.click(within(again).getByRole('button', { name: '关闭' }));
  fireEvent.animationEnd(again);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '文字转语音' })).toBeNull());
  expect(location().search).not.toContain('tool=');
});

it('a workspace without input closes at once', async () => {
  const user = userEvent.setup();
  renderApp(<HomePage />, { route: '/?tool=tts&style=ttsch/0' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '文字转语音' })).toBeNull());
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

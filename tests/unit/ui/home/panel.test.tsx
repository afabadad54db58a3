// @vitest-environment jsdom
// The workspace panel keeps keyboard focus inside: Tab from the last stop goes back to the
// close button, also when the last stop is a radio group (only its checked radio is a stop).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import HomePage from '../../../../src/pages/home/HomePage';
import { renderApp } from '../../../testing/render';
import { useNock } from '../../../testing/nock';

useNock();

it('Tab from the checked voice (Start disabled, nothing after it) wraps to the close button', async () => {
  const user = userEvent.setup();
  renderApp(<HomePage />, { route: '/?tool=tts&style=ttsch/0' });
  const dialog = screen.getByRole('dialog', { name: '文字转语音' });
  const close = within(dialog).getByRole('button', { name: '关闭文字转语音' });
  expect(document.activeElement).toBe(close);
  expect(within(dialog).getByRole('button', { name: '开始生成' })).toBeDisabled();

  const voice = within(dialog).getByRole('radio', { name: '中文音色 1' });
  expect(voice).toBeChecked();
  voice.focus();
  await user.tab();
  expect(document.activeElement).toBe(close);

  // And backwards: Shift+Tab from the close button lands on the checked voice, not another one.
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(voice);
});

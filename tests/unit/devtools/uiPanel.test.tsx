// @vitest-environment jsdom
// The QA recorder's panel (issue 34, item 8, and the word of item 4): a save says the file's
// name; the counts read right in English (1 step, 2 steps) and Chinese; a recording grown too
// large to keep opens the panel at once with what to do; the open panel sits where it covers
// no control (placement.ts), at the bottom edge only where no band is free.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RecorderPanel from '../../../src/devtools/RecorderPanel';
import { exchangeSink } from '../../../src/devtools/exchangeSink';
import { MAX_KEPT_CHARS } from '../../../src/devtools/recording';
import { freeTop } from '../../../src/devtools/placement';
import { recorder as en } from '../../../src/locales/en/recorder';
import { recorder as zh } from '../../../src/locales/zh-CN/recorder';
import { makeStore, renderApp } from '../../testing/render';

afterEach(() => {
  window.__miaoRecorder?.discard();
});

describe('the panel’s words', () => {
  it('counts in English with the plural right, and in Chinese', () => {
    expect(en.counts(1, 1, 1)).toBe('● 1 step · 1 action · 1 request');
    expect(en.counts(2, 0, 3)).toBe('● 2 steps · 0 actions · 3 requests');
    expect(en.openRecording(1)).toBe('Recording (1 step): open the QA recorder');
    expect(zh.counts(1, 2, 3)).toBe('● 1 步 · 2 动作 · 3 请求');
  });
});

describe('the panel', () => {
  it('says the name of the file a save downloaded', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:recording');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    const user = userEvent.setup();
    renderApp(<RecorderPanel />, { store: makeStore() });
    await user.click(screen.getByRole('button', { name: '打开 QA 录制' }));
    await user.click(screen.getByRole('button', { name: '● 录制测试' }));
    await user.click(screen.getByRole('button', { name: '停止并保存' }));
    // Prettier's standalone build loads and lays the file out first.
    const panel = screen.getByRole('region', { name: 'QA 录制（开发用）' });
    const said = await within(panel).findByRole('status', {}, { timeout: 20_000 });
    const file = clicked.mock.contexts[0];
    expect(file).toBeInstanceOf(HTMLAnchorElement);
    expect(said.textContent).toBe(`已保存 ${file instanceof HTMLAnchorElement ? file.download : ''}`);
    expect(said.textContent).toMatch(/^已保存 [a-z][A-Za-z0-9]*\.test\.ts$/);
  }, 30_000);

  it('a recording grown too large to keep opens the panel at once, saying what to do', async () => {
    const user = userEvent.setup();
    renderApp(<RecorderPanel />, { store: makeStore() });
    await user.click(screen.getByRole('button', { name: '打开 QA 录制' }));
    await user.click(screen.getByRole('button', { name: '● 录制测试' }));
    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByRole('region')).toBeNull();
    // An answer of 2 MB and more: the recording cannot be kept across a reload any more.
    exchangeSink({
      method: 'GET',
      url: 'http://localhost/miao/v1/examples',
      body: undefined,
      authorization: undefined,
      status: 200,
      answer: 'x'.repeat(MAX_KEPT_CHARS),
    });
    const panel = await screen.findByRole('region', { name: 'QA 录制（开发用）' }, { timeout: 15_000 });
    expect(within(panel).getByRole('alert').textContent).toBe(zh.tooLarge);
    expect(within(panel).getByRole('button', { name: '停止并保存' })).toBeTruthy();
  });
});

describe('where the open panel sits', () => {
  const panel = { width: 300, height: 100 };
  const box = (top: number, bottom: number, left = 16, right = 359) => ({ top, bottom, left, right });

  it('at the bottom edge when nothing is there', () => {
    expect(freeTop([box(100, 150)], { height: 812 }, panel)).toBe(712);
  });

  it('as low as it can between the controls, never over one', () => {
    // The text-to-speech workspace at 375 px: the text box, the voice chips, the player, the button…
    const controls = [
      ...[box(12, 52, 319, 359), box(112, 250), box(354, 388), box(398, 432), box(450, 490), box(556, 604)],
      ...[box(640, 664, 20, 38), box(740, 790)],
    ];
    const top = freeTop(controls, { height: 812 }, panel);
    // Between the text box (4 px below it) and the voice chips.
    expect(top).toBe(254);
    for (const control of controls) {
      const over = control.left < panel.width && control.top < top + panel.height && control.bottom > top;
      expect(over).toBe(false);
    }
  });

  it('at the bottom edge when no band is free', () => {
    const controls = Array.from({ length: 16 }, (_, index) => box(index * 52, index * 52 + 48));
    expect(freeTop(controls, { height: 812 }, panel)).toBe(712);
  });
});

// @vitest-environment jsdom
// The full-screen viewer over my resources (issue 27 item 3): the picture itself opens it (a
// button, so the keyboard does too); the arrow keys go to the next and the previous result,
// Tab stays inside, Escape closes it and the focus comes back to the picture that opened it;
// on a phone a sideways swipe (pointer events) turns, a short or upright move does not.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX } from '../../../../src/features/generate/viewer/ResultViewer';
import { nockPageData } from '../../../testing/chains';
import { useNock } from '../../../testing/nock';
import { settleUi } from '../../../testing/render';
import { renderMyResources } from './myResources';

useNock();
beforeEach(() => nockPageData());

/** The (first) picture shown in the open viewer `dialog`. */
function shownSrc(dialog: HTMLElement): string | null {
  return within(within(dialog).getByTestId('viewer-stage')).getAllByRole('img')[0].getAttribute('src');
}

async function openFirstByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  const pictures = await screen.findAllByRole('button', { name: /^查看大图：/ }, { timeout: 15_000 });
  pictures[0].focus();
  await user.keyboard('{Enter}');
  // The viewer's chunk may still be coming (a frame named 正在打开… holds the screen meanwhile).
  const dialog = await screen.findByRole('dialog', { name: /头像风格作品/ }, { timeout: 15_000 });
  return { dialog, opener: pictures[0] };
}

describe('the viewer by keyboard', () => {
  it('opens from the picture, turns with the arrows, keeps Tab inside, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources();
    const { dialog, opener } = await openFirstByKeyboard(user);

    // A modal dialog named by the result, the focus inside it.
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName(/头像风格作品.*第 1 \/ 3 个/);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(shownSrc(dialog)).toBe('http://cdn.test/r1.png');

    await user.keyboard('{ArrowRight}');
    expect(shownSrc(dialog)).toBe('http://cdn.test/r2.png');
    expect(dialog).toHaveAccessibleName(/第 2 \/ 3 个/);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Past the last, the first again.
    expect(shownSrc(dialog)).toBe('http://cdn.test/r1.png');
    await user.keyboard('{ArrowLeft}');
    expect(shownSrc(dialog)).toBe('http://cdn.test/r3.png');

    // Every named button; Tab and Shift+Tab go round inside the dialog.
    for (const button of within(dialog).getAllByRole('button')) expect(button).toHaveAccessibleName();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    await settleUi(store);
  }, 20_000);

  it('its side buttons and × work too', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources();
    const { dialog, opener } = await openFirstByKeyboard(user);
    await user.click(within(dialog).getByRole('button', { name: '下一个' }));
    expect(shownSrc(dialog)).toBe('http://cdn.test/r2.png');
    await user.click(within(dialog).getByRole('button', { name: '上一个' }));
    expect(shownSrc(dialog)).toBe('http://cdn.test/r1.png');
    await user.click(within(dialog).getByRole('button', { name: '关闭查看' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await settleUi(store);
  });

  it('shows the original beside the result on request', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources();
    const { dialog } = await openFirstByKeyboard(user);
    const compare = within(dialog).getByRole('button', { name: '对比原图' });
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).queryByRole('img', { name: /^原图：/ })).toBeNull();
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('img', { name: /^原图：/ })).toHaveAttribute('src', 'http://cdn.test/src.png');
    expect(shownSrc(dialog)).toBe('http://cdn.test/src.png');
    expect(within(dialog).getAllByRole('img')[1]).toHaveAttribute('src', 'http://cdn.test/r1.png');
    await settleUi(store);
  });
});

describe('the viewer by swipe', () => {
  /** A pointer put down at `from` and lifted at `to` (CSS px) on the viewer's stage. */
  function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
    const stage = screen.getByTestId('viewer-stage');
    act(() => {
      fireEvent.pointerDown(stage, { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: from.x, clientY: from.y });
      fireEvent.pointerUp(stage, { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: to.x, clientY: to.y });
    });
  }

  it('a swipe to the left shows the next, to the right the previous; a short or upright move does nothing', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources();
    const { dialog } = await openFirstByKeyboard(user);

    swipe({ x: 300, y: 400 }, { x: 300 - SWIPE_MIN_PX - 40, y: 410 });
    expect(shownSrc(dialog)).toBe('http://cdn.test/r2.png');
    swipe({ x: 100, y: 400 }, { x: 100 + SWIPE_MIN_PX + 40, y: 390 });
    expect(shownSrc(dialog)).toBe('http://cdn.test/r1.png');

    // Too short, or more up than sideways (a scroll): no turn.
    swipe({ x: 300, y: 400 }, { x: 300 - SWIPE_MIN_PX / 2, y: 400 });
    swipe({ x: 300, y: 400 }, { x: 300 - SWIPE_MIN_PX - 10, y: 200 });
    expect(shownSrc(dialog)).toBe('http://cdn.test/r1.png');
    // A lift of another pointer than the one put down: no turn.
    const stage = screen.getByTestId('viewer-stage');
    act(() => {
      fireEvent.pointerDown(stage, { pointerId: 1, isPrimary: true, clientX: 300, clientY: 400 });
      fireEvent.pointerUp(stage, { pointerId: 2, isPrimary: true, clientX: 50, clientY: 400 });
    });
    expect(shownSrc(dialog)).toBe('http://cdn.test/r1.png');
    await settleUi(store);
  });
});

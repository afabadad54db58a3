// @vitest-environment jsdom
// A speech result in the viewer (issue 33 minor 14): the words it speaks (its run's text, kept in
// the result's settings) show with its player, in a region named for them, scrollable and
// selectable (a drag across them selects, it does not turn to the next result), in both
// languages; a speech result whose text the server did not keep shows ♪ as before.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../../../src/locales/active';
import { SWIPE_MIN_PX } from '../../../../src/features/generate/viewer/ResultViewer';
import type { Resource } from '../../../../src/services/types';
import { nockPageData } from '../../../testing/chains';
import { resource } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { settleUi } from '../../../testing/render';
import { renderMyResources } from './myResources';

useNock();
beforeEach(() => nockPageData());

const SPOKEN = '今天天气很好，我们一起去公园散步吧。\n第二行：晚上见。';

/** A finished speech result, newest, then a picture. */
function speechAndPicture(settings: Resource['settings']): Resource[] {
  return [
    resource('a1', {
      typ: 'tts',
      kind: 'audio',
      style: 'ttsch/0',
      url: 'http://cdn.test/a1.mp3',
      source: '',
      createdAt: 1_700_000_300_000,
      settings,
    }),
    resource('r2', { createdAt: 1_700_000_200_000 }),
  ];
}

/** Opens the viewer on the speech result: its card's 更多 / More, then 全屏查看 / View full screen. */
async function openSpeech(user: ReturnType<typeof userEvent.setup>, opener: RegExp): Promise<HTMLElement> {
  const [more] = await screen.findAllByRole('button', { name: /^(更多操作：|More actions: )/ }, { timeout: 15_000 });
  await user.click(more);
  await user.click(await screen.findByRole('button', { name: opener }, { timeout: 15_000 }));
  return screen.findByRole('dialog', { name: /1 / }, { timeout: 15_000 });
}

describe('a speech result in the viewer', () => {
  it('shows the words it speaks with its player, selectable: a drag across them does not turn', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources(speechAndPicture({ text: SPOKEN }));
    const dialog = await openSpeech(user, /^全屏查看：/);
    expect(dialog).toHaveAccessibleName(/第 1 \/ 2 个/);

    const words = within(dialog).getByRole('region', { name: '朗读的文字' });
    expect(words.textContent).toBe(SPOKEN);
    // Reachable by keyboard, so a long text scrolls without a pointer.
    expect(words).toHaveAttribute('tabindex', '0');
    expect(dialog.querySelector('audio')).toHaveAttribute('src', 'http://cdn.test/a1.mp3');
    expect(within(dialog).queryByText('♪')).toBeNull();

    // Selecting the words with a mouse is a sideways drag: it stays on this result.
    act(() => {
      fireEvent.pointerDown(words, { pointerId: 3, pointerType: 'mouse', isPrimary: true, clientX: 300, clientY: 400 });
      fireEvent.pointerUp(words, {
        pointerId: 3,
        pointerType: 'mouse',
        isPrimary: true,
        clientX: 300 - SWIPE_MIN_PX - 60,
        clientY: 402,
      });
    });
    expect(dialog).toHaveAccessibleName(/第 1 \/ 2 个/);
    // The same move elsewhere on the stage turns.
    const stage = within(dialog).getByTestId('viewer-stage');
    act(() => {
      fireEvent.pointerDown(stage, { pointerId: 4, pointerType: 'touch', isPrimary: true, clientX: 300, clientY: 400 });
      fireEvent.pointerUp(stage, {
        pointerId: 4,
        pointerType: 'touch',
        isPrimary: true,
        clientX: 300 - SWIPE_MIN_PX - 60,
        clientY: 402,
      });
    });
    expect(dialog).toHaveAccessibleName(/第 2 \/ 2 个/);
    await settleUi(store);
  });

  it('in English, the region is named “The words spoken”', async () => {
    const user = userEvent.setup();
    await act(() => switchLocale('en'));
    const { store } = renderMyResources(speechAndPicture({ text: SPOKEN }));
    const dialog = await openSpeech(user, /^View full screen: /);
    expect(within(dialog).getByRole('region', { name: 'The words spoken' }).textContent).toBe(SPOKEN);
    await settleUi(store);
  });

  it('without a text kept by the server: ♪ and the player, no empty region', async () => {
    const user = userEvent.setup();
    const { store } = renderMyResources(speechAndPicture(undefined));
    const dialog = await openSpeech(user, /^全屏查看：/);
    expect(within(dialog).queryByRole('region')).toBeNull();
    expect(within(dialog).getByText('♪')).toHaveAttribute('aria-hidden', 'true');
    expect(dialog.querySelector('audio')).toHaveAttribute('src', 'http://cdn.test/a1.mp3');
    await settleUi(store);
  });
});

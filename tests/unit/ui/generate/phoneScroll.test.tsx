// @vitest-environment jsdom
// On a phone the output sits below the inputs: a run that has ended, done or failed, is
// brought to the top of the view (issue 27: a finished run was, a failed one was not, and its
// failure and 重试 stayed below the fold).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ToolWorkspace } from '../../../../src/features/generate/workspace/ToolWorkspace';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { nockAccount, nockRun } from '../../../testing/chains';
import { info } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi, signedInStore, uploadPhoto } from '../../../testing/render';

useNock();
const scrolled = vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>();
beforeEach(() => {
  decodeImagesAs({ width: 800, height: 800 });
  // A phone's width; jsdom has no layout, so the scroll is heard, not seen.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 599px)', media: query }));
  HTMLElement.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  scrolled.mockReset();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
});

it('a failed run is brought to the top of a phone’s view, its failure and 重试 with it', async () => {
  const user = userEvent.setup();
  const { store } = renderApp(<ToolWorkspace tool="cartoon" style="portrait" onStyleChange={() => {}} />, {
    store: signedInStore(50),
  });
  await uploadPhoto(user, 'me.png', 'me');
  const start = screen.getByRole('button', { name: '开始生成' });
  // Start is held while the photo is read.
  await waitFor(() => expect(start).toBeEnabled());
  nockRun({ refused: { at: 'token', code: 4001, msg: '服务繁忙，请稍后再试' } });
  nockAccount({ info: { ...info, points: 50 } });
  await user.click(start);
  const failure = await screen.findByRole('alert');
  expect(failure.textContent).toContain('服务繁忙，请稍后再试');
  await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
  await settleUi(store);
});

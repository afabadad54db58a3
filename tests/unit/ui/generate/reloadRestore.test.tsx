// @vitest-environment jsdom
// Issue 33: a reload of the workspace brings back this tab's last runs, finished or not: the
// result and the input of a finished one (it was gone), each run with its title beside the
// others. The workspace renders before the kept runs are checked and put back, as a reload does.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ToolWorkspace } from '../../../../src/features/generate/workspace/ToolWorkspace';
import { initialSession } from '../../../../src/models/session';
import { RUNS_STORAGE_KEY, type SavedRun } from '../../../../src/services/runStorage';
import { nockAccount, nockPolls } from '../../../testing/chains';
import { info, resource, validAuth } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi } from '../../../testing/render';
import { memoryStorage, withLoggedInStore } from '../../../testing/store';

useNock();

const speech = (resId: string, style: string, taskId: string, status: 'done' | 'pending') =>
  resource(resId, {
    typ: 'tts',
    kind: 'audio',
    style,
    taskId,
    status,
    url: status === 'done' ? `http://cdn.test/${resId}.mp3` : '',
    source: '',
  });

function kept(id: string, style: string, text: string, status: 'done' | 'pending', startedAt: number): SavedRun {
  return {
    id,
    tool: 'tts',
    styles: [style],
    count: 1,
    startedAt,
    taskId: `k-${id}`,
    items: [speech(`r-${id}`, style, `k-${id}`, status)],
    input: { text },
  };
}

/** A store as after a reload: the same login, this tab's kept runs in its session storage. */
function reloaded(runs: SavedRun[]) {
  const auth = validAuth();
  const runStorage = memoryStorage({ [RUNS_STORAGE_KEY]: JSON.stringify({ owner: auth.token, runs }) });
  return withLoggedInStore(auth, {
    runStorage,
    preloadedState: { session: { ...initialSession, auth, info, infoStatus: 'loaded', infoAt: Date.now() } },
  }).store;
}

it('a finished run comes back after a reload: its result, and its text in the input', async () => {
  const store = reloaded([kept('a', 'ttsch/2', '早上好', 'done', Date.now() - 60_000)]);
  renderApp(<ToolWorkspace tool="tts" style="ttsch/0" onStyleChange={() => {}} />, { store });
  const result = await screen.findByRole('region', { name: '生成结果' });
  expect(within(result).getByLabelText('生成的语音')).toHaveAttribute('src', 'http://cdn.test/r-a.mp3');
  expect(await screen.findByDisplayValue('早上好')).toBe(screen.getByRole('textbox', { name: '要朗读的文字' }));
  await settleUi(store);
});

it('a run going and one finished come back together, each with its title; the going one is followed to its end', async () => {
  const going = kept('b', 'ttsch/0', '晚安', 'pending', Date.now() - 5_000);
  const store = reloaded([going, kept('a', 'ttsch/2', '早上好', 'done', Date.now() - 60_000)]);
  nockPolls({
    typ: 'tts',
    polls: [{ finds: { ...going.items[0], status: 'done', url: 'http://cdn.test/r-b.mp3' }, delay: 200 }],
  });
  nockAccount({ info });
  renderApp(<ToolWorkspace tool="tts" style="ttsch/0" onStyleChange={() => {}} />, { store });
  const goingRun = await screen.findByRole('region', { name: '生成：女声·温柔' });
  const finishedRun = screen.getByRole('region', { name: '生成：男声·沉稳' });
  expect(within(goingRun).getByText('女声·温柔')).toBeInTheDocument();
  expect(within(finishedRun).getByText('男声·沉稳')).toBeInTheDocument();
  // The input is the run going's.
  expect(await screen.findByDisplayValue('晚安')).toBe(screen.getByRole('textbox', { name: '要朗读的文字' }));
  await within(goingRun).findByRole('region', { name: '生成结果' }, { timeout: 15_000 });
  expect(within(finishedRun).getByRole('region', { name: '生成结果' })).toBeInTheDocument();
  await settleUi(store);
});

// @vitest-environment jsdom
// What can be made of a result in the full-screen viewer and in its workspace (issue 27 item
// 3): HD with its price where the result can be made in HD, variations (make again for a tool
// that makes one result at a time), edit the text in my resources only. An HD result says so,
// and the viewer says its size once the picture has loaded. In a workspace a press starts the
// run there (no page change), the viewer gets out of its way, and the HD result shows its mark.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { askedReveal } from '../../../../src/features/generate/run/revealRun';
import { RunView } from '../../../../src/features/generate/run/RunView';
import { ResultViewer } from '../../../../src/features/generate/viewer/ResultViewer';
import type { ViewerItem } from '../../../../src/features/generate/viewer/viewerItems';
import type { TaskRun } from '../../../../src/models/taskRun';
import type { Resource } from '../../../../src/services/types';
import { useAppSelector } from '../../../../src/store';
import { nockAccount, nockRun } from '../../../testing/chains';
import { info, resource } from '../../../testing/fixtures';
import { PHOTO_BYTES, photoResult, speechResult } from '../../../testing/resultFixtures';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi, signedInStore, waitForStore } from '../../../testing/render';

useNock();

const PNG = PHOTO_BYTES;
const avatar = photoResult;
const hdAvatar = resource('a1-hd', { cost: 20, style: 'pixar', source: avatar.source, settings: { scale: 2, hdOf: 'a1' } });
const prompt = resource('t1', { typ: 'tti', style: '1001', cost: 5, source: '', settings: { text: '月光下的小猫' } });
const speech = speechResult;

function viewer(list: Resource[], startId: string, place: 'resources' | 'workspace' = 'resources') {
  const items: ViewerItem[] = list.map((one) => ({ resource: one }));
  renderApp(<ResultViewer items={items} startId={startId} onClose={() => undefined} workOn={{ place }} />, {
    store: signedInStore(120),
  });
  return screen.getByRole('dialog');
}

describe('the viewer’s actions', () => {
  it('a picture: HD and variations, each with its price', () => {
    const dialog = viewer([avatar], 'a1');
    expect(within(dialog).getByRole('button', { name: /^高清 · 20 积分/ })).toHaveTextContent('高清 · 20 积分');
    expect(within(dialog).getByRole('button', { name: /^变体 ×4 · 40 积分/ })).toBeInTheDocument();
  });

  it('a voice: no HD; its one new result is 再做一次 with its price; its text can be edited in my resources', () => {
    const dialog = viewer([speech], 's1');
    expect(within(dialog).queryByRole('button', { name: /^高清/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^变体/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /^再做一次 · 2 积分/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^改文字/ })).toBeInTheDocument();
  });

  it('in a workspace: no 改文字 and no 再做一次 (its input and Start are there)', () => {
    let dialog = viewer([speech], 's1', 'workspace');
    expect(within(dialog).queryByRole('button', { name: /^再做一次/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^改文字/ })).toBeNull();
    cleanup();
    dialog = viewer([prompt], 't1', 'workspace');
    expect(within(dialog).getByRole('button', { name: /^高清 · 10 积分/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^改文字/ })).toBeNull();
  });

  it('an HD result: its mark, no HD offered again, and its size once the picture has loaded', () => {
    const dialog = viewer([hdAvatar], 'a1-hd');
    expect(within(dialog).getByRole('img', { name: '高清：宽和高都是原图的 2 倍' })).toHaveTextContent('HD');
    expect(within(dialog).queryByRole('button', { name: /^高清/ })).toBeNull();
    expect(within(dialog).queryByText('2048 × 2048')).toBeNull();
    const picture = within(within(dialog).getByTestId('viewer-stage')).getByRole('img');
    Object.defineProperty(picture, 'naturalWidth', { value: 2048 });
    Object.defineProperty(picture, 'naturalHeight', { value: 2048 });
    fireEvent.load(picture);
    expect(within(dialog).getByText('2048 × 2048')).toHaveAccessibleName('尺寸 2048 × 2048 像素');
  });
});

/** The runs in the store, as the workspace's output shows them. */
function Runs() {
  const runs = useAppSelector((s) => s.tasks.runs);
  return (
    <>
      {runs.map((run) => (
        <RunView key={run.id} run={run} onCancel={() => undefined} onDismiss={() => undefined} named />
      ))}
    </>
  );
}

const doneRun: TaskRun = {
  id: 'run-1',
  tool: 'avatar',
  styles: ['pixar'],
  count: 1,
  startedAt: 1_700_000_000_000,
  input: {},
  status: 'done',
  taskId: 'k-0',
  items: [avatar],
  error: null,
  cancelling: false,
};

describe('HD in the workspace', () => {
  it('the result’s HD starts a run there (no page change), and the new result shows its HD mark', async () => {
    const user = userEvent.setup();
    nock('http://cdn.test').get('/src/me.png').reply(200, PNG, { 'Content-Type': 'image/png' });
    nockRun({
      body: { tool: 'avatar', style: 'pixar', image: `data:image/png;base64,${PNG.toString('base64')}`, hdOf: 'a1' },
      pending: { ...hdAvatar, status: 'pending', url: '' },
      points: 100,
      polls: [hdAvatar],
    });
    nockAccount({ info: { ...info, points: 100 } });
    const store = signedInStore(120, { tasks: { runs: [doneRun] } });
    const { location } = renderApp(<Runs />, { store, route: '/?tool=avatar&style=pixar' });
    expect(screen.queryByRole('img', { name: /^高清：/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^高清 · 20 积分/ }));
    await waitForStore(store, (s) => s.tasks.runs.length === 2 && s.tasks.runs[0].status === 'done');
    await settleUi(store);
    expect(location().search).toBe('?tool=avatar&style=pixar');
    await waitFor(() => expect(screen.getByRole('img', { name: '高清：宽和高都是原图的 2 倍' })).toHaveTextContent('HD'));
    // The HD result cannot be made in HD again; the first still can.
    expect(screen.getAllByRole('button', { name: /^高清 · 20 积分/ })).toHaveLength(1);
  });
});

describe('HD pressed again while its run goes (issue 33)', () => {
  it('the button reads 进行中 · 查看 and leads to that run: nothing dispatched, nothing asked of the server', async () => {
    const user = userEvent.setup();
    const going: TaskRun = {
      ...doneRun,
      id: 'run-hd',
      status: 'running',
      taskId: 'k-1',
      items: [{ ...hdAvatar, status: 'pending', url: '' }],
      origin: { action: 'hd', of: 'a1' },
    };
    const store = signedInStore(120, { tasks: { runs: [going, doneRun] } });
    renderApp(<Runs />, { store, route: '/?tool=avatar&style=pixar' });
    const button = screen.getByRole('button', {
      name: '高清：头像风格作品（皮克斯）的这次生成进行中，查看进度（不会再次扣积分）',
    });
    expect(button).toHaveTextContent('高清 · 进行中 · 查看');
    await user.click(button);
    expect(askedReveal()).toBe('run-hd');
    expect(store.getState().tasks.runs.map((run) => run.id)).toEqual(['run-hd', 'run-1']);
    expect(store.getState().errors).toEqual({});
    // Variations of the same result are another action: still offered with their price.
    expect(screen.getByRole('button', { name: /^变体 ×4 · 40 积分/ })).toBeInTheDocument();
  });
});

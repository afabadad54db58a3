// @vitest-environment jsdom
// The whole generation from the workspace over nock: task token, the task with the exact
// body, the resource polled until done, then the result with download and "my resources".
// A failed task shows its message with 重试, which runs again with the same input.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import HomePage from '../../../../src/pages/home/HomePage';
import { info, resource, avatarTemplates } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { nockAccount, nockRun } from '../../../testing/chains';
import { renderApp, signedInStore, settleUi, uploadPhoto } from '../../../testing/render';
import { LazyWorkspacePanel } from '../../../../src/pages/home/lazyWorkspace';

// The workspace's code as it is once the user has touched the page (lazyWorkspace.tsx);
// its loading state is tested in lazyWorkspace.test.tsx.
beforeAll(() => LazyWorkspacePanel.preload());

const templates = avatarTemplates;
useNock();
beforeEach(() => {
  decodeImagesAs({ width: 1024, height: 1024 });
});

it('generates an avatar: progress, then before/after, download and the link to my resources', async () => {
  const user = userEvent.setup();
  const store = signedInStore(120, { templates });
  renderApp(<HomePage />, { store, route: '/?tool=avatar&style=pix/pixar' });
  expect(screen.getByText('消耗 10 积分，当前余额 120')).toBeInTheDocument();

  await uploadPhoto(user, 'me.png', 'me');
  const image = `data:image/png;base64,${btoa('me')}`;

  // First try: the task is refused; the message shows with a retry.
  nockRun({
    token: 'tt-1',
    body: { tool: 'avatar', style: 'pix/pixar', image },
    refused: { at: 'task', code: 4001, msg: '服务繁忙，请稍后再试' },
  });
  // Every task's end refreshes the account once (the session model does it).
  nockAccount({ info: { ...info, points: 120 } });
  await user.click(screen.getByRole('button', { name: '开始生成' }));
  const failure = await screen.findByRole('alert');
  expect(failure.textContent).toContain('生成失败');
  expect(failure.textContent).toContain('服务繁忙，请稍后再试');
  expect(screen.getByAltText('已选择的照片')).toHaveAttribute('src', image);

  // Retry with the same input: token, task, one poll that finds it done.
  const pending = resource('r1', { status: 'pending', url: '', style: 'pix/pixar', source: '' });
  const done = resource('r1', { style: 'pix/pixar', url: 'http://cdn.test/r1.png', source: 'http://cdn.test/src-r1.png' });
  nockRun({
    token: 'tt-2',
    body: { tool: 'avatar', style: 'pix/pixar', image },
    taskId: 'k1',
    pending,
    points: 110,
    polls: [{ finds: done, delay: 150 }], // long enough to see the progress
  });
  nockAccount({ info: { ...info, points: 110 } });
  await user.click(within(failure).getByRole('button', { name: '重试 · 10 积分' }));

  expect(await screen.findByText('生成中…')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: '生成进度' })).toBeInTheDocument();
  // Start stays open for another run (up to the limit, said beside it); this run has its Stop.
  expect(screen.getByText('进行中 1 / 3 个生成')).toBeInTheDocument();
  // There from the press; it can stop the run once the server has accepted it.
  const stop = await screen.findByRole('button', { name: '停止生成：皮克斯' });
  await waitFor(() => expect(stop).toBeEnabled());
  // The failed try gave way to the retry.
  expect(screen.queryByRole('alert')).toBeNull();
  // The seconds count is readable but not announced every second inside the live region.
  expect(screen.getByText(/^已用时 \d+ 秒$/)).toHaveAttribute('aria-live', 'off');

  const result = await screen.findByRole('region', { name: '生成结果' }, { timeout: 15_000 });
  expect(within(result).getByAltText('原图')).toHaveAttribute('src', 'http://cdn.test/src-r1.png');
  expect(within(result).getByAltText('生成的效果图')).toHaveAttribute('src', 'http://cdn.test/r1.png');
  expect(within(result).getByRole('slider', { name: '拖动滑块对比原图与效果图' })).toBeInTheDocument();
  const download = within(result).getByRole('link', { name: '下载' });
  expect(download).toHaveAttribute('href', 'http://cdn.test/r1.png');
  expect(download).toHaveAttribute('download', 'Miao-头像风格-皮克斯-r1.png');
  // Media on another host ignores `download`; a new tab keeps the workspace.
  expect(download).toHaveAttribute('target', '_blank');
  expect(download).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(within(result).getByRole('link', { name: '在我的作品中查看' })).toHaveAttribute('href', '/user?tab=resources');
  expect(screen.getByText('消耗 10 积分，当前余额 110')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  await settleUi(store);
});

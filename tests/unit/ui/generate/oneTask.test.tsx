// @vitest-environment jsdom
// One task at a time (tasks/create drops a second start): while another workspace's task
// runs, Start waits and says why, instead of showing progress for a task that never started.
// A workspace closed and opened again on the same tool follows its task, with its input and style.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { useState } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { readImageSize } from '../../../../src/features/generate/imageSize';
import { ToolWorkspace } from '../../../../src/features/generate/ToolWorkspace';
import type { ToolId } from '../../../../src/services/types';
import { info, resource, avatarTemplates, AUTH } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { nockAccount } from '../../../testing/chains';
import { API, renderApp, signedInStore, settleUi, uploadPhoto } from '../../../testing/render';

vi.mock('../../../../src/features/generate/imageSize', () => ({ readImageSize: vi.fn() }));

const templates = avatarTemplates;
useNock();
beforeEach(() => {
  vi.mocked(readImageSize).mockResolvedValue({ width: 1024, height: 1024 });
});

/** A workspace whose style is state, as on the pages (the style picker and a reopened run change it). */
function Workspace({ tool, style: initial, testId }: { tool: ToolId; style: string; testId: string }) {
  const [style, setStyle] = useState(initial);
  return (
    <div data-testid={testId} data-style={style}>
      <ToolWorkspace tool={tool} style={style} onStyleChange={setStyle} />
    </div>
  );
}

it('another tool waits while a task runs, and never shows that task; the same tool reopened follows it', async () => {
  const user = userEvent.setup();
  const store = signedInStore(120, { templates });
  const image = `data:image/png;base64,${btoa('me')}`;
  const pending = resource('c1', { typ: 'cartoon', style: 'portrait', status: 'pending', url: '', source: '' });
  const done = resource('c1', { typ: 'cartoon', style: 'portrait', url: 'http://cdn.test/c1.png', source: '' });
  nock(API, AUTH)
    .get('/miao/v1/task/token')
    .reply(200, { code: 0, data: { token: 'tt-1' } })
    .post('/miao/v1/task', { tool: 'cartoon', style: 'portrait', image, token: 'tt-1' })
    .reply(200, { code: 0, data: { taskId: 'k1', resource: pending, points: 116 } })
    .get('/miao/v1/resource/list')
    .query({ page: '1', num: '100', typ: 'cartoon' })
    .delay(300) // the task runs long enough for the workspaces to change
    .reply(200, { code: 0, data: { list: [done], total: 1, page: 1, num: 100 } });
  nockAccount({ info: { ...info, points: 116 } });

  // The cartoon task starts, then its workspace is closed while it runs.
  const first = renderApp(<Workspace tool="cartoon" style="portrait" testId="first" />, { store });
  await uploadPhoto(user, 'me.png', 'me');
  await user.click(screen.getByRole('button', { name: '开始生成' }));
  expect(await screen.findByText('生成中…')).toBeInTheDocument();
  first.unmount();

  // The avatar workspace opens meanwhile, and the cartoon one again (from another style's chip).
  renderApp(
    <>
      <Workspace tool="avatar" style="pix/pixar" testId="avatar" />
      <Workspace tool="cartoon" style="cartoon" testId="cartoon" />
    </>,
    { store },
  );
  const avatar = within(screen.getByTestId('avatar'));
  const cartoon = within(screen.getByTestId('cartoon'));
  await uploadPhoto(user, 'you.png', 'you', avatar);

  const avatarStart = avatar.getByRole('button', { name: '开始生成' });
  expect(avatarStart).toBeDisabled();
  expect(avatar.getByRole('status').textContent).toBe('另一个作品正在生成，请稍候');
  expect(avatarStart).toHaveAttribute('aria-describedby', avatar.getByRole('status').id);
  expect(avatar.queryByText('生成中…')).toBeNull();
  // The reopened cartoon workspace follows its own task: its photo and style are back.
  expect(cartoon.getByText('生成中…')).toBeInTheDocument();
  expect(cartoon.queryByText('另一个作品正在生成，请稍候')).toBeNull();
  expect(screen.getByTestId('cartoon').dataset.style).toBe('portrait');
  expect(cartoon.getByRole('radio', { name: /肖像/ })).toBeChecked();
  expect(cartoon.getByAltText('已选择的照片')).toHaveAttribute('src', image);
  expect(cartoon.getByText('me.png')).toBeInTheDocument();

  // When the poll answers, the cartoon result shows in its workspace only; avatar may start.
  const result = await cartoon.findByRole('region', { name: '生成结果' }, { timeout: 4000 });
  expect(within(result).getByAltText('生成的效果图')).toHaveAttribute('src', 'http://cdn.test/c1.png');
  // The server sent no source: the photo given at start is the "before".
  expect(within(result).getByAltText('原图')).toHaveAttribute('src', image);
  await waitFor(() => expect(avatarStart).toBeEnabled());
  expect(avatar.queryByText('另一个作品正在生成，请稍候')).toBeNull();
  expect(avatar.queryByRole('region', { name: '生成结果' })).toBeNull();
  expect(avatar.queryByText('生成中…')).toBeNull();
  await settleUi(store);
});

it('a task that ends without a result says so instead of showing progress forever', async () => {
  const user = userEvent.setup();
  const store = signedInStore(120, { templates });
  const image = `data:image/png;base64,${btoa('me')}`;
  const pending = resource('c2', { typ: 'cartoon', style: 'portrait', status: 'pending', url: '', source: '' });
  nock(API, AUTH)
    .get('/miao/v1/task/token')
    .reply(200, { code: 0, data: { token: 'tt-2' } })
    .post('/miao/v1/task', { tool: 'cartoon', style: 'portrait', image, token: 'tt-2' })
    .reply(200, { code: 0, data: { taskId: 'k2', resource: pending, points: 116 } })
    .get('/miao/v1/resource/list')
    .query({ page: '1', num: '100', typ: 'cartoon' })
    .reply(200, { code: 0, data: { list: [{ ...pending, status: 'revoked' }], total: 1, page: 1, num: 100 } });
  nockAccount();
  renderApp(<Workspace tool="cartoon" style="portrait" testId="only" />, { store });
  await uploadPhoto(user, 'me.png', 'me');
  await user.click(screen.getByRole('button', { name: '开始生成' }));
  const failure = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(failure.textContent).toContain('任务已撤回，积分已退回');
  expect(screen.queryByText('生成中…')).toBeNull();
  await settleUi(store);
});

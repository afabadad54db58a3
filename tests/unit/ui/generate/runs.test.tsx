// @vitest-environment jsdom
// Many runs from the workspaces: two tools run at once, each workspace shows its own runs; a
// workspace reopened follows its tool's run with its input; the parallel limit is said before
// Start; a run of several results (and several styles) fills a grid, a failed one says its
// refund; Stop withdraws what is pending and says what came back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { useState } from 'react';
import { beforeEach, expect, it } from 'vitest';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { ToolWorkspace } from '../../../../src/features/generate/workspace/ToolWorkspace';
import type { TaskRun } from '../../../../src/models/tasks';
import type { ToolId } from '../../../../src/rules/catalog';
import { info, resource, avatarTemplates, AUTH } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { nockAccount, nockRun } from '../../../testing/chains';
import { API, renderApp, signedInStore, settleUi, uploadPhoto } from '../../../testing/render';

const templates = avatarTemplates;
useNock();
beforeEach(() => {
  decodeImagesAs({ width: 1024, height: 1024 });
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

it(
  'two tools run at once; each workspace shows its own run; a workspace reopened follows its tool’s run',
  { timeout: 30_000 },
  async () => {
    const user = userEvent.setup();
    const store = signedInStore(120, { templates });
    // The cartoon run's check answers only once the test has seen it going beside the avatar run.
    let endCartoon = () => {};
    const cartoonMayEnd = new Promise<void>((resolve) => (endCartoon = resolve));
    const me = `data:image/png;base64,${btoa('me')}`;
    const you = `data:image/png;base64,${btoa('you')}`;
    const cartoonPending = resource('c1', { typ: 'cartoon', style: 'portrait', status: 'pending', url: '', source: '' });
    const avatarPending = resource('a1', { style: 'pix/pixar', status: 'pending', url: '', source: '' });
    nockRun({
      token: 'tt-1',
      body: { tool: 'cartoon', style: 'portrait', image: me },
      taskId: 'k1',
      pending: cartoonPending,
      points: 116,
      // The cartoon run goes until the test lets it end (the workspaces change meanwhile).
      polls: [{ finds: { ...cartoonPending, status: 'done', url: 'http://cdn.test/c1.png' }, until: cartoonMayEnd }],
    });
    nockRun({
      token: 'tt-2',
      body: { tool: 'avatar', style: 'pix/pixar', image: you },
      taskId: 'k2',
      pending: avatarPending,
      points: 106,
      polls: [{ ...avatarPending, status: 'done', url: 'http://cdn.test/a1.png' }],
    });
    // Each run's end refreshes the account; two ends close together may share one request.
    nockAccount({ info: { ...info, points: 106 } });
    nockAccount({ info: { ...info, points: 106 }, optional: true });

    // The cartoon run starts, then its workspace is closed while it runs.
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
    // The reopened cartoon workspace follows its run: its photo and style are back.
    expect(cartoon.getByText('生成中…')).toBeInTheDocument();
    expect(screen.getByTestId('cartoon').dataset.style).toBe('portrait');
    expect(cartoon.getByRole('radio', { name: /肖像/ })).toBeChecked();
    expect(cartoon.getByAltText('已选择的照片')).toHaveAttribute('src', me);
    // The avatar workspace shows no run of another tool, says how many go, and may start.
    expect(avatar.queryByText('生成中…')).toBeNull();
    await uploadPhoto(user, 'you.png', 'you', screen.getByTestId('avatar'));
    expect(avatar.getByText('进行中 1 / 3 个生成')).toBeInTheDocument();
    const avatarStart = avatar.getByRole('button', { name: '开始生成' });
    await waitFor(() => expect(avatarStart).toBeEnabled());
    await user.click(avatarStart);

    // The avatar run finishes first, while the cartoon one still goes: each result in its own workspace.
    const avatarResult = await avatar.findByRole('region', { name: '生成结果' }, { timeout: 10_000 });
    expect(within(avatarResult).getByAltText('生成的效果图')).toHaveAttribute('src', 'http://cdn.test/a1.png');
    expect(cartoon.getByText('生成中…')).toBeInTheDocument();
    endCartoon();
    const cartoonResult = await cartoon.findByRole('region', { name: '生成结果' }, { timeout: 10_000 });
    expect(within(cartoonResult).getByAltText('生成的效果图')).toHaveAttribute('src', 'http://cdn.test/c1.png');
    // The server sent no source: the photo given at start is the "before".
    expect(within(cartoonResult).getByAltText('原图')).toHaveAttribute('src', me);
    expect(within(avatarResult).queryByAltText('原图')).toHaveAttribute('src', you);
    await settleUi(store);
  },
);

function goingRun(id: string, tool: ToolId): TaskRun {
  return {
    id,
    tool,
    styles: ['x'],
    count: 1,
    startedAt: Date.now(),
    input: {},
    status: 'starting',
    taskId: '',
    items: [],
    error: null,
    cancelling: false,
  };
}

it('at the limit, Start waits and says why before it is pressed', async () => {
  const user = userEvent.setup();
  const store = signedInStore(120, {
    templates,
    tasks: { runs: [goingRun('1', 'tts'), goingRun('2', 'gif'), goingRun('3', 'tti')] },
  });
  renderApp(<Workspace tool="avatar" style="pix/pixar" testId="w" />, { store });
  await uploadPhoto(user, 'me.png', 'me');
  const start = screen.getByRole('button', { name: '开始生成' });
  expect(start).toBeDisabled();
  const note = screen.getByText('已有 3 个生成在进行，请等其中一个完成再开始');
  expect(note).toHaveAttribute('role', 'status');
  expect(start).toHaveAttribute('aria-describedby', note.id);
});

it('4 results of one photo: the total cost before Start, a grid that fills, a failed one refunded, any one shown large', async () => {
  const user = userEvent.setup();
  const store = signedInStore(120, { templates });
  const image = `data:image/png;base64,${btoa('me')}`;
  renderApp(<Workspace tool="avatar" style="pix/pixar" testId="w" />, { store });
  await uploadPhoto(user, 'me.png', 'me');
  await user.click(screen.getByRole('radio', { name: '4 个' }));
  // The run's price is written once, with how many results it makes.
  expect(screen.getByText('共 4 个结果 · 消耗 40 积分，当前余额 120')).toBeInTheDocument();
  expect(screen.queryByText(/^消耗 40 积分/)).toBeNull();

  const items = ['a', 'b', 'c', 'd'].map((id) => resource(id, { style: 'pix/pixar', status: 'pending', url: '', source: '' }));
  const done = (r: (typeof items)[number]) => ({ ...r, status: 'done' as const, url: `http://cdn.test/${r.resId}.png` });
  nockRun({
    token: 'tt',
    body: { tool: 'avatar', style: 'pix/pixar', count: 4, image },
    taskId: 'k',
    pending: items,
    points: 80,
    polls: [
      [done(items[0]), items[1], items[2], items[3]],
      { finds: [done(items[0]), { ...items[1], status: 'failed', refunded: true }, done(items[2]), done(items[3])], delay: 100 },
    ],
  });
  nockAccount({ info: { ...info, points: 90 } });
  await user.click(screen.getByRole('button', { name: '开始生成' }));

  // The first result shows while the others are still being made.
  const grid = await screen.findByRole('list', { name: '结果列表' }, { timeout: 15_000 });
  await within(grid).findByRole('button', { name: /查看第 1 个结果/ });
  expect(screen.getByText(/已完成 1 \/ 4/)).toBeInTheDocument();
  expect(within(grid).getAllByRole('img', { name: /生成中/ })).toHaveLength(3);

  // All in: one failed and says its points came back; the run says what happened to the points.
  await screen.findByText('完成 3 个，失败 1 个，已退回 10 积分', {}, { timeout: 15_000 });
  expect(within(grid).getByRole('img', { name: /失败 · 已退回/ })).toBeInTheDocument();
  const large = screen.getByRole('region', { name: '生成结果' });
  expect(within(large).getByAltText('生成的效果图')).toHaveAttribute('src', 'http://cdn.test/a.png');
  await user.click(within(grid).getByRole('button', { name: /查看第 4 个结果/ }));
  expect(within(screen.getByRole('region', { name: '生成结果' })).getByAltText('生成的效果图')).toHaveAttribute(
    'src',
    'http://cdn.test/d.png',
  );
  expect(within(grid).getByRole('button', { name: /查看第 4 个结果/ })).toHaveAttribute('aria-pressed', 'true');
  await settleUi(store);
});

it('several styles of one photo in one run: ticked styles go as styles, the cost counts each', async () => {
  const user = userEvent.setup();
  const store = signedInStore(120, { templates });
  const image = `data:image/png;base64,${btoa('me')}`;
  renderApp(<Workspace tool="cartoon" style="cartoon" testId="w" />, { store });
  await uploadPhoto(user, 'me.png', 'me');
  await user.click(screen.getByRole('checkbox', { name: /一次选多种风格/ }));
  const picker = screen.getByRole('group', { name: '选择风格' });
  expect(within(picker).getByRole('checkbox', { name: /卡通/ })).toBeChecked();
  await user.click(within(picker).getByRole('checkbox', { name: /素描肖像/ }));
  expect(screen.getByText(/^共 2 个结果 · 消耗 8 积分，当前余额/)).toBeInTheDocument();
  const items = [
    resource('a', { typ: 'cartoon', style: 'cartoon', status: 'pending', url: '' }),
    resource('b', { typ: 'cartoon', style: 'portrait', status: 'pending', url: '' }),
  ];
  nockRun({
    token: 'tt',
    body: { tool: 'cartoon', style: 'cartoon', styles: ['cartoon', 'portrait'], image },
    taskId: 'k',
    pending: items,
    points: 112,
    polls: [items.map((r) => ({ ...r, status: 'done' as const, url: `http://cdn.test/${r.resId}.png` }))],
  });
  nockAccount();
  await user.click(screen.getByRole('button', { name: '开始生成' }));
  const grid = await screen.findByRole('list', { name: '结果列表' }, { timeout: 15_000 });
  await waitFor(() => expect(within(grid).getAllByRole('button', { name: /查看第/ })).toHaveLength(2));
  expect(within(grid).getByRole('button', { name: /查看第 2 个结果：卡通化作品（素描肖像）/ })).toBeInTheDocument();
  await settleUi(store);
});

it('Stop where the run runs: the pending results are withdrawn and the run says what came back', async () => {
  const user = userEvent.setup();
  const store = signedInStore(120, { templates });
  renderApp(<Workspace tool="avatar" style="pix/pixar" testId="w" />, { store });
  await uploadPhoto(user, 'me.png', 'me');
  const image = `data:image/png;base64,${btoa('me')}`;
  const pending = resource('a', { style: 'pix/pixar', status: 'pending', url: '' });
  nockRun({
    token: 'tt',
    body: { tool: 'avatar', style: 'pix/pixar', image },
    taskId: 'k',
    pending,
    points: 110,
    // On a slow machine the check may be answered before Stop and be followed by another,
    // which then finds the result withdrawn, as the server would say.
    polls: [
      { finds: pending, delay: 300 },
      { finds: { ...pending, status: 'revoked', refunded: true }, optional: true },
    ],
  });
  nock(API, AUTH)
    .post('/miao/v1/resource/revoke', { resId: 'a' })
    .reply(200, { code: 0, data: { resource: { ...pending, status: 'revoked', refunded: true }, points: 120 } });
  nockAccount();
  await user.click(screen.getByRole('button', { name: '开始生成' }));
  // There from the press (so nothing moves when the server answers), it stops the run once accepted.
  const stop = await screen.findByRole('button', { name: '停止生成：皮克斯' });
  await waitFor(() => expect(stop).toBeEnabled());
  await user.click(stop);
  expect(await screen.findByText('已停止，退回 10 积分')).toBeInTheDocument();
  expect(screen.queryByText('生成中…')).toBeNull();
  await settleUi(store);
});

it('a run that ends without a result says so instead of showing progress forever', async () => {
  const user = userEvent.setup();
  const store = signedInStore(120, { templates });
  const image = `data:image/png;base64,${btoa('me')}`;
  const pending = resource('c2', { typ: 'cartoon', style: 'portrait', status: 'pending', url: '', source: '' });
  nockRun({
    token: 'tt-2',
    body: { tool: 'cartoon', style: 'portrait', image },
    taskId: 'k2',
    pending,
    points: 116,
    polls: [{ ...pending, status: 'revoked' }],
  });
  nockAccount();
  renderApp(<Workspace tool="cartoon" style="portrait" testId="only" />, { store });
  await uploadPhoto(user, 'me.png', 'me');
  await user.click(screen.getByRole('button', { name: '开始生成' }));
  const failure = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(failure.textContent).toContain('任务已撤回，积分已退回');
  expect(screen.queryByText('生成中…')).toBeNull();
  await settleUi(store);
});

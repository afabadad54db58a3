// @vitest-environment jsdom
// Signed in before the account info has loaded: the session model loads it (the workspace
// never asks), the cost line shows the balance loading, Start stays usable (the server
// decides), and when the server answers 积分不足 (by its code) the failure links to the shop.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, expect, it } from 'vitest';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { ToolWorkspace } from '../../../../src/features/generate/workspace/ToolWorkspace';
import { info, validAuth, AUTH } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { nockAccount, nockRun } from '../../../testing/chains';
import { API, makeStore, renderApp, signedInStore, settleUi, uploadPhoto } from '../../../testing/render';

useNock();
beforeEach(() => {
  decodeImagesAs({ width: 1024, height: 1024 });
});

/** Signed in from a stored login: the store restores it and the session loads the account. */
function restoredStore() {
  window.localStorage.setItem('_auth', JSON.stringify(validAuth()));
  return makeStore();
}

/** The account with `points`, then the three identifiers fetchInfo asks for after it. */
const infoAnswers = (points: number, delay = 0) => nockAccount({ info: { ...info, points }, delay });

it('loads the balance once, showing it as loading meanwhile', async () => {
  infoAnswers(55, 80);
  renderApp(<ToolWorkspace tool="cartoon" style="portrait" onStyleChange={() => {}} />, { store: restoredStore() });
  const line = screen.getByText('消耗 4 积分，正在查询余额…');
  expect(line).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByText('消耗 4 积分，当前余额 55')).toBeInTheDocument();
  expect(screen.queryByText(/正在查询余额/)).toBeNull();
});

it('balance unavailable: says so, Start still works, and the server 积分不足 answer links to the shop', async () => {
  const user = userEvent.setup();
  const image = `data:image/png;base64,${btoa('me')}`;
  const short = '积分不足：本次需要 4 积分，当前余额 0 积分，请先充值';
  // Asked once only: a second info request would be unmatched and fail the test.
  nock(API, AUTH).get('/miao/v1/account/info').reply(200, { code: 5000, msg: '服务异常', data: null });
  const { store } = renderApp(<ToolWorkspace tool="cartoon" style="portrait" onStyleChange={() => {}} />, {
    store: restoredStore(),
  });
  expect(await screen.findByText('消耗 4 积分，余额暂时无法获取')).toBeInTheDocument();

  await uploadPhoto(user, 'me.png', 'me');
  const start = screen.getByRole('button', { name: '开始生成' });
  // Start is held while the photo is read; then free although the balance is unknown.
  await waitFor(() => expect(start).toBeEnabled());

  nockRun({
    token: 'tt-1',
    body: { tool: 'cartoon', style: 'portrait', image },
    refused: { at: 'task', code: 4020, msg: short },
  });
  // When the task ends (refused) the session asks for the balance again: the line shows the real one.
  infoAnswers(0);
  await user.click(start);
  const failure = await screen.findByRole('alert');
  expect(failure.textContent).toContain(short);
  // The shop is told where the workspace is (here '/'), to lead back there.
  expect(within(failure).getByRole('link', { name: '去充值' })).toHaveAttribute('href', '/user?tab=shop&back=%2F');
  expect(within(failure).getByRole('button', { name: '重试 · 4 积分' })).toBeInTheDocument();
  expect(await screen.findByText('消耗 4 积分，当前余额 0')).toBeInTheDocument();
  await settleUi(store);
});

/** Signed in with 50 points, a photo chosen, Start pressed: the task token is refused as busy. */
async function startRefusedAsBusy() {
  const user = userEvent.setup();
  const view = renderApp(<ToolWorkspace tool="cartoon" style="portrait" onStyleChange={() => {}} />, {
    store: signedInStore(50),
  });
  await uploadPhoto(user, 'me.png', 'me');
  nockRun({ refused: { at: 'token', code: 4001, msg: '服务繁忙，请稍后再试' } });
  infoAnswers(50);
  await user.click(screen.getByRole('button', { name: '开始生成' }));
  return { user, store: view.store, failure: await screen.findByRole('alert') };
}

it('another failure has no shop link', async () => {
  const { store, failure } = await startRefusedAsBusy();
  expect(failure.textContent).toContain('服务繁忙，请稍后再试');
  expect(within(failure).queryByRole('link', { name: '去充值' })).toBeNull();
  await settleUi(store); // the account refresh that follows the task's end
});

it('no retry without the photo: removing it after a failure hides 重试 until a photo is back', async () => {
  const { user, store, failure } = await startRefusedAsBusy();
  expect(within(failure).getByRole('button', { name: '重试 · 4 积分' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '移除' }));
  expect(within(screen.getByRole('alert')).queryByRole('button', { name: '重试 · 4 积分' })).toBeNull();
  expect(screen.getByText('请先上传照片')).toBeInTheDocument();

  await uploadPhoto(user, 'me2.png', 'me2');
  expect(within(screen.getByRole('alert')).getByRole('button', { name: '重试 · 4 积分' })).toBeInTheDocument();
  // Nothing was sent without the photo (an unmatched request fails the test afterwards).
  await settleUi(store);
});

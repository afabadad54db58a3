// @vitest-environment jsdom
// Told when a run is done: finished while its workspace is out of view (another page), it puts
// a badge in the tab title and a toast whose 查看 leads back to the result (which clears the
// badge); a browser notification only when the user turned it on; nothing for a result on screen.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { currentToasts, dismissToast } from '../../../../src/components/toast/toastStore';
import { NOTIFY_KEY, resetRunNotices } from '../../../../src/features/generate/run/runNotices';
import { LazyWorkspacePanel } from '../../../../src/pages/home/lazyWorkspace';
import { info, resource } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { nockAccount, nockPageData, nockRun } from '../../../testing/chains';
import type { Resource } from '../../../../src/services/types';
import { renderApp, signedInStore, settleUi, uploadPhoto } from '../../../testing/render';

beforeAll(() => LazyWorkspacePanel.preload());
useNock();
beforeEach(() => {
  decodeImagesAs({ width: 1024, height: 1024 });
  nockPageData();
  resetRunNotices();
});
afterEach(() => {
  localStorage.removeItem(NOTIFY_KEY);
  vi.unstubAllGlobals();
});

const pending = resource('c1', { typ: 'cartoon', style: 'portrait', status: 'pending', url: '' });
const image = `data:image/png;base64,${btoa('me')}`;

/** A cartoon run of the photo startCartoon uploads, whose one check answers `finds` after `ms`. */
function nockCartoonRun(ms: number, finds: Resource, points: number) {
  nockRun({
    token: 'tt',
    body: { tool: 'cartoon', style: 'portrait', image },
    taskId: 'k',
    pending,
    points: 116,
    polls: [{ finds, delay: ms }],
  });
  nockAccount({ info: { ...info, points } });
}

/** A cartoon run whose result is done at the first check, which answers after `ms`. */
const nockDoneRun = (ms: number) => nockCartoonRun(ms, { ...pending, status: 'done', url: 'http://cdn.test/c1.png' }, 116);

async function startCartoon(user: ReturnType<typeof userEvent.setup>) {
  const store = signedInStore(120);
  const app = renderApp(undefined, { store, route: '/?tool=cartoon&style=portrait' });
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  await uploadPhoto(user, 'me.png', 'me', dialog);
  await user.click(within(dialog).getByRole('button', { name: '开始生成' }));
  await within(dialog).findByText('生成中…');
  return { store, app, dialog };
}

it('finished on another page: a badge in the title and a toast whose 查看 leads back to the result, clearing the badge', async () => {
  const user = userEvent.setup();
  nockDoneRun(300);
  const { store, app } = await startCartoon(user);
  // Leave for the blog while it runs.
  await act(() => app.navigate('/blog'));
  const toast = await screen.findByRole('button', { name: '查看卡通化的结果' }, { timeout: 15_000 });
  expect(screen.getByText('卡通化已完成')).toBeInTheDocument();
  await waitFor(() => expect(document.title.startsWith('(1) ')).toBe(true));

  await user.click(toast);
  expect(app.location().pathname).toBe('/');
  expect(app.location().search).toBe('?tool=cartoon&style=portrait');
  const result = await screen.findByRole('region', { name: '生成结果' }, { timeout: 15_000 });
  expect(within(result).getByAltText('生成的效果图')).toHaveAttribute('src', 'http://cdn.test/c1.png');
  await waitFor(() => expect(document.title.startsWith('(')).toBe(false));
  await settleUi(store);
});

it('finished on screen: no toast and no badge', async () => {
  const user = userEvent.setup();
  nockDoneRun(300); // long enough for the announcer's code to be there when it ends
  const { store, dialog } = await startCartoon(user);
  await within(dialog).findByRole('region', { name: '生成结果' }, { timeout: 15_000 });
  await settleUi(store);
  // Give the announcer its chance to (wrongly) speak.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button', { name: '查看卡通化的结果' })).toBeNull();
  expect(document.title.startsWith('(')).toBe(false);
});

it('a browser notification only when turned on: the toggle asks the browser, then the run out of view notifies', async () => {
  const user = userEvent.setup();
  const shown: { title: string; body?: string }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = vi.fn(() => {
      FakeNotification.permission = 'granted';
      return Promise.resolve<NotificationPermission>('granted');
    });
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  nockDoneRun(300);
  const store = signedInStore(120);
  const app = renderApp(undefined, { store, route: '/?tool=cartoon&style=portrait' });
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  const toggle = within(dialog).getByRole('checkbox', { name: /完成后用浏览器通知我/ });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);
  expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(toggle).toBeChecked());
  expect(localStorage.getItem(NOTIFY_KEY)).toBe('1');
  await uploadPhoto(user, 'me.png', 'me', dialog);
  await user.click(within(dialog).getByRole('button', { name: '开始生成' }));
  await within(dialog).findByText('生成中…');
  await act(() => app.navigate('/blog'));
  await screen.findByRole('button', { name: '查看卡通化的结果' }, { timeout: 15_000 });
  expect(shown).toEqual([{ title: 'Miao 生成完成', body: '卡通化已完成' }]);
  await settleUi(store);
});

it('withdrawn elsewhere (撤回 in my resources) while out of view: no failure toast and no badge', async () => {
  const user = userEvent.setup();
  nockCartoonRun(300, { ...pending, status: 'revoked', refunded: true }, 120);
  // An action toast of an earlier test lives 8 s: only this run's words count.
  for (const toast of currentToasts()) dismissToast(toast.id);
  const { store, app } = await startCartoon(user);
  await act(() => app.navigate('/blog'));
  await waitFor(() => expect(store.getState().tasks.runs[0]?.status).toBe('failed'), { timeout: 15_000 });
  await settleUi(store);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button', { name: '查看卡通化的结果' })).toBeNull();
  expect(screen.queryByText(/卡通化生成失败/)).toBeNull();
  expect(document.title.startsWith('(')).toBe(false);
});

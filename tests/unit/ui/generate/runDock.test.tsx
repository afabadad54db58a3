// @vitest-environment jsdom
// Issue 33: after leaving a run's workspace (Back, another page), the toast that says it is
// done lasts seconds; the run dock keeps a link to the run, going and then done, until it is
// seen in its workspace.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { currentToasts, dismissToast } from '../../../../src/components/toast/toastStore';
import { resetRunNotices } from '../../../../src/features/generate/run/runNotices';
import { switchLocale } from '../../../../src/locales/active';
import { LazyWorkspacePanel } from '../../../../src/pages/home/lazyWorkspace';
import { AUTH, info, resource } from '../../../testing/fixtures';
import { nockAccount, nockPageData, nockRun } from '../../../testing/chains';
import { wireOk } from '../../../testing/answers';
import { api, useNock } from '../../../testing/nock';
import { renderApp, signedInStore, settleUi, uploadPhoto } from '../../../testing/render';

beforeAll(() => LazyWorkspacePanel.preload());
useNock();
beforeEach(() => {
  decodeImagesAs({ width: 1024, height: 1024 });
  nockPageData();
  resetRunNotices();
});
afterEach(() => switchLocale('zh-CN'));

const pending = resource('c1', { typ: 'cartoon', style: 'portrait', status: 'pending', url: '' });
const image = `data:image/png;base64,${btoa('me')}`;

it(
  'a run left behind keeps a link in the dock, going then done, after its toast is gone, until it is seen',
  { timeout: 20_000 },
  async () => {
    const user = userEvent.setup();
    nockRun({
      token: 'tt',
      body: { tool: 'cartoon', style: 'portrait', image },
      taskId: 'k',
      pending,
      points: 116,
      polls: [],
    });
    // The status check answers when the test says: the run goes as long as the test looks at it.
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const done = { ...pending, status: 'done', url: 'http://cdn.test/c1.png' };
    api(AUTH)
      .get('/miao/v1/resource/list')
      .query({ page: '1', num: '100', typ: 'cartoon' })
      .reply((_uri, _body, callback) => {
        void finished.then(() => callback(null, [200, wireOk({ list: [done], total: 1, page: 1, num: 100 })]));
      });
    nockAccount({ info: { ...info, points: 116 } });
    const store = signedInStore(120);
    const app = renderApp(undefined, { store, route: '/?tool=cartoon&style=portrait' });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await uploadPhoto(user, 'me.png', 'me', dialog);
    // In the workspace, no dock: the workspace says what goes.
    await user.click(within(dialog).getByRole('button', { name: '开始生成' }));
    await within(dialog).findByText('生成中…');
    expect(screen.queryByRole('navigation', { name: '最近的生成' })).toBeNull();

    // Back to the page before (the blog): the run going is one link away.
    await act(() => app.navigate('/blog'));
    const dock = () => screen.getByRole('navigation', { name: '最近的生成' });
    await screen.findByRole('link', { name: '卡通化 · 生成中 · 查看' }, { timeout: 15_000 });
    expect(within(dock()).getAllByRole('link')).toHaveLength(1);
    finish();

    // Done: the toast says so for a few seconds; once it is gone, the dock still leads back.
    await screen.findByRole('button', { name: '查看卡通化的结果' }, { timeout: 15_000 });
    for (const toast of currentToasts()) act(() => dismissToast(toast.id));
    expect(screen.queryByRole('button', { name: '查看卡通化的结果' })).toBeNull();
    await act(() => switchLocale('en'));
    const english = screen.getByRole('navigation', { name: 'Recent runs' });
    expect(within(english).getByRole('link', { name: 'Cartoonize · done · View' })).toBeInTheDocument();
    await act(() => switchLocale('zh-CN'));

    await user.click(within(dock()).getByRole('link', { name: '卡通化 · 已完成 · 查看' }));
    expect(app.location().search).toBe('?tool=cartoon&style=portrait');
    await screen.findByRole('region', { name: '生成结果' }, { timeout: 15_000 });
    // The link brought the run into view: the focus is on its section.
    await waitFor(() => expect(document.activeElement?.hasAttribute('data-run')).toBe(true));
    // Seen: the dock has nothing more to say, also once the workspace is closed.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '最近的生成' })).toBeNull());
    await act(() => app.navigate('/blog'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: '最近的生成' })).toBeNull();
    await settleUi(store);
  },
);

it(
  'a run the server has not answered is not in the dock (it rose under a second tap); once answered its link brings the run into view',
  { timeout: 20_000 },
  async () => {
    const user = userEvent.setup();
    api(AUTH)
      .get('/miao/v1/task/token')
      .reply(200, wireOk({ token: 'tt' }));
    // POST task answers when the test says: the run is starting until then.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api(AUTH)
      .post('/miao/v1/task', (body: Record<string, unknown>) => body.token === 'tt')
      .reply((_uri, _body, callback) => {
        void answered.then(() => callback(null, [200, wireOk({ taskId: 'k', resource: pending, points: 116 })]));
      });
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    api(AUTH)
      .get('/miao/v1/resource/list')
      .query({ page: '1', num: '100', typ: 'cartoon' })
      .reply((_uri, _body, callback) => {
        const done = { ...pending, status: 'done', url: 'http://cdn.test/c1.png' };
        void finished.then(() => callback(null, [200, wireOk({ list: [done], total: 1, page: 1, num: 100 })]));
      });
    nockAccount({ info: { ...info, points: 116 }, optional: true });
    const store = signedInStore(120);
    const app = renderApp(undefined, { store, route: '/?tool=cartoon&style=portrait' });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await uploadPhoto(user, 'me.png', 'me', dialog);
    await user.click(within(dialog).getByRole('button', { name: '开始生成' }));
    await waitFor(() => expect(store.getState().tasks.runs[0]?.status).toBe('starting'));

    // Left before the server answered: nothing in the dock yet.
    await act(() => app.navigate('/blog'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: '最近的生成' })).toBeNull();

    // Answered: the run going is one link away, and the link brings it into view.
    answer();
    const link = await screen.findByRole('link', { name: '卡通化 · 生成中 · 查看' }, { timeout: 15_000 });
    await user.click(link);
    await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const runId = store.getState().tasks.runs[0]?.id;
    await waitFor(() => expect(document.activeElement?.getAttribute('data-run')).toBe(runId));
    finish();
    await settleUi(store);
  },
);

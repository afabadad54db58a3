// @vitest-environment jsdom
// Make again and whole run again in my resources, pressed twice (issue 33 item 1). The button is
// busy from the press until the server has answered the run it started (its task token is held
// here until the test has seen it busy, and pressed it again): a second press then sends
// nothing. Once answered, the run's workspace opens; back in my resources, while that run goes,
// the button reads "再做一次 · 进行中 · 查看" and leads to the run, starting nothing. The panel is
// rendered on every route, so it stays on the page when the workspace's address is opened.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { askedReveal } from '../../../../src/features/generate/run/revealRun';
import { initialSession } from '../../../../src/models/session';
import { ResourcesPanel } from '../../../../src/pages/user/ResourcesPanel';
import type { Resource } from '../../../../src/services/types';
import { wireOk } from '../../../testing/answers';
import { nockAccount, nockPageData } from '../../../testing/chains';
import { API_HOST, info, resource, validAuth } from '../../../testing/fixtures';
import { useNock } from '../../../testing/nock';
import { renderApp, settleUi } from '../../../testing/render';
import { withLoggedInStore } from '../../../testing/store';

useNock();
beforeEach(() => nockPageData());

const cat = resource('t1', {
  typ: 'tti',
  style: '1000',
  taskId: 'T',
  createdAt: 1_700_000_000_000,
  url: 'http://cdn.test/t1.png',
  source: '',
  settings: { styles: ['1000'], count: 2, text: '月光下的小猫' },
});
const cat2 = { ...cat, resId: 't2', url: 'http://cdn.test/t2.png' };

function render() {
  nock(API_HOST)
    .get('/miao/v1/resource/list')
    .query(true)
    .reply(200, { code: 0, data: { list: [cat, cat2], total: 2, page: 1, num: 100 } });
  const auth = validAuth();
  const { store } = withLoggedInStore(auth, {
    preloadedState: {
      session: { ...initialSession, auth, info: { ...info, points: 100 }, infoStatus: 'loaded', infoAt: Date.now() },
    },
  });
  return renderApp(<ResourcesPanel />, { store, route: '/user?tab=resources' });
}

/** A gate the test opens. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * One run over nock whose task token is held until `token` opens (the run stays 'starting'),
 * then whose one status check is held until `check` opens (the run goes), then done. Counts
 * the token asks: a second press that reached the server would ask again (and be unmatched).
 */
function heldRun(body: Record<string, unknown>, made: Resource[], token: Promise<void>, check: Promise<void>) {
  const asked = { token: 0 };
  const scope = nock(API_HOST);
  scope.get('/miao/v1/task/token').reply(async () => {
    asked.token += 1;
    await token;
    return [200, wireOk({ token: 'tt' })];
  });
  const pending = made.map((one) => ({ ...one, status: 'pending' as const, url: '' }));
  scope
    .post('/miao/v1/task', { ...body, token: 'tt' })
    .reply(200, wireOk({ taskId: 'k', resource: pending[0], resources: pending, points: 100 - 5 * made.length }));
  scope
    .get('/miao/v1/resource/list')
    .query({ page: '1', num: '100', typ: 'tti' })
    .reply(async () => {
      await check;
      return [200, wireOk({ list: pending, total: pending.length, page: 1, num: 100 })];
    });
  scope
    .get('/miao/v1/resource/list')
    .query({ page: '1', num: '100', typ: 'tti' })
    .reply(200, wireOk({ list: made, total: made.length, page: 1, num: 100 }));
  return { asked, scope };
}

describe('make again pressed twice in my resources', { timeout: 20_000 }, () => {
  it('is busy until the server answered, then opens the run; pressed again it reads 进行中 · 查看 and starts nothing', async () => {
    const user = userEvent.setup();
    const app = render();
    const [card] = await screen.findAllByRole('listitem', { name: '文字生成图片作品（写实）' }, { timeout: 15_000 });
    const token = gate();
    const check = gate();
    const made = resource('n1', { typ: 'tti', style: '1000', source: '', url: 'http://cdn.test/n1.png' });
    const run = heldRun({ tool: 'tti', style: '1000', text: '月光下的小猫' }, [made], token.opened, check.opened);
    nockAccount({ info: { ...info, points: 95 } });

    const again = within(card).getByRole('button', { name: '再做一次 · 5 积分：文字生成图片作品（写实）' });
    await user.click(again);
    // Busy while the server has not answered: still here, the same words, one ask.
    await waitFor(() => expect(run.asked.token).toBe(1));
    expect(again).toHaveAttribute('aria-busy', 'true');
    expect(again).toHaveTextContent('再做一次 · 5 积分');
    expect(app.location().search).toBe('?tab=resources');
    await user.click(again);
    expect(app.store.getState().tasks.runs).toHaveLength(1);
    expect(run.asked.token).toBe(1);

    // Answered: the run's workspace opens, asked to bring the run into view.
    token.open();
    await waitFor(() => expect(app.location().search).toBe('?tool=tti&style=1000'));
    const runId = app.store.getState().tasks.runs[0].id;
    expect(askedReveal()).toBe(runId);

    // Back in my resources while it goes: the button leads to the run, charging nothing.
    await act(() => app.navigate('/user?tab=resources'));
    const going = within(card).getByRole('button', {
      name: '再做一次：文字生成图片作品（写实）的这次生成进行中，查看进度（不会再次扣积分）',
    });
    expect(going).toHaveTextContent('再做一次 · 进行中 · 查看');
    expect(going).not.toHaveAttribute('aria-busy');
    await user.click(going);
    await waitFor(() => expect(app.location().search).toBe('?tool=tti&style=1000'));
    expect(app.store.getState().tasks.runs).toHaveLength(1);
    expect(run.asked.token).toBe(1);
    // The other result of the run may still be made again: only the same press on the same result is refused.
    expect(screen.getByRole('button', { name: /^再做一次 · 5 积分：/ })).toBeInTheDocument();

    check.open();
    await waitFor(() => expect(app.store.getState().tasks.runs[0].status).toBe('done'));
    await waitFor(() => expect(run.scope.isDone()).toBe(true));
    await settleUi(app.store);
  });

  it('整组再做 on the run’s heading: busy until answered, then 整组再做 · 进行中 · 查看 leads to the run', async () => {
    const user = userEvent.setup();
    const app = render();
    const section = await screen.findByRole('region', { name: /^文字生成图片 · 写实/ }, { timeout: 15_000 });
    const token = gate();
    const check = gate();
    const made = [
      resource('n1', { typ: 'tti', style: '1000', source: '', url: 'http://cdn.test/n1.png' }),
      resource('n2', { typ: 'tti', style: '1000', source: '', url: 'http://cdn.test/n2.png' }),
    ];
    const run = heldRun({ tool: 'tti', style: '1000', text: '月光下的小猫', count: 2 }, made, token.opened, check.opened);
    nockAccount({ info: { ...info, points: 90 } });

    const whole = within(section).getByRole('button', { name: '整组再做 · 10 积分：这一组的 2 个结果' });
    await user.click(whole);
    await waitFor(() => expect(run.asked.token).toBe(1));
    expect(whole).toHaveAttribute('aria-busy', 'true');
    expect(app.location().search).toBe('?tab=resources');
    await user.click(whole);
    expect(app.store.getState().tasks.runs).toHaveLength(1);

    token.open();
    await waitFor(() => expect(app.location().search).toBe('?tool=tti&style=1000'));
    await act(() => app.navigate('/user?tab=resources'));
    const going = within(section).getByRole('button', {
      name: '整组再做：这一组的 2 个结果正在重做，查看进度（不会再次扣积分）',
    });
    expect(going).toHaveTextContent('整组再做 · 进行中 · 查看');
    await user.click(going);
    await waitFor(() => expect(app.location().search).toBe('?tool=tti&style=1000'));
    expect(app.store.getState().tasks.runs).toHaveLength(1);
    expect(run.asked.token).toBe(1);

    check.open();
    await waitFor(() => expect(app.store.getState().tasks.runs[0].status).toBe('done'));
    await settleUi(app.store);
  });
});

// @vitest-environment jsdom
// The viewer over a run's results in the workspace (issue 27 item 3): a tile opens it at that
// result, the arrows go through the run's finished results only (not the failed one), the run's
// own photo shows as the original, Escape closes the viewer alone (a key the workspace's dialog
// around it never hears) and the focus comes back to the tile; the large result follows what
// the viewer showed last.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RunView } from '../../../../src/features/generate/run/RunView';
import type { TaskRun } from '../../../../src/models/taskRun';
import { resource } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

const PHOTO = `data:image/png;base64,${btoa('me')}`;

const run: TaskRun = {
  id: 'run-1',
  tool: 'cartoon',
  styles: ['cartoon'],
  count: 3,
  startedAt: 1_700_000_000_000,
  input: { image: PHOTO },
  status: 'partial',
  taskId: 'k-1',
  items: [
    resource('a', { typ: 'cartoon', style: 'cartoon', source: '' }),
    resource('b', { typ: 'cartoon', style: 'cartoon', status: 'failed', url: '', source: '', refunded: true }),
    resource('c', { typ: 'cartoon', style: 'cartoon', source: '' }),
  ],
  error: null,
  cancelling: false,
};

describe('the viewer over a run', () => {
  it('opens from a tile, goes through the finished results, and Escape closes it alone', async () => {
    const user = userEvent.setup();
    const workspaceKeys = vi.fn<(key: string) => void>();
    renderApp(
      // The workspace's dialog hears the keys that bubble out of the viewer (a portal bubbles in React's tree).
      <div role="dialog" aria-label="工作台" onKeyDown={(e) => workspaceKeys(e.key)}>
        <RunView run={run} onCancel={() => undefined} onDismiss={() => undefined} />
      </div>,
    );
    const grid = screen.getByRole('list', { name: '结果列表' });
    const third = within(grid).getByRole('button', { name: /查看第 3 个结果/ });
    await user.click(third);
    const viewer = await screen.findByRole('dialog', { name: /卡通化作品/ }, { timeout: 15_000 });
    expect(viewer).toHaveAccessibleName(/第 2 \/ 2 个/);
    const stage = within(viewer).getByTestId('viewer-stage');
    expect(within(stage).getByRole('img')).toHaveAttribute('src', 'http://cdn.test/c.png');

    await user.keyboard('{ArrowRight}');
    expect(within(stage).getByRole('img')).toHaveAttribute('src', 'http://cdn.test/a.png');
    // The run's own photo is the original.
    await user.click(within(viewer).getByRole('button', { name: '对比原图' }));
    expect(within(viewer).getByRole('img', { name: /^原图：/ })).toHaveAttribute('src', PHOTO);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /卡通化作品/ })).toBeNull());
    expect(workspaceKeys).not.toHaveBeenCalledWith('Escape');
    expect(workspaceKeys).not.toHaveBeenCalledWith('ArrowRight');
    expect(document.activeElement).toBe(third);
    // The large result is the one the viewer showed last.
    expect(within(screen.getByRole('region', { name: '生成结果' })).getByAltText('生成的效果图')).toHaveAttribute(
      'src',
      'http://cdn.test/a.png',
    );
  });

  it('one result: its picture opens the viewer, and 全屏查看 reaches it by keyboard', async () => {
    const user = userEvent.setup();
    const single: TaskRun = {
      ...run,
      count: 1,
      status: 'done',
      items: [resource('s', { typ: 'tti', style: '1000', source: '' })],
      input: { text: '猫' },
      tool: 'tti',
      styles: ['1000'],
    };
    renderApp(<RunView run={single} onCancel={() => undefined} onDismiss={() => undefined} />);
    const result = screen.getByRole('region', { name: '生成结果' });
    const [picture, button] = within(result).getAllByRole('button', { name: /^全屏查看：文字生成图片作品/ });
    expect(within(picture).getByRole('img')).toHaveAttribute('src', 'http://cdn.test/s.png');
    expect(button).toHaveTextContent('全屏查看');
    await user.click(picture);
    const viewer = await screen.findByRole('dialog', { name: /文字生成图片作品/ }, { timeout: 15_000 });
    // One result: no turning buttons, no position.
    expect(within(viewer).queryByRole('button', { name: '下一个' })).toBeNull();
    expect(viewer).not.toHaveAccessibleName(/第 1/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(picture);

    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: /文字生成图片作品/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOOL_IDS } from '../../../../src/rules/catalog';
import { initialTemplates } from '../../../../src/models/templates';
import HomePage from '../../../../src/pages/home/HomePage';
import { makeStore, renderApp } from '../../../testing/render';
import { useNock } from '../../../testing/nock';
import { LazyWorkspacePanel } from '../../../../src/pages/home/lazyWorkspace';

// The workspace's code as it is once the user has touched the page (lazyWorkspace.tsx);
// its loading state is tested in lazyWorkspace.test.tsx.
beforeAll(() => LazyWorkspacePanel.preload());

useNock();

const MAP = {
  'avatar/pix/pixar/before': 'http://cdn.test/avatar-before.jpg',
  'avatar/pix/pixar/after': 'http://cdn.test/avatar-after.jpg',
  'gif/smile/tpl': 'http://cdn.test/gif-smile-tpl.jpg',
  'gif/smile/after': 'http://cdn.test/gif-smile.gif',
  'video/3dp/circle/before': 'http://cdn.test/3d-before.jpg',
  'video/3dp/circle/after': 'http://cdn.test/3d-after.mp4',
  'voice/ttsch/0/after': 'http://cdn.test/voice.mp3',
};

// Templates preloaded so the workspace does not fetch them.
const templates = {
  ...initialTemplates,
  AvatarTpls: [
    { channel: 'avatar', mode: 'pix/pixar', label: '皮克斯风' },
    { channel: 'avatar', mode: 'pix/anime' },
  ],
};

describe('home gallery', () => {
  it('shows each tool with its examples from the example map', () => {
    renderApp(<HomePage />, { store: makeStore({ examples: { map: MAP }, templates }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('一张照片');
    for (const name of [
      '头像风格',
      '会说话的动图',
      '照片动起来',
      '3D 照片视频',
      '卡通化',
      '水彩画',
      '文字生成图片',
      '文字转语音',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const avatar = screen.getByRole('article', { name: '头像风格' });
    const before = within(avatar).getByAltText('皮克斯：原图示例');
    const after = within(avatar).getByAltText('皮克斯：效果示例');
    expect(before).toHaveAttribute('src', MAP['avatar/pix/pixar/before']);
    expect(after).toHaveAttribute('src', MAP['avatar/pix/pixar/after']);
    // The first row is above the fold: its pictures load at once, first.
    expect(after).toHaveAttribute('loading', 'eager');
    expect(after).toHaveAttribute('fetchpriority', 'high');

    const gif = screen.getByRole('article', { name: '会说话的动图' });
    expect(within(gif).getByAltText('微笑：效果示例')).toHaveAttribute('src', MAP['gif/smile/after']);

    const video = screen.getByRole('article', { name: '3D 照片视频' }).querySelector('video');
    expect(video).toHaveAttribute('src', MAP['video/3dp/circle/after']);
    expect(video).toHaveAttribute('poster', MAP['video/3dp/circle/before']);

    const audio = screen.getByRole('article', { name: '文字转语音' }).querySelector('audio');
    expect(audio).toHaveAttribute('src', MAP['voice/ttsch/0/after']);
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('shows skeletons while examples load, and a usable page when they never do', () => {
    const store = makeStore({ loading: { global: true, models: { examples: true }, effects: { 'examples/fetch': true } } });
    const { unmount } = renderApp(<HomePage />, { store });
    expect(screen.getAllByTestId('skeleton')).toHaveLength(TOOL_IDS.length);
    unmount();
    // Before the first fetch has ended, no note (it would flash and shift the grid).
    const early = renderApp(<HomePage />, { store: makeStore() });
    expect(screen.queryByText('示例暂时无法加载，不影响使用')).toBeNull();
    early.unmount();
    renderApp(<HomePage />, { store: makeStore({ examples: { map: {}, failed: true } }) });
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByText('示例暂时无法加载，不影响使用')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /立即体验/ })).toHaveLength(TOOL_IDS.length);
  });

  it('choosing a tool and style puts the workspace in the query string; closing removes it', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(<HomePage />, { store: makeStore({ examples: { map: MAP }, templates }) });
    await user.click(screen.getByRole('button', { name: '立即体验：头像风格' }));
    expect(location().search).toBe('?tool=avatar&style=pix/pixar');
    const dialog = screen.getByRole('dialog', { name: '头像风格' });
    expect(within(dialog).getByRole('radio', { name: /皮克斯/ })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: /动漫/ }));
    expect(location().search).toBe('?tool=avatar&style=pix/anime');

    await user.keyboard('{Escape}');
    expect(location().search).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: '用“写实”风格制作文字生成图片' }));
    expect(location().search).toBe('?tool=tti&style=1000');
    await user.click(screen.getByRole('button', { name: '关闭文字生成图片' }));
    expect(location().search).toBe('');
  });

  it('a linked workspace opens on reload, and an unknown tool opens nothing', () => {
    const { unmount } = renderApp(<HomePage />, { store: makeStore({ templates }), route: '/?tool=avatar&style=pix/anime' });
    expect(within(screen.getByRole('dialog', { name: '头像风格' })).getByRole('radio', { name: /动漫/ })).toBeChecked();
    unmount();
    renderApp(<HomePage />, { route: '/index.html?tool=nope' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

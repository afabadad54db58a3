// @vitest-environment jsdom
// The create section: its sub-nav, /gif loading the expression templates it needs, and the
// two modes of /pbd.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { initialTemplates } from '../../../../src/models/templates';
import CreateLayout from '../../../../src/pages/create/CreateLayout';
import GifPage from '../../../../src/pages/create/GifPage';
import PbdPage from '../../../../src/pages/create/PbdPage';
import { API, makeStore, renderApp, uploadPhoto } from '../../../testing/render';
import { decodeImagesAs } from '../../../testing/imageDecoding';
import { useNock } from '../../../testing/nock';

// jsdom never decodes images; the size reader is the one piece replaced.
beforeEach(() => {
  decodeImagesAs({ width: 800, height: 800 });
});
useNock();

const radios = (legend: string) =>
  within(screen.getByRole('group', { name: legend }))
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.lastElementChild?.textContent); // the name, not the thumbnail's letter

describe('create section', () => {
  it('the layout links GIF, photo video and subtitle and marks the current one', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(
      <Routes>
        <Route element={<CreateLayout />}>
          <Route path="/gif" element={<p>gif page</p>} />
          <Route path="/pbd" element={<p>pbd page</p>} />
          <Route path="/subtitle" element={<p>subtitle page</p>} />
        </Route>
      </Routes>,
      { route: '/gif' },
    );
    const nav = screen.getByRole('navigation', { name: '创作' });
    expect(within(nav).getByRole('link', { name: 'GIF 动图' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('gif page')).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: '字幕' }));
    expect(location().pathname).toBe('/subtitle');
    expect(screen.getByText('subtitle page')).toBeInTheDocument();
  });

  it('/gif loads the expression templates and names them by their label', async () => {
    nock(API)
      .get('/usee/v1/alg/template/latest')
      .reply(200, {
        code: 0,
        data: {
          animation: [
            { action: 'expression', mode: 'smile', channel: 'gif', label: '甜甜微笑' },
            { action: 'expression', mode: 'cry', channel: 'gif' },
            { action: 'animation', mode: 'talk', channel: 'video' },
          ],
          avatar: [],
        },
      });
    const store = makeStore({ examples: { map: { 'gif/smile/tpl': 'http://cdn.test/smile.jpg' } } });
    renderApp(<GifPage />, { store, route: '/gif' });
    expect(screen.getByRole('heading', { level: 1, name: '会说话的动图' })).toBeInTheDocument();
    // Before the templates arrive, the catalogue's expressions are offered.
    expect(radios('选择表情')).toHaveLength(16);
    // The template's own label gives way to the one catalogue name: 微笑 everywhere.
    await waitFor(() => expect(radios('选择表情')).toEqual(['微笑', '哭泣']));
    expect(screen.getByAltText('微笑 示例')).toHaveAttribute('src', 'http://cdn.test/smile.jpg');
    expect(screen.getByText('消耗 6 积分，登录后即可开始')).toBeInTheDocument();
  });

  it('/pbd offers 3D motions with music, and photo animation', async () => {
    const user = userEvent.setup();
    const store = makeStore({
      templates: { ...initialTemplates, AnimationTpls: [{ action: 'animation', mode: 'laugh', cost: 9 }] },
      examples: { map: { 'video/3dp/bgm/great/after': 'http://cdn.test/great.mp3' } },
    });
    renderApp(<PbdPage />, { store, route: '/pbd' });
    expect(radios('镜头运动')).toEqual(['环绕', '摇摆', '推近']);
    expect(radios('背景音乐')).toEqual(['欢快', '激昂']);
    expect(screen.queryByLabelText('试听 欢快')).toBeNull(); // no sample for cheer
    await user.click(screen.getByRole('radio', { name: '激昂' }));
    expect(screen.getByLabelText('试听 激昂')).toHaveAttribute('src', 'http://cdn.test/great.mp3');
    expect(screen.getByText('消耗 12 积分，登录后即可开始')).toBeInTheDocument();

    await uploadPhoto(user);
    await user.click(screen.getByRole('radio', { name: '照片动起来' }));
    expect(radios('选择表情')).toEqual(['大笑']);
    // The photo stays when the mode changes.
    expect(screen.getByAltText('已选择的照片')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '背景音乐' })).toBeNull();
    expect(screen.getByText('消耗 9 积分，登录后即可开始')).toBeInTheDocument();
  });
});

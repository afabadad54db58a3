// @vitest-environment jsdom
// After a client-side navigation the focus moves to the new page's h1, unless the new address
// opened a dialog that took the focus itself (issue 33 item 1: make again in my resources opens
// the run's workspace with that run focused; the page's heading behind it must not take it).
import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from '../../../../src/layouts/RouteFocus';

/** Hands the router's navigate to the test. */
function Probe({ handle }: { handle: { navigate: NavigateFunction | null } }) {
  handle.navigate = useNavigate();
  return null;
}

/** A page whose address may ask for a dialog that focuses what is inside it as it opens. */
function Home({ dialog }: { dialog: boolean }) {
  const inside = useRef<HTMLButtonElement>(null);
  useEffect(() => inside.current?.focus(), []);
  return (
    <main>
      <h1>首页</h1>
      {dialog ? (
        <div role="dialog" aria-modal="true" aria-label="卡通化">
          <button ref={inside} type="button">
            这次生成
          </button>
        </div>
      ) : null}
    </main>
  );
}

function renderAt(dialog: boolean) {
  const handle: { navigate: NavigateFunction | null } = { navigate: null };
  render(
    <MemoryRouter initialEntries={['/user']}>
      <Probe handle={handle} />
      <RouteFocus />
      <Routes>
        <Route
          path="/user"
          element={
            <main>
              <h1>个人中心</h1>
            </main>
          }
        />
        <Route path="/" element={<Home dialog={dialog} />} />
      </Routes>
    </MemoryRouter>,
  );
  return handle;
}

/** Lets RouteFocus's next animation frame run. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('the focus after a navigation', () => {
  it('moves to the new page’s heading', async () => {
    const handle = renderAt(false);
    await act(async () => handle.navigate?.('/'));
    await nextFrame();
    expect(screen.getByRole('heading', { name: '首页' })).toHaveFocus();
  });

  it('stays in a dialog the new address opened with the focus inside it', async () => {
    const handle = renderAt(true);
    await act(async () => handle.navigate?.('/?tool=cartoon'));
    await nextFrame();
    expect(screen.getByRole('button', { name: '这次生成' })).toHaveFocus();
  });
});

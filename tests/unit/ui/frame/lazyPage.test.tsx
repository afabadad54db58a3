// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { lazyPage, lazyPart, type PageModule } from '../../../../src/features/chunks/lazyPage';
import { chunkFailure } from '../../../../src/features/chunks/chunkError';
import { SKELETON_DELAY_MS } from '../../../../src/features/chunks/PageSkeleton';
import { loadChunk } from '../../../testing/chunks';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A test's own loader, loaded as the app's lazy imports are (tests/testing/chunks.ts): known
 * while it loads, so a wait lands it inside `act` (tests/setup.ts) and the page shows at once,
 * instead of after React's 300 ms Suspense throttle with the skeleton's timer gone off.
 */
const asChunk =
  <T,>(loader: () => Promise<T>) =>
  (): Promise<T> =>
    loadChunk('test-page', loader);

const Hello: PageModule = { default: () => <h1>你好</h1> };

function chunkError(type: string): Error {
  return Object.assign(new Error(`Loading chunk 7 failed.\n(${type}: /static/js/async/7.js)`), { name: 'ChunkLoadError', type });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPage skeleton', () => {
  it('shows nothing for the first 200 ms, then the skeleton, then the page', async () => {
    vi.useFakeTimers();
    const load = deferred<PageModule>();
    const Page = lazyPage(() => load.promise);
    render(<Page />);
    await act(() => {
      vi.advanceTimersByTime(SKELETON_DELAY_MS - 10);
      return Promise.resolve();
    });
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
    await act(() => {
      vi.advanceTimersByTime(20);
      return Promise.resolve();
    });
    const box = screen.getByTestId('page-skeleton');
    expect(box).toHaveAttribute('role', 'status');
    await act(async () => {
      load.resolve(Hello);
      await load.promise;
    });
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: '你好' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
  });

  it('a preloaded page renders at once, never suspending', async () => {
    const loader = vi.fn(() => Promise.resolve(Hello));
    const Page = lazyPage(loader);
    await Page.preload();
    render(<Page />);
    // Synchronously present: no Suspense fallback round trip.
    expect(screen.getByRole('heading', { name: '你好' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('chunk load failure', () => {
  it('classifies rspack chunk errors and CSS_CHUNK_LOAD_FAILED', () => {
    expect(chunkFailure(chunkError('timeout'))).toBe('timeout');
    expect(chunkFailure(chunkError('missing'))).toBe('missing');
    expect(chunkFailure(chunkError('error'))).toBe('error');
    expect(chunkFailure(Object.assign(new Error('Loading CSS chunk 3 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe('css');
    expect(chunkFailure(new Error('boom'))).toBeNull();
  });

  it('shows the retry screen, and retry imports the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi.fn<() => Promise<PageModule>>().mockRejectedValueOnce(chunkError('timeout')).mockResolvedValueOnce(Hello);
    const Page = lazyPage(asChunk(loader));
    render(<Page />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('页面加载失败');
    expect(alert.textContent).toContain('超时');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '你好' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a stylesheet failure says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(
      asChunk(() => Promise.reject(Object.assign(new Error('Loading CSS chunk 3 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }))),
    );
    render(<Page />);
    expect(await screen.findByRole('alert')).toHaveAttribute('data-chunk-error', 'css');
  });

  it('after repeated failures the retry reloads the whole page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      const loader = vi.fn(() => Promise.reject(chunkError('missing')));
      const Page = lazyPage(asChunk(loader));
      render(<Page />);
      for (let i = 0; i < 2; i += 1) {
        fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
        await act(() => Promise.resolve());
      }
      expect(reload).not.toHaveBeenCalled();
      fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(loader).toHaveBeenCalledTimes(3);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

describe('lazyPart', () => {
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {label} {count}
      </button>
    );
  }

  it("keeps the part's state when its props change after its code arrived (no remount)", async () => {
    const load = deferred<{ default: typeof Counter }>();
    const Part = lazyPart<{ label: string }>(
      () => load.promise,
      () => <p>loading</p>,
    );
    const { rerender } = render(<Part label="a" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => {
      load.resolve({ default: Counter });
      return load.promise;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'a 0' }));
    expect(screen.getByRole('button', { name: 'a 1' })).toBeInTheDocument();
    rerender(<Part label="b" />);
    expect(screen.getByRole('button', { name: 'b 1' })).toBeInTheDocument();
  });

  it('renders at once, without the fallback, when the code was loaded before', async () => {
    const Part = lazyPart<{ label: string }>(
      () => Promise.resolve({ default: Counter }),
      () => <p>loading</p>,
    );
    await Part.preload();
    render(<Part label="c" />);
    expect(screen.getByRole('button', { name: 'c 0' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });
});

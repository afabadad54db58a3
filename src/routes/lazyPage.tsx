// Lazy pages. Each page is its own chunk, wrapped in a Suspense whose fallback is the
// delayed skeleton and in the chunk error boundary. `preload()` fetches the code ahead
// of time; once loaded the page renders directly, without suspending (no skeleton flash).
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { PageSkeleton } from './PageSkeleton';

export type PageModule = { default: ComponentType };

export interface LazyPart<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetch the code; resolves when it can render without suspending. */
  preload: () => Promise<void>;
  displayName?: string;
}

export type LazyPage = LazyPart<Record<string, never>>;

/**
 * A component in its own chunk, shown through `Fallback` while it loads and through the
 * chunk error screen (with a retry) when it cannot: the pages, and parts of a page that
 * are not on its first screen (the home page's workspace). `Frame`, given the part's
 * props, holds the fallback and the error screen for a part drawn over the page.
 */
export function lazyPart<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType = PageSkeleton,
  Frame?: ComponentType<P & { children: ReactNode }>,
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const load = (): Promise<ComponentType<P>> => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= loader().then(
      (mod) => (loaded = mod.default),
      (error: unknown) => {
        pending = null; // the next attempt imports again instead of replaying the failure
        throw error;
      },
    );
    return pending;
  };

  // React.lazy caches a rejection forever: a retry needs a new lazy component.
  const makeLazy = (): LazyExoticComponent<ComponentType<P>> => lazy(() => load().then((c) => ({ default: c })));
  let Lazy = makeLazy();

  function Part(props: P) {
    const [, setAttempt] = useState(0);
    // Chosen once per mount: code already loaded renders directly (no suspense, no skeleton
    // flash); otherwise through the lazy component for this part's whole life. Switching
    // from one to the other on a later render would remount the part and drop its state
    // (the workspace's photo, the moment its code arrived).
    const [Loaded] = useState(() => loaded);
    const retry = () => {
      Lazy = makeLazy();
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkErrorBoundary onRetry={retry} frame={Frame ? (screen) => <Frame {...props}>{screen}</Frame> : undefined}>
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense
            fallback={
              Frame ? (
                <Frame {...props}>
                  <Fallback />
                </Frame>
              ) : (
                <Fallback />
              )
            }
          >
            <Lazy {...props} />
          </Suspense>
        )}
      </ChunkErrorBoundary>
    );
  }
  Part.preload = () => load().then(() => undefined);
  return Part;
}

export function lazyPage(loader: () => Promise<PageModule>): LazyPage {
  return lazyPart<Record<string, never>>(loader);
}

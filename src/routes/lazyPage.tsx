// Lazy pages. Each page is its own chunk, wrapped in a Suspense whose fallback is the
// delayed skeleton and in the chunk error boundary. `preload()` fetches the code ahead
// of time; once loaded the page renders directly, without suspending (no skeleton flash).
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { PageSkeleton } from './PageSkeleton';

export type PageModule = { default: ComponentType };

export interface LazyPage {
  (): React.JSX.Element;
  /** Fetch the page's code; resolves when it can render without suspending. */
  preload: () => Promise<void>;
  displayName?: string;
}

export function lazyPage(loader: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;

  const load = (): Promise<ComponentType> => {
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
  const makeLazy = (): LazyExoticComponent<ComponentType> => lazy(() => load().then((c) => ({ default: c })));
  let Lazy = makeLazy();

  function Page() {
    const [, setAttempt] = useState(0);
    const Loaded = loaded;
    const retry = () => {
      Lazy = makeLazy();
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkErrorBoundary onRetry={retry}>
        {Loaded ? (
          <Loaded />
        ) : (
          <Suspense fallback={<PageSkeleton />}>
            <Lazy />
          </Suspense>
        )}
      </ChunkErrorBoundary>
    );
  }
  Page.preload = () => load().then(() => undefined);
  return Page;
}

// Lazy pages. Each page is its own chunk, wrapped in a Suspense whose fallback is the
// delayed skeleton and in the chunk error boundary. `preload()` fetches the code ahead
// of time; once loaded the page renders directly, without suspending (no skeleton flash).
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { PageModelName } from '../../models';
import { ModelsReady } from '../../store/ModelsReady';
import { preloadPageModels } from '../../store/pageModels';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { PageSkeleton } from './PageSkeleton';

export type PageModule = { default: ComponentType };

export interface LazyPart<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetch the code (and its page models' code); resolves when it can render without suspending for code. */
  preload: () => Promise<void>;
  /** The page models it reads (src/store/pageModels.ts): in the store before it renders. */
  models: readonly PageModelName[];
  displayName?: string;
}

export type LazyPage = LazyPart<Record<string, never>>;

/**
 * A component in its own chunk, shown through `Fallback` while it loads and through the
 * chunk error screen (with a retry) when it cannot: the pages, and parts of a page that
 * are not on its first screen (the home page's workspace). `Frame`, given the part's
 * props, holds the fallback and the error screen for a part drawn over the page. `models`:
 * the page models it reads, added to the store before it renders.
 */
export function lazyPart<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType = PageSkeleton,
  Frame?: ComponentType<P & { children: ReactNode }>,
  models: readonly PageModelName[] = [],
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
    const [attempt, setAttempt] = useState(0);
    // Chosen once per mount: code already loaded renders directly (no suspense, no skeleton
    // flash); otherwise through the lazy component for this part's whole life. Switching
    // from one to the other on a later render would remount the part and drop its state
    // (the workspace's photo, the moment its code arrived).
    const [Loaded] = useState(() => loaded);
    const retry = () => {
      Lazy = makeLazy();
      setAttempt((n) => n + 1);
    };
    const fallback = Frame ? (
      <Frame {...props}>
        <Fallback />
      </Frame>
    ) : (
      <Fallback />
    );
    const body = Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
    return (
      <ChunkErrorBoundary onRetry={retry} frame={Frame ? (screen) => <Frame {...props}>{screen}</Frame> : undefined}>
        {Loaded && models.length === 0 ? (
          body
        ) : (
          <Suspense fallback={fallback}>
            {models.length > 0 ? (
              <ModelsReady names={models} attempt={attempt}>
                {body}
              </ModelsReady>
            ) : (
              body
            )}
          </Suspense>
        )}
      </ChunkErrorBoundary>
    );
  }
  Part.preload = () => Promise.all([load(), preloadPageModels(models)]).then(() => undefined);
  Part.models = models;
  return Part;
}

export function lazyPage(loader: () => Promise<PageModule>, models: readonly PageModelName[] = []): LazyPage {
  return lazyPart<Record<string, never>>(loader, PageSkeleton, undefined, models);
}

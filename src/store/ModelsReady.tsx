// Renders its children once the page models they read are in the store: while their code
// loads, a child suspends (the page's Suspense shows the skeleton); a model that cannot load
// throws to the chunk error boundary, whose retry asks again.
import { use, type ReactNode } from 'react';
import type { PageModelName } from '../models';
import { useAppSelector, useAppStore } from './hooks';
import { ensurePageModels } from './pageModels';

interface Props {
  names: readonly PageModelName[];
  /** The chunk error screen's retries so far: a new attempt loads a model that failed anew. */
  attempt: number;
  children: ReactNode;
}

export function ModelsReady({ names, attempt, children }: Props) {
  // A state key per model in the store: this re-renders when they join.
  const ready = useAppSelector((state) => names.every((name) => name in state));
  return ready ? children : <WaitForModels names={names} attempt={attempt} />;
}

/** Suspends on the join; unmounted by ModelsReady once the models are in. */
function WaitForModels({ names, attempt }: Omit<Props, 'children'>) {
  use(ensurePageModels(useAppStore(), names, attempt));
  return null;
}

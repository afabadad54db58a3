// Renders its children once the page models they read are in the store: while their code
// loads, a child suspends (the page's Suspense shows the skeleton); a model that cannot load
// throws to the chunk error boundary, whose retry asks again.
import { use, type ReactNode } from 'react';
import type { PageModelName } from '../models';
import { useAppSelector, useAppStore } from './hooks';
import { ensurePageModels } from './pageModels';

export function ModelsReady({ names, children }: { names: readonly PageModelName[]; children: ReactNode }) {
  // A state key per model in the store: this re-renders when they join.
  const ready = useAppSelector((state) => names.every((name) => name in state));
  return ready ? children : <WaitForModels names={names} />;
}

/** Suspends on the join; unmounted by ModelsReady once the models are in. */
function WaitForModels({ names }: { names: readonly PageModelName[] }) {
  use(ensurePageModels(useAppStore(), names));
  return null;
}

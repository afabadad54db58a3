// The run announcer's code is not in the first screen: the layout mounts it once there is a
// run (its chunk loads while the run goes), and a chunk that cannot load announces nothing
// rather than breaking the page (the results still show in their workspace).
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useAppSelector } from '../../../store';

const RunAnnouncer = lazy(() =>
  import(/* webpackChunkName: "announcer" */ './RunAnnouncer').then((m) => ({ default: m.RunAnnouncer })),
);

class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function LazyRunAnnouncer() {
  // In the layout, so also before the tasks model joined the store (it comes with the pages that run).
  const hasRuns = useAppSelector((s) => 'tasks' in s && s.tasks.runs.length > 0);
  if (!hasRuns) return null;
  return (
    <Quiet>
      <Suspense fallback={null}>
        <RunAnnouncer />
      </Suspense>
    </Quiet>
  );
}

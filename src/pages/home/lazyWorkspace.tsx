// The workspace is not on the home page's first screen: its code (the generate feature, ~20 kB
// gzip) is a chunk of its own, fetched at the first sign of interaction (a pointer over the
// page, a focus, a touch) so it is usually there before the click, and shown through a
// spinner over the page when it is not.
import { useEffect } from 'react';
import { Spinner } from '../../components/feedback/Spinner';
import { useMessages } from '../../locales/useLocale';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { lazyPart } from '../../routes/lazyPage';
import type { WorkspacePanelProps } from './WorkspacePanel';
import styles from './WorkspacePanel.module.css';

function WorkspaceLoading() {
  const common = useMessages('common', zhCommon);
  return (
    <div className={styles.backdrop}>
      <div className={styles.loading}>
        <Spinner size="lg" label={common.loading} />
      </div>
    </div>
  );
}

export const LazyWorkspacePanel = lazyPart<WorkspacePanelProps>(
  () => import(/* webpackChunkName: "workspace" */ './WorkspacePanel').then((m) => ({ default: m.WorkspacePanel })),
  WorkspaceLoading,
);

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Fetches the workspace's code on the first interaction with the page. */
export function usePreloadWorkspaceOnIntent(): void {
  useEffect(() => {
    const preload = () => {
      stop();
      // A failure here is retried when the workspace is opened (and shown there).
      LazyWorkspacePanel.preload().catch(() => undefined);
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, preload, true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, preload, { capture: true, passive: true });
    return stop;
  }, []);
}

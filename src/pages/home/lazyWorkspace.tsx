// The workspace is not on the home page's first screen: its code (the generate feature, ~20 kB
// gzip) is a chunk of its own, fetched at the first sign of interaction (a pointer over the
// page, a focus, a touch) so it is usually there before the click. When it is not, a
// frame over the page shows a spinner, or the chunk error screen with its retry if the
// code cannot be loaded; either way with the workspace's close button.
import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '../../components/feedback/Spinner';
import { toolName } from '../../locales/names';
import { useMessages } from '../../locales/useLocale';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { create as zhCreate } from '../../locales/zh-CN/create';
import { lazyPart } from '../../features/chunks/lazyPage';
import type { WorkspacePanelProps } from './WorkspacePanel';
import styles from './WorkspacePanel.module.css';

function WorkspaceLoading() {
  const common = useMessages('common', zhCommon);
  return <Spinner size="lg" label={common.loading} />;
}

function WorkspaceFrame({ tool, onClose, children }: WorkspacePanelProps & { children: ReactNode }) {
  const create = useMessages('create', zhCreate);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  return (
    <div className={styles.backdrop}>
      <div className={styles.loading}>
        <button
          ref={closeButton}
          type="button"
          className={styles.frameClose}
          aria-label={create.workspace.closeLabel(toolName(tool))}
          onClick={onClose}
        >
          ×
        </button>
        {children}
      </div>
    </div>
  );
}

export const LazyWorkspacePanel = lazyPart<WorkspacePanelProps>(
  () => import(/* webpackChunkName: "workspace" */ './WorkspacePanel').then((m) => ({ default: m.WorkspacePanel })),
  WorkspaceLoading,
  WorkspaceFrame,
  // Its runs live in the tasks model, which comes with it (not with the home page's first screen).
  ['tasks'],
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

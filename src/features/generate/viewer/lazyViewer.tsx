// The full-screen viewer is a chunk of its own, fetched the first time a result is opened (or
// pointed at: preloadViewer). While it loads, a dark frame with a spinner and a close button
// holds the screen; a chunk that cannot load closes the frame and says so (the result's card
// and its download stay where they were), and the next open asks for the chunk again.
import { Component, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '../../../components/feedback/Spinner';
import { showToast } from '../../../components/toast/toastStore';
import { localized } from '../../../locales/active';
import { useMessages } from '../../../locales/useLocale';
import { create as zhCreate } from '../../../locales/zh-CN/create';
import type { ResultViewerProps } from './ResultViewer';
import styles from './ResultViewer.module.css';

export type { ResultViewerProps } from './ResultViewer';

const load = () => import(/* webpackChunkName: "viewer" */ './ResultViewer').then((m) => ({ default: m.ResultViewer }));

// React.lazy keeps a failed load for ever: a new one after each failure.
let Viewer: ComponentType<ResultViewerProps> = lazy(load);

/** Fetches the viewer's code ahead of the first open (a pointer or the focus on a result). */
export function preloadViewer(): void {
  load().catch(() => undefined);
}

class LoadFailed extends Component<
  { onClose: () => void; opener: HTMLElement | null; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(): void {
    Viewer = lazy(load);
    showToast(localized('create', zhCreate).viewer.loadFailed);
    if (this.props.opener && document.contains(this.props.opener)) this.props.opener.focus();
    this.props.onClose();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Loading({ onClose }: { onClose: () => void }) {
  const t = useMessages('create', zhCreate).viewer;
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.backdrop} role="presentation">
      <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={t.loading} aria-busy="true">
        <header className={styles.bar}>
          <span className={styles.title} />
          <button ref={close} type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
            ×
          </button>
        </header>
        <div className={styles.stage}>
          <Spinner size="lg" label={t.loading} />
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** The viewer, loaded on first use. Render it only while open. */
export function LazyResultViewer(props: ResultViewerProps) {
  // Read before the loading frame takes the focus: the viewer gives it back here on close.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  // Also when it is closed before its code came (the loading frame's ×).
  useEffect(
    () => () => {
      if (opener && document.contains(opener)) opener.focus();
    },
    [opener],
  );
  return (
    <LoadFailed onClose={props.onClose} opener={opener}>
      <Suspense fallback={<Loading onClose={props.onClose} />}>
        <Viewer opener={opener} {...props} />
      </Suspense>
    </LoadFailed>
  );
}

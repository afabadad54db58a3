import { useSyncExternalStore } from 'react';
import { currentToasts, subscribeToasts, TOAST_TOP_OFFSET_PX } from './toastStore';
import styles from './Toaster.module.css';

function subscribe(onChange: () => void): () => void {
  return subscribeToasts(onChange);
}

/** Renders the toast queue (toastStore removes each after 2 s), 50 px from the top. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, currentToasts, currentToasts);
  // The live region stays mounted so screen readers announce toasts added later.
  return (
    <div className={styles.region} style={{ top: TOAST_TOP_OFFSET_PX }} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}

import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts, TOAST_TOP_OFFSET_PX } from './toastStore';
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
        <div key={toast.id} className={`${styles.toast} ${toast.action ? styles.withAction : ''}`}>
          {toast.message}
          {toast.action ? (
            <button
              type="button"
              className={styles.action}
              aria-label={toast.action.name}
              onClick={() => {
                toast.action?.run();
                dismissToast(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}

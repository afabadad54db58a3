// confirm({title, message}) → Promise<boolean> from anywhere under <ConfirmProvider>.
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { common as zhCommon } from '../../locales/zh-CN/common';
import { useMessages } from '../../locales/useLocale';

// The dialog is not needed for the first paint: it is its own chunk (initial JS budget),
// fetched shortly after start so a confirm still opens at once.
const loadDialog = () => import(/* webpackChunkName: "alert-dialog" */ './AlertDialog');
const AlertDialog = lazy(() => loadDialog().then((m) => ({ default: m.AlertDialog })));
export const DIALOG_PREFETCH_MS = 1500;

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  /** Destructive confirms: set true (or a label) to add a cancel button; danger styles confirm red. */
  cancel?: boolean | string;
  danger?: boolean;
  /** A third button's label: choosing it resolves 'alternative' (use `choose`). */
  alternative?: string;
}

export type Choice = 'confirm' | 'alternative' | 'cancel';
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;
export type Choose = (options: ConfirmOptions & { alternative: string }) => Promise<Choice>;

const missingProvider: Choose = () => Promise.reject(new Error('useConfirm() needs a <ConfirmProvider> above it'));
const ConfirmContext = createContext<Choose>(missingProvider);

interface Pending extends ConfirmOptions {
  id: number;
  resolve: (choice: Choice) => void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const common = useMessages('common', zhCommon);
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);
  const nextId = useRef(1);

  useEffect(() => {
    const timer = setTimeout(() => void loadDialog().catch(() => undefined), DIALOG_PREFETCH_MS);
    return () => clearTimeout(timer);
  }, []);

  const choose = useCallback<Choose>(
    (options) =>
      new Promise<Choice>((resolve) => {
        current.current?.resolve('cancel'); // a new question replaces an unanswered one
        const next = { ...options, resolve, id: nextId.current++ };
        current.current = next;
        setPending(next);
      }),
    [],
  );

  const settle = (choice: Choice) => {
    const p = current.current;
    current.current = null;
    setPending(null);
    p?.resolve(choice);
  };

  const cancelLabel = pending?.cancel === true ? common.cancel : pending?.cancel || undefined;
  return (
    <ConfirmContext.Provider value={choose}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <AlertDialog
            key={pending.id}
            open
            title={pending.title}
            message={pending.message}
            confirmLabel={pending.confirmLabel}
            cancelLabel={cancelLabel}
            danger={pending.danger}
            alternativeLabel={pending.alternative}
            onConfirm={() => settle('confirm')}
            onCancel={() => settle('cancel')}
            onAlternative={() => settle('alternative')}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** confirm(options) → true when confirmed. */
export function useConfirm(): Confirm {
  const choose = useContext(ConfirmContext);
  return useCallback<Confirm>(
    (options) => choose({ ...options, alternative: '' }).then((choice) => choice === 'confirm'),
    [choose],
  );
}

/** choose(options with an `alternative` label) → 'confirm' | 'alternative' | 'cancel'. */
export function useChoose(): Choose {
  return useContext(ConfirmContext);
}

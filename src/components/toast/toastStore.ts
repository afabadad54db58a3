// A tiny toast queue outside React, so the services layer can raise a notice without
// importing UI. <Toaster/> subscribes and renders; docs/contract.md §9: 2 s, 50 px from the top.
export const TOAST_DURATION_MS = 2000;
export const TOAST_TOP_OFFSET_PX = 50;

/** A button in a toast (e.g. "查看" leading to a finished result). */
export interface ToastAction {
  label: string;
  /** Its accessible name, when the label alone does not say enough. */
  name?: string;
  run: () => void;
}

export interface Toast {
  id: number;
  message: string;
  action?: ToastAction;
}

/** A toast with an action stays long enough to be reached (WCAG 2.2.1: time to act). */
export const ACTION_TOAST_DURATION_MS = 8000;

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(toasts);
}

export function showToast(message: string, action?: ToastAction): void {
  const toast: Toast = action ? { id: nextId++, message, action } : { id: nextId++, message };
  // The same message twice in a row (several failing calls at once) shows once.
  if (toasts.some((t) => t.message === message)) return;
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

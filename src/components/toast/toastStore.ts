// A tiny toast queue outside React, so the services layer can raise a notice without
// importing UI. <Toaster/> subscribes and renders; SPEC.md §9: 2 s, 50 px from the top.
export const TOAST_DURATION_MS = 2000;
export const TOAST_TOP_OFFSET_PX = 50;

export interface Toast {
  id: number;
  message: string;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(toasts);
}

export function showToast(message: string): void {
  const toast = { id: nextId++, message };
  // The same message twice in a row (several failing calls at once) shows once.
  if (toasts.some((t) => t.message === message)) return;
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
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

// On a phone outside WeChat the QR would have to be scanned by the phone showing it: instead
// the app asks to open this page in WeChat (PhoneLoginSheet). This tiny store says whether
// that sheet is open and for which return address; it stays in the first screen, the
// sheet's code does not (lazyPhoneLogin.tsx).
import { useSyncExternalStore } from 'react';

let openFor: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  openFor = next;
  for (const listener of listeners) listener();
}

export const openPhoneLogin = (returnAddress: string): void => set(returnAddress);
export const closePhoneLogin = (): void => set(null);

/** The return address the sheet is open for, or null when it is closed. */
export function usePhoneLogin(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openFor,
    () => null,
  );
}

// What one tab of the app tells the others about the login: it ended (logout, a 401, a
// sign-in as someone else), or a new one began. A BroadcastChannel where the browser has one,
// and the `storage` event on `_auth` either way (it also reaches tabs of an older build).
// Tests pass a memory bus shared by two stores (createTabBus).
import { AUTH_STORAGE_KEY } from './storage';

export type TabMessage = { kind: 'ended'; token: string } | { kind: 'signedIn'; token: string };

export interface TabChannel {
  post: (message: TabMessage) => void;
  /** Messages from the other tabs (never this tab's own); returns the unsubscribe. */
  subscribe: (listener: (message: TabMessage) => void) => () => void;
}

export const CHANNEL_NAME = 'miao-session';

function isMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, token } = value as Record<string, unknown>;
  return (kind === 'ended' || kind === 'signedIn') && typeof token === 'string' && token !== '';
}

function tokenOf(raw: string | null): string {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    const token = typeof value === 'object' && value !== null ? (value as { token?: unknown }).token : undefined;
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  }
}

/** The browser's channel; none outside a browser (a store under Node talks to no other tab). */
export function browserTabs(): TabChannel | undefined {
  if (typeof window === 'undefined') return undefined;
  // Under jsdom (tests), BroadcastChannel is Node's, which joins every store of the process:
  // the storage event alone there; the kit gives stores a bus of their own (createTabBus).
  const real = typeof BroadcastChannel === 'function' && !navigator.userAgent.includes('jsdom');
  const channel = real ? new BroadcastChannel(CHANNEL_NAME) : null;
  return {
    post: (message) => {
      try {
        channel?.postMessage(message);
      } catch {
        // a closed channel: the storage event still tells the others
      }
    },
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => {
        if (isMessage(event.data)) listener(event.data);
      };
      // Another tab wrote or removed `_auth`: the same news, from storage.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
        const before = tokenOf(event.oldValue);
        const after = tokenOf(event.newValue);
        if (before && before !== after) listener({ kind: 'ended', token: before });
        if (after && after !== before) listener({ kind: 'signedIn', token: after });
      };
      channel?.addEventListener('message', onMessage);
      window.addEventListener('storage', onStorage);
      return () => {
        channel?.removeEventListener('message', onMessage);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** A bus for tests: every channel made from it hears the others' messages, not its own. */
export function createTabBus(): () => TabChannel {
  const listeners = new Set<{ owner: object; listener: (message: TabMessage) => void }>();
  return () => {
    const owner = {};
    return {
      post: (message) => {
        for (const entry of [...listeners]) if (entry.owner !== owner) entry.listener(message);
      },
      subscribe: (listener) => {
        const entry = { owner, listener };
        listeners.add(entry);
        return () => listeners.delete(entry);
      },
    };
  };
}

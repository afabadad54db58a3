// What the run announcer needs to know about the page, outside React: which tools have a
// workspace on screen (a run of such a tool finishing is seen, not announced), the runs that
// finished out of view and are not seen yet (their count is the tab title's badge; the run
// dock links to them), and whether the user asked for a browser notification.
import { setTitleBadge } from '../../../components/titleBadge';
import type { ToolId } from '../../../rules/catalog';

const watched = new Map<ToolId, number>();
let unseen: { id: string; tool: ToolId }[] = [];
// The run dock (RunDock.tsx) re-reads what is watched and unseen when this changes.
let version = 0;
const listeners = new Set<() => void>();

const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function publish(): void {
  setTitleBadge(unseen.length);
  changed();
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Hears every change of what is watched or unseen (useSyncExternalStore's subscribe). */
export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every change of what is watched or unseen (useSyncExternalStore's snapshot). */
export function noticesVersion(): number {
  return version;
}

/** A workspace of `tool` is on screen until the returned function is called. */
export function watchTool(tool: ToolId): () => void {
  watched.set(tool, (watched.get(tool) ?? 0) + 1);
  if (pageVisible()) markSeen(tool);
  changed();
  return () => {
    const left = (watched.get(tool) ?? 1) - 1;
    if (left > 0) watched.set(tool, left);
    else watched.delete(tool);
    changed();
  };
}

/** Some workspace is on screen (it says what goes; the run dock keeps out of its way). */
export function anyWatched(): boolean {
  return watched.size > 0;
}

/** A run that finished out of view and is not seen yet. */
export function isUnseen(id: string): boolean {
  return unseen.some((run) => run.id === id);
}

/** Whether a run of `tool` finishing now would be seen: its workspace is on screen in a visible tab. */
export function inView(tool: ToolId): boolean {
  return pageVisible() && (watched.get(tool) ?? 0) > 0;
}

export function addUnseen(id: string, tool: ToolId): void {
  if (unseen.some((run) => run.id === id)) return;
  unseen = [...unseen, { id, tool }];
  publish();
}

/** The runs of `tool` are seen (its workspace is on screen in a visible tab). */
export function markSeen(tool: ToolId): void {
  const left = unseen.filter((run) => run.tool !== tool);
  if (left.length === unseen.length) return;
  unseen = left;
  publish();
}

/** The tab came back: the tools on screen have their runs seen. */
export function markWatchedSeen(): void {
  if (!pageVisible()) return;
  for (const tool of watched.keys()) markSeen(tool);
}

export function unseenCount(): number {
  return unseen.length;
}

/** For tests: nothing watched, nothing unseen. */
export function resetRunNotices(): void {
  watched.clear();
  unseen = [];
  publish();
}

// ---- browser notifications: only when the user turned them on ---------------------------

export const NOTIFY_KEY = 'miao:notify-done';

export type NotifySetting = 'on' | 'off' | 'denied' | 'unsupported';

function notificationApi(): typeof Notification | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;
}

export function notifySetting(): NotifySetting {
  const api = notificationApi();
  if (!api) return 'unsupported';
  if (api.permission === 'denied') return 'denied';
  try {
    return localStorage.getItem(NOTIFY_KEY) === '1' && api.permission === 'granted' ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

/** Turns the notification on (asking the browser's permission) or off; answers the setting now in force. */
export async function setNotify(on: boolean): Promise<NotifySetting> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  const remember = (value: boolean) => {
    try {
      if (value) localStorage.setItem(NOTIFY_KEY, '1');
      else localStorage.removeItem(NOTIFY_KEY);
    } catch {
      // not kept: it lasts for this page only
    }
  };
  if (!on) {
    remember(false);
    return 'off';
  }
  const permission = api.permission === 'granted' ? 'granted' : await api.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  remember(true);
  return 'on';
}

/** A browser notification, when turned on; a click brings the tab forward and runs `open`. */
export function notifyDone(title: string, body: string, open: () => void): void {
  const api = notificationApi();
  if (!api || notifySetting() !== 'on') return;
  try {
    const notification = new api(title, { body, tag: 'miao-run' });
    notification.onclick = () => {
      window.focus();
      open();
      notification.close();
    };
  } catch {
    // Some browsers (Android Chrome) only notify from a service worker: the toast and badge remain.
  }
}

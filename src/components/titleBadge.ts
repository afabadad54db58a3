// A count shown before the tab's title ("(2) 首页 - Miao"): runs finished while the user was
// elsewhere. Outside React so whoever counts (the run announcer) and whoever titles the page
// (useDocumentTitle) need not know each other.
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

export function setTitleBadge(next: number): void {
  const value = Number.isFinite(next) && next > 0 ? Math.floor(next) : 0;
  if (value === count) return;
  count = value;
  for (const listener of listeners) listener();
}

export function titleBadge(): number {
  return count;
}

export function subscribeTitleBadge(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "(2) title" while the count is above 0. */
export function badgedTitle(title: string, badge: number): string {
  return badge > 0 ? `(${badge}) ${title}` : title;
}

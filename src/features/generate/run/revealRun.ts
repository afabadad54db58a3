// Bringing a run into view wherever its workspace shows it (issue 33): a press that starts a
// run (HD, variations, make again) shows its effect where it was pressed, and "in progress ·
// view" leads back to it. A run's section says which run it is in `data-run`.

/** The attribute a run's section carries, so it can be found and brought into view. */
export const RUN_ATTRIBUTE = 'data-run';

/** The section of run `id`, when it is on the page. */
export function runElement(id: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(`[${RUN_ATTRIBUTE}]`)) {
    if (el.getAttribute(RUN_ATTRIBUTE) === id) return el;
  }
  return null;
}

/**
 * Scrolls run `id`'s section to the top of the view (below the header: its scroll margin) and
 * moves the focus to it, so a screen reader reads what started. False when it is not on the page.
 */
export function revealRun(id: string): boolean {
  const el = runElement(id);
  if (!el) return false;
  el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  el.focus({ preventScroll: true });
  return true;
}

// The run a press asked to see, until a workspace showing it brings it into view: after the
// page has drawn it, and after a viewer closing gave the focus back to its opener.
let asked: string | null = null;
const listeners = new Set<() => void>();

/** Asks the workspace that shows run `id` (now, or once it opens) to bring it into view. */
export function requestReveal(id: string): void {
  asked = id;
  for (const listener of listeners) listener();
}

/** The run asked to be brought into view, if any (for useSyncExternalStore). */
export const askedReveal = (): string | null => asked;

export function subscribeReveal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Run `id` was brought into view: nothing more is asked. */
export function revealDone(id: string): void {
  if (asked === id) asked = null;
}

// Tab and Shift+Tab stay inside a modal dialog: from its last stop to its first and back, and
// from outside it (focus lost to the page) into it. Shared by the confirm dialog and the
// full-screen viewer.
import type { KeyboardEvent } from 'react';

// Players with controls are stops too (the viewer plays video and audio).
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, audio[controls], video[controls], [tabindex]:not([tabindex="-1"])';

/** Call from the dialog's keydown: handles Tab only, and only at the ends of the dialog's stops. */
export function trapTab(event: KeyboardEvent, dialog: HTMLElement | null): void {
  if (event.key !== 'Tab' || !dialog) return;
  const stops = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (stops.length === 0) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

// The run dock is fixed at the foot of the screen, so at the end of a page it would cover the
// footer's last line (the copyright, beside it at 1440 px; under it on a phone). While the dock
// is shown, this keeps `--run-dock-room` on the root element at its height plus its distance
// from the screen's foot; the footer (Footer.module.css) pads its bottom by that much, so the
// page can scroll its last line clear of the dock.
const ROOM = '--run-dock-room';

/** A React 19 ref callback: reserves room while the node is mounted, and gives it back after. */
export function reserveDockRoom(node: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () => {
    const below = parseFloat(getComputedStyle(node).bottom) || 0;
    root.style.setProperty(ROOM, `${Math.ceil(node.offsetHeight + below)}px`);
  };
  measure();
  // A second run added or one seen changes its height.
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  resized?.observe(node);
  return () => {
    resized?.disconnect();
    root.style.removeProperty(ROOM);
  };
}

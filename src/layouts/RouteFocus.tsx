import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const FRAMES = 120; // a lazy page has about two seconds to show its heading

/**
 * After a client-side navigation, keyboard and screen-reader focus moves to the new page's
 * heading (its h1), instead of staying on the link that was pressed or falling to the body.
 * Not on the first load, not when only the query changes (a tab, an open workspace), and not
 * away from a dialog the new address opened.
 */
export function RouteFocus(): null {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let handle = 0;
    const look = () => {
      // A dialog the new address opened (a workspace, with the run a press asked to see) keeps
      // the focus it gave: the heading behind it is not where the person is.
      if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if ((frame += 1) < FRAMES) handle = requestAnimationFrame(look);
    };
    handle = requestAnimationFrame(look);
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
  return null;
}

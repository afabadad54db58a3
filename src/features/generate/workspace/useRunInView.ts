// A new run is brought into view where it is shown, on every width: the newest run when it
// appears (Start), and a run a press asked for (HD, variations, make again, or "in progress ·
// view": revealRun.ts) at the top of the view with the focus on it. On a phone the output sits
// below the inputs: once the newest run has ended its result (or its failure and 重试) goes to
// the top of the view with its actions under the thumb. Its media sets its height as it loads:
// the view follows that for a moment, unless the person scrolls or touches first.
import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { TaskRun } from '../../../models/tasks';
import { askedReveal, revealDone, revealRun, runElement, subscribeReveal } from '../run/revealRun';

/** `output`: the element the runs are shown in; `newestDone`: the newest run is done. */
export function useRunInView(runs: readonly TaskRun[]): { output: RefObject<HTMLDivElement | null>; newestDone: boolean } {
  const output = useRef<HTMLDivElement>(null);
  const newest = runs[0]?.id;
  const asked = useSyncExternalStore(subscribeReveal, askedReveal, () => null);
  useEffect(() => {
    if (!newest || askedReveal() === newest) return;
    (runElement(newest) ?? output.current)?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [newest]);
  // After the effects above and after a closing viewer's (which gives the focus back to its opener).
  const shown = runs.some((run) => run.id === asked);
  useEffect(() => {
    if (asked !== null && shown && revealRun(asked)) revealDone(asked);
  }, [asked, shown]);
  const newestDone = runs[0]?.status === 'done';
  const newestEnded = newestDone || runs[0]?.status === 'failed';
  useEffect(() => {
    const el = output.current;
    if (!newestEnded || !el || window.matchMedia?.('(max-width: 599px)').matches !== true) return;
    const toTop = () => el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    const frame = requestAnimationFrame(toTop);
    const growing = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(toTop);
    growing?.observe(el);
    const stop = () => growing?.disconnect();
    const timer = setTimeout(stop, 2000);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, stop, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stop();
      for (const type of events) window.removeEventListener(type, stop);
    };
  }, [newestEnded]);
  return { output, newestDone };
}

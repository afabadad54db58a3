// "Now" for words that name the day (今天, 昨天): read when the page mounts and again just
// after each midnight on this browser's clock, when those words change. Nothing else in
// them depends on the minute, so nothing re-renders more often.
import { useEffect, useState } from 'react';

export function useToday(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const midnight = new Date(now);
    midnight.setHours(24, 0, 0, 0);
    // A second past it: a timer may fire a little early.
    const timer = setTimeout(() => setNow(Date.now()), midnight.getTime() - now + 1000);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

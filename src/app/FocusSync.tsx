import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { windowFocus } from './focus';

/** Dispatches '@@window/FOCUS' when the tab becomes visible or the window regains focus (at most once a second). */
export function FocusSync(): null {
  const dispatch = useDispatch();
  useEffect(() => {
    let last = 0;
    const onBack = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - last < 1000) return; // focus and visibilitychange arrive together
      last = now;
      dispatch(windowFocus());
    };
    window.addEventListener('focus', onBack);
    document.addEventListener('visibilitychange', onBack);
    return () => {
      window.removeEventListener('focus', onBack);
      document.removeEventListener('visibilitychange', onBack);
    };
  }, [dispatch]);
  return null;
}

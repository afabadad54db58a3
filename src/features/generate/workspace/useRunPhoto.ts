// A workspace opened again after a reload on its run (going, or finished): the run's text and style come
// back from the kept run, but not its photo (a data URL is not kept across a reload). The
// tasks model reads it back from the run's results (`source`, as a re-run does), and it goes
// into the photo input, unless the user has chosen one meanwhile. If it cannot be read, the
// input stays empty and Start asks for a photo, as before.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { tasks, type TaskRun } from '../../../models/tasks';
import { useAppDispatch } from '../../../store';
import type { Photo } from '../input/PhotoInput';

/**
 * `run`: this tool's run going, if any; `wanted`: the tool takes a photo and none is shown;
 * `put` receives the photo read back.
 */
export function useRunPhoto(run: TaskRun | undefined, wanted: boolean, put: (photo: Photo) => void): void {
  const dispatch = useAppDispatch();
  const runId = run?.id ?? '';
  // Results answered with a source: only then is there something to read.
  const hasSource = run?.items.some((item) => item.source !== '') ?? false;
  const name = run?.input.photoName ?? '';
  // Read when the answer comes: a photo the user chose meanwhile is not replaced.
  const latest = useRef({ wanted, put, name });
  useLayoutEffect(() => {
    latest.current = { wanted, put, name };
  });
  // Once per run: a photo the user removes afterwards does not come back.
  const asked = useRef('');
  useEffect(() => {
    if (!runId || !hasSource || asked.current === runId || !latest.current.wanted) return;
    asked.current = runId;
    dispatch(tasks.actions.runPhoto({ runId })).then(
      (image) => {
        const now = latest.current;
        if (image && now.wanted) now.put({ dataUrl: image, name: now.name });
      },
      () => undefined, // unreadable: the input stays empty and Start asks for a photo
    );
  }, [runId, hasSource, dispatch]);
}

// Which run a workspace opens on, as a key for its body. A reload renders the workspace before
// the runs kept for it are back (they are checked first, a moment later): an empty workspace
// then opens again on its tool's run, with that run's input, unless the user has given input
// meanwhile (a run they start from here is theirs already).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ToolId } from '../../../rules/catalog';
import { useAppSelector } from '../../../store';
import { openingRun } from './useRestoredInput';

/** `key`: the run the body opened on ('' none); `onInputChange`: told whether the user has given input. */
export function useOpeningRun(
  tool: ToolId,
  onInputChange?: (hasInput: boolean) => void,
): { key: string; onInputChange: (hasInput: boolean) => void } {
  const newest = useAppSelector((s) => openingRun(s.tasks.runs, tool)?.id ?? '');
  const [key, setKey] = useState(newest);
  const given = useRef(false);
  useEffect(() => {
    if (key === '' && newest !== '' && !given.current) setKey(newest);
  }, [key, newest]);
  const told = useCallback(
    (hasInput: boolean) => {
      if (hasInput) given.current = true;
      onInputChange?.(hasInput);
    },
    [onInputChange],
  );
  return { key, onInputChange: told };
}

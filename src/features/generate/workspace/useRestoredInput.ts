// The input a workspace opens with. Back from the login (or the shop), or sent here to edit a
// result's text (features/generate/actions): the input kept as the draft. Else, opened again
// on this tool's runs (going, or finished: after a reload too): the input and style of the run
// going, else of the newest. Read once, when the workspace opens; the draft is used up once read.
import { useEffect, useState } from 'react';
import { isGoing } from '../../../models/taskRun';
import type { TaskRun } from '../../../models/tasks';
import type { ToolId } from '../../../rules/catalog';
import { useAppSelector } from '../../../store';
import { clearDraft, peekDraft } from './draft';
import type { Photo } from '../input/PhotoInput';

export interface RestoredInput {
  photo?: Photo;
  text?: string;
  bgm?: string;
  style?: string;
  styles?: string[];
  count?: number;
  /** Read from the saved draft (to be cleared), rather than from a running task. */
  fromDraft: boolean;
}

/**
 * The input a workspace opens with: the draft saved for this tool, else `run`'s. A
 * draft wins: it is written just before the user left for it to come back (and used up once
 * read), so it is newer than any run that was going then.
 */
export function restoredInput(tool: ToolId, run: TaskRun | null): RestoredInput | null {
  const draft = peekDraft();
  if (draft && draft.tool === tool) {
    return {
      photo: draft.photo ? { dataUrl: draft.photo, name: draft.photoName ?? '' } : undefined,
      text: draft.text,
      bgm: draft.bgm,
      style: draft.style,
      styles: draft.styles,
      count: draft.count,
      fromDraft: true,
    };
  }
  if (run) {
    const { image, photoName, text, bgm } = run.input;
    return {
      photo: image ? { dataUrl: image, name: photoName ?? '' } : undefined,
      text,
      bgm,
      style: run.styles[0],
      styles: run.styles,
      count: run.count,
      fromDraft: false,
    };
  }
  return null;
}

/** The run a workspace of `tool` opens on: its run going, else its newest run (a finished one). */
export function openingRun(runs: readonly TaskRun[], tool: ToolId): TaskRun | undefined {
  return runs.find((run) => run.tool === tool && isGoing(run)) ?? runs.find((run) => run.tool === tool);
}

/**
 * `restored`: the input read once when the workspace opened (null: none); `fromRun`: the run it
 * opened on as it is now (its photo is read back from its results after a reload). A restored
 * style goes to the page that owns the style.
 */
export function useRestoredInput(
  tool: ToolId,
  style: string,
  onStyleChange: (style: string) => void,
): { restored: RestoredInput | null; fromRun: TaskRun | undefined } {
  const runs = useAppSelector((s) => s.tasks.runs);
  const [opened] = useState(() => {
    const run = openingRun(runs, tool);
    return { id: run?.id ?? '', input: restoredInput(tool, run ?? null) };
  });
  const fromRun = runs.find((run) => run.id === opened.id);
  const restored = opened.input;
  useEffect(() => {
    if (!restored) return;
    if (restored.fromDraft) clearDraft();
    if (restored.style && restored.style !== style) onStyleChange(restored.style);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the workspace opens: a later style change is the user's
  }, [restored]);
  return { restored, fromRun };
}

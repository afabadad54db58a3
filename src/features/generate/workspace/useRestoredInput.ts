// The input a workspace opens with. Back from the login (or the shop), or sent here to edit a
// result's text (features/generate/actions): the input kept as the draft. Else, opened again
// while this tool's run goes: the input and style of that run. Read once, when the workspace
// opens; the draft is used up once read.
import { useEffect, useState } from 'react';
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
 * The input a workspace opens with: the draft saved for this tool, else the running task's. A
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

/**
 * `restored`: the input read once when the workspace opened (null: none); `runGoing`: this
 * tool's run going now, if any. A restored style goes to the page that owns the style.
 */
export function useRestoredInput(
  tool: ToolId,
  style: string,
  onStyleChange: (style: string) => void,
): { restored: RestoredInput | null; runGoing: TaskRun | undefined } {
  const runGoing = useAppSelector((s) =>
    s.tasks.runs.find((run) => run.tool === tool && (run.status === 'starting' || run.status === 'running')),
  );
  const [restored] = useState(() => restoredInput(tool, runGoing ?? null));
  useEffect(() => {
    if (!restored) return;
    if (restored.fromDraft) clearDraft();
    if (restored.style && restored.style !== style) onStyleChange(restored.style);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the workspace opens: a later style change is the user's
  }, [restored]);
  return { restored, runGoing };
}

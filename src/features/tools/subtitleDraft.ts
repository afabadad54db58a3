// The subtitle lines being edited, kept across reloads: saved for the video they belong to
// (name and size), and given back when that video is chosen again.
import type { EditableCue } from './SubtitleEditor';

export const SUBTITLE_DRAFT_KEY = 'miao:subtitleDraft';

interface Saved {
  file: string;
  cues: EditableCue[];
}

const fileKey = (file: Pick<File, 'name' | 'size'>) => `${file.name}|${file.size}`;

function isCue(value: unknown): value is EditableCue {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.start === 'string' && typeof v.end === 'string' && typeof v.text === 'string';
}

export function saveSubtitleDraft(file: Pick<File, 'name' | 'size'>, cues: EditableCue[]): void {
  try {
    localStorage.setItem(SUBTITLE_DRAFT_KEY, JSON.stringify({ file: fileKey(file), cues } satisfies Saved));
  } catch {
    // storage full or off: the lines stay on the page, only a reload would lose them
  }
}

/** The lines saved for this video, or null. */
export function subtitleDraftFor(file: Pick<File, 'name' | 'size'>): EditableCue[] | null {
  try {
    const raw = localStorage.getItem(SUBTITLE_DRAFT_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<Saved>;
    if (saved.file !== fileKey(file) || !Array.isArray(saved.cues) || !saved.cues.every(isCue)) return null;
    return saved.cues;
  } catch {
    return null;
  }
}

/** The name of the video a draft is saved for (shown before any video is chosen), or null. */
export function savedDraftName(): string | null {
  try {
    const raw = localStorage.getItem(SUBTITLE_DRAFT_KEY);
    const file = raw ? (JSON.parse(raw) as Partial<Saved>).file : undefined;
    return typeof file === 'string' ? file.slice(0, file.lastIndexOf('|')) : null;
  } catch {
    return null;
  }
}

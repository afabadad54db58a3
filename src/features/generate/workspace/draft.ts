// The workspace input kept across the WeChat login round trip (and a trip to the shop):
// the browser leaves the app, so it lives in sessionStorage, read once when the same tool's
// workspace mounts again.
import type { ToolId } from '../../../rules/catalog';

export const DRAFT_KEY = 'miao:draft';

export interface Draft {
  tool: ToolId;
  style: string;
  text?: string;
  /** The photo as a data URL; a smaller JPEG copy when the original does not fit in sessionStorage. */
  photo?: string;
  photoName?: string;
  bgm?: string;
  /** Several styles of one photo (the first is `style`). */
  styles?: string[];
  /** Results per style. */
  count?: number;
}

/** What a save kept: everything, the photo only as a smaller JPEG, the rest without the photo, or nothing. */
export type DraftSaved = 'all' | 'shrunk' | 'withoutPhoto' | 'nothing';

function write(draft: Draft): boolean {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    // QuotaExceededError (the photo is too big) or storage disabled
    return false;
  }
}

/** Smaller and smaller copies tried in turn when the photo does not fit as it is. */
export const SHRINK_STEPS: readonly { maxSide: number; quality: number }[] = [
  { maxSide: 2048, quality: 0.88 },
  { maxSide: 1600, quality: 0.82 },
  { maxSide: 1280, quality: 0.78 },
  { maxSide: 1024, quality: 0.72 },
];

export type Shrink = (dataUrl: string, maxSide: number, quality: number) => Promise<string>;

/**
 * Saves the draft. A photo too big for storage is replaced by a smaller JPEG copy (the user
 * keeps their photo); only when no copy fits is it left out, and the answer says so, so the
 * caller can tell the user before they leave.
 */
export async function saveDraft(draft: Draft, shrink?: Shrink): Promise<DraftSaved> {
  if (write(draft)) return 'all';
  if (draft.photo && shrink) {
    for (const step of SHRINK_STEPS) {
      let smaller: string;
      try {
        smaller = await shrink(draft.photo, step.maxSide, step.quality);
      } catch {
        break; // no canvas or the photo cannot be decoded: smaller steps will not help
      }
      if (write({ ...draft, photo: smaller, photoName: jpegName(draft.photoName) })) return 'shrunk';
    }
  }
  if (!draft.photo) return 'nothing';
  const { photo: _photo, photoName: _name, ...rest } = draft;
  return write(rest) ? 'withoutPhoto' : 'nothing';
}

/** 'me.png' → 'me.jpg': the kept copy is a JPEG. */
export function jpegName(name: string | undefined): string | undefined {
  if (!name) return name;
  return /\.[a-z0-9]+$/i.test(name) ? name.replace(/\.[a-z0-9]+$/i, '.jpg') : `${name}.jpg`;
}

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.tool === 'string' && typeof v.style === 'string';
}

/** The saved draft without removing it (a page may pick its mode from it). */
export function peekDraft(): Draft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

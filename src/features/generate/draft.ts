// The workspace input kept across the WeChat login round trip (and a trip to the shop):
// the browser leaves the app, so it lives in sessionStorage, read once when the same tool's
// workspace mounts again.
import type { ToolId } from '../../services/types';

export const DRAFT_KEY = 'miao:draft';

export interface Draft {
  tool: ToolId;
  style: string;
  text?: string;
  /** The photo as a data URL; dropped when it does not fit in sessionStorage. */
  photo?: string;
  photoName?: string;
  bgm?: string;
}

/** Saves the draft; a photo too big for storage is left out rather than losing everything. */
export function saveDraft(draft: Draft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    try {
      const { photo: _photo, photoName: _name, ...rest } = draft;
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(rest));
    } catch {
      // storage disabled: the user re-enters the input after signing in
    }
  }
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

/** The saved draft for `tool`, removed from storage; null (and nothing removed) for another tool. */
export function takeDraft(tool: ToolId): Draft | null {
  const draft = peekDraft();
  if (!draft || draft.tool !== tool) return null;
  clearDraft();
  return draft;
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

// Sharing a result: the system share sheet where the browser has one (phones), else the link
// copied; how long a signed link lives; the details support asks for.
import { toolName } from '../../../locales/names';
import type { Resource } from '../../../services/types';
import { copyText } from '../../../utils/clipboard';
import { resourceStyleName } from './resourceNames';
import { localDateTime } from '../../../utils/time';
import { oneLine } from '../../../utils/untrusted';

/** Minutes until a signed link (`expires=<epoch s>` in its query) stops working; null when it does not say. */
export function linkMinutesLeft(url: string, now: number): number | null {
  let expires: number;
  try {
    expires = Number(new URL(url).searchParams.get('expires'));
  } catch {
    return null;
  }
  if (!Number.isFinite(expires) || expires <= 0) return null;
  return Math.max(0, Math.floor((expires * 1000 - now) / 60_000));
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The share sheet when there is one; else the link to the clipboard. */
export async function shareLink(title: string, url: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // The user closed the sheet: nothing to say. Anything else: fall back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}

export interface DetailsLabels {
  run: string;
  task: string;
  resource: string;
  made: string;
  cost: string;
  refund: string;
  time: string;
}

/**
 * What support needs to find a result: its ids, how it was made (the tool and style by name in
 * the language in use, their ids after them), what it cost and what came back, and when, on the
 * user's clock with its offset. One line per field: each server value goes through oneLine (no
 * line of its own, nothing invisible, a bounded length).
 */
export function resultDetails(resource: Resource, labels: DetailsLabels, runId?: string): string {
  const refunded = resource.refunded ?? resource.status === 'failed';
  const lines = [
    runId ? `${labels.run}: ${oneLine(runId)}` : null,
    resource.taskId ? `${labels.task}: ${oneLine(resource.taskId)}` : null,
    `${labels.resource}: ${oneLine(resource.resId)}`,
    `${labels.made}: ${oneLine(`${toolName(resource.typ)} · ${resourceStyleName(resource)}`)} (${oneLine(resource.typ)} / ${oneLine(resource.style)})`,
    `${labels.cost}: ${oneLine(resource.cost)}`,
    `${labels.refund}: ${oneLine(refunded ? resource.cost : 0)}`,
    `${labels.time}: ${localDateTime(resource.createdAt)}`,
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

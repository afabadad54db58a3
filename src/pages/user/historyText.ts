// The points history in words, pure so it is easy to test: what an entry was for, when, and a
// buy's receipt as text to copy (each server value through oneLine: one line, nothing
// invisible, a bounded length).
import type { Locale } from '../../locales/locale';
import type { Catalogue } from '../../locales/types';
import type { HistoryEntry, HistoryTrade } from '../../services/types';
import { oneLine } from '../../utils/untrusted';

export type HistoryWords = Catalogue['user']['history'];

/** How tools and styles are named in the language in use (src/locales/names.ts). */
export interface Names {
  tool: (tool: string) => string;
  style: (tool: string, style: string) => string;
}

/** The entry's time: the date and the time of day, in the language's own way. */
export function formatWhen(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** A line under the kind: the run charged, the result refunded and why, the pack bought. */
export function entryPurpose(entry: HistoryEntry, t: HistoryWords, names: Names): string {
  const tool = entry.tool;
  const styles = entry.styles ?? [];
  if (entry.kind === 'buy' && entry.trade) return t.pack(entry.trade.name);
  // An HD charge pays for one result, the same picture at twice the size: it says HD, not a count.
  if (entry.kind === 'charge' && tool && entry.hdOf !== undefined) {
    return t.hd(names.tool(tool), styles.map((style) => names.style(tool, style)).join(t.separator));
  }
  // Variations of one result: called variations, as on the button that made them, with how many.
  if (entry.kind === 'charge' && tool && entry.variationsOf !== undefined) {
    return t.variations(
      names.tool(tool),
      styles.map((style) => names.style(tool, style)).join(t.separator),
      entry.count ?? styles.length,
    );
  }
  if (entry.kind === 'charge' && tool) {
    return t.run(
      names.tool(tool),
      styles.map((style) => names.style(tool, style)).join(t.separator),
      entry.count ?? styles.length,
    );
  }
  if (entry.kind === 'refund' && tool) {
    const what = t.result(names.tool(tool), styles.map((style) => names.style(tool, style)).join(t.separator));
    return `${what} · ${t.reason[entry.reason ?? 'unknown']}`;
  }
  return '';
}

/**
 * Where a line's run is in my resources: the resources tab with `run` its taskId (the tab
 * brings it into view and marks it). Undefined for a line of no run (a buy, a grant).
 */
export function runLink(entry: Pick<HistoryEntry, 'taskId'>): string | undefined {
  return entry.taskId === undefined || entry.taskId === ''
    ? undefined
    : `/user?${new URLSearchParams({ tab: 'resources', run: entry.taskId }).toString()}`;
}

/** A buy's receipt, one field a line, to paste to support. */
export function receiptText(trade: HistoryTrade, at: number, t: HistoryWords, locale: Locale): string {
  const r = t.receipt;
  return [
    r.title,
    `${r.pack}: ${oneLine(trade.name)}`,
    `${r.points}: ${oneLine(trade.points)}`,
    `${r.price}: ${r.money(trade.price)}`,
    `${r.time}: ${formatWhen(at, locale)}`,
    `${r.tradeNo}: ${oneLine(trade.tradeNo)}`,
    `${r.status}: ${r.statuses[trade.status]}`,
  ].join('\n');
}

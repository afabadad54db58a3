// Display rules of the user page, pure so they are easy to test.
import type { Locale } from '../../locales/locale';
import type { Catalogue } from '../../locales/types';
import { toolName } from '../../locales/names';
import { runNames } from '../../features/generate/run/runNames';
import { runSettingsOf } from '../../models/taskRun';
import type { Resource } from '../../services/types';
import { isHd } from '../../features/generate/actions/resultOffers';

type ResourceWords = Catalogue['user']['resources'];

/** '13812341234' → '138****1234'; anything shorter than 7 digits is masked but for its end. */
export function maskPhone(phone: string): string {
  if (!phone) return '';
  if (phone.length >= 7) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  return `****${phone.slice(-2)}`;
}

/** '2030-01-01T00:00:00Z' or '2030-01-01' → '2030-01-01'; unknown formats as they are. */
export function formatDate(value: string | number): string {
  const date = typeof value === 'number' ? new Date(value) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A run's heading: "卡通化 · 宫崎骏、新海诚 × 2", from one of its results (they share the
 * settings). An HD run says so ("卡通化 · 卡通 · 高清"): its one result is its original made
 * again at twice the size, and would otherwise read like the run it came from.
 */
export function runTitle(
  item: Pick<Resource, 'typ' | 'style' | 'settings'>,
  t: Pick<ResourceWords, 'runTitle' | 'runTitleHd'>,
): string {
  const title = isHd(item) ? t.runTitleHd : t.runTitle;
  return title(toolName(item.typ), runNames({ tool: item.typ, ...runSettingsOf(item) }));
}

/** The clock a moment is read on: `timeZone` absent is this browser's; `now` says which day is today. */
export interface Clock {
  now: number;
  timeZone?: string;
}

// A formatter costs far more to make than to use, and a page of runs asks for hundreds:
// one per locale, clock and kind, kept. (One made for the browser's clock keeps the zone it
// had then: a change of zone while the page is open shows after a reload.)
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, timeZone ?? '', options]);
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** The calendar day of `ms` on that clock, as a day count (days since 1970-01-01 there). */
function dayNumber(ms: number, timeZone: string | undefined): { day: number; year: number } {
  const parts = formatter('en-US', timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(ms);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  const year = part('year');
  return { day: Date.UTC(year, part('month') - 1, part('day')) / 86_400_000, year };
}

/**
 * When a run was made, on the user's clock in the language in use: 今天 14:05, 昨天 09:12,
 * 11月3日 14:05 (another year's with its year); Today 2:05 PM, Yesterday 9:12 AM, Nov 3, 2:05 PM.
 * A moment that is not a finite date gives ''.
 */
export function runWhen(
  at: number,
  locale: Locale,
  t: Pick<ResourceWords, 'today' | 'yesterday' | 'onDay'>,
  { now, timeZone }: Clock,
): string {
  if (!Number.isFinite(at) || Number.isNaN(new Date(at).getTime())) return '';
  // timeStyle 'short': the language's own clock (zh-CN 09:12, en 9:12 AM).
  const time = formatter(locale, timeZone, { timeStyle: 'short' }).format(at);
  const then = dayNumber(at, timeZone);
  const today = dayNumber(now, timeZone);
  if (then.day === today.day) return t.today(time);
  if (then.day === today.day - 1) return t.yesterday(time);
  const day = formatter(
    locale,
    timeZone,
    then.year === today.year ? { month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' },
  ).format(at);
  return t.onDay(day, time);
}

export type UserTab = 'account' | 'resources' | 'shop';
export const USER_TABS: readonly UserTab[] = ['account', 'resources', 'shop'];

export function parseTab(value: string | null): UserTab {
  return USER_TABS.includes(value as UserTab) ? (value as UserTab) : 'account';
}

// Display rules of the user page, pure so they are easy to test.

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

export type UserTab = 'account' | 'resources' | 'shop';
export const USER_TABS: readonly UserTab[] = ['account', 'resources', 'shop'];

export function parseTab(value: string | null): UserTab {
  return USER_TABS.includes(value as UserTab) ? (value as UserTab) : 'account';
}

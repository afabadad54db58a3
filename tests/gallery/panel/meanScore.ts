// A panel's mean score, and how a tally prints it: a panel with no counted answer has no mean
// (printed "–"), never "NaN". Pure: tests/unit/gallery/panel.test.ts.

export const meanScore = (values: readonly number[]): number =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN;

export const shownMean = (value: number): string => (Number.isNaN(value) ? '–' : value.toFixed(2));

/** The answers' ids given more than once: a second answer to one pair or item is not counted. */
export function repeatedIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}

// A value from the server on a line a person reads outside the app (the details copied for
// support): it stays one line, so a newline inside it cannot start a line of its own ("Refund:
// 9999"); nothing invisible or reordering reaches the clipboard; and a huge value is cut short.
import { firstCodePoints, visibleText } from './characters';

/** A field's longest on a copied line, in code points (ids are far shorter). */
export const MAX_LINE_FIELD = 200;
const ELLIPSIS = '…';

/** `value` as one plain line of at most `max` code points, ending in "…" when it was cut. */
export function oneLine(value: string | number, max = MAX_LINE_FIELD): string {
  const text = visibleText(String(value));
  const limit = Math.max(1, max);
  return firstCodePoints(text, limit).length === text.length ? text : firstCodePoints(text, limit - 1) + ELLIPSIS;
}

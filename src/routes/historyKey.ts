// react-router keeps scroll positions per history entry key. The entry a page load starts on
// has no key when the page was opened by its address (react-router calls it 'default'), so
// every page opened that way shared one saved position: /gif opened by its address landed
// where an earlier page had been scrolled. Giving that entry a key of its own, in
// history.state (which a reload keeps), opens a new page at its top while a reload, Back and
// Forward restore their own positions.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const randomKey = () => Math.random().toString(36).slice(2, 10);

/** Call before the router is created. An entry that has a key keeps it. */
export function keyFirstEntry(history: History = window.history, makeKey: () => string = randomKey): void {
  const state: unknown = history.state;
  if (isRecord(state) && typeof state.key === 'string' && state.key !== '') return;
  const usr = isRecord(state) && 'usr' in state ? state.usr : null;
  const idx = isRecord(state) && typeof state.idx === 'number' ? state.idx : 0;
  history.replaceState({ usr, key: makeKey(), idx }, '');
}

// @vitest-environment jsdom
// The first history entry of a page load gets a key of its own (react-router keys scroll
// positions by it): a page opened by its address no longer shares the 'default' position.
import { afterEach, describe, expect, it } from 'vitest';
import { keyFirstEntry } from '../../../src/routes/historyKey';

afterEach(() => window.history.replaceState(null, ''));

describe('keyFirstEntry', () => {
  it('keys an entry opened by its address (no state), at index 0', () => {
    window.history.replaceState(null, '');
    keyFirstEntry(window.history, () => 'k1');
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 0 });
  });

  it('keeps the key of an entry that has one (a reload, Back, Forward)', () => {
    window.history.replaceState({ usr: { from: 'x' }, key: 'old', idx: 3 }, '');
    keyFirstEntry(window.history, () => 'new');
    expect(window.history.state).toEqual({ usr: { from: 'x' }, key: 'old', idx: 3 });
  });

  it('keeps what the state held besides a missing key', () => {
    window.history.replaceState({ usr: { tab: 1 }, idx: 2 }, '');
    keyFirstEntry(window.history, () => 'k2');
    expect(window.history.state).toEqual({ usr: { tab: 1 }, key: 'k2', idx: 2 });
  });

  it('gives different page loads different keys', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      window.history.replaceState(null, '');
      keyFirstEntry();
      keys.add((window.history.state as { key: string }).key);
    }
    expect(keys.size).toBe(5);
  });
});

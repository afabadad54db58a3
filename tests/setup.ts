// Shared by every test file. Deliberately small: integration tests need nothing from here
// (see docs/testing.md). It keeps runs isolated (storage cleared before and after each
// test, so one test's failing afterEach cannot leak its `_auth` into the next; the language
// back to zh-CN after each test) and strict:
// a test that prints an unexpected console.error (React's "not wrapped in act" warning
// among them) fails. A test that expects one spies on console.error itself.
import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';
import { switchLocale } from '../src/locales/active';

const clearStorage = () => {
  if (typeof window !== 'undefined') {
    window.localStorage?.clear();
    window.sessionStorage?.clear();
  }
};

const printed: string[] = [];
const original = console.error.bind(console);

beforeEach(() => {
  clearStorage();
  printed.length = 0;
  console.error = (...args: unknown[]) => {
    printed.push(format(...args));
    original(...args);
  };
});

afterEach(async () => {
  clearStorage();
  // A test that switched to English leaves the next one in the default language.
  await switchLocale('zh-CN', { persist: false });
  console.error = original;
  if (printed.length > 0) {
    const first = printed[0].split('\n').slice(0, 3).join('\n');
    throw new Error(`console.error was printed ${printed.length} time(s) during the test; the first:\n${first}`);
  }
});

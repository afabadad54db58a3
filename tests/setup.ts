// Shared by every test file. Deliberately small: integration tests need nothing from here
// (see docs/testing.md); this only keeps runs isolated. Cleared before each test as well as
// after, so one test's failing afterEach cannot leak its `_auth` into the next.
// jest-dom's matchers (toBeInTheDocument, toHaveAttribute, toBeDisabled…) read as the user's view.
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';

const clearStorage = () => {
  if (typeof window !== 'undefined') {
    window.localStorage?.clear();
    window.sessionStorage?.clear();
  }
};
beforeEach(clearStorage);
afterEach(clearStorage);

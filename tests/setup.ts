// Shared by every test file. Deliberately small: integration tests need nothing from here
// (see docs/testing.md); this only keeps runs quiet and isolated.
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage?.clear();
});

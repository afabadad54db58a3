import { defineConfig } from 'vitest/config';

// End-to-end: Debian's Chromium driven by playwright-core against the production build
// served by the nginx recipe with the mocks/ stand-in behind it (globalSetup starts it;
// E2E_SERVER=preview: `rsbuild preview` instead).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    // Upper bounds for a machine shared with another CI run (docs/testing.md "A busy machine"):
    // a wait that finds what it wants returns at once, so only a failing test sits them out.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 15_000 } },
    // One browser, one server, two cores: files run one after another.
    fileParallelism: false,
  },
});

import { defineConfig } from 'vitest/config';

// End-to-end: Debian's Chromium driven by playwright-core against the production build
// served by the nginx recipe with the mocks/ stand-in behind it (globalSetup starts it;
// E2E_SERVER=preview: `rsbuild preview` instead).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser, one server, two cores: files run one after another.
    fileParallelism: false,
  },
});

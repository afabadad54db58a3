import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Node by default; a file opts into the DOM with `// @vitest-environment jsdom`.
    environment: 'node',
    // Testing-library's automatic cleanup hooks into the global afterEach.
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    pool: 'threads',
    maxWorkers: 2,
  },
});

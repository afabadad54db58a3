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
    // The hosts a test deployment is configured for (README: Configuration): fixtures put
    // login pages on qr.test, payment pages on pay.test and media on cdn.test.
    env: { MIAO_NAV_HOSTS: 'qr.test,pay.test', MIAO_MEDIA_HOSTS: 'cdn.test' },
    pool: 'threads',
    maxWorkers: 2,
  },
});

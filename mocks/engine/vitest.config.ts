import { defineConfig } from 'vitest/config';
import { sharedTest } from '../../vitest.config';

// The engine's own tests (face detection, image, speech and video recipes, the worker pool)
// and the stand-in's tests that run it (`mocks/**/*.engine.test.ts`: tasks made and stopped
// for real): real work, seconds each, so they are not part of the unit run. `npm run test:engine`.
export default defineConfig({
  test: {
    ...sharedTest,
    include: ['mocks/engine/**/*.test.ts', 'mocks/**/*.engine.test.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // Upper bounds, not speed checks (each test's and hook's own bound is 300 s too): a file's
    // first hook loads the face models and decodes the sample photos, and a video takes seconds
    // alone, which a machine busy with other runs stretches many times over.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type TestProjectInlineConfiguration, type TestUserConfig } from 'vitest/config';

// The unit and integration run (`vitest run`). Tests that make results with the real engine
// (mocks/engine/, and the stand-in's `*.engine.test.ts`: real image, face and speech work in
// the worker pool, seconds each) run apart: `vitest run --config mocks/engine/vitest.config.ts`.
//
// Where the time went (docs/testing.md, "Running"): a new worker per file, and in it jsdom
// (about 1 s of CPU to import), React, testing-library and the app imported again. So files
// share a worker where they can (`isolate: false`): jsdom and the libraries load once per
// worker, and each file still starts on fresh modules of its own (tests/setup.ts calls
// `vi.resetModules()`), the stand-in's state included. A file keeps a worker of its own only
// when sharing could change what it tests:
// - it mocks a module (`vi.mock`, `vi.doMock`): without isolation vitest keeps one file's
//   module mock for the next file in that worker. A test that needs a browser feature jsdom
//   lacks uses a kit fake on the global instead (`decodeImagesAs`, `drawCanvasesAs`,
//   `decodeVideosAs`, `failChunk`, `vi.stubGlobal`), which `unstubGlobals` and `restoreMocks`
//   put back after each test. (A file may call `vi.resetModules()`: the next file starts
//   with it anyway, tests/setup.ts);
// - it is named in ISOLATED below (module state a shared worker would carry over).

const ROOTS = ['tests/unit', 'tests/integration', 'mocks'];
const ENGINE = 'mocks/engine/';
/** A stand-in test that runs the real engine: it goes with the engine's tests. */
const ENGINE_TEST = /\.engine\.test\.ts$/;
/** Files that need a worker of their own for a reason the rules above do not see. */
const ISOLATED: readonly string[] = [];

const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock)\(/;
const WANTS_DOM = /^\s*\/\/ @vitest-environment jsdom\b/m;

interface TestFile {
  path: string;
  dom: boolean;
  isolated: boolean;
}

function testFiles(): TestFile[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((name) => `${root}/${name.split('\\').join('/')}`)
      .filter((path) => /\.test\.tsx?$/.test(path) && !path.startsWith(ENGINE) && !ENGINE_TEST.test(path))
      .map((path) => {
        const text = readFileSync(path, 'utf8');
        return {
          path,
          dom: WANTS_DOM.test(text),
          isolated: NEEDS_OWN_MODULES.test(text) || ISOLATED.includes(path),
        };
      }),
  );
}

/** The settings every run of this repository's unit tests shares (the engine's config reuses them). */
export const sharedTest: TestUserConfig = {
  // Node by default; a file opts into the DOM with `// @vitest-environment jsdom`.
  environment: 'node',
  // Testing-library's automatic cleanup hooks into the global afterEach (tests/setup.ts
  // registers it again for files that share a worker).
  globals: true,
  // Two cores shared by the whole suite (and, in CI, by a browser and a dev server): a test
  // that takes 1 s alone can take several then. A test fails by what it checks, not by the clock.
  testTimeout: 30_000,
  // The same for hooks (vitest's default is 10 s): the shared afterEach loads the language
  // module, and a stand-in file's first hook may open its database, seconds each under load.
  hookTimeout: 30_000,
  setupFiles: ['tests/setup.ts'],
  restoreMocks: true,
  // A global stubbed by a test (vi.stubGlobal) is put back after it, so files that stub one can share a worker.
  unstubGlobals: true,
  // The hosts a test deployment is configured for (README: Configuration): fixtures put
  // login pages on qr.test, payment pages on pay.test and media on cdn.test.
  // The stand-in answers instantly with stock media (MOCK_ENGINE=canned) unless a test asks
  // for the engine (configureMock({ engine: 'local' })).
  env: { MIAO_NAV_HOSTS: 'qr.test,pay.test', MIAO_MEDIA_HOSTS: 'cdn.test', MOCK_ENGINE: 'canned' },
};

const SRC = fileURLToPath(new URL('./src/', import.meta.url));
/** A lazy import of the app's: `import(/* webpackChunkName: "name" *\/ 'path')`. */
const CHUNK_IMPORT = /\bimport\(\s*\/\*\s*webpackChunkName:\s*"([\w-]+)"\s*\*\/\s*('[^']+'|"[^"]+")\s*\)/g;

/**
 * Each of the app's named lazy imports goes through `globalThis.miaoChunk(name, load)` when the
 * kit put one there (tests/testing/chunks.ts; tests/setup.ts does for every file), for two reasons:
 * - in a browser a lazy chunk can fail to load (offline, a release that removed it); under
 *   vitest an import never fails. The kit's `failChunk(name)` makes it reject for one test like
 *   the bundler's ChunkLoadError;
 * - the kit knows which chunks are loading, so a test's wait lets them land inside React's
 *   `act` (tests/setup.ts says why).
 * No module is mocked, so such a test shares its worker; the app's code and its first screen
 * are unchanged.
 */
function failableChunks(): Plugin {
  return {
    name: 'miao-failable-chunks',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(SRC) || !code.includes('webpackChunkName')) return null;
      const next = code.replace(
        CHUNK_IMPORT,
        (_, name: string, path: string) =>
          `(globalThis.miaoChunk?.(${JSON.stringify(name)}, () => import(${path})) ?? import(${path}))`,
      );
      // The lines stay where they were: stack traces still point at the source.
      return { code: next, map: null };
    },
  };
}

function project(name: string, files: TestFile[], isolate: boolean): TestProjectInlineConfiguration {
  // A project with no file would fall back to vitest's default include: give it a pattern that matches nothing.
  const include = files.length > 0 ? files.map((file) => file.path) : [`${name}-has-no-files`];
  return { extends: true, test: { name, include, isolate } };
}

const files = testFiles();
const pick = (dom: boolean, isolated: boolean) => files.filter((file) => file.dom === dom && file.isolated === isolated);

export default defineConfig({
  plugins: [failableChunks()],
  test: {
    ...sharedTest,
    // Threads start faster than processes; two cores, two workers.
    pool: 'threads',
    // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache):
    // a second run skips most of the transform (docs/testing.md, "Running"). Clear it with
    // `npx vitest --clearCache` after changing the transform above.
    experimental: { fsModuleCache: true },
    maxWorkers: 2,
    // One environment per project, so a shared worker is handed file after file of its own kind.
    projects: [
      project('node', pick(false, false), false),
      project('dom', pick(true, false), false),
      project('node-own-worker', pick(false, true), true),
      project('dom-own-worker', pick(true, true), true),
    ],
  },
});

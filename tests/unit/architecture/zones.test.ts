// ESLint's zones (eslint.config.js, docs/testing.md "Lint and format") refuse each arrow that
// climbs, and let the ones that point down through: one import per case, linted as if it were
// in the named file (the file need not exist; the type-aware rules are off, the zones need no types).
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
    { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false } } },
  ],
});

/** The no-restricted-imports messages for `import { x } from '<specifier>'` in `file`. */
async function refusals(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath: file });
  const fatal = result.messages.filter((message) => message.fatal);
  if (fatal.length > 0) throw new Error(fatal.map((message) => message.message).join('; '));
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const climbing: [file: string, specifier: string, why: RegExp][] = [
  ['src/components/media/MediaView.tsx', '../../features/security/navigation', /Components are shared UI/],
  ['src/components/media/MediaView.tsx', '../../store', /Components are shared UI/],
  ['src/components/media/MediaView.tsx', '../../pages/user/AccountPanel', /Components are shared UI/],
  ['src/components/media/MediaView.tsx', '../../models/session', /Components are shared UI/],
  ['src/store/buildAppStore.ts', '../devtools/exchangeSink', /Only the entry/],
  ['src/models/session.ts', '../devtools/exchangeSink', /Only the entry/],
  ['src/store/buildAppStore.ts', '../features/auth', /The store imports no UI/],
  ['src/pages/home/lazyWorkspace.tsx', '../../routes/lazyPage', /A page imports no layout or route/],
  ['src/layouts/RootLayout.tsx', '../routes/ScrollRestoration', /A layout imports no page or route/],
  ['src/layouts/RootLayout.tsx', '../pages/home/HomePage', /A layout imports no page or route/],
  ['src/features/auth/PhoneLoginSheet.tsx', '../generate/save/share', /only through that feature's index/],
  ['src/features/generate/run/RunView.tsx', '../../auth/useStartLogin', /only through that feature's index/],
  ['src/features/auth/PhoneLoginSheet.tsx', '../../features/generate/save/share', /only through that feature's index/],
  ['src/features/auth/PhoneLoginSheet.tsx', '../../routes/pages', /A feature imports no page, layout or route/],
  ['src/utils/clipboard.ts', '../components/toast/toastStore', /leaves/],
  ['src/app/model.ts', '../models/session', /The core/],
  // The app never reaches the stand-in, from any layer.
  ['src/index.tsx', '../mocks/server/state', /imports nothing from mocks/],
  ['src/models/tasks.ts', '../../mocks/routes/tasks', /imports nothing from mocks/],
  ['src/rules/runs.ts', '../../mocks/engine/catalog', /imports nothing from mocks/],
  ['src/features/generate/run/RunView.tsx', '../../../../mocks/server/config', /imports nothing from mocks/],
  ['src/devtools/recorder.ts', '../../mocks', /imports nothing from mocks/],
  // Nor the stand-in's server libraries.
  ['src/rules/wire/guards.ts', 'valibot', /stand-in's \(mocks\/\)/],
  ['src/services/request.ts', 'hono', /stand-in's \(mocks\/\)/],
  ['src/index.tsx', '@hono/node-server', /stand-in's \(mocks\/\)/],
  ['src/app/model.ts', 'hono/body-limit', /stand-in's \(mocks\/\)/],
  ['src/models/session.ts', '@electric-sql/pglite', /stand-in's \(mocks\/\)/],
  ['src/services/request.ts', 'pg', /stand-in's \(mocks\/\)/],
  // The stand-in shares the rulebook and the words, nothing else of the app.
  ['mocks/routes/tasks.ts', '../../src/services/types', /only the rulebook/],
  ['mocks/server/views.ts', '../../src/services/api', /only the rulebook/],
  ['mocks/routes/shop.ts', '../../src/models/shop', /only the rulebook/],
  ['mocks/engine/recipes/gif.ts', '../../../src/app', /only the rulebook/],
  ['mocks/routes/tasks.test.ts', '../../src/pages/home/HomePage', /import no UI/],
  // One adapter per library: sharp only through the image adapter.
  ['mocks/engine/recipes/gif.ts', 'sharp', /image adapter/],
  ['mocks/media/exampleGifs.ts', 'sharp', /image adapter/],
];

const downward: [file: string, specifier: string][] = [
  ['src/components/media/MediaView.tsx', '../../utils/untrusted'],
  ['src/components/media/MediaView.tsx', '../../locales/useLocale'],
  ['src/store/buildAppStore.ts', '../components/toast/toastStore'],
  ['src/index.tsx', './devtools/exchangeSink'],
  ['src/App.tsx', './devtools/RecorderPanel'],
  ['src/pages/home/lazyWorkspace.tsx', '../../features/chunks/lazyPage'],
  ['src/routes/pages.ts', '../features/chunks/lazyPage'],
  ['src/layouts/RootLayout.tsx', './ScrollRestoration'],
  ['src/features/generate/workspace/useGenerate.ts', '../../auth'],
  ['src/features/generate/run/RunView.tsx', '../../auth'],
  ['src/features/generate/run/RunView.tsx', '../share'],
  ['src/features/resources/history.ts', '../generate'],
  ['src/pages/user/ResourceCard.tsx', '../../features/generate/save/resourceNames'],
  ['mocks/routes/tasks.ts', '../../src/rules/wire/types'],
  ['mocks/routes/tasks.ts', '../../src/rules/input'],
  ['mocks/server/pageWords.ts', '../../src/locales/locale'],
  ['mocks/server/router.ts', 'hono'],
  ['mocks/server/requests.ts', 'valibot'],
  ['mocks/db/database.ts', '@electric-sql/pglite'],
  ['mocks/db/database.ts', 'pg'],
  ['mocks/routes/examples.test.ts', '../../src/models/examples'],
  ['mocks/engine/adapters/image.ts', 'sharp'],
  ['mocks/engine/testing/faces.ts', 'sharp'],
  ['mocks/engine/recipes/gif.test.ts', 'sharp'],
];

/** A case lints one line; the machine may be busy (two cores shared by the whole suite). */
const CASE_MS = 20_000;

describe('the lint zones', () => {
  // Loading the config and its plugins is the slow part; once, before the cases.
  beforeAll(() => eslint.calculateConfigForFile('src/index.tsx'), 60_000);

  it.each(climbing)(
    'refuses %s importing %s',
    async (file, specifier, why) => {
      const messages = await refusals(file, specifier);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(why);
    },
    CASE_MS,
  );

  it.each(downward)('lets %s import %s', async (file, specifier) => expect(await refusals(file, specifier)).toEqual([]), CASE_MS);
});

// ESLint flat config: typescript-eslint (type-aware), react-hooks, jsx-a11y, and the import
// boundaries that keep the layers of docs/architecture.md. Formatting is Prettier's
// (`npm run format:check`); eslint-config-prettier turns off the rules it would fight.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const UI = ['components', 'pages', 'features', 'layouts', 'routes', 'App'];
/** Relative import patterns (gitignore style) that reach the sibling folder `name` of src/. */
const folder = (name) =>
  [1, 2, 3, 4].flatMap((depth) => [
    '../'.repeat(depth) + name,
    `${'../'.repeat(depth)}${name}/**`,
    `${'../'.repeat(depth)}src/${name}`,
    `${'../'.repeat(depth)}src/${name}/**`,
  ]);
const forbid = (names, message) => ({ group: names.flatMap(folder), message, caseSensitive: true });
/** The app never reaches the stand-in: mocks/ is the server's side of the wire (it shares src/rules the other way). */
const noMocks = {
  group: ['**/mocks', '**/mocks/**'],
  caseSensitive: true,
  message: 'The app imports nothing from mocks/ (the stand-in): what both need lives in src/rules.',
};
/** Nor the stand-in's server libraries (its router and request schemas): they are not the app's to ship. */
const noServerLibraries = {
  group: ['hono', 'hono/**', '@hono/**', 'valibot', '@electric-sql/**', 'pg'],
  caseSensitive: true,
  message:
    "hono, valibot and the database (PGlite, pg) are the stand-in's (mocks/): the app's checks are src/rules/wire/guards.ts.",
};
/**
 * One layer's block: its files may import nothing the groups name, nor the stand-in or its
 * libraries (one block per file: a later block would replace it).
 */
const layer = (files, ...groups) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...groups, noMocks, noServerLibraries] }] },
});
/** The QA recorder is handed in by the entry (src/index.tsx, src/App.tsx); nothing below reaches it. */
const noDevtools = forbid(
  ['devtools'],
  'Only the entry (src/index.tsx, src/App.tsx) imports src/devtools: hand what it gives in from there.',
);

/** What the stand-in may import of src/: the rulebook and the words. */
const standInSrc = {
  group: ['**/src/**', '!**/src/rules', '!**/src/rules/**', '!**/src/locales', '!**/src/locales/**'],
  caseSensitive: true,
  message:
    'The stand-in imports of src/ only the rulebook (src/rules, wire types in src/rules/wire) and the words (src/locales).',
};
/** One adapter per library: the stand-in reaches sharp through its image adapter alone. */
const noSharp = {
  name: 'sharp',
  message:
    'sharp is reached through the image adapter (mocks/engine/adapters/image.ts): add what you need there, named by its job.',
};

const subfolders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const pages = subfolders('./src/pages');
const features = subfolders('./src/features');
/** Relative patterns that reach into the folder `name` beside the importing file's top folder, from any depth below it. */
const intoSibling = (name) => [1, 2, 3, 4, 5].map((depth) => `${'../'.repeat(depth)}${name}/**`);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // JSX handlers may be async: React ignores what they return.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // An eslint-disable must say why, on the same line.
      'no-warning-comments': 'off',
    },
  },
  {
    // Tests read mocks' and fixtures' untyped values (vi.fn(), JSON). src/ is not listed: its
    // effects take every value through src/app/typedEffects.ts's `yield*`, typed, never `any`.
    files: ['tests/**', 'mocks/**/*.test.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Generated media (results, examples, voice samples) has no caption files to point a
      // <track> at; a text-to-speech result shows its text beside the player instead.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  // Layers (docs/architecture.md), bottom to top: rules, utils, locales → app (the core) →
  // services → models → store → components → features → pages, layouts → routes → the entry.
  // Each block forbids what its layer must not import: what sits above it. Import cycles,
  // type-only ones included, and features that import each other are caught by
  // tests/unit/architecture/imports.test.ts.
  // The entry files beside the layers: the stand-in is out of their reach too.
  layer(['src/*.{ts,tsx}']),
  layer(
    ['src/rules/**', 'src/utils/**', 'src/locales/**'],
    forbid(['app', 'models', 'store', 'services', ...UI], 'Rules, utils and locales are leaves: they import none of the app.'),
    noDevtools,
  ),
  layer(
    ['src/app/**'],
    forbid(
      ['models', 'store', 'services', ...UI],
      'The core (src/app) imports no model, service or UI: it is generic over the models it is given.',
    ),
    noDevtools,
  ),
  layer(['src/services/**'], forbid(['models', 'store', ...UI], 'Services import no model and no UI.'), noDevtools),
  layer(['src/models/**'], forbid(['store', ...UI], 'Models import no UI (and not the composition root).'), noDevtools),
  layer(
    ['src/store/**'],
    forbid(
      ['features', 'pages', 'layouts', 'routes', 'App'],
      'The store imports no UI but the toast it notifies through (components/toast).',
    ),
    noDevtools,
  ),
  layer(
    ['src/components/**'],
    forbid(
      ['app', 'models', 'store', 'services', 'features', 'pages', 'layouts', 'routes', 'App'],
      'Components are shared UI: they import no feature, page, store, model or service (take what they need as props).',
    ),
    noDevtools,
  ),
  ...features.map((feature) =>
    layer(
      [`src/features/${feature}/**`],
      forbid(['pages', 'layouts', 'routes', 'App'], 'A feature imports no page, layout or route.'),
      {
        // `../auth` (its index) is allowed; `../auth/useStartLogin` is not.
        group: features
          .filter((other) => other !== feature)
          .flatMap((other) => [...intoSibling(other), `**/features/${other}/**`]),
        caseSensitive: true,
        message: "A feature reaches another only through that feature's index (`../other`), never its files.",
      },
      noDevtools,
    ),
  ),
  ...pages.map((page) =>
    layer(
      [`src/pages/${page}/**`],
      {
        group: pages
          .filter((other) => other !== page)
          .flatMap((other) => [`../${other}`, `../${other}/**`, `**/pages/${other}`, `**/pages/${other}/**`]),
        caseSensitive: true,
        message: 'A page imports no other page: move what two pages share to features/ or components/.',
      },
      forbid(['layouts', 'routes', 'App'], 'A page imports no layout or route: the routes put pages in their layouts.'),
      noDevtools,
    ),
  ),
  layer(
    ['src/layouts/**'],
    forbid(['pages', 'routes', 'App'], 'A layout imports no page or route: the routes put pages in it.'),
    noDevtools,
  ),
  layer(['src/routes/**'], forbid(['App'], 'The routes are imported by the app, not the other way.'), noDevtools),
  layer(
    ['src/devtools/**'],
    forbid(['features', 'pages', 'layouts', 'routes', 'App'], 'The dev tools work on the store and services, not on the UI.'),
  ),
  {
    // The stand-in is the server's side of the wire: of src/ it shares the rulebook (src/rules,
    // the wire types among it) and the words it answers in (src/locales), nothing of the app.
    // Its tests may reach further: they check the two sides agree (the page's labels, its checks).
    // One adapter per library: sharp only through mocks/engine/adapters/image.ts (tests and
    // their kits, mocks/**/testing/, check pictures with it directly).
    files: ['mocks/**'],
    ignores: ['mocks/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [standInSrc], paths: [noSharp] }] },
  },
  {
    files: ['mocks/engine/adapters/image.ts', 'mocks/**/testing/**'],
    ignores: ['mocks/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [standInSrc] }] },
  },
  {
    files: ['mocks/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...UI, 'devtools'].flatMap((name) => [`**/src/${name}`, `**/src/${name}/**`]),
              caseSensitive: true,
              message: "The stand-in's tests import no UI: they share rules (src/rules) and wire types only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);

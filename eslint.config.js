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

const pages = readdirSync(new URL('./src/pages', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    // redux-saga types every `yield` result as any; each one is annotated where it lands
    // (`const answer: Answer<T> = yield call(…)`), which is the type the code relies on.
    files: ['src/models/**', 'src/app/**', 'src/store/**', 'tests/**', 'mocks/**/*.test.ts'],
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
  // Layers (docs/architecture.md): each block forbids what that layer must not import.
  {
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['models', 'store', 'services', ...UI],
              'The core (src/app) imports no model, service or UI: it is generic over the models it is given.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [forbid(['models', 'store', ...UI], 'Services import no model and no UI.')] },
      ],
    },
  },
  {
    files: ['src/models/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [forbid(['store', ...UI], 'Models import no UI (and not the composition root).')] },
      ],
    },
  },
  {
    files: ['src/rules/**', 'src/utils/**', 'src/locales/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['app', 'models', 'store', 'services', ...UI],
              'Rules, utils and locales are leaves: they import none of the app.',
            ),
          ],
        },
      ],
    },
  },
  ...pages.map((page) => ({
    files: [`src/pages/${page}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: pages
                .filter((other) => other !== page)
                .flatMap((other) => [`../${other}`, `../${other}/**`, `**/pages/${other}`, `**/pages/${other}/**`]),
              caseSensitive: true,
              message: 'A page imports no other page: move what two pages share to features/ or components/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: UI.flatMap((name) => [`**/src/${name}`, `**/src/${name}/**`]),
              caseSensitive: true,
              message: 'The stand-in imports no UI: it shares rules (src/rules) and wire types only.',
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

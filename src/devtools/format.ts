// The saved file is laid out as the project lays out its code: prettier with the repository's
// own settings (.prettierrc.json), so a recording committed as it is passes `prettier --check`.
// Prettier's standalone build and its Babel TypeScript parser load only when a recording is
// saved, in a chunk of their own (about 170 kB gzip): never with the panel, never in production.
import settings from '../../.prettierrc.json';

const TRAILING_COMMAS = ['all', 'es5', 'none'] as const;
/** The repository's settings, checked: a JSON file's values are plain strings to the compiler. */
const options = {
  printWidth: settings.printWidth,
  singleQuote: settings.singleQuote,
  trailingComma: TRAILING_COMMAS.find((value) => value === settings.trailingComma),
};

export async function formatTestFile(text: string): Promise<string> {
  const [prettier, babel, estree] = await Promise.all([
    import(/* webpackChunkName: "recorder-prettier" */ 'prettier/standalone'),
    import(/* webpackChunkName: "recorder-prettier" */ 'prettier/plugins/babel'),
    import(/* webpackChunkName: "recorder-prettier" */ 'prettier/plugins/estree'),
  ]);
  return prettier.format(text, { ...options, parser: 'babel-ts', plugins: [babel, estree] });
}

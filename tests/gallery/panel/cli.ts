// `npm run panel -- <command> …`: blind panels that judge the engine's results as users would
// (issues 36 and 37: each style looks like its name and like the person). Render the same
// results in two checkouts, make blind A/B pairs of the ones that differ, give a judge the
// brief, tally the answers; or show one folder's results without their names and count how
// many styles a reader recognises. Folders default to test-results/panel/ (git-ignored;
// PANEL_DIR moves it), as `npm run gallery` writes to test-results/gallery/.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_ABSOLUTE_SEED, makeAbsolute } from './absolute';
import { BRIEFS, isBriefKind, judgeBrief } from './brief';
import { readItemAnswers, readItemKey, readPairAnswers, readPairKey } from './files';
import { DEFAULT_PAIRS_SEED, makePairs } from './pairs';
import { recognitionLines, tallyRecognition } from './recognition';
import { render, renderAsk } from './render';
import { tallyLines, tallyPairs } from './tally';

const ROOT = path.resolve(process.env.PANEL_DIR ?? 'test-results/panel');
const folder = (given: string | undefined, name: string) => (given ? path.resolve(given) : path.join(ROOT, name));

const USAGE = `npm run panel -- <command> …
  render <tool> <styles,|all> <seeds,> <samples,> [outDir]  the results and each <sample>-photo.png
  pairs <dirA> <dirB> [outDir] [seed=${DEFAULT_PAIRS_SEED}]  blind A/B pairs of the results that differ
  tally [pairsDir]  <pairsDir>/answers.json against its key.json
  absolute <dir> [outDir] [seed=${DEFAULT_ABSOLUTE_SEED}]  the results without their names
  abstally [absoluteDir]  which styles the reader named, and the scores
  judge-brief [${BRIEFS.join('|')}]  the brief a judge is given
Folders not given: ${ROOT}/results, pairs and absolute (PANEL_DIR moves them).`;

function seedOf(word: string | undefined, fallback: number): number {
  if (word === undefined) return fallback;
  const seed = Number(word);
  if (!Number.isSafeInteger(seed)) throw new Error(`a seed is a whole number (got ${word})`);
  return seed;
}

const readIn = (dir: string, file: string) => readFile(path.join(dir, file), 'utf8');

async function run(command: string | undefined, words: string[]): Promise<void> {
  switch (command) {
    case 'render': {
      const [tool, styles, seeds, samples, out] = words;
      if (!samples) throw new Error(USAGE);
      return render(renderAsk(tool, styles, seeds, samples), folder(out, 'results'));
    }
    case 'pairs': {
      const [dirA, dirB, out, seed] = words;
      if (!dirB) throw new Error(USAGE);
      await makePairs(dirA, dirB, folder(out, 'pairs'), seedOf(seed, DEFAULT_PAIRS_SEED));
      return;
    }
    case 'tally': {
      const dir = folder(words[0], 'pairs');
      const key = readPairKey(await readIn(dir, 'key.json'), path.join(dir, 'key.json'));
      const answers = readPairAnswers(await readIn(dir, 'answers.json'), path.join(dir, 'answers.json'));
      console.log(tallyLines(key, tallyPairs(key, answers)).join('\n'));
      return;
    }
    case 'absolute': {
      const [dir, out, seed] = words;
      if (!dir) throw new Error(USAGE);
      await makeAbsolute(dir, folder(out, 'absolute'), seedOf(seed, DEFAULT_ABSOLUTE_SEED));
      return;
    }
    case 'abstally': {
      const dir = folder(words[0], 'absolute');
      const key = readItemKey(await readIn(dir, 'key.json'), path.join(dir, 'key.json'));
      const answers = readItemAnswers(await readIn(dir, 'answers.json'), path.join(dir, 'answers.json'));
      console.log(recognitionLines(tallyRecognition(key, answers)).join('\n'));
      return;
    }
    case 'judge-brief': {
      const kind = words[0] ?? 'pairs';
      if (!isBriefKind(kind)) throw new Error(`judge-brief: pairs or absolute (got ${kind})`);
      process.stdout.write(await judgeBrief(kind));
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

const [command, ...words] = process.argv.slice(2);
try {
  await run(command, words);
  // The face models keep the event loop alive after a render.
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// `npm run panel -- pairs <dirA> <dirB> [outDir] [seed]`: a blind A/B panel of two rendered
// folders (main's and a branch's, `render`). Every result file in both whose bytes differ becomes
// pair-NN.png (the two side by side, or clips' strips of the same moments, where they differ
// most, one above the other: pairStrips.ts) and pair-NN-photo.png
// (the photo it was made from); the pairs come in a seeded shuffled order and version A is first
// in half of them (shuffle.ts). key.json says which side is A; the judge never opens it.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeStill } from '../../../mocks/engine/adapters/image';
import type { PairKey } from './files';
import { isMotionFile, parseResultName } from './names';
import { copyPhoto } from './photo';
import { pairStrips } from './pairStrips';
import { pairPicture, panelPicture } from './picture';
import { panelChance } from './shuffle';

export const DEFAULT_PAIRS_SEED = 7;

/** Result files in both folders whose bytes differ (identical ones tell a judge nothing), by name. */
async function differingFiles(dirA: string, dirB: string): Promise<{ differing: string[]; both: number }> {
  const [inA, inB] = await Promise.all([readdir(dirA), readdir(dirB)]);
  const both = inA.filter((file) => parseResultName(file) && inB.includes(file)).sort();
  // A result made in one checkout only (a failed recipe, a style one side lacks) cannot be paired: say so.
  const alone = [...inA.filter((file) => !inB.includes(file)), ...inB.filter((file) => !inA.includes(file))];
  const unpaired = alone.filter((file) => parseResultName(file));
  if (unpaired.length) console.log(`in one folder only, not paired: ${unpaired.join(', ')}`);
  const differing: string[] = [];
  for (const file of both) {
    const [a, b] = await Promise.all([readFile(path.join(dirA, file)), readFile(path.join(dirB, file))]);
    if (!a.equals(b)) differing.push(file);
  }
  return { differing, both: both.length };
}

export async function makePairs(dirA: string, dirB: string, out: string, seed: number): Promise<PairKey> {
  const { differing, both } = await differingFiles(dirA, dirB);
  await mkdir(out, { recursive: true });
  const chance = panelChance(seed);
  const order = chance.order(differing);
  const firsts = chance.aFirst(order.length);
  const key: PairKey = { a: path.resolve(dirA), b: path.resolve(dirB), seed, pairs: [] };
  for (const [index, file] of order.entries()) {
    const pair = String(index + 1).padStart(2, '0');
    const motion = isMotionFile(file);
    const [fileA, fileB] = [path.join(dirA, file), path.join(dirB, file)];
    const [a, b] = motion ? await pairStrips(fileA, fileB) : await Promise.all([panelPicture(fileA), panelPicture(fileB)]);
    const [first, second] = firsts[index] ? [a, b] : [b, a];
    await writeFile(path.join(out, `pair-${pair}.png`), await encodeStill(await pairPicture(first, second, motion), 'png'));
    const sample = parseResultName(file)?.sample ?? '';
    if (!(await copyPhoto(dirA, sample, path.join(out, `pair-${pair}-photo.png`))))
      console.log(`pair ${pair}: no ${sample}-photo.png in ${dirA}`);
    const aSide = motion ? (firsts[index] ? 'top' : 'bottom') : firsts[index] ? 'left' : 'right';
    key.pairs.push({ pair, file, aSide });
  }
  await writeFile(path.join(out, 'key.json'), `${JSON.stringify(key, null, 1)}\n`);
  console.log(`${differing.length} differing of ${both} results in both; pairs in ${out}`);
  return key;
}

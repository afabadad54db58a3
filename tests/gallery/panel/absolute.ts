// `npm run panel -- absolute <dir> [outDir] [seed]`: an absolute panel of one rendered folder.
// Each result becomes item-NN.png with no name on it (a clip as its strip of frames) and
// item-NN-photo.png, in a seeded shuffled order so styles and samples are interleaved; the
// reader names each item's style and scores it, and `abstally` says how many styles were
// recognised (issue 36: every style looks like its name). key.json says which file each item is.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeStill } from '../../../mocks/engine/adapters/image';
import type { ItemKey } from './files';
import { parseResultName } from './names';
import { copyPhoto } from './photo';
import { panelPicture } from './picture';
import { panelChance } from './shuffle';

export const DEFAULT_ABSOLUTE_SEED = 3;

export async function makeAbsolute(dir: string, out: string, seed: number): Promise<ItemKey> {
  const files = (await readdir(dir)).filter((file) => parseResultName(file)).sort();
  await mkdir(out, { recursive: true });
  const key: ItemKey = { seed, items: [] };
  for (const [index, file] of panelChance(seed).order(files).entries()) {
    const item = String(index + 1).padStart(2, '0');
    await writeFile(path.join(out, `item-${item}.png`), await encodeStill(await panelPicture(path.join(dir, file)), 'png'));
    const sample = parseResultName(file)?.sample ?? '';
    if (!(await copyPhoto(dir, sample, path.join(out, `item-${item}-photo.png`))))
      console.log(`item ${item}: no ${sample}-photo.png in ${dir}`);
    key.items.push({ item, file });
  }
  await writeFile(path.join(out, 'key.json'), `${JSON.stringify(key, null, 1)}\n`);
  console.log(`${files.length} items in ${out}`);
  return key;
}

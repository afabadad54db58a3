// The user's photo shown beside a panel's result: `<sample>-photo.png` of the rendered folder,
// fitted inside 480 px (never enlarged), so a reader judges likeness against what was uploaded.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodePhoto, encodeStill } from '../../../mocks/engine/adapters/image';
import { photoFileName } from './names';

const PHOTO_SIDE = 480;

/** Writes the photo `sample` was made from to `out`; false when `dir` has none. */
export async function copyPhoto(dir: string, sample: string, out: string): Promise<boolean> {
  const bytes = await readFile(path.join(dir, photoFileName(sample))).catch(() => undefined);
  if (!bytes) return false;
  await writeFile(out, await encodeStill(await decodePhoto(new Uint8Array(bytes), PHOTO_SIDE), 'png'));
  return true;
}

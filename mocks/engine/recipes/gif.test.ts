import sharp from 'sharp';
import { sampleFaces, samplePortrait } from '../testing/faces';
import type { Face, RecipeInput } from '../types';
import { GIF_CROP, gif } from './gif';
import { cropArea } from './motion/source';
import { correlation, differenceInsideOutside, gifPage, tiny } from '../testing/motion';
import { prepared } from '../testing/prepared';

let photo: Uint8Array;
let faces: Face[];
const made = new Map<string, Promise<Uint8Array>>();
// Rendering and encoding take seconds, longer while other work shares the two cores.
const SLOW = 300_000;

/** The GIF of a style and seed, made once for all tests. */
function gifOf(style: string, seed: number, progress: (percent: number) => void = () => undefined): Promise<Uint8Array> {
  const key = `${style}/${seed}`;
  let bytes = made.get(key);
  if (!bytes) {
    bytes = prepared(photo, faces).then(async (ready) => {
      const input: RecipeInput = { tool: 'gif', style, seed, ...ready };
      return (await gif(input, progress)).bytes;
    });
    made.set(key, bytes);
  }
  return bytes;
}

beforeAll(async () => {
  photo = await samplePortrait('woman');
  faces = await sampleFaces('woman');
}, 300_000);

describe('gif recipe', () => {
  it(
    'writes a looping animated GIF of the head, at most 512 px, reporting progress to 100',
    async () => {
      const progress: number[] = [];
      const bytes = await gifOf('talk', 1, (percent) => progress.push(percent));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('gif');
      expect(meta.pages).toBeGreaterThanOrEqual(12);
      expect(meta.loop).toBe(0);
      expect(Math.max(meta.width ?? 0, meta.pageHeight ?? meta.height ?? 0)).toBeLessThanOrEqual(512);
      expect(progress.length).toBeGreaterThan(10);
      expect(progress.every((value, index) => index === 0 || value >= progress[index - 1])).toBe(true);
      expect(progress.at(-1)).toBe(100);
    },
    SLOW,
  );

  it(
    'moves the face, not the background: frames differ inside the face box far more than outside',
    async () => {
      const bytes = await gifOf('talk', 1);
      const area = cropArea((await sharp(photo).metadata()).autoOrient, faces[0], GIF_CROP);
      const scale = area.outWidth / area.width;
      const [left, top, width, height] = faces[0].box;
      const box = {
        left: (left - area.left) * scale,
        top: (top - area.top) * scale,
        right: (left + width - area.left) * scale,
        bottom: (top + height - area.top) * scale,
      };
      const first = await gifPage(bytes, 0);
      const pages = (await sharp(bytes).metadata()).pages ?? 1;
      let inside = 0;
      let outside = 0;
      for (let page = 1; page < pages; page++) {
        const difference = differenceInsideOutside(first, await gifPage(bytes, page), box);
        inside = Math.max(inside, difference.inside);
        outside = Math.max(outside, difference.outside);
      }
      expect(inside).toBeGreaterThan(1.5);
      expect(inside).toBeGreaterThan(outside * 3);
    },
    SLOW,
  );

  it(
    "starts from the user's own photo: frame 0 correlates with the photo's crop",
    async () => {
      const bytes = await gifOf('talk', 1);
      const area = cropArea((await sharp(photo).metadata()).autoOrient, faces[0], GIF_CROP);
      const crop = sharp(photo).extract({ left: area.left, top: area.top, width: area.width, height: area.height });
      const frame = sharp(await sharp(bytes, { page: 0 }).png().toBuffer());
      expect(correlation(await tiny(crop), await tiny(frame))).toBeGreaterThan(0.9);
    },
    SLOW,
  );

  it(
    'makes two templates differently',
    async () => {
      const talk = await gifOf('talk', 1);
      const cry = await gifOf('cry', 1);
      const difference = differenceInsideOutside(await gifPage(talk, 8), await gifPage(cry, 8), {
        left: 0,
        top: 0,
        right: Infinity,
        bottom: Infinity,
      });
      expect(difference.inside).toBeGreaterThan(1);
    },
    SLOW,
  );

  it(
    'varies with the seed, and the same seed gives the same bytes',
    async () => {
      const first = await gifOf('talk', 1);
      const again = (await gif({ tool: 'gif', style: 'talk', seed: 1, ...(await prepared(photo, faces)) }, () => undefined))
        .bytes;
      const other = await gifOf('talk', 2);
      expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
      expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
    },
    SLOW,
  );

  it(
    'refuses a photo without a face mesh',
    async () => {
      await expect(
        gif({ tool: 'gif', style: 'talk', seed: 1, photo: (await prepared(photo)).photo, faces: [] }, () => undefined),
      ).rejects.toThrow(/face/);
    },
    SLOW,
  );
});

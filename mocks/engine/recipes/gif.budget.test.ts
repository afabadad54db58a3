// The GIF's frame rate, length and weight (issue 37: at least 15 frames a second, at most
// 1.5 MB for about 2.5 s at 480 px), on a photo large enough for the full 480 px head crop, for
// the quietest template (talk) and one whose whole head moves (girl: a swaying tilt).
import sharp from 'sharp';
import { detectFaces } from '../adapters/faces';
import { samplePortrait } from '../testing/faces';
import { prepared } from '../testing/prepared';
import type { RecipeInput } from '../types';
import { gif } from './gif';

// Rendering and encoding take seconds, longer while other work shares the two cores.
const SLOW = 300_000;

let ready: Pick<RecipeInput, 'photo' | 'faces'>;

beforeAll(async () => {
  // The sample woman enlarged to a phone photo's face size, so the crop is not limited by the photo.
  const photo = new Uint8Array(
    await sharp(await samplePortrait('woman'))
      .resize({ width: 1400 })
      .png()
      .toBuffer(),
  );
  ready = await prepared(photo, await detectFaces(photo));
}, 300_000);

describe.each(['talk', 'girl'])('gif %s, 480 px', (style) => {
  it(
    'plays at 15 frames a second or more, about 2.5 s, in at most 1.5 MB',
    async () => {
      const { bytes } = await gif({ tool: 'gif', style, seed: 1, ...ready }, () => undefined);
      const meta = await sharp(bytes).metadata();
      expect(meta.width).toBe(480);
      // sharp gives an animation's page size as its height.
      expect(meta.height).toBe(480);
      const delays = meta.delay ?? [];
      expect(delays).toHaveLength(meta.pages ?? 0);
      // Every frame, not only on average: no frame shows longer than a 15th of a second.
      expect(Math.max(...delays)).toBeLessThanOrEqual(1000 / 15);
      const seconds = delays.reduce((sum, delay) => sum + delay, 0) / 1000;
      expect(seconds).toBeGreaterThan(2.2);
      expect(seconds).toBeLessThan(2.9);
      expect(bytes.byteLength).toBeLessThanOrEqual(1_500_000);
    },
    SLOW,
  );
});

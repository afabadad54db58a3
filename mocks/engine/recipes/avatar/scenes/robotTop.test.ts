// The robot's head shell and antennas inside the finished picture: readers saw "the antenna bulbs
// cut off by the top edge" on close shots, where the camera's move over the finished scene
// (reframePicture) took the picture's top. The scene tells it the highest row it drew
// (SceneDrawing.keepFrom), and the antennas are only as long as the picture has room for.
import { drawSvg } from '../../../adapters/image';
import { framedPerson } from '../../../testing/people';
import { createRgb } from '../../shared/raster';
import { reframePicture } from '../../shared/reframe';
import { variationOf } from '../../shared/variation';
import { measureFace } from '../clip';
import { drawRobot, robot } from './robot';

const SLOW = 600_000;

/** Seeds 1–4 take every look: a close shot to either side, the photo's framing and a wide one. */
const SEEDS = [1, 2, 3, 4] as const;

/**
 * The most opaque pixel of the head's drawing (the shell, its rim and the antennas: the front
 * layer) in the finished picture's top `rows`, 0–1, for `person` at `seed`; with `keep` false
 * the camera is not told the top the drawing reaches.
 */
async function topCover(person: string, seed: number, rows: number, keep = true): Promise<number> {
  const { portrait, random } = await framedPerson(person, robot, seed);
  const drawing = drawRobot(measureFace(portrait, false), random);
  const front = await drawSvg(drawing.front, { alpha: true });
  const alpha = createRgb(front.width, front.height);
  for (let i = 0; i < front.width * front.height; i++) alpha.data[i * 3] = front.data[i * 4 + 3] / 255;
  const framed = reframePicture(alpha, variationOf(seed), keep ? drawing.keepFrom : undefined);
  let most = 0;
  for (let i = 0; i < framed.width * rows; i++) most = Math.max(most, framed.data[i * 3]);
  return most;
}

describe("the robot's head inside the picture", () => {
  it(
    'keeps every antenna and the shell off the picture’s top rows, close shots too',
    async () => {
      for (const person of ['woman', 'man', 'older-man', 'bald-man', 'dark-woman', 'asian-woman', 'dark-man'])
        for (const seed of SEEDS) {
          const cover = await topCover(person, seed, 3);
          expect(cover, `${person} at seed ${seed}`).toBeLessThan(0.05);
        }
    },
    SLOW,
  );
});

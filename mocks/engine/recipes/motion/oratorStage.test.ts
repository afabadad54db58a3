// The speech's (演讲) stage as a person sees it (issue 37, fifty-seventh stop: the stage's mic and
// spotlight won every pair, but readers saw "a crude shaded ball on a stick that floats with no
// hand", "a sphere-on-stick sticker", and "the white shirt turned grey"). Measured on the real
// engine: the mic's own layer (microphone.ts), and the first frame of the clip as frames.ts draws
// it, against the photo.
import { galleryFaceCrops, gifClock } from '../../testing/motionFaces';
import { renderFrames } from './frames';
import { micCover, microphoneOf } from './microphone';
import { gifMotions } from './templates';
import { variationOf } from './variation';

const SLOW = 300_000;
const PEOPLE = ['receding-man', 'older-man', 'woman', 'dark-man'] as const;
const crops = galleryFaceCrops(PEOPLE);

beforeAll(() => crops.load(), SLOW);

describe("the speech's (演讲) stage (issue 37)", () => {
  it.each(PEOPLE)(
    'on the %s, the mic stands on an upright pole that reaches the bottom edge',
    (person) => {
      const { picture, mesh } = crops.get(person);
      const mic = microphoneOf(picture, mesh);
      expect(mic).not.toBeNull();
      if (!mic) return;
      const { radius } = mic.place;
      // The columns the mic covers (over half) in a row, as their middle and their width.
      const run = (row: number) => {
        const covered: number[] = [];
        for (let column = 0; column < picture.width; column++) if (micCover(mic, column, row) > 0.5) covered.push(column);
        const width = covered.length;
        return { width, middle: width ? covered.reduce((sum, column) => sum + column, 0) / width : NaN };
      };
      const bottom = run(picture.height - 1);
      const above = run(picture.height - 1 - Math.round(radius / 2));
      // What meets the bottom edge is a pole at least half the grille wide, standing straight up.
      // Measured: 0.60, 0.60, 0.62 and 0.60 of the grille's radius wide, not moving sideways at
      // all over half a radius. Before, the long handle ran out of the picture there, 1.6–2.2
      // radii wide and slanting 0.46–0.54 radii over half a radius (the woman's a pole 0.29 wide).
      expect(bottom.width / radius).toBeGreaterThan(0.5);
      expect(Math.abs(bottom.middle - above.middle) / radius).toBeLessThan(0.1);
    },
    SLOW,
  );

  it.each(PEOPLE)(
    'on the %s, the body under the face keeps its own light',
    async (person) => {
      const { picture, mesh } = crops.get(person);
      const mic = microphoneOf(picture, mesh);
      const { count, seconds } = gifClock('trump1');
      const run = { picture, mesh, motion: gifMotions.trump1, vary: variationOf(1, 'trump1'), count, seconds, progressTo: 70 };
      let first: Uint8Array | null = null;
      for await (const frame of renderFrames(run, () => undefined)) {
        first = frame;
        break;
      }
      if (!first) throw new Error('no frame');
      // Below the chin by a tenth of the face's height to the bottom: the neck, the collar and the
      // shirt (and the room beside them), away from the mic and its shadow.
      const faceHeight = mesh[152][1] - mesh[10][1];
      let shown = 0;
      let photo = 0;
      for (let row = Math.round(mesh[152][1] + faceHeight / 10); row < picture.height; row++) {
        for (let column = 0; column < picture.width; column++) {
          if (mic && micCover(mic, column, row) > 0) continue;
          if (mic && column >= mic.left && column < mic.right && row >= mic.top)
            if (mic.shadow.data[(row - mic.top) * mic.shadow.width + column - mic.left] > 0.01) continue;
          const at = (row * picture.width + column) * 3;
          shown += first[at] + first[at + 1] + first[at + 2];
          photo += picture.data[at] + picture.data[at + 1] + picture.data[at + 2];
        }
      }
      // Measured: the receding man 1.00, the older man 1.03, the woman 0.97, the dark man 0.98 of
      // the photo's light; 0.66, 0.79, 0.50 and 0.70 with the light an ellipse round the face
      // alone, his white shirt grey.
      expect(shown / photo).toBeGreaterThan(0.9);
    },
    SLOW,
  );
});

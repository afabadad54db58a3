// The speech (演讲) opens the jaw no wider than talk (说话) does (issue 37, fifty-seventh stop: every
// blind reader saw "the jaw stretched into a rubbery open mouth that stops looking like her", "her
// jaw and face stretched badly in the wide-mouth frames"). Its vowels were opened 1.1 times the
// syllable's and 0.3 more on a stress, past talk's widest. Measured on the real engine's mouth plan
// (mouthWarp.ts planMouth: the chin's drop in pixels) for each person's own mouth, every GIF frame
// of seeds 1–4.
import { galleryFaceCrops, gifClock } from '../../testing/motionFaces';
import { motionFace } from './frames';
import { planMouth } from './mouthWarp';
import { gifMotions } from './templates';
import { variationOf } from './variation';

const SLOW = 300_000;
const PEOPLE = ['older-man', 'woman', 'brunette'] as const;
const crops = galleryFaceCrops(PEOPLE);

beforeAll(() => crops.load(), SLOW);

/** The chin's largest drop (pixels) a GIF template draws on a face's mouth over seeds 1–4. */
function widestJaw(person: string, template: string): number {
  const { picture, mesh } = crops.get(person);
  const { mouth } = motionFace(picture, mesh).face;
  const { count, seconds } = gifClock(template);
  let widest = 0;
  for (const seed of [1, 2, 3, 4]) {
    const vary = variationOf(seed, template);
    for (let index = 0; index < count; index++) {
      const pose = gifMotions[template].template({ t: index / count, seconds }, vary);
      widest = Math.max(widest, planMouth(mouth, pose).jawDrop);
    }
  }
  return widest;
}

describe('the speech (演讲) keeps the face its own (issue 37)', () => {
  it.each(PEOPLE)(
    'on the %s, the jaw drops no further than talk drops it',
    (person) => {
      const speech = widestJaw(person, 'trump1');
      const talk = widestJaw(person, 'talk');
      // Measured: 0.76 of talk's on every face (the drop is in proportion to the pose's opening);
      // 1.20 before, with vowels opened 1.1 and stresses 0.3 more.
      expect(speech / talk).toBeLessThan(0.85);
    },
    SLOW,
  );
});

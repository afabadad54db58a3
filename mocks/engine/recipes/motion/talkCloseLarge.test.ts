// A very large own gap pressed shut (mouthClose.ts, issue 37, session 55): the dark man's pressed
// talk lost to a blind reader, "the smile vanishes behind the hair, two white flecks like fangs"
// (his upper lip met the dark under his teeth on a hard line, his teeth's ends past the mesh's
// corners stayed). Now his lips close to a thin dark parting over a lower lip drawn from his upper
// lip's colours, and the gap is closed out past the corners. Measured on his pressed mouth (talk's
// pose, mouthOpen −1, the head still), against his cheeks' grey: the teeth left out to past the
// corners, and under the parting (the darkest row of the mouth's middle columns) a lip, not dark.
import { beforeAll, describe, expect, it } from 'vitest';
import { cheekGrey, drawPose, galleryFaceCrops, greyAt } from '../../testing/motionFaces';
import { globalX, globalY, profileAt } from './frame';
import { motionFace } from './frames';
import { restingPose } from './pose';

const SLOW = 300_000;
const crops = galleryFaceCrops(['dark-man']);
/** Teeth are this much lighter than the cheeks' grey. */
const LIGHTER = 1.1;

beforeAll(() => crops.load(), SLOW);

function pressed(): { teeth: number; ownTeeth: number; lipUnder: number } {
  const crop = crops.get('dark-man');
  const { picture } = crop;
  const { face } = motionFace(picture, crop.mesh);
  const mouth = face.mouth;
  const w = mouth.halfWidth;
  const pose = restingPose();
  pose.mouthOpen = -1;
  pose.smile = 0.12;
  const frame = drawPose(crop, face, pose);
  const skin = cheekGrey(crop);
  const at = (data: Uint8Array, u: number, v: number): number =>
    greyAt(data, Math.round(globalY(mouth.frame, u, v)) * picture.width + Math.round(globalX(mouth.frame, u, v)));
  // Teeth from past one corner to past the other (1.4 half widths), from above the upper inner
  // lip to the gap's lower edge, in the photo and in the pressed frame.
  let teeth = 0;
  let ownTeeth = 0;
  const lowest = profileAt(mouth.lowerInner, 0);
  for (let u = Math.round(-1.4 * w); u <= 1.4 * w; u++)
    for (let v = Math.round(-0.15 * w); v <= lowest; v++) {
      teeth += at(frame, u, v) > LIGHTER * skin ? 1 : 0;
      ownTeeth += at(picture.data, u, v) > LIGHTER * skin ? 1 : 0;
    }
  // Down the middle columns: the darkest row from the upper lip to halfway down the photo's gap
  // (the lips meet at 0.4 of it), and the mean grey of the band a tenth to a quarter of the half
  // width under it.
  let under = 0;
  let columns = 0;
  for (let u = Math.round(-0.3 * w); u <= 0.3 * w; u++) {
    let darkest = 0;
    let darkestGrey = Infinity;
    for (let v = Math.round(-0.1 * w); v <= 0.5 * lowest; v++) {
      const grey = at(frame, u, v);
      if (grey < darkestGrey) [darkest, darkestGrey] = [v, grey];
    }
    let sum = 0;
    let count = 0;
    for (let v = Math.round(darkest + 0.1 * w); v <= darkest + 0.25 * w; v++, count++) sum += at(frame, u, v);
    under += sum / count;
    columns++;
  }
  return { teeth, ownTeeth, lipUnder: under / columns / skin };
}

describe('a very large own gap pressed shut (issue 37)', () => {
  // Measured: teeth pixels 31 of the photo's 2411 (before: 230, the flecks at the corners); under
  // the parting 1.00 of the cheeks' grey (before 0.23: the dark under his teeth). Both fail before.
  it(
    'the dark man: no teeth left at the corners, a lip under the parting',
    () => {
      const { teeth, ownTeeth, lipUnder } = pressed();
      const numbers = `teeth ${teeth} of ${ownTeeth}, under the parting ${lipUnder.toFixed(2)}`;
      expect(ownTeeth, numbers).toBeGreaterThan(1000);
      expect(teeth / ownTeeth, numbers).toBeLessThan(0.03);
      expect(lipUnder, numbers).toBeGreaterThan(0.4);
    },
    SLOW,
  );
});

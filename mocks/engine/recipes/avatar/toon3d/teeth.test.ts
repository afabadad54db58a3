// A toothy grin drawn as a toon grin: the nineteenth blind panel saw the dark man's wide grin as
// "a dark gaping mouth with one white tooth" in pixar and disney (the photo's bright shape, an oval
// a third of the mouth's width, painted white inside a dark opening).
import { prepared } from '../../../testing/prepared';
import { photoOfPerson } from '../../../testing/people';
import { alignFace, headAndShoulders } from '../align';
import { centreOf, distance } from '../landmarks';
import { PIXAR_SHAPE } from '../pix/pixar';
import { createRandom } from '../../shared/random';
import { createRgb } from '../../shared/raster';
import { toonFigure, type ToonFigure } from './render';
import { findTeeth, paintTeeth } from './teeth';

const SLOW = 900_000;
let darkMan: ToonFigure | undefined;

beforeAll(async () => {
  const { bytes, faces } = await photoOfPerson('dark-man');
  const ready = await prepared(bytes, faces);
  const portrait = await alignFace(ready.photo, ready.faces![0], headAndShoulders(createRandom(1)));
  darkMan = await toonFigure(portrait, PIXAR_SHAPE, true);
}, SLOW);

function luma(data: Float32Array, p: number): number {
  return 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
}

describe('a toothy grin in the 3D toons', () => {
  it('is an upper row of teeth across the opening with the dark inside below it', () => {
    if (!darkMan) throw new Error('no figure of the dark man');
    const { soft, face, tone } = darkMan;
    const teeth = findTeeth(soft, face, tone);
    expect(teeth).not.toBeNull();
    if (!teeth) return;
    const picture = createRgb(soft.width, soft.height);
    picture.data.fill(0.5);
    paintTeeth(picture, face, teeth, [0.1, 0.05, 0.1], 0, [0.25, 0.15, 0.12]);
    const { width, data } = picture;
    const [cx, cy] = centreOf(face, [13, 14]);
    const mouthWidth = distance(face[61], face[291]);
    const left = Math.round(Math.min(face[61][0], face[291][0]));
    const right = Math.round(Math.max(face[61][0], face[291][0]));
    const rows = [Math.round(cy - mouthWidth * 0.05), Math.round(cy + mouthWidth * 0.4)];
    // The share of the mouth's width, corner to corner, with a tooth (white) in its column.
    let bright = 0;
    for (let x = left; x <= right; x++) {
      let found = false;
      for (let y = rows[0]; y <= rows[1] && !found; y++) found = luma(data, (y * width + x) * 3) > 0.7;
      if (found) bright++;
    }
    // Before: 0.32 (the photo's oval, a third of the width); now 0.77, all but the dark corners.
    expect(bright / (right - left + 1)).toBeGreaterThan(0.65);
    // Down the middle: teeth, then the darker inside under them (0.11 of the mouth's width).
    let lowestTooth = -1;
    for (let y = rows[0]; y <= rows[1]; y++) if (luma(data, (y * width + Math.round(cx)) * 3) > 0.7) lowestTooth = y;
    expect(lowestTooth).toBeGreaterThan(0);
    let darkBelow = 0;
    for (let y = lowestTooth + 1; y <= rows[1]; y++) if (luma(data, (y * width + Math.round(cx)) * 3) < 0.25) darkBelow++;
    expect(darkBelow).toBeGreaterThan(mouthWidth * 0.04);
  });
});

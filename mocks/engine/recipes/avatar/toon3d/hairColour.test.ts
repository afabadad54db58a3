// The 3D toons' hair keeps the person's hair colour (pix/pixar, pix/disney). Blind readers saw the
// older man's black hair painted a grey-green cap: the person's matte loses his dark hair before
// the pale wall, and the matte's band round his head, read for the hair's colour, was the wall.
// Measured on a gallery face: the painted hair's median colour against the photo's own hair just
// above his forehead, where the photo shows it.
import { alignedPerson } from '../../../testing/people';
import { colourToLab } from '../../shared/colour';
import { createRgb, type Rgb } from '../../shared/raster';
import { faceFrame } from '../landmarks';
import { pixar, PIXAR_LOOK, PIXAR_SHAPE } from '../pix/pixar';
import { paintHair } from './paintMasses';
import { toonFigure, type ToonFigure } from './render';

const SLOW = 600_000;
let olderMan: ToonFigure;

beforeAll(async () => {
  const portrait = await alignedPerson('older-man', pixar);
  // As the render draws him: faceres says a man.
  olderMan = await toonFigure(portrait, PIXAR_SHAPE, true);
}, SLOW);

/** The median of each Lab channel over the pixels `at` (offsets into the picture's data). */
function medianLab(picture: Rgb, at: readonly number[]): number[] {
  const labs = at.map((p) => colourToLab([picture.data[p], picture.data[p + 1], picture.data[p + 2]]));
  return [0, 1, 2].map((c) => labs.map((lab) => lab[c]).sort((a, b) => a - b)[labs.length >> 1]);
}

/** The photo's hair just above his forehead: a disc over it in the reshaped photo, not blurred. */
function photographedHair({ toon, face }: ToonFigure): number[] {
  const { faceHeight } = faceFrame(face);
  const [cx, cy] = [face[10][0], face[10][1] - 0.12 * faceHeight];
  const radius = 0.04 * faceHeight;
  const at: number[] = [];
  for (let y = Math.floor(cy - radius); y <= cy + radius; y++)
    for (let x = Math.floor(cx - radius); x <= cx + radius; x++)
      if (Math.hypot(x - cx, y - cy) <= radius) at.push((y * toon.width + x) * 3);
  return medianLab(toon, at);
}

/** The hair as pixar paints it on a mid grey: its median colour where the hair mass is whole. */
function paintedHair({ toon, face, masses }: ToonFigure): number[] {
  const picture = createRgb(toon.width, toon.height);
  picture.data.fill(0.5);
  paintHair(picture, masses, face, { chroma: PIXAR_LOOK.chroma, sheen: PIXAR_LOOK.sheen, cel: 0, keyFromLeft: true });
  const at: number[] = [];
  for (let i = 0; i < masses.hair.data.length; i++) if (masses.hair.data[i] > 0.95) at.push(i * 3);
  return medianLab(picture, at);
}

describe("the 3D toons' hair colour", () => {
  it("paints the older man's black hair near the photo's, not the wall's grey", () => {
    const photo = photographedHair(olderMan);
    const painted = paintedHair(olderMan);
    // The photo's hair about L 21, a 2, b -2; painted from the wall it was L 46, a -3, b 8 (27 away).
    expect(photo[0]).toBeLessThan(30);
    expect(Math.hypot(photo[0] - painted[0], photo[1] - painted[1], photo[2] - painted[2])).toBeLessThan(20);
  });
});

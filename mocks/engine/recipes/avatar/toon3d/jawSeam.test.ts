// pix/pixar's jaw over the neck: the head's shadow on the neck was held off the face's oval, so on
// the oval's antialiased edge (the render blends the face's light to the neck's by it) the neck's
// unshadowed light showed through, a line a pixel or two wide brighter than the face above it and
// the neck below: "a thin light seam along the jawline", "the face pasted onto the head" to this
// stop's blind reader on both sides of every pixar pair.
import { barePixar } from '../../../testing/barePixar';
import type { Grey, Rgb } from '../../shared/raster';

const SLOW = 600_000;

function lumaAt(render: Rgb, x: number, y: number): number {
  const p = (y * render.width + x) * 3;
  return 0.299 * render.data[p] + 0.587 * render.data[p + 1] + 0.114 * render.data[p + 2];
}

/**
 * The light step on the jaw's edge under the chin, in 0–1 luma, the worst of its columns: the
 * brightest of the rows where the face's oval ends (its weight 0.1–0.9) over the brighter of the
 * face just above them and the neck just below. A form edge steps down; a seam rises above both.
 */
function seamStep(render: Rgb, face: Grey, from: number, to: number): number {
  const { width, height } = face;
  let worst = -1;
  for (let x = from; x <= to; x++) {
    let top = -1;
    let bottom = -1;
    for (let y = 0; y < height; y++) {
      const f = face.data[y * width + x];
      if (f >= 0.9) top = y;
      else if (top >= 0 && f <= 0.1) {
        bottom = y;
        break;
      }
    }
    if (top < 0 || bottom < 0 || bottom + 3 >= height) continue;
    let edge = 0;
    for (let y = top; y <= bottom; y++) edge = Math.max(edge, lumaAt(render, x, y));
    const sides = Math.max(lumaAt(render, x, top - 3), lumaAt(render, x, bottom + 3));
    worst = Math.max(worst, edge - sides);
  }
  return worst;
}

async function jawSeam(person: string): Promise<number> {
  const {
    render,
    figure: { face, masses },
  } = await barePixar(person);
  // Under the chin, the middle half of the jaw's width (its corners meet hair and the backdrop).
  const quarter = (face[397][0] - face[172][0]) / 4;
  const chin = face[152][0];
  return seamStep(render, masses.face, Math.round(chin - quarter), Math.round(chin + quarter));
}

describe("pixar's jaw over the neck", () => {
  it.each(['woman', 'brunette'])(
    'has no light seam along the jaw on %s',
    async (person) => {
      // On main 0.086 (woman) and 0.083 (brunette): some 22 levels over the face and the neck.
      expect(await jawSeam(person)).toBeLessThan(0.01);
    },
    SLOW,
  );
});

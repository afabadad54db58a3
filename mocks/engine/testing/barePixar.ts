// pix/pixar's render with nothing over the jaw and the neck but the figure itself, for the tests
// that read the jaw's edge and the neck's shading (toon3d/jawSeam.test.ts, neckShadow.test.ts):
// no rim light (its glow along the outline would hide a seam) and a black backdrop.
import { hex } from '../recipes/shared/colour';
import { createRandom } from '../recipes/shared/random';
import { createRgb, type Rgb } from '../recipes/shared/raster';
import { pixar, PIXAR_LOOK } from '../recipes/avatar/pix/pixar';
import { renderToon, toonFigure, type ToonFigure, type ToonLook } from '../recipes/avatar/toon3d/render';
import { alignedPerson } from './people';

const BARE_LOOK: ToonLook = { ...PIXAR_LOOK, rim: hex('#cfeaff'), rimStrength: 0, backdrop: (size) => createRgb(size, size) };

/**
 * The bare render of `person` at seed 1 and the figure it drew: the same shape, eyes sized by the
 * seed's first two draws as renderToon sizes them. For women only: renderToon keeps a man's jaw
 * squarer, and this figure does not.
 */
export async function barePixar(person: string): Promise<{ render: Rgb; figure: ToonFigure }> {
  const portrait = await alignedPerson(person, pixar);
  const random = createRandom(1);
  const shape = {
    ...BARE_LOOK.shape,
    eyeWidth: BARE_LOOK.shape.eyeWidth * random.between(0.97, 1.03),
    eyeHeight: BARE_LOOK.shape.eyeHeight * random.between(0.97, 1.03),
  };
  const figure = await toonFigure(portrait, shape);
  const render = await renderToon(portrait, createRandom(1), BARE_LOOK);
  return { render, figure };
}

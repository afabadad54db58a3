// A toon look's eyes painted alone (../recipes/avatar/toon3d/eyes.ts) on the sample woman's face
// as the style frames her, over a plain grey, and a count of the painted pixels near a point:
// what the eye tests of pixar and disney measure (toon3d/disneyEyes.test.ts, pixarEyes.test.ts).
import type { AvatarStyle } from '../recipes/avatar/style';
import { distance, type XY } from '../recipes/avatar/landmarks';
import { paintToonEyes, type ToonEyeOptions } from '../recipes/avatar/toon3d/eyes';
import { createRgb, type Rgb } from '../recipes/shared/raster';
import { alignedPerson } from './people';

/** The plain grey the eyes are painted over. */
const BACKGROUND = 0.6;

export interface ToonEyesProbe {
  mesh: XY[];
  /** The right eye's width (outer corner 33 to inner 133), pixels. */
  wide: number;
  /** The eyes painted with `options`, both the same size, lit from the left. */
  paint: (options: ToonEyeOptions) => Rgb;
}

export async function toonEyesProbe(style: AvatarStyle, person = 'woman'): Promise<ToonEyesProbe> {
  const aligned = await alignedPerson(person, style);
  const mesh = aligned.mesh;
  return {
    mesh,
    wide: distance(mesh[33], mesh[133]),
    paint: (options) => {
      const plain = createRgb(aligned.picture.width, aligned.picture.height);
      plain.data.fill(BACKGROUND);
      paintToonEyes(plain, mesh, { ...options, sameSize: true, keyFromLeft: true });
      return plain;
    },
  };
}

/** The pixels of `picture` within `radius` pixels of `centre` for which `keep` (its RGB, 0–1, and place) holds. */
export function pixelsNear(
  picture: Rgb,
  centre: XY,
  radius: number,
  keep: (r: number, g: number, b: number, x: number, y: number) => boolean,
): number {
  let n = 0;
  for (let y = Math.floor(centre[1] - radius); y <= centre[1] + radius; y++)
    for (let x = Math.floor(centre[0] - radius); x <= centre[0] + radius; x++) {
      if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) continue;
      if (Math.hypot(x + 0.5 - centre[0], y + 0.5 - centre[1]) > radius) continue;
      const p = (y * picture.width + x) * 3;
      if (keep(picture.data[p], picture.data[p + 1], picture.data[p + 2], x, y)) n++;
    }
  return n;
}

// 'pix/anime': an anime cel portrait of the person — the face reshaped to anime proportions
// (../toon3d: large eyes, a tiny nose, a short lower face and a pointed chin), the person cut
// out with the shared matte (../personMatte.ts) and painted in flat masses of its own shape
// (skin, hair, the top, each one lit and one shadow tone with a hard edge, the hair with a
// shine band), thin even line art along the masses and the mesh's features, big painted eyes
// with highlights, on a clean pastel backdrop. The parts are in ./anime/.
import { hex } from '../../shared/colour';
import { type Colour } from '../../shared/raster';
import { blurGrey, guidedRgb } from '../blur';
import { LIPS } from '../landmarks';
import { fillPolygon } from '../masks';
import { personMatte } from '../personMatte';
import { atHalfSize } from '../resample';
import { faceUnit, smoothSkin } from '../retouch';
import { photoStyle } from '../style';
import { paintToonEyes } from '../toon3d/eyes';
import { reshapeFace } from '../toon3d/meshWarp';
import { toonPlans, type ToonShape } from '../toon3d/proportions';
import { animeBackdrop } from './anime/backdrop';
import { paintCel, skinTones } from './anime/cel';
import { lineArt } from './anime/lines';
import { splitPerson } from './anime/regions';
import { lay } from './anime/tone';
import { drawInk } from './ink';

const INKS = ['#2b1a1f', '#1d2440', '#3a2016'].map(hex);

export const ANIME_SHAPE: ToonShape = {
  eyeWidth: 1.32,
  eyeHeight: 1.55,
  nose: 0.6,
  chinKeep: 0.84,
  chinNarrow: 0.16,
  cheeks: 1,
  head: 1.04,
};

export const anime = photoStyle(async ({ picture, mesh }, random) => {
  smoothSkin(picture, mesh, 1);
  const toon = reshapeFace(picture, mesh, toonPlans(ANIME_SHAPE));
  const unit = faceUnit(toon.mesh);
  const size = toon.picture.width;
  const smooth = atHalfSize(toon.picture, (half) => guidedRgb(half, Math.max(2, Math.round(unit * 0.04)), 0.004, 2));
  const regions = splitPerson(smooth, toon.mesh, await personMatte(toon.picture, toon.mesh));

  const cel = animeBackdrop(size, random);
  paintCel(cel, smooth, toon.mesh, regions);

  // Lips a clean rosy tone: with the eyes, what the face is read by.
  const { lit } = skinTones(regions.skinTone);
  const lips = blurGrey(
    fillPolygon(
      LIPS.map((index) => toon.mesh[index]),
      size,
      size,
    ),
    1,
  );
  const rosy: Colour = [lit[0] * 0.95, lit[1] * 0.66, lit[2] * 0.7];
  lay(cel, lips, () => rosy);

  const ink = INKS[random.below(INKS.length)];
  drawInk(cel, lineArt(toon.mesh, regions), ink, 0.92);
  paintToonEyes(cel, toon.mesh, { iris: 0.38, open: 0.55, catchlight: 'window', lashes: 0.5, lidWeight: 2.4, line: ink });
  return cel;
});

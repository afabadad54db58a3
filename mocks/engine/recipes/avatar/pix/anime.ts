// 'pix/anime': an anime cel portrait of the person. Who it is drawn as comes first: the gender
// estimate (../traits.ts) read on the photo picks the proportions and make-up (./anime/look.ts).
// The face is reshaped to them (../toon3d), then the whole figure is drawn as clean flat shapes
// sized and coloured from the photo (./anime/measure.ts): hair as one smooth silhouette in the
// person's own colour with pointed locks (or a bald scalp), the face and neck in two flat skin
// tones (the face's far side and the nose's side shaded, on the photo's shaded side), ears, a
// beard if there is one, shoulders and a top in its own colour; thin whole lines
// along the shapes and the mesh's features (a man's nose bridge, an older face's folds); big
// painted eyes (a man's narrower, their upper lids flat); a clean pastel backdrop.
import { hex } from '../../shared/colour';
import { type Colour } from '../../shared/raster';
import { blurLocal } from '../blur';
import { LIPS } from '../landmarks';
import { crispPolygon, fillPolygon, scaled } from '../masks';
import { personMatte } from '../personMatte';
import { photoStyle } from '../style';
import { paintToonEyes } from '../toon3d/eyes';
import { paintGlasses, wearsGlasses } from '../toon3d/glasses';
import { reshapeFace } from '../toon3d/meshWarp';
import { toonPlans } from '../toon3d/proportions';
import { traitsIn } from '../traits';
import { ageLines } from './anime/ageLines';
import { looksOlder } from './anime/age';
import { animeBackdrop } from './anime/backdrop';
import { flattenUpperLids } from './anime/flatLid';
import { noseBridge } from './anime/noseBridge';
import { paintCel, skinTones } from './anime/cel';
import { animeIris } from './anime/irisColour';
import { lineArt, linePen } from './anime/lines';
import { shadedSide } from './anime/lightSide';
import { eyePairSizing } from './anime/eyePair';
import { animeLook } from './anime/look';
import { drawnOpenMouth } from './anime/grin';
import { splitPerson } from './anime/regions';
import { lay } from './anime/tone';
import { drawInk } from './ink';

const INKS = ['#2b1a1f', '#1d2440', '#3a2016'].map(hex);

export const anime = photoStyle(async ({ picture, mesh, beyond }, random) => {
  const { wearer, age } = await traitsIn(picture, mesh);
  const look = animeLook(wearer, mesh);
  const toon = reshapeFace(picture, mesh, toonPlans(look.shape));
  const size = toon.picture.width;
  const regions = splitPerson(toon.picture, toon.mesh, await personMatte(toon.picture, toon.mesh), look, random, beyond);

  const cel = animeBackdrop(size, random);
  // The shadows fall where the photo's do when it is lit from one side (./anime/lightSide.ts);
  // the seed picks for an evenly lit face (and is drawn either way, so the rest stays the seed's).
  const shadeBySeed = random.next() < 0.5;
  const shadeRight = shadedSide(picture, mesh) ?? shadeBySeed;
  paintCel(cel, toon.mesh, regions, shadeRight);

  // Lips: small (an anime mouth is a line and a touch of colour), a clean rosy tone for a woman;
  // anyone else's mouth is ink alone (./anime/lines.ts: a tinted dash read as a grey smear).
  if (look.feminine) {
    const { lit } = skinTones(regions.skinTone);
    const lips = blurLocal(
      fillPolygon(
        scaled(
          LIPS.map((index) => toon.mesh[index]),
          0.7,
          0.6,
        ),
        size,
        size,
      ),
      1,
    );
    const rosy: Colour = [lit[0] * 0.95, lit[1] * 0.66, lit[2] * 0.7];
    lay(cel, lips, () => rosy);
  }

  // A grin drawn as an anime open smile (./anime/mouth.ts, or ./anime/grin.ts where the mesh
  // closes the lips over the photo's teeth): a red opening with a band of upper teeth; the line
  // art outlines it. Red, not near-black: a dark opening read as an ink blot.
  const open = drawnOpenMouth(toon.picture, toon.mesh);
  if (open) {
    lay(cel, crispPolygon(open.opening, size, size), () => [0.66, 0.26, 0.27]);
    lay(cel, crispPolygon(open.teeth, size, size), () => [0.97, 0.95, 0.93]);
  }

  const ink = INKS[random.below(INKS.length)];
  drawInk(cel, lineArt(toon.mesh, regions, look, open), ink, 0.92);
  // A man's nose bridge, and an older face's folds and under-eye lines (./anime/noseBridge.ts,
  // ./anime/ageLines.ts): each a light line of the same ink.
  const pen = linePen(toon.mesh);
  if (!look.feminine) drawInk(cel, noseBridge(toon.mesh, size, pen, shadeRight), ink, 0.92);
  if (looksOlder(age)) drawInk(cel, ageLines(toon.mesh, size, pen), ink, 0.92);
  // A man's upper lids drawn flat (./anime/flatLid.ts), the eyes painted on the lifted lid points.
  paintToonEyes(cel, flattenUpperLids(toon.mesh, look.flatLid), {
    iris: look.iris,
    // Read on the photo: under the painted eye the cel is flat skin, which read as one brown.
    irisColour: animeIris(picture, mesh, regions.skinTone, regions.hairTone),
    open: look.open,
    catchlight: 'window',
    lashes: look.lashes,
    lidWeight: look.lidWeight,
    line: ink,
    // Turned or not is read on the photo: the reshaped mesh widens the near eye more than the far.
    sameSize: eyePairSizing(mesh),
  });
  // Glasses when the photo has them, a clean frame round the painted eyes (../toon3d/glasses.ts).
  if (wearsGlasses(picture, mesh)) paintGlasses(cel, toon.mesh, ink);
  return cel;
});

// The modelled sitter's hair in the photo's own tone. The toon renderer paints the hair in its lit
// colour read round the head (../../toon3d/masses.ts `hairPaint`), which for a blonde is right but
// for dark hair is its highlights: elegant's mid-tone lift and glow (./looks.ts, ./finish.ts) then
// made it lighter still. A blind reader saw the grey woman's dark curly hair (a black-and-white
// photo) as "a translucent light-brown smear" on the brown backdrop. Here dark hair is brought to
// the photo's own hair colour (its median, `hairColour`), its shading kept, and a photo without
// colour gets hair without colour (the renderer's read of it was brown).
import { isBlackAndWhite } from '../../../shared/blackAndWhite';
import { luma, type Colour, type Grey, type Rgb } from '../../../shared/raster';

/** Hair whose colour in the photo is darker than this (grey level 0–1) is painted at its own colour. */
const DARK_HAIR = 0.35;
/** The look's mid-tone lift on the modelled sitter (./looks.ts `toneLook`'s default). */
const LIFT = 0.85;
/**
 * The colour the hair is painted before the look (null: leave it as painted): the photo's, darkened
 * by the inverse of the look's mid-tone lift (./looks.ts `toneLook`, a gamma of `LIFT`), so that the
 * finished hair is as dark as the photo's.
 */
export function hairTarget(hairColour: Colour | null, greyPhoto: boolean): Colour | null {
  if (!hairColour) return null;
  const light = luma(hairColour[0], hairColour[1], hairColour[2]);
  if (light >= DARK_HAIR || light <= 0) return null;
  const unlift = Math.pow(light, 1 / LIFT) / light;
  return greyPhoto
    ? [light * unlift, light * unlift, light * unlift]
    : [hairColour[0] * unlift, hairColour[1] * unlift, hairColour[2] * unlift];
}

/**
 * Dark hair (`hair`: its mask, 0–1) scaled channel by channel so that its solid part's mean is the
 * photo's hair colour (`hairColour`); in a black-and-white photo (`photo`,
 * ../../../shared/blackAndWhite.ts) drained of colour first.
 */
export function toneHair(picture: Rgb, hair: Grey, hairColour: Colour | null, photo: Rgb): void {
  const greyPhoto = isBlackAndWhite(photo);
  const target = hairTarget(hairColour, greyPhoto);
  if (!target) return;
  const { data } = picture;
  const mean = [0, 0, 0];
  let solid = 0;
  for (let i = 0; i < hair.data.length; i++) {
    if (hair.data[i] < 0.9) continue;
    solid++;
    const light = luma(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]);
    for (let c = 0; c < 3; c++) mean[c] += greyPhoto ? light : data[i * 3 + c];
  }
  if (!solid) return;
  const gain = mean.map((m, c) => (m > 0 ? (target[c] * solid) / m : 1));
  for (let i = 0; i < hair.data.length; i++) {
    const a = hair.data[i];
    if (a <= 0) continue;
    const p = i * 3;
    const light = luma(data[p], data[p + 1], data[p + 2]);
    for (let c = 0; c < 3; c++) {
      const own = greyPhoto ? light : data[p + c];
      const toned = Math.min(1, own * gain[c]);
      data[p + c] += (toned - data[p + c]) * a;
    }
  }
}

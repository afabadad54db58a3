// 'pix/elegant': a fine-art print — colour drained to a hint, a warm cream cast, lifted
// matte blacks, a soft glow on the light and a deep vignette drawing the eye to the face.
import { hex } from '../../shared/colour';
import { grain } from '../../shared/noise';
import { faceUnit, glow, smoothSkin, softenBackground, tone, vignette } from '../retouch';
import { photoStyle } from '../style';

/** Cream, ivory and champagne casts, and the deep warm browns their vignettes fall to. */
const CASTS = [
  { tint: hex('#fff1d6'), shade: hex('#2a1d14') },
  { tint: hex('#f7ecdf'), shade: hex('#231a1a') },
  { tint: hex('#fbead0'), shade: hex('#2e2116') },
];

export const elegant = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  const cast = CASTS[random.below(CASTS.length)];
  smoothSkin(picture, mesh, 0.8);
  softenBackground(picture, mesh, unit * 0.08);
  tone(picture, { saturation: random.between(0.22, 0.35), contrast: 1.12, brightness: 0.02 });
  tone(picture, { tint: cast.tint, tintAmount: 1, lift: random.between(0.05, 0.09) });
  glow(picture, unit * 0.16, 0.4, 0.6);
  vignette(picture, random.between(0.55, 0.7), cast.shade, 0.7);
  // A fine film grain keeps the large soft areas from looking plastic.
  const noise = grain(picture.width, picture.height, random, 0.6);
  const { data } = picture;
  for (let i = 0, p = 0; i < noise.data.length; i++, p += 3) {
    const g = (noise.data[i] - 0.5) * 0.035;
    data[p] += g;
    data[p + 1] += g;
    data[p + 2] += g;
  }
  return picture;
});

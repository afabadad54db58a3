// 'pix/younger': still a photo, just a few years back — smoother skin with the under-eye
// shadows lifted, a fresher complexion with a touch of blush, slightly brighter eyes and a
// soft, flattering light.
import { createGrey } from '../../shared/raster';
import { blurRgb } from '../blur';
import { wideBlurRgb } from '../resample';
import { catchlights, enlargeEyes } from '../eyes';
import { ellipseMaskInto } from '../masks';
import { blendWithMask, faceUnit, glow, smoothSkin, tone } from '../retouch';
import { photoStyle } from '../style';

export const younger = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  const size = picture.width;
  smoothSkin(picture, mesh, 1);
  smoothSkin(picture, mesh, 1);

  // Under-eye shadows lightened; cheeks given a little blush.
  const underEyes = createGrey(size, size);
  for (const index of [230, 450])
    ellipseMaskInto(underEyes, mesh[index][0], mesh[index][1] + unit * 0.02, unit * 0.2, unit * 0.09, unit * 0.08);
  const lifted = wideBlurRgb(picture, unit * 0.05);
  tone(lifted, { brightness: 0.07 });
  blendWithMask(picture, lifted, underEyes, 0.75);
  const cheeks = createGrey(size, size);
  for (const index of [50, 280]) ellipseMaskInto(cheeks, mesh[index][0], mesh[index][1], unit * 0.2, unit * 0.14, unit * 0.14);
  const blush = { width: size, height: size, data: picture.data.map((v, i) => (i % 3 === 0 ? Math.min(1, v * 1.1) : v * 0.95)) };
  blendWithMask(picture, blush, cheeks, random.between(0.5, 0.8));

  const eyes = enlargeEyes(picture, mesh, random.between(0.05, 0.08));
  tone(eyes, { brightness: random.between(0.04, 0.06), contrast: 0.96, saturation: random.between(1.08, 1.15), warmth: 0.02 });
  // A diffusion filter's soft light: the whole picture a little dreamy, skin glowing.
  const soft = blurRgb(eyes, 2.2);
  for (let p = 0; p < eyes.data.length; p++) eyes.data[p] = eyes.data[p] * 0.7 + Math.max(eyes.data[p], soft.data[p]) * 0.3;
  glow(eyes, unit * 0.12, 0.3, 0.55);
  catchlights(eyes, mesh, 0.06, 0.35);
  return eyes;
});

// 'portrait': a clean photographic head-and-shoulders, as a retoucher would hand it back —
// level eyes, lightly evened skin, a softer background and a gentle vignette.
import { photoStyle } from './style';
import { faceUnit, sharpen, smoothSkin, softenBackground, tone, vignette } from './retouch';

export const portrait = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  smoothSkin(picture, mesh, random.between(0.35, 0.5));
  softenBackground(picture, mesh, unit * random.between(0.07, 0.1));
  sharpen(picture, 1.2, 0.2);
  tone(picture, {
    brightness: random.between(0.01, 0.03),
    contrast: random.between(1.03, 1.08),
    saturation: random.between(1.02, 1.1),
    warmth: random.between(0, 0.03),
  });
  vignette(picture, random.between(0.18, 0.3));
  return picture;
});

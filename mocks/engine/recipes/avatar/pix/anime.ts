// 'pix/anime': cel animation — big eyes with catchlights, light and shade in a few hard
// steps, rich flat colour, clean dark lines, and a pastel wash over the background.
import { hex } from '../../shared/colour';
import { inkLines } from '../../shared/edges';
import { toGrey, type Colour } from '../../shared/raster';
import { kuwahara } from '../../shared/smoothing';
import { guidedRgb } from '../blur';
import { catchlights, enlargeEyes } from '../eyes';
import { subjectMask } from '../masks';
import { faceUnit, smoothSkin } from '../retouch';
import { photoStyle } from '../style';
import { celShade } from './cel';
import { drawInk } from './ink';

/** Pastel skies a background is washed towards (one per result, by seed). */
const WASHES = ['#bfe3ff', '#ffd3e6', '#d9d0ff', '#c4f3e2', '#fff0bd'].map(hex);
const INKS = ['#2b1a1f', '#1d2440', '#3a2016'].map(hex);

export const anime = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  const size = picture.width;
  smoothSkin(picture, mesh, 1);
  const eyes = enlargeEyes(picture, mesh, random.between(0.16, 0.22));
  const smooth = guidedRgb(eyes, Math.max(2, Math.round(unit * 0.04)), 0.003);
  const painted = kuwahara(smooth, Math.max(2, Math.round(unit * random.between(0.03, 0.04))));
  const cel = celShade(painted, {
    step: random.between(15, 19),
    softness: 0.12,
    chroma: random.between(1.0, 1.12),
    floor: 20,
    ceiling: 108,
  });

  const wash: Colour = WASHES[random.below(WASHES.length)];
  const subject = subjectMask(mesh, size);
  const { data } = cel;
  for (let i = 0, p = 0; i < subject.data.length; i++, p += 3) {
    const m = (1 - subject.data[i]) * 0.6;
    // Screen the wash in: it lightens like haze rather than muddying dark areas.
    for (let c = 0; c < 3; c++) data[p + c] += (1 - (1 - data[p + c]) * (1 - wash[c]) - data[p + c]) * m;
  }

  const lines = inkLines(toGrey(smooth), { sigma: Math.max(1.2, unit * 0.014), from: 0.006, to: 0.03, thicken: 0 });
  drawInk(cel, lines, INKS[random.below(INKS.length)], 0.95);
  catchlights(cel, mesh, random.between(0.09, 0.12), 0.9);
  return cel;
});

// 'cartoon': a cartoon avatar badge — the face drawn in two or three bold flat tones with
// thick outlines, cut into a circle with a coloured ring on a dotted ground.
import { hex } from '../shared/colour';
import { inkLines } from '../shared/edges';
import { toGrey, type Colour } from '../shared/raster';
import { kuwahara } from '../shared/smoothing';
import { guidedRgb } from './blur';
import { catchlights, enlargeEyes } from './eyes';
import { celShade } from './pix/cel';
import { drawInk } from './pix/ink';
import { atHalfSize } from './resample';
import { faceUnit, smoothSkin } from './retouch';
import { photoStyle } from './style';

/** Ground and ring colours of the badge. */
const BADGES = [
  { ground: '#ffd166', ring: '#ef476f' },
  { ground: '#8ecae6', ring: '#023047' },
  { ground: '#b8f2e6', ring: '#5e6472' },
  { ground: '#ffc8dd', ring: '#7b2cbf' },
  { ground: '#caffbf', ring: '#2b9348' },
].map(({ ground, ring }) => ({ ground: hex(ground), ring: hex(ring) }));

const OUTLINE: Colour = [0.08, 0.06, 0.07];

/** The badge: the drawing inside a circle, a white and a coloured ring, then the dotted ground. */
function badge(
  picture: { width: number; data: Float32Array },
  ground: Colour,
  ring: Colour,
  radiusShare: number,
  dots: number,
): void {
  const size = picture.width;
  const centre = size / 2;
  const radius = size * radiusShare;
  const ringWidth = size * 0.022;
  const spacing = size / dots;
  const { data } = picture;
  const dotted: Colour = [
    ground[0] + (1 - ground[0]) * 0.45,
    ground[1] + (1 - ground[1]) * 0.45,
    ground[2] + (1 - ground[2]) * 0.45,
  ];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      if (d < radius - 1) continue;
      let colour: Colour = ground;
      let cover = 1;
      if (d < radius + ringWidth * 0.45) {
        colour = [1, 1, 1];
        cover = Math.min(1, d - radius + 1);
      } else if (d < radius + ringWidth * 1.5) {
        colour = ring;
      } else {
        const gx = (x % spacing) - spacing / 2;
        const gy = (y % spacing) - spacing / 2;
        const dot = Math.min(1, Math.max(0, spacing * 0.14 + 0.5 - Math.hypot(gx, gy)));
        if (dot > 0)
          colour = [
            ground[0] + (dotted[0] - ground[0]) * dot,
            ground[1] + (dotted[1] - ground[1]) * dot,
            ground[2] + (dotted[2] - ground[2]) * dot,
          ];
      }
      const p = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * cover;
    }
  }
}

export const cartoon = photoStyle(({ picture, mesh }, random) => {
  const unit = faceUnit(mesh);
  smoothSkin(picture, mesh, 1);
  const eyes = enlargeEyes(picture, mesh, random.between(0.1, 0.14));
  const smooth = atHalfSize(eyes, (half) => guidedRgb(half, Math.max(2, Math.round(unit * 0.03)), 0.003, 2));
  const painted = kuwahara(smooth, Math.max(2, Math.round(unit * 0.035)));
  const flat = celShade(painted, {
    step: random.between(24, 28),
    softness: 0.08,
    chroma: random.between(1.15, 1.3),
    floor: 14,
    ceiling: 106,
  });
  const lines = inkLines(toGrey(smooth), { sigma: Math.max(1.5, unit * 0.017), from: 0.005, to: 0.022, thicken: 1 });
  drawInk(flat, lines, OUTLINE);
  catchlights(flat, mesh, 0.1, 0.95);
  const colours = BADGES[random.below(BADGES.length)];
  badge(flat, colours.ground, colours.ring, random.between(0.43, 0.45), random.between(18, 24));
  return flat;
});

// The cel's flat paint: each mass of the person in one lit and one shadow tone with a hard
// edge between them, as an anime cel is inked and filled. The shadows are placed as an
// animator places them, not traced from the photo's blotches: under the jaw on the neck, under
// the fringe on the forehead, and the photo's own broad shade only on hair and clothes (where it
// shows their folds and strands). The cheeks stay one flat tone: a shadow band traced down a
// turned face's far side crossed the cheek as a dark stripe.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { blurGrey } from '../../blur';
import { distance, faceFrame, type XY } from '../../landmarks';
import { wideBlurRgb } from '../../resample';
import type { Regions } from './regions';
import { lay, luma, lumaOf } from './tone';

function shifted(mask: Grey, dx: number, dy: number): Grey {
  const { width, height } = mask;
  const out = createGrey(width, height);
  const sx = Math.round(dx);
  const sy = Math.round(dy);
  for (let y = 0; y < height; y++) {
    const from = y - sy;
    if (from < 0 || from >= height) continue;
    for (let x = 0; x < width; x++) {
      const fx = x - sx;
      if (fx >= 0 && fx < width) out.data[y * width + x] = mask.data[from * width + fx];
    }
  }
  return out;
}

/** The skin's two tones: lit a clean, slightly lifted copy of the face's, shadow a warmer, deeper one. */
export function skinTones(tone: Colour): { lit: Colour; shadow: Colour } {
  // Lifted towards white (not scaled, which made a warm skin orange), and less for dark skin, so it stays the person's.
  const lift = 0.3 * Math.min(1, lumaOf(tone) / 0.6);
  const lit: Colour = [tone[0] + (1 - tone[0]) * lift, tone[1] + (1 - tone[1]) * lift, tone[2] + (1 - tone[2]) * lift];
  return { lit, shadow: [lit[0] * 0.88, lit[1] * 0.76, lit[2] * 0.78] };
}

export function paintCel(cel: Rgb, smooth: Rgb, mesh: readonly XY[], regions: Regions): void {
  const { width, height } = cel;
  const unit = distance(mesh[33], mesh[263]);
  const broad = wideBlurRgb(smooth, unit * 0.09).data;

  // Clothes: the top's colour, its folds in a deeper tone.
  const top = regions.clothesTone;
  const topLight = lumaOf(top);
  const topShade: Colour = [top[0] * 0.72, top[1] * 0.72, top[2] * 0.78];
  const foldMask = createGrey(width, height);
  for (let i = 0; i < foldMask.data.length; i++)
    foldMask.data[i] =
      regions.seen.data[i] > 0.5 && luma(broad[i * 3], broad[i * 3 + 1], broad[i * 3 + 2]) < topLight * 0.78 ? 1 : 0;
  const folds = crispen(foldMask, unit * 0.04);
  lay(cel, regions.clothes, (i) => mix(top, topShade, folds.data[i]));

  // Skin: lit, and shadow where an animator puts it.
  const { lit, shadow } = skinTones(regions.skinTone);
  const shade = createGrey(width, height);
  const jawShadow = shifted(regions.face, 0, unit * 0.28);
  const fringeShadow = shifted(regions.hair, 0, unit * 0.1);
  const jawRow = Math.round((mesh[172][1] + mesh[397][1]) / 2);
  const browRow = Math.round((mesh[105][1] + mesh[334][1]) / 2);
  for (let i = 0; i < shade.data.length; i++) {
    const face = regions.face.data[i];
    // Under the jaw only: beside a turned face's far cheek the dropped oval striped the skin.
    const underJaw = i > jawRow * width ? (1 - face) * jawShadow.data[i] : 0;
    // The fringe's shadow on the forehead only: hair beside a turned face's far cheek, dropped, striped it.
    const forehead = i < browRow * width ? 1 : 0;
    shade.data[i] = Math.max(underJaw, fringeShadow.data[i] * face * forehead);
  }
  const shadows = crispen(shade, unit * 0.03);
  lay(cel, regions.skin, (i) => mix(lit, shadow, shadows.data[i]));

  // Hair: one flat colour, a deeper tone in its shade, and a shine band across the crown.
  const hairBase = richer(regions.hairTone);
  const hairLight = lumaOf(regions.hairTone);
  const hairShade: Colour = [hairBase[0] * 0.62, hairBase[1] * 0.6, hairBase[2] * 0.68];
  const hairShine: Colour = [hairBase[0] * 0.6 + 0.36, hairBase[1] * 0.6 + 0.36, hairBase[2] * 0.6 + 0.4];
  const strandMask = createGrey(width, height);
  for (let i = 0; i < strandMask.data.length; i++)
    strandMask.data[i] = luma(broad[i * 3], broad[i * 3 + 1], broad[i * 3 + 2]) < hairLight * 0.8 ? 1 : 0;
  const strands = crispen(strandMask, unit * 0.04);
  const shine = shineBand(regions, mesh, unit);
  lay(cel, regions.hair, (i) => mix(mix(hairBase, hairShade, strands.data[i]), hairShine, shine.data[i]));
}

/** A band of shine across the hair's crown, following the head's curve, its lower edge toothed like painted strands. */
function shineBand(regions: Regions, mesh: readonly XY[], unit: number): Grey {
  const { width, height } = regions.hair;
  const { faceWidth, faceHeight, cx, top } = faceFrame(mesh);
  const band = createGrey(width, height);
  // The hair's own top above the middle of the face: the band sits a little below it.
  let crown = top;
  const column = Math.round(cx);
  for (let y = 0; y < top; y++)
    if (regions.hair.data[y * width + column] > 0.5) {
      crown = y;
      break;
    }
  const cy = crown + (top - crown) * 0.5 + faceHeight * 0.55;
  const ry = cy - crown;
  const rx = faceWidth * 0.62;
  for (let y = Math.max(0, Math.floor(crown)); y < Math.min(height, Math.ceil(top + unit * 0.3)); y++) {
    for (let x = 0; x < width; x++) {
      const s = (x - cx) / rx;
      const t = (y - cy) / ry;
      const r = Math.hypot(s, t);
      const angle = Math.atan2(t, s);
      const teeth = 0.04 * Math.abs(Math.sin(angle * 14));
      const inner = 0.78 + teeth;
      const along = smoothstep(-0.35, -0.55, t) * (1 - smoothstep(0.55, 0.85, Math.abs(s)));
      const i = y * width + x;
      band.data[i] = smoothstep(inner - 0.01, inner + 0.01, r) * smoothstep(0.87, 0.85, r) * along * regions.hair.data[i];
    }
  }
  return crispen(band, 0.6);
}

function crispen(mask: Grey, sigma: number): Grey {
  const soft = blurGrey(mask, sigma);
  for (let i = 0; i < soft.data.length; i++) soft.data[i] = smoothstep(0.42, 0.58, soft.data[i]);
  return soft;
}

function mix(a: Colour, b: Colour, t: number): Colour {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function richer(colour: Colour): Colour {
  const lift = (v: number): number => Math.min(1, v * 1.08 + 0.03);
  return [lift(colour[0]), lift(colour[1]), lift(colour[2])];
}

// Hair and clothes painted as a toon's volumes over the clean masses of ./masses.ts, in one
// colour each read from the person: the hair shaded as a head of hair (darker where it turns
// away at its outline, lit from the key's side, a glossy band round the crown broken into
// clumps, a few strands following its fall from the crown), the clothes as smooth cloth with
// only the photo's broadest folds. Nothing of the photo's texture is laid on them: enlarged
// from a small face it was fragments and black blobs.
import { smoothstep, type Colour, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { distance, type XY } from '../landmarks';
import { wideBlurRgb } from '../resample';
import { flowWidth, hairFall } from './fall';
import { richHair, type HairRichness } from './hairAlbedo';
import { groovedLocks, lockSheen, sculptedLocks, toned } from './locks';
import type { Masses } from './masses';

export interface MassLook {
  /** Chroma gain of the hair's and clothes' colours. */
  chroma: number;
  /** The hair's colour made rich before it is painted (./hairAlbedo.ts; as read unless given). */
  hair?: HairRichness;
  /** The hair's glossy band (0 none … 1 strong). */
  sheen: number;
  /** 0 a render's smooth gradients … 1 a painting's two flat tones. */
  cel: number;
  /**
   * The hair's modelled locks and fine strands (1 unless given; 0 leaves the painted values flat:
   * the many faint grooves under pix/disney's few ink strands read as a fan's ribs, so disney
   * takes the few big sculpted locks instead).
   */
  locks?: number;
  /** A few big sculpted locks with their own gloss (./locks.ts), not faint grooves on one shell. */
  sculpted?: boolean;
  keyFromLeft: boolean;
}

function luma(c: Colour | Float32Array, p = 0): number {
  return 0.299 * c[p] + 0.587 * c[p + 1] + 0.114 * c[p + 2];
}

/** The colour richer by `gain` about its grey, and never quite black (a black mass shows no shading). */
function enriched(colour: Colour, gain: number, least: number): Colour {
  const l = luma(colour);
  const lifted = least + l * (1 - least);
  const channel = (c: number): number => Math.min(1, Math.max(0, lifted + (colour[c] - l) * gain));
  return [channel(0), channel(1), channel(2)];
}

function mixInto(data: Float32Array, p: number, colour: Colour, scale: number, a: number): void {
  for (let c = 0; c < 3; c++) data[p + c] += (Math.min(1, colour[c] * scale) - data[p + c]) * a;
}

/** The clothes: each of their colours a smooth mass, shaded only by the photo's broadest folds. */
export function paintClothes(picture: Rgb, soft: Rgb, masses: Masses, mesh: readonly XY[], look: MassLook): void {
  if (!masses.clothes.length) return;
  const { data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const folds = wideBlurRgb(soft, unit * 0.22).data;
  for (const { mask, colour } of masses.clothes) {
    const paint = enriched(colour, look.chroma, 0.08);
    const own = luma(colour) || 0.05;
    for (let i = 0, p = 0; i < mask.data.length; i++, p += 3) {
      const a = mask.data[i];
      if (a <= 0.002) continue;
      const fold = Math.min(1.2, Math.max(0.8, luma(folds, p) / own)) ** 0.6;
      mixInto(data, p, paint, toned(fold, look.cel, 1), a);
    }
  }
}

/** The hair as a volume: a head of hair's light and outline shade, a glossy band in clumps, a few strands. */
export function paintHair(picture: Rgb, masses: Masses, mesh: readonly XY[], look: MassLook): void {
  if (!masses.hairPaint) return;
  const { width, height, data } = picture;
  const unit = distance(mesh[33], mesh[263]);
  const fall = hairFall(mesh);
  const read = look.hair ? richHair(masses.hairPaint, look.hair) : masses.hairPaint;
  const base = enriched(read, look.chroma, 0.1);
  // Where the hair turns away at its outline it darkens: how deep inside the mass each pixel is.
  const inner = blurLocal(masses.hair, unit * 0.16).data;
  const side = look.keyFromLeft ? -1 : 1;
  const norm = Math.hypot(0.5, 0.5, 0.7);
  const locks = look.locks ?? 1;
  // How light the hair is: a sculpted lock's crease is shallower on a blonde (./locks.ts).
  const pale = smoothstep(0.4, 0.7, luma(base));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = masses.hair.data[i];
      if (a <= 0.002) continue;
      const p = i * 3;
      const { s, t, r, u, wobble } = fall(x, y);
      // The head of hair as an ellipsoid (its fall below the ears as the ellipsoid's side, continued down).
      const z = Math.sqrt(Math.max(0, 1 - Math.min(1, s * s + Math.min(0, t) * t)));
      const lit = Math.max(0, (s * side * 0.5 - t * 0.5 + z * 0.7) / norm);
      // Only a little darker at the outline: a deep fall-off there read as a dark halo round the head.
      const volume = 0.75 + 0.25 * smoothstep(0.2, 0.8, inner[i]);
      const light = toned((0.7 + 0.5 * lit) * volume, look.cel, 0.8);
      // Clumps and strands follow the hair's fall: the lines u = const, each a copy of the head's
      // outline narrowed towards the crown (over the skull the ellipse's half width at that row,
      // below its middle straight down: ./fall.ts). Drawn as rays from one point they fanned out
      // like a fan's ribs, reaching diagonally across the falls beside the cheeks.
      const clumps = Math.max(0, Math.sin(u * 10 + 2 * Math.sin(u * 4.5)));
      // Strands of uneven strength: all alike they were a ruled pinstripe.
      const strand =
        smoothstep(0.95, 0.995, Math.abs(Math.sin(u * 23 + 1.3 * Math.sin(u * 8) + wobble * 4))) *
        (0.35 + 0.65 * Math.max(0, Math.sin(u * 7.3 + 1.1)));
      const deep = smoothstep(0.3, 0.7, inner[i]);
      // Where the lines crowd together at the crown the locks fade: there they would meet in a point.
      const spread = smoothstep(0.35, 0.7, flowWidth(t));
      const glossBand = Math.exp(-(((r - 0.84) / (0.12 - 0.05 * look.cel)) ** 2)) * smoothstep(0.2, -0.3, t);
      // A painting's gloss is a ribbon: broken into clumps and then stepped, it was a few bright dots.
      const ring = glossBand * (1 - 0.55 * (1 - clumps) * (1 - 0.7 * look.cel));
      const at = { u, t, r, wobble, deep, spread, side, cel: look.cel, ring, pale };
      const lock = look.sculpted ? sculptedLocks(at, locks) : groovedLocks(at, locks);
      const gloss = lock.gloss * (0.6 + 0.4 * Math.max(0, s * side + 0.5)) * look.sheen * deep;
      // Subtle, and only where the hair falls (not where the lines would meet at the crown): dark
      // strands drawn boldly radiated from one point like a fan's ribs.
      const shade = light * (1 - 0.09 * locks * strand * deep * spread) * lock.shade;
      mixInto(data, p, base, shade, a);
      const g = Math.min(1, gloss * (look.cel > 0.5 ? smoothstep(0.15, 0.25, gloss) * 1.6 : 1)) * a;
      if (look.sculpted) {
        const sheen = lockSheen(data, p);
        for (let c = 0; c < 3; c++) data[p + c] += (sheen[c] - data[p + c]) * g;
      } else for (let c = 0; c < 3; c++) data[p + c] += (Math.min(1, data[p + c] * 1.6 + 0.2) - data[p + c]) * g;
    }
  }
}

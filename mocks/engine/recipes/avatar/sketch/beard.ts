// A man's beard, goatee, moustache or stubble, drawn as an artist draws one: short strokes
// growing down and out from the face's middle, close and dark where the photo is dark. The
// sketch's tone alone smudged a beard into a grey smear (the sixth blind panel: the bald man's
// "smudged beard"), or lost a light goatee under the skin's held-light tone ("looks feminine,
// goatee lost" on the older man). Found where the photo is darker than the face's own skin
// below the nose, off the lips; a face whose lower half is no darker than its cheeks has none.
import type { Random } from '../../shared/random';
import { createGrey, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { strokeCurve } from '../featureLines';
import { FACE_OVAL, LIPS, outline, SKIN_SAMPLES, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';

/** A colour's saturation (0 grey, 1 pure): hair is greyer than the skin it grows from, even in shadow. */
function saturationAt(picture: Rgb, i: number): number {
  const p = i * 3;
  const r = picture.data[p];
  const g = picture.data[p + 1];
  const b = picture.data[p + 2];
  const high = Math.max(r, g, b);
  return high > 0.02 ? (high - Math.min(r, g, b)) / high : 0;
}

/** The median of the values measured in small patches round the given mesh points. */
function medianRound(
  measure: (i: number) => number,
  size: number,
  mesh: readonly XY[],
  points: readonly number[],
  reach: number,
): number {
  const values: number[] = [];
  for (const index of points) {
    const [cx, cy] = mesh[index];
    for (let y = Math.round(cy - reach); y <= Math.round(cy + reach); y++)
      for (let x = Math.round(cx - reach); x <= Math.round(cx + reach); x++)
        if (x >= 0 && y >= 0 && x < size && y < size) values.push(measure(y * size + x));
  }
  values.sort((a, b) => a - b);
  return values[values.length >> 1] ?? 0.5;
}

/** Each side's cheeks (the picture's left, then right): a face lit from one side is darker on the other, and no beard. */
const CHEEKS = [
  [50, 205, 187],
  [280, 425, 411],
] as const;

/**
 * How much beard each pixel of the lower face holds (0–1): how far the photo there is darker
 * and greyer than the skin, below the nose and off the lips. Undefined when too little of the lower face
 * is beard-dark to be a beard (`least`: the share needed, higher when the wearer is unsure).
 */
export function beardShare(picture: Rgb, grey: Grey, mesh: readonly XY[], unit: number, least: number): Grey | undefined {
  const size = grey.width;
  const reach = Math.max(1, unit * 0.03);
  const value = (i: number): number => grey.data[i];
  const saturation = (i: number): number => saturationAt(picture, i);
  const sides = CHEEKS.map((points) => ({
    x: points.reduce((sum, index) => sum + mesh[index][0], 0) / points.length,
    skin: medianRound(value, size, mesh, points, reach),
  }));
  const skinSaturation = medianRound(saturation, size, mesh, SKIN_SAMPLES, reach);
  const across = sides[1].x - sides[0].x || 1;
  // The lower face: the oval a little wider (a beard stands off the jaw), below the nose's wings.
  const oval = outline(mesh, FACE_OVAL);
  const [cx, cy] = [mesh[1][0], mesh[1][1]];
  const zone = fillPolygon(
    oval.map(([x, y]): XY => [cx + (x - cx) * 1.04, cy + (y - cy) * 1.04]),
    size,
    size,
  );
  const lips = fillPolygon(scaled(outline(mesh, LIPS), 1.08), size, size);
  const from = mesh[2][1] - unit * 0.04;
  const share = createGrey(size, size);
  let zoneArea = 0;
  let bearded = 0;
  const top = Math.max(0, Math.floor(from));
  for (let y = top; y < size; y++) {
    const below = smoothstep(from, from + unit * 0.08, y);
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const inZone = zone.data[i] * (1 - lips.data[i]) * below;
      if (inZone <= 0) continue;
      // The skin expected here: between the two sides' cheeks, as the light falls across the face.
      const t = Math.min(1, Math.max(0, (x - sides[0].x) / across));
      const skin = sides[0].skin + (sides[1].skin - sides[0].skin) * t;
      // Clearly darker than the skin, not more saturated (skin in shadow deepens in colour, hair
      // does not), and not black (a collar or a shoulder in front of the chin is).
      const g = grey.data[i];
      const darker = smoothstep(0.25, 0.5, (skin - g) / Math.max(0.05, skin));
      const greyer = 1 - smoothstep(1, 1.3, saturationAt(picture, i) / Math.max(0.05, skinSaturation));
      const found = darker * greyer * smoothstep(0.03, 0.08, g) * inZone;
      share.data[i] = found;
      zoneArea += inZone;
      if (found > 0.35) bearded++;
    }
  }
  return zoneArea > 0 && bearded / zoneArea >= least ? share : undefined;
}

/**
 * The beard as short pencil strokes, `pen` wide, into a new 0–1 ink plane: one stroke tried at
 * each point of a jittered grid, drawn as often and as dark as the beard is there, each leaning
 * out from the face's middle line as hair grows.
 */
export function beardStrokes(share: Grey, mesh: readonly XY[], unit: number, pen: number, random: Random): Grey {
  const size = share.width;
  const strokes = createGrey(size, size);
  const middle = mesh[1][0];
  const halfWidth = Math.max(1, Math.abs(mesh[454][0] - mesh[234][0]) / 2);
  const step = Math.max(2, unit * 0.022);
  const length = unit * 0.07;
  for (let gy = 0; gy < size; gy += step) {
    for (let gx = 0; gx < size; gx += step) {
      const x = gx + random.between(0, step);
      const y = gy + random.between(0, step);
      const at = share.data[Math.min(size - 1, Math.round(y)) * size + Math.min(size - 1, Math.round(x))];
      if (at <= 0.05 || random.next() > at ** 0.7) continue;
      const out = (x - middle) / halfWidth;
      const angle = Math.PI / 2 - out * 0.7 + random.between(-0.25, 0.25);
      const reach = length * random.between(0.6, 1.1);
      const dx = Math.cos(angle) * reach * 0.5;
      const dy = Math.sin(angle) * reach * 0.5;
      // (A slight bend, as a hair curls: a ruled dash reads as hatching, not hair.)
      const bend = random.between(-0.15, 0.15) * reach;
      const bent: XY = [x - Math.sin(angle) * bend, y + Math.cos(angle) * bend];
      strokeCurve(strokes, [[x - dx, y - dy], bent, [x + dx, y + dy]], pen, true, 0.45 + 0.45 * at);
    }
  }
  return strokes;
}

// Monet: light, pastel broken colour. The picture is laid in short, separate dabs of
// neighbouring hues (each dab its own colour, side by side, mixed by the eye and not on the
// canvas), shadows turned violet-blue and lights warm, with no outline anywhere: a coarse
// layer of wide dabs for the masses, then a finer layer. A face (its mesh) is painted again in
// a layer of its own: small dabs from a less washed-out picture of it, smallest over the
// eyes, brows and mouth, whose shapes are then touched in with a few soft strokes of deep
// violet, as he set an eye or a mouth with one stroke of dark colour. Without that the dabs
// dissolved the face (a panel scored it 0.6).
import type { Face } from '../../types';
import { drawFeatures, faceRegions, fillPolygon, fineness, LIPS_OUTER, pointsOf } from '../shared/faceParts';
import { gaussianBlur, gaussianBlurRgb } from '../shared/blur';
import { hex, labToRgb, rgbToLab } from '../shared/colour';
import { domainTransform } from '../shared/domainTransform';
import type { Random } from '../shared/random';
import { createGrey, createRgb, type Grey, type Rgb } from '../shared/raster';
import { brushOver } from './brush';
import { wash } from './pigment';
import { LEFT_EYE, RIGHT_EYE } from './printFace';

/** Deep violet: his dark for an eye, a brow, the line of a mouth. */
const ACCENT = hex('#4b3a5c');
/** The lips' rose. */
const ROSE = hex('#c9636b');

/**
 * Lifts and softens the colours: pastel lights, violet shadows, nothing near black. `floor`
 * and `slope` map lightness (a face keeps more of its contrast: a lower floor, a steeper slope).
 */
function pastel(picture: Rgb, floor = 34, slope = 0.68): Rgb {
  const result = createRgb(picture.width, picture.height);
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (let p = 0; p < picture.data.length; p += 3) {
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    const light = floor + lab[0] * slope;
    const shadow = Math.max(0, (62 - light) / 62);
    // Shadows lean to violet-blue (−b, +a), lights to a warm cream (+b); colour kept but not loud.
    const a = lab[1] * 0.9 + 10 * shadow + 2;
    const b = lab[2] * 0.8 - 26 * shadow + 9 * (1 - shadow);
    labToRgb(light, a, b, rgb);
    result.data[p] = rgb[0];
    result.data[p + 1] = rgb[1];
    result.data[p + 2] = rgb[2];
  }
  return result;
}

/** The part of `picture` (or of a plane) inside `box`: left, top, width, height. */
function cropRgb(picture: Rgb, [left, top, width, height]: Box): Rgb {
  const part = createRgb(width, height);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * picture.width + left) * 3;
    part.data.set(picture.data.subarray(from, from + width * 3), y * width * 3);
  }
  return part;
}

function cropGrey(plane: Grey, [left, top, width, height]: Box): Grey {
  const part = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * plane.width + left;
    part.data.set(plane.data.subarray(from, from + width), y * width);
  }
  return part;
}

type Box = [left: number, top: number, width: number, height: number];

/** The box round every face's oval in `oval` (its soft mask), or undefined when there is none. */
function faceBox(oval: Grey): Box | undefined {
  const { width, height, data } = oval;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] <= 0.01) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? undefined : [left, top, right - left + 1, bottom - top + 1];
}

/**
 * The faces painted again over `canvas`, inside their ovals: small dabs of `source` (a
 * less-washed picture), smallest over the features, then the features' shapes touched in.
 * Only the box round the faces is painted (a face is a small part of most pictures).
 */
function paintFaces(canvas: Rgb, source: Rgb, faces: readonly Face[], random: Random, scale: number): void {
  const regions = faceRegions(faces, canvas.width, canvas.height);
  const box = faceBox(regions.oval);
  if (!box) return;
  const [left, top, width, height] = box;
  const layer = cropRgb(canvas, box);
  const span = Math.max(
    ...faces.map((face) => Math.hypot(face.mesh[33][0] - face.mesh[263][0], face.mesh[33][1] - face.mesh[263][1])),
  );
  // Dabs measured by the face: a face filling the picture gets dabs its own size would.
  const unit = Math.min(span / 90, 1.6 * scale + 0.4);
  brushOver(layer, cropRgb(source, box), random, {
    coverage: 1.3,
    length: [7 * unit + 2, 11 * unit + 3],
    width: [4 * unit + 1.5, 6 * unit + 2],
    opacity: 0.85,
    bristles: 0.2,
    jitter: 6,
    lightnessJitter: 1.5,
    edgeTolerance: 0.16,
    fine: cropGrey(fineness(regions, 0.2), box),
    fineScale: 0.4,
    angle: () => random.between(-0.9, 0.9),
  });
  // The features touched in with a loaded brush, soft-edged: a dab of deep violet for each
  // eye (darkest at its middle, the pupil), the brows and the line of the mouth as soft
  // strokes, and the lips a little rosier.
  const accents = createGrey(canvas.width, canvas.height);
  drawFeatures(accents, faces, 1.1);
  const eyes = createGrey(canvas.width, canvas.height);
  const lips = createGrey(canvas.width, canvas.height);
  for (const face of faces) {
    for (const ring of [RIGHT_EYE, LEFT_EYE]) fillPolygon(eyes, pointsOf(face, ring), 0.55);
    fillPolygon(lips, pointsOf(face, LIPS_OUTER));
  }
  const softness = 0.9 * unit + 0.5;
  const softAccents = gaussianBlur(accents, softness);
  const softEyes = gaussianBlur(eyes, softness * 1.2);
  const softLips = gaussianBlur(lips, softness);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (top + y) * canvas.width + left + x;
      const o = i * 3;
      const l = (y * width + x) * 3;
      const keep = regions.oval.data[i];
      const touch = Math.max(softAccents.data[i] * 0.5, softEyes.data[i]);
      const rose = softLips.data[i] * 0.3;
      for (let c = 0; c < 3; c++) {
        const painted = canvas.data[o + c] + (layer.data[l + c] - canvas.data[o + c]) * keep;
        const rosier = painted + (ROSE[c] - painted) * rose;
        canvas.data[o + c] = rosier + (ACCENT[c] - rosier) * touch;
      }
    }
  }
}

export function paintMonet(photo: Rgb, random: Random, progress: (percent: number) => void, faces: readonly Face[] = []): Rgb {
  const scale = Math.max(photo.width, photo.height) / 1024;
  const fine = fineness(faceRegions(faces, photo.width, photo.height), 0.7);
  const detail = pastel(domainTransform(photo, 5 * scale + 2, 0.12));
  const masses = pastel(domainTransform(photo, 16 * scale + 4, 0.25));
  progress(35);
  // The ground: a pale, hazy lay-in that shows between the dabs.
  const canvas = gaussianBlurRgb(masses, 6 * scale + 2);
  for (let p = 0; p < canvas.data.length; p++) canvas.data[p] = 0.12 + canvas.data[p] * 0.88;
  // The masses: wide dabs, mostly lying across as on his water and fields.
  const drift = random.between(-0.25, 0.25);
  brushOver(canvas, masses, random, {
    coverage: 1.6,
    length: [24 * scale + 6, 36 * scale + 8],
    width: [11 * scale + 4, 15 * scale + 5],
    opacity: 0.9,
    bristles: 0.35,
    jitter: 12,
    lightnessJitter: 3,
    edgeTolerance: 0.35,
    fine,
    fineScale: 0.3,
    angle: () => drift + random.between(-0.55, 0.55),
  });
  progress(60);
  // The features: smaller dabs of the detailed picture, kept inside their colour areas.
  brushOver(canvas, detail, random, {
    coverage: 0.6,
    fine,
    fineScale: 0.5,
    length: [9 * scale + 3, 14 * scale + 4],
    width: [5 * scale + 2, 7 * scale + 2],
    opacity: 0.85,
    bristles: 0.25,
    jitter: 9,
    lightnessJitter: 1.5,
    edgeTolerance: 0.14,
    angle: () => drift + random.between(-0.8, 0.8),
  });
  progress(70);
  if (faces.length > 0) paintFaces(canvas, pastel(domainTransform(photo, 3 * scale + 1.5, 0.08), 24, 0.78), faces, random, scale);
  progress(80);
  return wash(canvas, random, {
    turbulence: 0.12,
    granulation: 0.05,
    edgeDarkening: 0,
    edgeWidth: 8,
    paperTone: hex('#fdf8ee'),
    tooth: 2,
  });
}

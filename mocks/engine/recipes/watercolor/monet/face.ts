// The face painted again in a layer of its own, in smaller dabs from a picture of it that keeps
// more of its own colour and contrast (light warm, shade coloured, never grey), smallest over
// the eyes, brows and mouth, whose shapes are then touched in with soft strokes of deep violet
// and the lips with rose, as he set an eye or a mouth with one touch of dark colour. Without
// that the dabs dissolve a face (a panel scored it 0.6).
import type { Face } from '../../../types';
import { gaussianBlur } from '../../shared/blur';
import { hex } from '../../shared/colour';
import { drawFeatures, eyeSpan, fillPolygon, fineness, LIPS_OUTER, pointsOf, type FaceRegions } from '../../shared/faceParts';
import type { Random } from '../../shared/random';
import { cloneRgb, createGrey, type Grey, type Rgb } from '../../shared/raster';
import { LEFT_EYE, RIGHT_EYE } from '../printFace';
import { layDabs } from './dabs';
import type { Hour } from './light';

/** Deep violet: his dark for an eye, a brow, the line of a mouth. */
const ACCENT = hex('#3f2f5a');
/** The lips' rose. */
const ROSE = hex('#c9565f');

/** 0–1 where a face's layer is painted: its oval, fully a little inside the rim. */
export function faceLayerMask(regions: FaceRegions): Grey {
  const where = createGrey(regions.oval.width, regions.oval.height);
  for (let i = 0; i < where.data.length; i++) where.data[i] = Math.min(1, regions.oval.data[i] * 3);
  return where;
}

/** Paints the faces over `canvas` from `source`, a picture of them (made only inside `faceLayerMask`). */
export function paintFaces(
  canvas: Rgb,
  source: Rgb,
  faces: readonly Face[],
  regions: FaceRegions,
  hour: Hour,
  random: Random,
  angle: number,
): void {
  if (faces.length === 0) return;
  const { width, height } = canvas;
  const span = Math.max(...faces.map(eyeSpan));
  const scale = Math.max(width, height) / 1024;
  // Dabs measured by the face: a face filling the picture gets dabs its own size would.
  const unit = Math.min(span / 90, 1.6 * scale + 0.4);
  const layer = cloneRgb(canvas);
  const where = faceLayerMask(regions);
  layDabs(layer, source, hour, random, {
    coverage: 1.6,
    length: [6 * unit + 2, 9 * unit + 3],
    width: [3.5 * unit + 1.5, 5 * unit + 2],
    opacity: 0.85,
    broken: 0.45,
    lightnessJitter: 1.5,
    edgeTolerance: 0.16,
    fine: fineness(regions, 0.15),
    fineScale: 0.45,
    where,
    angle: () => angle + random.between(-0.9, 0.9),
  });
  // The features touched in with a loaded brush, soft-edged: each eye darkest at its middle
  // (the pupil), the brows and the line of the mouth as soft strokes, the lips a little rosier.
  const accents = createGrey(width, height);
  drawFeatures(accents, faces, 1.1);
  const eyes = createGrey(width, height);
  const lips = createGrey(width, height);
  for (const face of faces) {
    for (const ring of [RIGHT_EYE, LEFT_EYE]) fillPolygon(eyes, pointsOf(face, ring), 0.75);
    fillPolygon(lips, pointsOf(face, LIPS_OUTER));
  }
  const softness = 0.8 * unit + 0.5;
  const softAccents = gaussianBlur(accents, softness);
  const softEyes = gaussianBlur(eyes, softness * 1.2);
  const softLips = gaussianBlur(lips, softness);
  for (let i = 0, o = 0; i < where.data.length; i++, o += 3) {
    const keep = regions.oval.data[i];
    if (keep === 0 && softAccents.data[i] === 0) continue;
    const touch = Math.max(softAccents.data[i] * 0.5, softEyes.data[i]);
    const rose = softLips.data[i] * 0.35;
    for (let c = 0; c < 3; c++) {
      const painted = canvas.data[o + c] + (layer.data[o + c] - canvas.data[o + c]) * keep;
      const rosier = painted + (ROSE[c] - painted) * rose;
      canvas.data[o + c] = rosier + (ACCENT[c] - rosier) * touch;
    }
  }
}

// A photo framed again by a result's variation (./variation.ts) before a painter paints it: a
// little closer, the subject moved within the room that leaves, the camera tilted slightly, and
// for a mirrored variation the mirror image (the painter's strokes then lean the other way once
// the painting is turned back: mirrorBack). The faces stay in the picture. A finished scene can
// be framed again the same way (reframePicture).
import { resizePixels } from '../../adapters/image';
import type { Face, Point, PreparedPhoto } from '../../types';
import { createRgb, type Rgb } from './raster';
import { sampleBilinear, type Samples } from './sample';
import type { Variation } from './variation';

/**
 * How much closer than the whole photo the closest shot is (1.38: a 28 % narrower view), and the
 * widest: a photo has nothing beyond its edges, so a wide shot is the photo a little closer,
 * with room to move the subject aside.
 */
const CLOSEST = 1.38;
const WIDEST = 1.2;
/**
 * A photo whose faces were not found (a person standing far off in a room) is framed less
 * closely and always keeps its top edge: a head the detector missed is near the top far more
 * often than the feet are, and a close shot panned down cut the head off.
 */
const CLOSEST_UNSEEN = 1.15;
/**
 * Room kept around a face's box as shares of its size: to either side, above it (the box
 * starts at the brows: the forehead and the hair), below it (the chin and the neck).
 */
const FACE_ROOM = { side: 0.3, above: 0.7, below: 0.35 };

/**
 * The centre a framing of `half` either side may take along one axis of `extent`, keeping `keep`
 * (low–high) within `keepHalf` of it (the part of a turned frame that is picture all along
 * this axis) if it can.
 */
function centreAlong(
  extent: number,
  half: number,
  pan: number,
  keep: readonly [number, number] | undefined,
  keepHalf = half,
): number {
  const room = Math.max(0, extent / 2 - half);
  let centre = extent / 2 + pan * room;
  if (keep) {
    // Far enough over that the kept span is inside (wider than the view: its middle in the
    // middle); the photo's own edges come first.
    centre =
      keep[1] - keep[0] > 2 * keepHalf
        ? (keep[0] + keep[1]) / 2
        : Math.max(keep[1] - keepHalf, Math.min(keep[0] + keepHalf, centre));
  }
  return Math.min(extent / 2 + room, Math.max(extent / 2 - room, centre));
}

/**
 * The span of every face along x (axis 0) or y (axis 1), in pixels `scale`× the photo's: with
 * FACE_ROOM around it, or (`roomy` false) the face's box alone.
 */
function facesSpan(faces: readonly Face[] | undefined, axis: 0 | 1, scale: number, roomy = true): [number, number] | undefined {
  if (!faces || faces.length === 0) return undefined;
  const before = !roomy ? 0 : axis === 0 ? FACE_ROOM.side : FACE_ROOM.above;
  const after = !roomy ? 0 : axis === 0 ? FACE_ROOM.side : FACE_ROOM.below;
  let low = Infinity;
  let high = -Infinity;
  for (const { box } of faces) {
    const start = box[axis];
    const size = box[axis + 2];
    low = Math.min(low, start - size * before);
    high = Math.max(high, start + size * (1 + after));
  }
  return [low * scale, high * scale];
}

/**
 * What to keep in a view of `inner` pixels either side: the faces with their room when that
 * fits, else the faces alone (a face filling the photo keeps its chin and mouth rather than
 * room for hair above it; wider still, its middle).
 */
function keptSpan(faces: readonly Face[] | undefined, axis: 0 | 1, scale: number, inner: number): [number, number] | undefined {
  const roomy = facesSpan(faces, axis, scale);
  // A pixel over is a rounded size's, at a zoom capped to fit it exactly.
  if (!roomy || roomy[1] - roomy[0] <= 2 * inner + 1) return roomy;
  return facesSpan(faces, axis, scale, false);
}

/**
 * `width` × `height` pixels of `source` (0–1 floats, or bytes with `toUnit` 1/255) around
 * (centreX, centreY), `step` source pixels a pixel, turned by the angle of (cos, sin); written
 * mirrored when `mirrored`.
 */
function sampleView(
  source: Samples,
  width: number,
  height: number,
  view: { centreX: number; centreY: number; step: number; cos: number; sin: number },
  mirrored: boolean,
  toUnit: number,
): Rgb {
  const { centreX, centreY, step } = view;
  const cos = view.cos * step;
  const sin = view.sin * step;
  const picture = createRgb(width, height);
  const out = picture.data;
  for (let v = 0; v < height; v++) {
    const dy = v + 0.5 - height / 2;
    for (let u = 0; u < width; u++) {
      const dx = u + 0.5 - width / 2;
      const column = mirrored ? width - 1 - u : u;
      const o = (v * width + column) * 3;
      sampleBilinear(source, 3, centreX + dx * cos - dy * sin - 0.5, centreY + dx * sin + dy * cos - 0.5, out, o);
      out[o] *= toUnit;
      out[o + 1] *= toUnit;
      out[o + 2] *= toUnit;
    }
  }
  return picture;
}

/** Where the view of a framing sits on the photo resized to `sourceWidth` × `sourceHeight`. */
interface View {
  sourceWidth: number;
  sourceHeight: number;
  centreX: number;
  centreY: number;
  cos: number;
  sin: number;
}

/** Half the width and height of a `width` × `height` frame turned by (cos, sin): around it (`outer`), and within it (`inner`). */
function turnedHalves(
  width: number,
  height: number,
  cos: number,
  sin: number,
): { outer: [number, number]; inner: [number, number] } {
  const [c, s] = [Math.abs(cos), Math.abs(sin)];
  return {
    outer: [(width / 2) * c + (height / 2) * s, (width / 2) * s + (height / 2) * c],
    // The upright box whose every row and column is picture: what is kept must lie in it.
    inner: [Math.max(1, (width / 2) * c - (height / 2) * s), Math.max(1, (height / 2) * c - (width / 2) * s)],
  };
}

/**
 * The zoom (source pixels per picture pixel, shrunk: 1 is the whole photo) at which the faces'
 * span with its room just fits the `inner` halves, or Infinity without faces.
 */
function faceCap(
  photo: { width: number; height: number },
  width: number,
  height: number,
  inner: [number, number],
  faces?: readonly Face[],
): number {
  let cap = Infinity;
  for (const axis of [0, 1] as const) {
    // The span at zoom 1 (the photo's side resized to the picture's); it grows with the zoom.
    const span = facesSpan(faces, axis, axis === 0 ? width / photo.width : height / photo.height);
    if (span) cap = Math.min(cap, (2 * inner[axis]) / Math.max(1e-6, span[1] - span[0]));
  }
  return cap;
}

/** The view `variation` takes of `photo` for a `width` × `height` picture, keeping `faces` in it. */
function viewOf(
  photo: { width: number; height: number },
  width: number,
  height: number,
  variation: Variation,
  faces?: readonly Face[],
): View {
  const seen = faces !== undefined && faces.length > 0;
  const closest = seen ? CLOSEST : CLOSEST_UNSEEN;
  const wanted = 1 + (variation.shot >= 0 ? closest - 1 : Math.min(closest, WIDEST) - 1) * Math.abs(variation.shot);
  // A tilt needs the view a little closer (the turned frame's corners must stay on the photo);
  // where that would cut into the faces' room, the tilt is lessened, down to none.
  let tilt = variation.tilt;
  let halves = turnedHalves(width, height, Math.cos(tilt), Math.sin(tilt));
  for (const share of [0.5, 0]) {
    const fit = Math.max((2 * halves.outer[0]) / width, (2 * halves.outer[1]) / height);
    if (fit <= faceCap(photo, width, height, halves.inner, faces)) break;
    tilt = variation.tilt * share;
    halves = turnedHalves(width, height, Math.cos(tilt), Math.sin(tilt));
  }
  const { outer, inner } = halves;
  const fit = Math.max((2 * outer[0]) / width, (2 * outer[1]) / height);
  // Never so close that a face's span with its room leaves the view (a tight face photo's
  // close shot cut its chin): the closer shot stops there, as the tilt allows.
  const zoom = Math.max(fit, Math.min(wanted, faceCap(photo, width, height, inner, faces)));
  const sourceWidth = Math.round(width * zoom);
  const sourceHeight = Math.round(height * zoom);
  const scaleX = sourceWidth / photo.width;
  const scaleY = sourceHeight / photo.height;
  const centreX = centreAlong(sourceWidth, outer[0], variation.panX, keptSpan(faces, 0, scaleX, inner[0]), inner[0]);
  const keptY: [number, number] | undefined = seen ? keptSpan(faces, 1, scaleY, inner[1]) : [0, 0];
  const centreY = centreAlong(sourceHeight, outer[1], variation.panY, keptY, inner[1]);
  return { sourceWidth, sourceHeight, centreX, centreY, cos: Math.cos(tilt), sin: Math.sin(tilt) };
}

/**
 * The photo at `width` × `height` (the size the painter paints at), framed by `variation`.
 * `faces` (in the photo's pixels), when known, are kept in view.
 */
export async function reframePhoto(
  photo: PreparedPhoto,
  width: number,
  height: number,
  variation: Variation,
  faces?: readonly Face[],
): Promise<Rgb> {
  const view = viewOf(photo, width, height, variation, faces);
  // The photo resized so the view is one of its pixels a pixel: sharp's resampling, not ours, shrinks it.
  const source = await resizePixels(photo, view.sourceWidth, view.sourceHeight);
  return sampleView(source, width, height, { ...view, step: 1 }, variation.mirrored, 1 / 255);
}

/**
 * The faces (in the photo's pixels) where reframePhoto's picture of the same arguments shows
 * them, mirrored with it: a painter that protects a face's features finds them there. Faces
 * without a whole mesh are left out.
 */
export function facesInFraming(
  photo: { width: number; height: number },
  width: number,
  height: number,
  variation: Variation,
  faces: readonly Face[] | undefined,
): Face[] {
  if (!faces) return [];
  const view = viewOf(photo, width, height, variation, faces);
  const scaleX = view.sourceWidth / photo.width;
  const scaleY = view.sourceHeight / photo.height;
  // sampleView's mapping turned round: the view's pixel of a point of the resized photo.
  const toView = (x: number, y: number): [number, number] => {
    const a = x * scaleX + 0.5 - view.centreX;
    const b = y * scaleY + 0.5 - view.centreY;
    const u = a * view.cos + b * view.sin + width / 2 - 0.5;
    const v = -a * view.sin + b * view.cos + height / 2 - 0.5;
    return [variation.mirrored ? width - 1 - u : u, v];
  };
  return faces
    .filter((face) => face.mesh.length >= 468)
    .map((face) => {
      const mesh = face.mesh.map((point): Point => [...toView(point[0], point[1]), (point[2] ?? 0) * scaleX]);
      // The box's corners moved (turned or mirrored, it is the box around them).
      const [x, y, w, h] = face.box;
      const corners = [toView(x, y), toView(x + w, y), toView(x, y + h), toView(x + w, y + h)];
      const xs = corners.map((corner) => corner[0]);
      const ys = corners.map((corner) => corner[1]);
      const [left, top] = [Math.min(...xs), Math.min(...ys)];
      return { box: [left, top, Math.max(...xs) - left, Math.max(...ys) - top], mesh, score: face.score };
    });
}

/** How much closer the camera comes over a finished scene: the closest shot, and the wide one (room to move aside). */
const SCENE_CLOSEST = 1.1;
const SCENE_WIDEST = 1.08;

/**
 * A finished picture framed again by `variation`'s shot and side, at its own size: for a drawn
 * scene whose stage (a lectern, a floor, a wall) stays put while the face moves in it, the
 * camera moves over the whole. As taken, it is the picture itself. `keepFrom`, a row the view
 * keeps (its top at or above it): what the scene draws up to there is not cut by the view's top.
 */
export function reframePicture(picture: Rgb, variation: Variation, keepFrom?: number): Rgb {
  const zoom = 1 + (variation.shot >= 0 ? SCENE_CLOSEST - 1 : SCENE_WIDEST - 1) * Math.abs(variation.shot);
  if (zoom === 1) return picture;
  const { width, height } = picture;
  const centreX = centreAlong(width, width / (2 * zoom), variation.panX, undefined);
  const keep: [number, number] | undefined = keepFrom === undefined ? undefined : [keepFrom, keepFrom];
  const centreY = centreAlong(height, height / (2 * zoom), variation.panY, keep);
  return sampleView(picture, width, height, { centreX, centreY, step: 1 / zoom, cos: 1, sin: 0 }, false, 1);
}

/** A painting of a mirrored framing turned the right way round (unchanged otherwise). */
export function mirrorBack(picture: Rgb, variation: Variation): Rgb {
  if (!variation.mirrored) return picture;
  const { width, height, data } = picture;
  const turned = createRgb(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      const to = (y * width + width - 1 - x) * 3;
      turned.data[to] = data[from];
      turned.data[to + 1] = data[from + 1];
      turned.data[to + 2] = data[from + 2];
    }
  }
  return turned;
}

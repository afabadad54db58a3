// The face found, cropped and aligned: only the part of the run's photo (decoded once for the
// run: ../../prepare.ts) around the face is cut and resized, then turned so the eyes are level
// and scaled so the face fills a square avatar with room for hair and shoulders.
import { cropPixels, type Area } from '../../adapters/image';
import type { Face, PreparedPhoto } from '../../types';
import { createGrey, createRgb, smoothstep, type Grey, type Rgb } from '../shared/raster';
import type { Random } from '../shared/random';
import type { Variation } from '../shared/variation';
import { sampleBilinear } from '../shared/sample';
import { wideBlurRgb } from './resample';
import { eyeCentres, FACE_OVAL, type XY } from './landmarks';

/** The side of every avatar, in pixels. */
export const AVATAR_SIZE = 768;

/** The face in the square: its mesh moved along with the pixels. */
export interface Portrait {
  picture: Rgb;
  /** The 468 points in the avatar's pixels. */
  mesh: XY[];
  /** Each pixel's distance past the photo's edge in avatar pixels (negative inside it): where the square is only fill. */
  beyond: Grey;
}

export interface Framing {
  /** Face height (hairline to chin) as a share of the side. */
  faceHeight: number;
  /** Where the middle of the face goes, as shares of the side. */
  centreX: number;
  centreY: number;
  /** The widest the face may be, as a share of the side (a turned or round face is fitted by it). */
  maxFaceWidth: number;
  /** Radians the face leans from level (a seed's slight tilt: varyFraming); absent, the eyes are level. */
  tilt?: number;
}

/** A head-and-shoulders framing, nudged a little by the seed so two results differ. */
export function headAndShoulders(random: Random): Framing {
  return {
    faceHeight: 0.46 * random.between(0.95, 1.05),
    centreX: 0.5 + random.between(-0.012, 0.012),
    centreY: 0.5 + random.between(-0.01, 0.01),
    maxFaceWidth: 0.62,
  };
}

/** How much smaller (the widest shot) or larger (the closest) than the style's own framing a variation's face is. */
const WIDEST = 0.84;
export const CLOSEST = 1.24;
/** How far a variation moves the face from the style's place for it, as shares of the side. */
export const PAN_ACROSS = 0.075;
const PAN_DOWN = 0.03;

/**
 * The style's framing moved by a result's variation (../shared/variation.ts): the face closer
 * or farther, a little to one side, leaning slightly. A scene is drawn around the face where
 * it is, so it moves along.
 */
export function varyFraming(framing: Framing, variation: Variation): Framing {
  const zoom = 1 + (variation.shot >= 0 ? CLOSEST - 1 : 1 - WIDEST) * variation.shot;
  return {
    faceHeight: framing.faceHeight * zoom,
    maxFaceWidth: framing.maxFaceWidth * zoom,
    centreX: framing.centreX + variation.panX * PAN_ACROSS,
    centreY: framing.centreY + variation.panY * PAN_DOWN,
    tilt: (framing.tilt ?? 0) + variation.tilt,
  };
}

interface Transform {
  cos: number;
  sin: number;
  /** Avatar pixels per photo pixel. */
  scale: number;
  /** The face's middle in the rotated frame. */
  middle: XY;
  /** Where that middle lands in the avatar. */
  target: XY;
}

function planTransform(face: Face, framing: Framing, size: number): Transform {
  const { right, left } = eyeCentres(face.mesh);
  const angle = Math.atan2(left[1] - right[1], left[0] - right[0]) - (framing.tilt ?? 0);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The oval in a frame turned by −angle, where the eyes are level.
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const index of FACE_OVAL) {
    const [x, y] = face.mesh[index];
    const u = x * cos + y * sin;
    const v = -x * sin + y * cos;
    minX = Math.min(minX, u);
    maxX = Math.max(maxX, u);
    minY = Math.min(minY, v);
    maxY = Math.max(maxY, v);
  }
  const height = Math.max(1, maxY - minY);
  const width = Math.max(1, maxX - minX);
  // A very wide face (turned, or a child's) is fitted by its width instead.
  const scale = Math.min((framing.faceHeight * size) / height, (framing.maxFaceWidth * size) / width);
  return {
    cos,
    sin,
    scale,
    middle: [(minX + maxX) / 2, (minY + maxY) / 2],
    target: [framing.centreX * size, framing.centreY * size],
  };
}

/** Photo pixel of an avatar pixel (the loop in alignFace has this inlined). */
function toPhoto(t: Transform, u: number, v: number): XY {
  const x = t.middle[0] + (u - t.target[0]) / t.scale;
  const y = t.middle[1] + (v - t.target[1]) / t.scale;
  return [x * t.cos - y * t.sin, x * t.sin + y * t.cos];
}

/** Avatar pixel of a photo pixel. */
function toAvatar(t: Transform, x: number, y: number): XY {
  const u = x * t.cos + y * t.sin;
  const v = -x * t.sin + y * t.cos;
  return [(u - t.middle[0]) * t.scale + t.target[0], (v - t.middle[1]) * t.scale + t.target[1]];
}

/** Signed distance (in avatar pixels) from the photo's edge: negative inside, positive beyond it. */
function beyondEdge(x: number, y: number, width: number, height: number, scale: number): number {
  const dx = Math.max(-x, x - width);
  const dy = Math.max(-y, y - height);
  return Math.max(dx, dy) * scale;
}

/**
 * Where the square reaches past the photo (a tight selfie), the held edge pixels would
 * streak; there the picture fades into a strong blur of itself, like an out-of-focus wall.
 */
/** Avatar pixels over which the photo fades into the fill, either side of its edge. */
export const EDGE_FADE = 40;

function fillBeyondEdges(picture: Rgb, beyond: Grey): void {
  let any = false;
  for (let i = 0; i < beyond.data.length && !any; i++) any = beyond.data[i] > -EDGE_FADE;
  if (!any) return;
  const blurred = wideBlurRgb(picture, picture.width / 12);
  const { data } = picture;
  for (let i = 0, p = 0; i < beyond.data.length; i++, p += 3) {
    const m = smoothstep(-EDGE_FADE, EDGE_FADE, beyond.data[i]);
    if (m <= 0) continue;
    for (let k = 0; k < 3; k++) data[p + k] += (blurred.data[p + k] - data[p + k]) * m;
  }
}

/** The region the square covers, cut from the photo and resized to about the avatar's scale. */
interface Region {
  data: Uint8Array;
  width: number;
  height: number;
  /** How photo pixels map into the region's: x = px·stepX − offsetX. */
  stepX: number;
  stepY: number;
  offsetX: number;
  offsetY: number;
}

async function cutRegion(photo: PreparedPhoto, region: Area, scale: number): Promise<Region> {
  const outWidth = Math.max(1, Math.round(region.width * scale));
  const outHeight = Math.max(1, Math.round(region.height * scale));
  const { data, width, height } = await cropPixels(photo, region, outWidth, outHeight);
  const stepX = width / region.width;
  const stepY = height / region.height;
  return { data, width, height, stepX, stepY, offsetX: region.left * stepX, offsetY: region.top * stepY };
}

export async function alignFace(photo: PreparedPhoto, face: Face, framing: Framing, size = AVATAR_SIZE): Promise<Portrait> {
  const { width: photoWidth, height: photoHeight } = photo;
  const t = planTransform(face, framing, size);

  // The part of the photo the square covers (its corners mapped back), inside the photo.
  const corners = [toPhoto(t, 0, 0), toPhoto(t, size, 0), toPhoto(t, 0, size), toPhoto(t, size, size)];
  const left = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[0]))) - 2);
  const top = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[1]))) - 2);
  const right = Math.min(photoWidth, Math.ceil(Math.max(...corners.map((c) => c[0]))) + 2);
  const bottom = Math.min(photoHeight, Math.ceil(Math.max(...corners.map((c) => c[1]))) + 2);
  const regionWidth = Math.max(1, right - left);
  const regionHeight = Math.max(1, bottom - top);
  const region = await cutRegion(photo, { left, top, width: regionWidth, height: regionHeight }, t.scale);
  const { width: rw, height: rh, stepX, stepY, offsetX, offsetY } = region;

  const picture = createRgb(size, size);
  const beyond = createGrey(size, size);
  const out = picture.data;
  const scale = 1 / 255;
  // Photo position of avatar pixel (u, v): p = R(angle)·(middle + ((u, v) − target) / scale).
  const inverse = 1 / t.scale;
  for (let v = 0; v < size; v++) {
    const ry = t.middle[1] + (v + 0.5 - t.target[1]) * inverse;
    for (let u = 0; u < size; u++) {
      const rx = t.middle[0] + (u + 0.5 - t.target[0]) * inverse;
      const px = rx * t.cos - ry * t.sin;
      const py = rx * t.sin + ry * t.cos;
      // Into the region's pixels (centres at +0.5); beyond the photo the edge is held.
      const x = Math.min(rw - 1, Math.max(0, px * stepX - offsetX - 0.5));
      const y = Math.min(rh - 1, Math.max(0, py * stepY - offsetY - 0.5));
      beyond.data[v * size + u] = beyondEdge(px, py, photoWidth, photoHeight, t.scale);
      const o = (v * size + u) * 3;
      sampleBilinear(region, 3, x, y, out, o);
      out[o] *= scale;
      out[o + 1] *= scale;
      out[o + 2] *= scale;
    }
  }
  fillBeyondEdges(picture, beyond);
  const mesh = face.mesh.map((point) => toAvatar(t, point[0], point[1]));
  return { picture, mesh, beyond };
}

// The face found, cropped and aligned: only the part of the photo around the face is decoded
// and shrunk by sharp (a 12 MP upload costs one decode), then turned so the eyes are level and
// scaled so the face fills a square avatar with room for hair and shoulders.
import sharp, { type Sharp } from 'sharp';
import type { Face } from '../../types';
import { createGrey, createRgb, smoothstep, type Grey, type Rgb } from '../shared/raster';
import type { Random } from '../shared/random';
import { wideBlurRgb } from './resample';
import { eyeCentres, FACE_OVAL, type XY } from './landmarks';

/** The side of every avatar, in pixels. */
export const AVATAR_SIZE = 768;

/** The face in the square: its mesh moved along with the pixels. */
export interface Portrait {
  picture: Rgb;
  /** The 468 points in the avatar's pixels. */
  mesh: XY[];
}

export interface Framing {
  /** Face height (hairline to chin) as a share of the side. */
  faceHeight: number;
  /** Where the middle of the face goes, as shares of the side. */
  centreX: number;
  centreY: number;
  /** The widest the face may be, as a share of the side (a turned or round face is fitted by it). */
  maxFaceWidth: number;
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
  const angle = Math.atan2(left[1] - right[1], left[0] - right[0]);
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
const EDGE_FADE = 40;

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

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Decoded pixels covering a region, and how photo pixels map into them: x = px·stepX − offsetX. */
interface Decoded {
  data: Buffer;
  width: number;
  height: number;
  stepX: number;
  stepY: number;
  offsetX: number;
  offsetY: number;
}

/**
 * The region at about the avatar's scale. A JPEG or WebP much larger than needed is shrunk as
 * a whole first, which libvips does while decoding (a 12 MP JPEG decoded at 1/4 or 1/8), and
 * the region cut from that; other photos have the region cut first and only it resampled.
 */
async function decodeRegion(
  image: Sharp,
  format: string | undefined,
  photoWidth: number,
  photoHeight: number,
  region: Region,
  scale: number,
): Promise<Decoded> {
  const prepare = (pipeline: Sharp): Sharp =>
    pipeline.flatten({ background: '#ffffff' }).toColourspace('srgb').removeAlpha().raw();
  if ((format === 'jpeg' || format === 'webp') && scale < 0.5) {
    const width = Math.max(1, Math.round(photoWidth * scale));
    const height = Math.max(1, Math.round(photoHeight * scale));
    const stepX = width / photoWidth;
    const stepY = height / photoHeight;
    const left = Math.min(width - 1, Math.floor(region.left * stepX));
    const top = Math.min(height - 1, Math.floor(region.top * stepY));
    const right = Math.min(width, Math.ceil((region.left + region.width) * stepX));
    const bottom = Math.min(height, Math.ceil((region.top + region.height) * stepY));
    const { data, info } = await prepare(
      image
        .rotate()
        .resize(width, height, { fit: 'fill' })
        .extract({ left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) }),
    ).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, stepX, stepY, offsetX: left, offsetY: top };
  }
  const outWidth = Math.max(1, Math.round(region.width * scale));
  const outHeight = Math.max(1, Math.round(region.height * scale));
  const { data, info } = await prepare(image.rotate().extract(region).resize(outWidth, outHeight, { fit: 'fill' })).toBuffer({
    resolveWithObject: true,
  });
  const stepX = info.width / region.width;
  const stepY = info.height / region.height;
  return {
    data,
    width: info.width,
    height: info.height,
    stepX,
    stepY,
    offsetX: region.left * stepX,
    offsetY: region.top * stepY,
  };
}

export async function alignFace(photo: Uint8Array, face: Face, framing: Framing, size = AVATAR_SIZE): Promise<Portrait> {
  const image = sharp(photo, { failOn: 'none' });
  const metadata = await image.metadata();
  const photoWidth = metadata.autoOrient.width;
  const photoHeight = metadata.autoOrient.height;
  const t = planTransform(face, framing, size);

  // The part of the photo the square covers (its corners mapped back), inside the photo.
  const corners = [toPhoto(t, 0, 0), toPhoto(t, size, 0), toPhoto(t, 0, size), toPhoto(t, size, size)];
  const left = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[0]))) - 2);
  const top = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[1]))) - 2);
  const right = Math.min(photoWidth, Math.ceil(Math.max(...corners.map((c) => c[0]))) + 2);
  const bottom = Math.min(photoHeight, Math.ceil(Math.max(...corners.map((c) => c[1]))) + 2);
  const regionWidth = Math.max(1, right - left);
  const regionHeight = Math.max(1, bottom - top);
  const decoded = await decodeRegion(
    image,
    metadata.format,
    photoWidth,
    photoHeight,
    { left, top, width: regionWidth, height: regionHeight },
    t.scale,
  );
  const { data, width: rw, height: rh, stepX, stepY, offsetX, offsetY } = decoded;

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
      // Into the decoded pixels (centres at +0.5); beyond the photo the edge is held.
      const x = Math.min(rw - 1, Math.max(0, px * stepX - offsetX - 0.5));
      const y = Math.min(rh - 1, Math.max(0, py * stepY - offsetY - 0.5));
      beyond.data[v * size + u] = beyondEdge(px, py, photoWidth, photoHeight, t.scale);
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const x1 = x0 + 1 < rw ? x0 + 1 : x0;
      const y1 = y0 + 1 < rh ? y0 + 1 : y0;
      const fx = x - x0;
      const fy = y - y0;
      const a = (y0 * rw + x0) * 3;
      const b = (y0 * rw + x1) * 3;
      const c = (y1 * rw + x0) * 3;
      const d = (y1 * rw + x1) * 3;
      const o = (v * size + u) * 3;
      for (let k = 0; k < 3; k++) {
        const upper = data[a + k] + (data[b + k] - data[a + k]) * fx;
        const lower = data[c + k] + (data[d + k] - data[c + k]) * fx;
        out[o + k] = (upper + (lower - upper) * fy) * scale;
      }
    }
  }
  fillBeyondEdges(picture, beyond);
  const mesh = face.mesh.map((point) => toAvatar(t, point[0], point[1]));
  return { picture, mesh };
}

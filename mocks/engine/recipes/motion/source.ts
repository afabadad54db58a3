// Decodes only the part of the photo around the face (upright, EXIF applied), scaled to the size
// the result is made at, and carries the face's mesh into that crop's pixels.
import sharp from 'sharp';
import type { Face, Point } from '../../types';
import type { Raster } from './raster';

export interface CropPlan {
  /** Crop side as a multiple of the face's height (forehead to chin). */
  faceHeights: number;
  /** The result's long side: at most, and at least (small crops are enlarged to it). */
  maxSide: number;
  minSide: number;
  /** Sides rounded down to a multiple of this (2 for H.264). */
  multiple: number;
}

export interface FaceCrop {
  picture: Raster;
  /** The face's mesh in the crop's pixels. */
  mesh: Point[];
}

/** The photo's size once upright: EXIF orientations 5–8 swap width and height. */
export async function uprightSize(photo: Uint8Array): Promise<{ width: number; height: number }> {
  const meta = await sharp(photo, { failOn: 'none' }).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

function extent(values: readonly number[]): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** Where the crop lies in the upright photo and the size it is scaled to. */
export interface CropArea {
  left: number;
  top: number;
  width: number;
  height: number;
  outWidth: number;
  outHeight: number;
}

/** The crop around `face` in a photo of `size` (upright pixels). */
export function cropArea(size: { width: number; height: number }, face: Face, plan: CropPlan): CropArea {
  const xs = extent(face.mesh.map((p) => p[0]));
  const ys = extent(face.mesh.map((p) => p[1]));
  const faceHeight = Math.max(ys.max - ys.min, xs.max - xs.min, 8);
  // Centred a little above the mesh's middle: the crop shows the hair as well as the chin.
  const centerX = (xs.min + xs.max) / 2;
  const centerY = (ys.min + ys.max) / 2 - faceHeight * 0.08;
  const side = faceHeight * plan.faceHeights;
  const width = Math.max(2, Math.min(size.width, Math.round(side)));
  const height = Math.max(2, Math.min(size.height, Math.round(side)));
  const left = Math.max(0, Math.min(size.width - width, Math.round(centerX - width / 2)));
  const top = Math.max(0, Math.min(size.height - height, Math.round(centerY - height / 2)));
  const longSide = Math.max(width, height);
  const scale = Math.min(plan.maxSide, Math.max(plan.minSide, longSide)) / longSide;
  const even = (value: number): number => Math.max(plan.multiple, Math.floor(value / plan.multiple) * plan.multiple);
  return { left, top, width, height, outWidth: even(width * scale), outHeight: even(height * scale) };
}

export async function cropAroundFace(photo: Uint8Array, face: Face, plan: CropPlan): Promise<FaceCrop> {
  const area = cropArea(await uprightSize(photo), face, plan);
  const { left, top, width, height } = area;
  const { data, info } = await sharp(photo, { failOn: 'none' })
    .rotate()
    .extract({ left, top, width, height })
    .resize(area.outWidth, area.outHeight, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scaleX = info.width / width;
  const scaleY = info.height / height;
  return {
    picture: { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) },
    mesh: face.mesh.map((p): Point => [(p[0] - left) * scaleX, (p[1] - top) * scaleY, (p[2] ?? 0) * scaleX]),
  };
}

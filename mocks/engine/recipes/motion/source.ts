// Cuts the part of the run's photo (decoded once for the run: ../../prepare.ts) around the face,
// scaled to the size the result is made at, and carries the face's mesh into that crop's pixels.
import { cropPixels } from '../../adapters/image';
import type { Face, Point, PreparedPhoto } from '../../types';
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

export async function cropAroundFace(photo: PreparedPhoto, face: Face, plan: CropPlan): Promise<FaceCrop> {
  const area = cropArea(photo, face, plan);
  const { left, top, width, height } = area;
  const crop = await cropPixels(photo, { left, top, width, height }, area.outWidth, area.outHeight);
  const scaleX = crop.width / width;
  const scaleY = crop.height / height;
  return {
    picture: { width: crop.width, height: crop.height, data: crop.data },
    mesh: face.mesh.map((p): Point => [(p[0] - left) * scaleX, (p[1] - top) * scaleY, (p[2] ?? 0) * scaleX]),
  };
}

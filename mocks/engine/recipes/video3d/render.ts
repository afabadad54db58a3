// One frame of the 3D photo: each output pixel looks up the background plate and the subject
// (photo and matte) where that layer's pose puts them, and lays the subject over the plate.
// Each layer's pose is a scale and a shift, so along a row the source position advances by a
// constant step: the inner loop is two bilinear lookups and a blend.
import { sampleGrey, type Grey, type Rgb } from '../shared/raster';
import { sampleBilinear, sampleOne } from '../shared/sample';
import type { CameraPose, LayerPose } from './camera';

export interface Layers {
  photo: Rgb;
  /** The background with the subject's place filled (the photo itself for a depth warp). */
  plate: Rgb;
  /** 'cut': the subject is a separate layer over the plate, `matte` its opacity. 'warp': one
   * sheet, `matte` a smooth depth, each pixel moving between the two poses by its depth
   * (nothing tears where the subject's outline is unknown). */
  mode: 'cut' | 'warp';
  matte: Grey;
  /** The subject's centre in the source's pixels: the subject grows about it. */
  focus: { x: number; y: number };
}

export interface Framing {
  width: number;
  height: number;
  /** Source pixels per output pixel at rest (the frame shows the source's middle, zoomed in a little). */
  step: number;
}

/** The affine map of output to source pixels for one layer: source = origin + output × step. */
export interface LayerMap {
  originX: number;
  originY: number;
  step: number;
}

export function layerMap(layers: Layers, framing: Framing, pose: LayerPose): LayerMap {
  const { photo, focus } = layers;
  const long = Math.max(photo.width, photo.height);
  // At rest, output (0, 0) sits so the frame's centre is the source's centre.
  const restX = photo.width / 2 - (framing.width / 2) * framing.step;
  const restY = photo.height / 2 - (framing.height / 2) * framing.step;
  // Scaled about the focus, then shifted (the content moves by +d, so it is read from −d).
  return {
    originX: focus.x + (restX - focus.x) / pose.scale - pose.dx * long,
    originY: focus.y + (restY - focus.y) / pose.scale - pose.dy * long,
    step: framing.step / pose.scale,
  };
}

function clampIndex(value: number, last: number): number {
  return value < 0 ? 0 : value > last ? last : value;
}

function warpFrame(layers: Layers, framing: Framing, pose: CameraPose, out: Uint8Array): void {
  const { photo, matte } = layers;
  const lastX = photo.width - 1;
  const lastY = photo.height - 1;
  const back = layerMap(layers, framing, pose.background);
  const front = layerMap(layers, framing, pose.subject);
  const rest = layerMap(layers, framing, { dx: 0, dy: 0, scale: 1 });
  const colour = [0, 0, 0];
  for (let oy = 0, o = 0; oy < framing.height; oy++) {
    for (let ox = 0; ox < framing.width; ox++, o += 3) {
      // The depth where this pixel sits at rest: smooth enough that it stands in for the moved one.
      const depth = sampleGrey(matte, rest.originX + ox * rest.step, rest.originY + oy * rest.step);
      const x = back.originX + ox * back.step + (front.originX + ox * front.step - back.originX - ox * back.step) * depth;
      const y = back.originY + oy * back.step + (front.originY + oy * front.step - back.originY - oy * back.step) * depth;
      sampleBilinear(photo, 3, clampIndex(x, lastX), clampIndex(y, lastY), colour);
      for (let c = 0; c < 3; c++) {
        const v = colour[c] * 255 + 0.5;
        out[o + c] = v <= 0 ? 0 : v >= 255 ? 255 : v;
      }
    }
  }
}

/** Writes the frame at `pose` as RGB bytes into `out` (width × height × 3). */
export function renderFrame(layers: Layers, framing: Framing, pose: CameraPose, out: Uint8Array): void {
  if (layers.mode === 'warp') {
    warpFrame(layers, framing, pose, out);
    return;
  }
  const { photo, plate, matte } = layers;
  const lastX = photo.width - 1;
  const lastY = photo.height - 1;
  const back = layerMap(layers, framing, pose.background);
  const front = layerMap(layers, framing, pose.subject);
  const colour = [0, 0, 0];
  const subject = [0, 0, 0];
  for (let oy = 0, o = 0; oy < framing.height; oy++) {
    const by = clampIndex(back.originY + oy * back.step, lastY);
    const fy = clampIndex(front.originY + oy * front.step, lastY);
    for (let ox = 0; ox < framing.width; ox++, o += 3) {
      const fx = clampIndex(front.originX + ox * front.step, lastX);
      const alpha = sampleOne(matte, fx, fy);
      // Only the layers that show: the plate where the subject is not opaque, the subject where it is there.
      if (alpha < 0.998) sampleBilinear(plate, 3, clampIndex(back.originX + ox * back.step, lastX), by, colour);
      else colour.fill(0);
      if (alpha > 0.002) {
        sampleBilinear(photo, 3, fx, fy, subject);
        for (let c = 0; c < 3; c++) colour[c] += (subject[c] - colour[c]) * alpha;
      }
      for (let c = 0; c < 3; c++) {
        const v = colour[c] * 255 + 0.5;
        out[o + c] = v <= 0 ? 0 : v >= 255 ? 255 : v;
      }
    }
  }
}

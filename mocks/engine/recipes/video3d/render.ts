// One frame of the 3D photo: each output pixel looks up the background plate and the subject
// (photo and matte) where that layer's pose puts them, and lays the subject over the plate.
// Each layer's pose is a scale and a shift, so along a row the source position advances by a
// constant step: the inner loop is two bilinear lookups and a blend.
import { sampleGrey, type Grey, type Rgb } from '../shared/raster';
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
interface LayerMap {
  originX: number;
  originY: number;
  step: number;
}

function layerMap(layers: Layers, framing: Framing, pose: LayerPose): LayerMap {
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

function sampleRgb(picture: Rgb, x: number, y: number, colour: number[]): void {
  const { width, data } = picture;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const wx = x - x0;
  const wy = y - y0;
  const i00 = (y0 * width + x0) * 3;
  const i10 = i00 + width * 3;
  for (let c = 0; c < 3; c++) {
    const top = data[i00 + c] * (1 - wx) + data[i00 + 3 + c] * wx;
    const bottom = data[i10 + c] * (1 - wx) + data[i10 + 3 + c] * wx;
    colour[c] = top + (bottom - top) * wy;
  }
}

function warpFrame(layers: Layers, framing: Framing, pose: CameraPose, out: Uint8Array): void {
  const { photo, matte } = layers;
  const lastX = photo.width - 1.001;
  const lastY = photo.height - 1.001;
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
      sampleRgb(photo, clampIndex(x, lastX), clampIndex(y, lastY), colour);
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
  const sourceWidth = photo.width;
  const lastX = sourceWidth - 1.001;
  const lastY = photo.height - 1.001;
  const back = layerMap(layers, framing, pose.background);
  const front = layerMap(layers, framing, pose.subject);
  const colour = [0, 0, 0];
  for (let oy = 0, o = 0; oy < framing.height; oy++) {
    const by = clampIndex(back.originY + oy * back.step, lastY);
    const fy = clampIndex(front.originY + oy * front.step, lastY);
    const by0 = Math.floor(by);
    const fy0 = Math.floor(fy);
    const bwy = by - by0;
    const fwy = fy - fy0;
    for (let ox = 0; ox < framing.width; ox++, o += 3) {
      const bx = clampIndex(back.originX + ox * back.step, lastX);
      const bx0 = Math.floor(bx);
      const bwx = bx - bx0;
      const b00 = by0 * sourceWidth + bx0;
      const b10 = b00 + sourceWidth;
      for (let c = 0; c < 3; c++) {
        const top = plate.data[b00 * 3 + c] * (1 - bwx) + plate.data[b00 * 3 + 3 + c] * bwx;
        const bottom = plate.data[b10 * 3 + c] * (1 - bwx) + plate.data[b10 * 3 + 3 + c] * bwx;
        colour[c] = top + (bottom - top) * bwy;
      }
      const fx = clampIndex(front.originX + ox * front.step, lastX);
      const fx0 = Math.floor(fx);
      const fwx = fx - fx0;
      const f00 = fy0 * sourceWidth + fx0;
      const f10 = f00 + sourceWidth;
      const alphaTop = matte.data[f00] * (1 - fwx) + matte.data[f00 + 1] * fwx;
      const alphaBottom = matte.data[f10] * (1 - fwx) + matte.data[f10 + 1] * fwx;
      const alpha = alphaTop + (alphaBottom - alphaTop) * fwy;
      if (alpha > 0.002) {
        for (let c = 0; c < 3; c++) {
          const top = photo.data[f00 * 3 + c] * (1 - fwx) + photo.data[f00 * 3 + 3 + c] * fwx;
          const bottom = photo.data[f10 * 3 + c] * (1 - fwx) + photo.data[f10 * 3 + 3 + c] * fwx;
          colour[c] += (top + (bottom - top) * fwy - colour[c]) * alpha;
        }
      }
      for (let c = 0; c < 3; c++) {
        const v = colour[c] * 255 + 0.5;
        out[o + c] = v <= 0 ? 0 : v >= 255 ? 255 : v;
      }
    }
  }
}

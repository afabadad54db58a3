// Where the seed's camera stands (issue 36, "variations that vary"): the results of one run
// frame the composed scene differently, as the photo tools' variations do (../shared/variation.ts):
// a close shot with the things to one side, the scene as composed, the mirror image. The scene
// is vectors, so the camera is the SVG's viewBox (a close shot stays sharp) and a mirror round
// its middle; what was drawn is never cut: every thing stays whole in the frame (a bust or a cliff
// that runs off the picture's foot may lose its foot), so "two dogs" still shows two.
import type { Variation } from '../shared/variation';
import type { Box, SceneDepth } from './photo';

export interface Camera {
  /** The picture's size (the composed scene's). */
  width: number;
  height: number;
  /** How many times closer than the scene as composed (1 or more). */
  zoom: number;
  /** The scene's point at the frame's top left. */
  left: number;
  top: number;
  /** The frame is the mirror image of the scene. */
  mirrored: boolean;
}

/** The closest a close shot comes, and a wide look's gentler step in. */
const CLOSE = 1.4;
const STEP_IN = 1.16;
/** How far the things move from the frame's middle toward a side, as a share of the width. */
const TO_A_SIDE = 0.14;
/** Room kept round the things inside the frame, as a share of the frame. */
const MARGIN = 0.04;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** What must stay in the frame: every thing's box within the picture (a box running off its foot keeps only its upper part). */
function keptBox(boxes: readonly Box[], width: number, height: number): Box | undefined {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    const x0 = clamp(box.x, 0, width);
    const x1 = clamp(box.x + box.width, 0, width);
    const y0 = clamp(box.y, 0, height);
    let y1 = clamp(box.y + box.height, 0, height);
    if (x1 - x0 < 1 || y1 - y0 < 1) continue;
    if (y1 >= height - 2) y1 = Math.min(y1, y0 + (y1 - y0) * 0.6);
    left = Math.min(left, x0);
    top = Math.min(top, y0);
    right = Math.max(right, x1);
    bottom = Math.max(bottom, y1);
  }
  return right > left ? { x: left, y: top, width: right - left, height: bottom - top } : undefined;
}

/** The seed's camera on a scene of `width`×`height` holding `things` (their boxes in the scene). */
export function frameCamera(width: number, height: number, things: readonly Box[], variation: Variation): Camera {
  const kept = keptBox(things, width, height) ?? { x: width * 0.3, y: height * 0.3, width: width * 0.4, height: height * 0.4 };
  const fits = Math.min(width / (kept.width * (1 + 2 * MARGIN)), height / (kept.height * (1 + 2 * MARGIN)));
  const wanted = variation.shot > 0 ? 1 + (CLOSE - 1) * variation.shot : variation.shot < 0 ? STEP_IN : 1;
  const zoom = Math.max(1, Math.min(wanted, fits));
  const frameWidth = width / zoom;
  const frameHeight = height / zoom;
  // The things' middle moved toward the variation's side (a wide look to the other side).
  const side = variation.shot < 0 ? -variation.panX : variation.panX;
  const centreX = kept.x + kept.width / 2;
  const centreY = kept.y + kept.height / 2;
  let left = centreX - frameWidth * (0.5 + TO_A_SIDE * side);
  let top = centreY - frameHeight * (0.5 + 0.04 * variation.panY);
  // The things whole inside the frame, the frame inside the scene.
  const marginX = frameWidth * MARGIN;
  const marginY = frameHeight * MARGIN;
  left = clamp(left, kept.x + kept.width + marginX - frameWidth, kept.x - marginX);
  top = clamp(top, kept.y + kept.height + marginY - frameHeight, kept.y - marginY);
  left = clamp(left, 0, width - frameWidth);
  top = clamp(top, 0, height - frameHeight);
  return { width, height, zoom, left, top, mirrored: variation.mirrored };
}

/** The camera's frame as an SVG viewBox and the transform that mirrors the scene inside it. */
export function cameraSvg(camera: Camera): { viewBox: string; mirror: string | undefined } {
  const frameWidth = camera.width / camera.zoom;
  const frameHeight = camera.height / camera.zoom;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    viewBox: `${round(camera.left)} ${round(camera.top)} ${round(frameWidth)} ${round(frameHeight)}`,
    // x → 2·middle − x, round the frame's vertical middle line.
    mirror: camera.mirrored ? `matrix(-1 0 0 1 ${round(2 * camera.left + frameWidth)} 0)` : undefined,
  };
}

/** A scene point's x in the picture. */
export function pictureX(camera: Camera, x: number): number {
  const framed = (x - camera.left) * camera.zoom;
  return camera.mirrored ? camera.width - framed : framed;
}

/** A scene point's y in the picture. */
export function pictureY(camera: Camera, y: number): number {
  return (y - camera.top) * camera.zoom;
}

/** A scene box in the picture. */
export function pictureBox(camera: Camera, box: Box): Box {
  const a = pictureX(camera, box.x);
  const b = pictureX(camera, box.x + box.width);
  return { x: Math.min(a, b), y: pictureY(camera, box.y), width: Math.abs(b - a), height: box.height * camera.zoom };
}

/** What the finish knows of the scene (photo.ts), as the camera frames it. */
export function framedDepth(camera: Camera, depth: SceneDepth): SceneDepth {
  const boxes = (list: readonly Box[]) => list.map((box) => pictureBox(camera, box));
  return {
    ...depth,
    horizon: pictureY(camera, depth.horizon),
    lightX: clamp(pictureX(camera, depth.lightX * camera.width) / camera.width, 0, 1),
    grounded: boxes(depth.grounded),
    floating: boxes(depth.floating),
    focus: depth.focus && pictureBox(camera, depth.focus),
    shore: depth.shore === undefined ? undefined : pictureY(camera, depth.shore),
  };
}

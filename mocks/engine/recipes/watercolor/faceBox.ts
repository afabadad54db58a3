// A face's features painted on the box round the face instead of the whole picture: a painter's
// eyes, brows and mouth need a handful of full-size masks, blurs and scans each, and on a
// 1024 px picture those cost far more than the few thousand pixels they touch. The box is cut
// at whole pixels and its margin is wider than any mark or blur drawn there, so the features
// come out as they did on the whole picture.
import type { Face, Point } from '../../types';
import { eyeSpan } from '../shared/faceParts';
import { createRgb, type Rgb } from '../shared/raster';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The face's mesh bounds grown by `margin` eye spans, clamped to the picture, in whole pixels. */
function boxOf(face: Face, width: number, height: number, margin: number): Box {
  const grow = eyeSpan(face) * margin + 4;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of face.mesh) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const left = Math.max(0, Math.floor(minX - grow));
  const top = Math.max(0, Math.floor(minY - grow));
  const right = Math.min(width, Math.ceil(maxX + grow) + 1);
  const bottom = Math.min(height, Math.ceil(maxY + grow) + 1);
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

function cut(picture: Rgb, box: Box): Rgb {
  const part = createRgb(box.width, box.height);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.top + y) * picture.width + box.left) * 3;
    part.data.set(picture.data.subarray(from, from + box.width * 3), y * box.width * 3);
  }
  return part;
}

function pasteBack(picture: Rgb, part: Rgb, box: Box): void {
  for (let y = 0; y < box.height; y++)
    picture.data.set(
      part.data.subarray(y * box.width * 3, (y + 1) * box.width * 3),
      ((box.top + y) * picture.width + box.left) * 3,
    );
}

/**
 * Runs `paint` for each face on the box round it (`margin` eye spans beyond its mesh) of
 * `canvas` and `photo`, the face moved into the box's pixels, and puts the painted box back.
 */
export function paintInFaceBoxes(
  canvas: Rgb,
  photo: Rgb,
  faces: readonly Face[],
  margin: number,
  paint: (canvas: Rgb, photo: Rgb, face: Face) => void,
): void {
  for (const face of faces) {
    const box = boxOf(face, canvas.width, canvas.height, margin);
    if (box.width === 0 || box.height === 0) continue;
    const moved: Face = {
      ...face,
      box: [face.box[0] - box.left, face.box[1] - box.top, face.box[2], face.box[3]],
      mesh: face.mesh.map(([x, y, z]): Point => (z === undefined ? [x - box.left, y - box.top] : [x - box.left, y - box.top, z])),
    };
    const part = cut(canvas, box);
    paint(part, cut(photo, box), moved);
    pasteBack(canvas, part, box);
  }
}

// Where a portrait sketch is worked up: an artist draws the sitter fully and lets the room fade to
// a few light lines towards the paper's edge. The sitter is found from the faces (a head and a
// body below each, sized by the face's box); a photo without a found face keeps a soft oval in
// its middle. Drawn at an eighth of the picture's size and enlarged: it is only ever soft.
import type { Face } from '../../types';
import { createGrey, resizeGrey, smoothstep, type Grey } from '../shared/raster';

const STEP = 8;

interface Oval {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** A head and the shoulders and chest below it, for a face's box. */
function sitterOvals([left, top, width, height]: Face['box']): Oval[] {
  const cx = left + width / 2;
  const cy = top + height / 2;
  return [
    { cx, cy: cy - height * 0.15, rx: width * 1.15, ry: height * 1.35 },
    { cx, cy: cy + height * 2.1, rx: width * 2.4, ry: height * 1.8 },
  ];
}

/** 1 on the sitter, falling to 0 well away from them. */
export function sketchFocus(width: number, height: number, faces: readonly Face[]): Grey {
  const ovals = faces.length
    ? faces.flatMap((face) => sitterOvals(face.box))
    : [{ cx: width / 2, cy: height * 0.45, rx: width * 0.42, ry: height * 0.5 }];
  const small = createGrey(Math.ceil(width / STEP), Math.ceil(height / STEP));
  for (let y = 0; y < small.height; y++)
    for (let x = 0; x < small.width; x++) {
      let focus = 0;
      for (const oval of ovals) {
        const distance = Math.hypot((x * STEP - oval.cx) / oval.rx, (y * STEP - oval.cy) / oval.ry);
        focus = Math.max(focus, smoothstep(1.7, 0.85, distance));
      }
      small.data[y * small.width + x] = focus;
    }
  return resizeGrey(small, width, height);
}

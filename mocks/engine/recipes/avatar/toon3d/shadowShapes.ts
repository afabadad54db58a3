// A 2D film's shadow shapes on a face (pix/disney), drawn as its painters design them instead of
// cut from a render's light: on the side away from the key, the shade comes in round the temple
// and beside the eye, leaves the cheekbone lit, dips into the hollow under it and runs out along
// the jaw, fading to nothing at the chin; and a small shape under the nose's tip. One crescent of even width along the face's oval (the shape before) read as
// "pasted-on crescent shadows" to the blind panel.
import { createGrey, type Grey } from '../../shared/raster';
import { blurLocal } from '../blur';
import { distance, type XY } from '../landmarks';
import { ellipseMaskInto, fillPolygon } from '../masks';

/**
 * The face's side from the forehead down to the chin, subject's left (the picture's right) and
 * its mirror on the subject's right, with the inner points each shadow edge passes: the oval's
 * point and the feature point it comes in towards, and how far (a share of the way).
 */
const SIDES = {
  left: {
    edge: [297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152],
    inner: [
      [297, 336, 0.4],
      [389, 300, 0.45],
      [356, 263, 0.4],
      [454, 280, 0.26],
      [361, 291, 0.36],
      [397, 291, 0.2],
      [379, 17, 0.1],
      [400, 17, 0.04],
      [152, 17, 0],
    ],
  },
  right: {
    edge: [67, 103, 54, 21, 162, 127, 234, 93, 132, 58, 172, 136, 150, 149, 176, 148, 152],
    inner: [
      [67, 107, 0.4],
      [162, 70, 0.45],
      [127, 33, 0.4],
      [234, 50, 0.26],
      [132, 61, 0.36],
      [172, 61, 0.2],
      [150, 17, 0.1],
      [176, 17, 0.04],
      [152, 17, 0],
    ],
  },
} as const;

function lerp(a: XY, b: XY, t: number): XY {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/**
 * The shade, 0 (lit) … 1 (in shadow), of a face lit from the key's side: its edges softened a
 * little, so the cel step that cuts it (./render.ts) follows a smooth curve, not the polygon's corners.
 */
export function shadowShapes(mesh: readonly XY[], width: number, height: number, keyFromLeft: boolean): Grey {
  const unit = distance(mesh[33], mesh[263]);
  // The key on the picture's left: the far side is the picture's right, the subject's left.
  const side = keyFromLeft ? SIDES.left : SIDES.right;
  const [cx, cy] = mesh[4];
  // The oval's edge pushed out a little: the shade reaches the skin's edge past the mesh's oval.
  const outer = side.edge.map((i): XY => lerp([cx, cy], mesh[i], 1.15));
  const inner = side.inner.map(([from, to, t]): XY => lerp(mesh[from], mesh[to], t));
  const shape = fillPolygon([...outer, ...[...inner].reverse()], width, height);
  const away = keyFromLeft ? 1 : -1;
  // Under the nose's tip, a little away from the key (the lower lip's is ./faceForm.ts').
  ellipseMaskInto(shape, mesh[2][0] + away * unit * 0.03, mesh[2][1] + unit * 0.04, unit * 0.14, unit * 0.05, 1);
  const soft = blurLocal(shape, unit * 0.025);
  const out = createGrey(width, height);
  for (let i = 0; i < out.data.length; i++) out.data[i] = Math.min(1, soft.data[i]);
  return out;
}

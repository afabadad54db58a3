// A painter's key light from one side (Rembrandt's): the far side of the head turned into a cool,
// deep shadow whose edge — the terminator — runs down the face beside the nose, following the
// mesh's midline, so the face reads as planes turning from the light, with warm half-tones on the
// lit side. (The rendered model alone was lit nearly from the front: a flat doll's face.) The
// terminator is soft over near half the face's width, as light turns over a cheek (over a fifth,
// it split the face and the neck in two like a half mask).
import { smoothstep, type Rgb } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';

/** The face's midline, top to bottom: forehead, bridge, nose's tip, lips, chin. */
const MIDLINE = [10, 151, 9, 168, 6, 197, 195, 5, 4, 1, 2, 164, 0, 13, 14, 17, 18, 200, 199, 175, 152] as const;

export interface KeyLight {
  keyFromLeft: boolean;
  /** The shadow side's value and its coolness (multiplied in), and the lit side's warm gain. */
  shadow: readonly [number, number, number];
  lit: readonly [number, number, number];
  /**
   * The backdrop the sitter was laid over: the light turns the sitter only, where the picture
   * differs from it. (Across a lit backdrop the terminator, held straight above the forehead, drew
   * a seam down the glow behind the head.)
   */
  backdrop: Rgb;
}

/** The midline's x at each row (held above the forehead and below the chin). */
function midlineByRow(mesh: readonly XY[], height: number): Float32Array {
  const points = MIDLINE.map((i) => mesh[i]).sort((a, b) => a[1] - b[1]);
  const xs = new Float32Array(height);
  for (let y = 0; y < height; y++) {
    if (y <= points[0][1]) xs[y] = points[0][0];
    else if (y >= points[points.length - 1][1]) xs[y] = points[points.length - 1][0];
    else {
      let k = 1;
      while (points[k][1] < y) k++;
      const [ax, ay] = points[k - 1];
      const [bx, by] = points[k];
      xs[y] = ax + ((bx - ax) * (y - ay)) / Math.max(1e-3, by - ay);
    }
  }
  return xs;
}

/** Lights `picture` in place: the whole sitter and the air round them, strongest on the head. */
export function keyLight(picture: Rgb, mesh: readonly XY[], light: KeyLight): void {
  const { width, height, data } = picture;
  const { faceWidth, faceHeight, cx, cy } = faceFrame(mesh);
  const mid = midlineByRow(mesh, height);
  const away = light.keyFromLeft ? 1 : -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // The terminator a little past the nose on the shadow side, as a three-quarter key leaves it.
      const across = ((x - mid[y]) * away) / faceWidth;
      const dark = smoothstep(0, 0.45, across);
      const warm = smoothstep(0.05, -0.4, across);
      // On the head and neck only, fading out before the backdrop (whose own glow sits on the
      // key's side): carried across the square, the terminator split the backdrop in two.
      const below = y > cy ? 1.6 : 1;
      const r = Math.hypot((x - cx) / (faceWidth * 0.95), (y - cy) / (faceHeight * 1.05 * below));
      const reach = smoothstep(1.2, 0.75, r);
      const p = (y * width + x) * 3;
      const b = light.backdrop.data;
      const apart = Math.max(Math.abs(data[p] - b[p]), Math.abs(data[p + 1] - b[p + 1]), Math.abs(data[p + 2] - b[p + 2]));
      const sitter = reach * smoothstep(0.01, 0.06, apart);
      for (let c = 0; c < 3; c++) {
        const gain = 1 + ((light.shadow[c] - 1) * dark + (light.lit[c] - 1) * warm) * sitter;
        const v = data[p + c] * gain;
        data[p + c] = v > 1 ? 1 : v;
      }
    }
}

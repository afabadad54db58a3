// Light on a rendered head: the head taken as an ellipsoid round the face mesh (hair and all),
// the shoulders as a second one below it; each pixel gets that surface's normal, then a key
// light's soft diffuse shading, the shadows warmed, as skin scatters light under its surface.
// It fades out long before the ellipsoid's rim, whose outline would otherwise show.
import { smoothstep, type Colour, type Rgb } from '../../shared/raster';
import { FACE_OVAL, outline, type XY } from '../landmarks';

export interface LightOptions {
  /** The key light comes from the image's left (true) or right. */
  keyFromLeft: boolean;
  /** How much the diffuse shading darkens the side away from the key (0–1). */
  shade: number;
  /** Colour the shadows are pulled towards (a warm red for skin). */
  shadowTint: Colour;
}

interface Ellipsoid {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

function ellipsoids(mesh: readonly XY[]): { head: Ellipsoid; body: Ellipsoid } {
  const oval = outline(mesh, FACE_OVAL);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const width = Math.max(...xs) - Math.min(...xs);
  const height = Math.max(...ys) - Math.min(...ys);
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  return {
    head: { cx, cy: cy - height * 0.1, rx: width * 0.62, ry: height * 0.66 },
    body: { cx, cy: cy + height * 1.6, rx: width * 1.55, ry: height * 1.05 },
  };
}

export function lightHead(picture: Rgb, mesh: readonly XY[], options: LightOptions): void {
  const { width, height, data } = picture;
  const { head, body } = ellipsoids(mesh);
  const side = options.keyFromLeft ? -1 : 1;
  // Key light: from the side, above, towards the camera.
  const lx = side * 0.55;
  const ly = -0.45;
  const lz = 0.7;
  const norm = Math.hypot(lx, ly, lz);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = (x + 0.5 - head.cx) / head.rx;
      let t = (y + 0.5 - head.cy) / head.ry;
      let r2 = s * s + t * t;
      if (r2 >= 1) {
        s = (x + 0.5 - body.cx) / body.rx;
        t = (y + 0.5 - body.cy) / body.ry;
        r2 = s * s + t * t;
        if (r2 >= 1) continue;
      }
      const z = Math.sqrt(1 - r2);
      const diffuse = Math.max(0, (s * lx + t * ly + z * lz) / norm);
      const inside = 1 - smoothstep(0.45, 1, r2);
      const darkness = options.shade * (1 - diffuse) * inside;
      const p = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v = data[p + c];
        data[p + c] = v * (1 - darkness) + v * options.shadowTint[c] * darkness;
      }
    }
  }
}

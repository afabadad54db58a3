// The cel's neck, shoulders, top and ears, drawn as clean shapes from the face's own size: a
// neck under the jaw flowing into shoulders as one rounded mass down to the frame's bottom (a
// man's broader), and the top over them with a shallow crew neckline; bare shoulders (the photo
// shows skin there) keep the top to a sleeveless bodice. Traced from the matte, the body was the
// blobs a panel saw.
import { createGrey, smoothstep, type Grey } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import type { AnimeLook } from './look';

export interface Body {
  /** Neck and shoulders' skin (bare shoulders, the neckline's skin). */
  skin: Grey;
  /** The top. */
  top: Grey;
  /** Both ears, drawn beside the face (hidden under long hair). */
  ears: Grey;
}

export function drawBody(size: number, mesh: readonly XY[], look: AnimeLook, bareShoulders: boolean): Body {
  const { faceWidth: fw, faceHeight: fh, chin } = faceFrame(mesh);
  // Under the middle of the jaw (not the chin's tip, which a turned face moves aside).
  const cx = (mesh[172][0] + mesh[397][0] + mesh[152][0] * 2) / 4;
  const jaw = (mesh[172][1] + mesh[397][1]) / 2;
  const neckHalf = look.neck * fw;
  const shoulderTop = chin + 0.3 * fh;
  const shoulderHalf = look.shoulders * fw;
  const drop = 0.45 * fh;
  const skin = createGrey(size, size);
  const top = createGrey(size, size);
  // Where the shoulders' round grows as wide as the neck: the neck's base, the collar's corners.
  const base = shoulderTop + drop * (1 - Math.sqrt(1 - (neckHalf / shoulderHalf) ** 2));
  // The fillet between neck and shoulders (a smooth maximum of the two widths, in pixels): a
  // neck meeting the shoulders' round at a corner was a straight rectangle stuck on a dome.
  const fillet = 0.1 * fw;
  // The neckline: a shallow curve from the neck's base on each side, dipping under the throat.
  // A round scoop wider than the neck was a keyhole cut into the collar.
  const collarHalf = neckHalf * 1.15;
  const collarDip = 0.1 * fh;
  const scoopDepth = shoulderTop + 0.28 * fh;
  for (let y = Math.max(0, Math.floor(jaw)); y < size; y++) {
    // The body's half width: the neck's, then the shoulders' round out over `drop`.
    const below = (y - shoulderTop) / drop;
    const round = below <= 0 ? 0 : below >= 1 ? 1 : Math.sqrt(1 - (1 - below) * (1 - below));
    const neck = neckHalf * (1 + 0.06 * smoothstep(jaw, base, y));
    const shoulders = shoulderHalf * round;
    const half = Math.max(neck, shoulders) + fillet * Math.log1p(Math.exp(-Math.abs(neck - shoulders) / fillet));
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const d = Math.abs(x + 0.5 - cx);
      const inBody = smoothstep(half + 1, half - 1, d);
      if (inBody <= 0) continue;
      const across = Math.min(1, d / collarHalf);
      const collar = base + collarDip * (1 - across * across) - Math.max(0, d - collarHalf) * 0.6;
      let clothed = smoothstep(collar - 1, collar + 1, y);
      if (bareShoulders) {
        // A sleeveless top: its sides a little inside the shoulders, its top edge across the chest.
        const bodice =
          smoothstep(fw * 0.62 + 1, fw * 0.62 - 1, d) * smoothstep(scoopDepth - 0.1 * fh - 1, scoopDepth - 0.1 * fh + 1, y);
        clothed = Math.min(clothed, bodice);
      }
      top.data[i] = inBody * clothed;
      skin.data[i] = inBody * (1 - clothed);
    }
  }
  return { skin, top, ears: drawEars(size, mesh) };
}

function drawEars(size: number, mesh: readonly XY[]): Grey {
  const { faceWidth: fw, faceHeight: fh } = faceFrame(mesh);
  const ears = createGrey(size, size);
  const eyeY = (mesh[159][1] + mesh[386][1]) / 2;
  const noseY = mesh[2][1];
  const cy = eyeY + (noseY - eyeY) * 0.55;
  const rx = 0.07 * fw;
  const ry = 0.17 * fh;
  for (const [index, side] of [
    [234, -1],
    [454, 1],
  ] as const) {
    const ex = mesh[index][0] + side * rx * 0.35;
    for (let y = Math.max(0, Math.floor(cy - ry - 2)); y < Math.min(size, cy + ry + 2); y++)
      for (let x = Math.max(0, Math.floor(ex - rx - 2)); x < Math.min(size, ex + rx + 2); x++) {
        // An ear narrows towards its lobe.
        const t = (y - cy) / ry;
        const w = rx * (t > 0 ? 1 - 0.35 * t : 1);
        const r = Math.hypot((x - ex) / w, t);
        ears.data[y * size + x] = Math.max(ears.data[y * size + x], smoothstep(1.05, 0.95, r));
      }
  }
  return ears;
}

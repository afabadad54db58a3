// A painted studio backdrop behind the sitter: the look's deep colour, lighter in a broad glow
// behind the head on the window's side, mottled as canvas painted by hand, darker towards the
// corners. The sitter is laid over it through the person's matte.
import type { Colour, Grey, Rgb } from '../../../shared/raster';
import type { Random } from '../../../shared/random';
import { valueNoise } from '../../../shared/noise';
import { blurGrey } from '../../blur';
import { FACE_OVAL, outline, SKIN_SAMPLES, type XY, faceFrame } from '../../landmarks';
import { ellipseMask } from '../../masks';
import type { ElegantLook } from './looks';

export function paintBackdrop(size: number, mesh: readonly XY[], look: ElegantLook, side: number, random: Random): Rgb {
  const oval = outline(mesh, FACE_OVAL);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const faceWidth = Math.max(...xs) - Math.min(...xs);
  const faceHeight = Math.max(...ys) - Math.min(...ys);
  // The glow sits behind the head, off towards the light.
  const gx = (Math.max(...xs) + Math.min(...xs)) / 2 + side * faceWidth * random.between(0.35, 0.7);
  const gy = Math.min(...ys) + faceHeight * random.between(0.1, 0.35);
  const reach = size * random.between(0.42, 0.55);
  const mottle = valueNoise(size, size, size / 3, random, 3);
  const data = new Float32Array(size * size * 3);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const r = Math.hypot(x - gx, (y - gy) * 0.85) / reach;
      const glow = Math.exp(-r * r * 1.2);
      // Corners a little deeper: the backdrop's own fall-off, not a vignette over the sitter.
      const corner = Math.hypot(x / size - 0.5, y / size - 0.5) * 1.41;
      const shade = (1 - 0.3 * corner * corner) * (1 + (mottle.data[i] - 0.5) * 0.22);
      for (let c = 0; c < 3; c++) data[i * 3 + c] = (look.backdrop[c] + (look.halo[c] - look.backdrop[c]) * glow) * shade;
    }
  return { width: size, height: size, data };
}

/**
 * A neck and shoulders painted on the backdrop, under the sitter: where the photo ends below the
 * chin (a tight selfie, a small photo) or the matte lost a dark shirt before a dark chair, the head
 * still sits on a body instead of floating on the backdrop. The neck is the face's own skin in the
 * chin's shadow, the clothes a darker but readable tone of the backdrop's glow, their edge facing
 * the window caught by its light. Where the photo has the sitter's own neck and shoulders, the matte
 * lays them over these.
 */
export function paintShoulders(backdrop: Rgb, mesh: readonly XY[], look: ElegantLook, side: number, skin: Colour): void {
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const size = backdrop.width;
  const { data } = backdrop;
  const neck = ellipseMask(size, cx, chin + faceHeight * 0.2, faceWidth * 0.27, faceHeight * 0.42, faceWidth * 0.14);
  for (let i = 0, p = 0; i < neck.data.length; i++, p += 3) {
    const m = neck.data[i];
    if (m <= 0) continue;
    const y = Math.floor(i / size);
    // Deepest right under the jaw, where the head shades it, lighter lower down.
    const shade = 0.38 + 0.12 * Math.min(1, Math.max(0, (y - chin) / (faceHeight * 0.5)));
    for (let c = 0; c < 3; c++) data[p + c] += (skin[c] * shade - data[p + c]) * m;
  }
  const body = ellipseMask(size, cx, chin + faceHeight * 1.15, faceWidth * 1.5, faceHeight * 0.8, faceWidth * 0.1);
  const rim = blurGrey(body, faceWidth * 0.06);
  // Dark clothes, the glow's colour mostly drained: in the glow's own colour they read as bare shoulders.
  const grey = 0.299 * look.halo[0] + 0.587 * look.halo[1] + 0.114 * look.halo[2];
  const cloak = look.halo.map((v) => grey + (v - grey) * 0.35);
  for (let i = 0, p = 0; i < body.data.length; i++, p += 3) {
    const m = body.data[i];
    if (m <= 0) continue;
    const x = i % size;
    const across = (side * (x - cx)) / (faceWidth * 1.4);
    // Light on the shoulder's edge facing the window: where the blurred body is half in.
    const edge = Math.max(0, 1 - Math.abs(rim.data[i] - 0.55) * 3) * Math.min(1, Math.max(0, across) * 1.6);
    // The cloth turns from the light: lighter on the window's side, deeper on the far side.
    const turn = 0.4 + 0.15 * Math.max(-1, Math.min(1, across));
    for (let c = 0; c < 3; c++) {
      const cloth = look.backdrop[c] * 0.8 + cloak[c] * (turn + 0.5 * edge);
      data[p + c] += (cloth - data[p + c]) * m;
    }
  }
}

/** The mean colour of the face's skin (discs round the mesh's skin samples). */
export function skinColour(picture: Rgb, mesh: readonly XY[]): Colour {
  const { faceWidth } = faceFrame(mesh);
  const radius = Math.max(1, faceWidth * 0.04);
  const sum = [0, 0, 0];
  let count = 0;
  for (const index of SKIN_SAMPLES) {
    const [px, py] = mesh[index];
    for (let y = Math.round(py - radius); y <= py + radius; y++)
      for (let x = Math.round(px - radius); x <= px + radius; x++) {
        if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) continue;
        const p = (y * picture.width + x) * 3;
        for (let c = 0; c < 3; c++) sum[c] += picture.data[p + c];
        count++;
      }
  }
  return count > 0 ? [sum[0] / count, sum[1] / count, sum[2] / count] : [0.5, 0.4, 0.35];
}

/** The sitter laid over the backdrop (in place on the picture) through the matte. */
export function placeOnBackdrop(picture: Rgb, backdrop: Rgb, matte: Grey): void {
  const { data } = picture;
  for (let i = 0, p = 0; i < matte.data.length; i++, p += 3) {
    const keep = matte.data[i];
    for (let c = 0; c < 3; c++) data[p + c] = backdrop.data[p + c] + (data[p + c] - backdrop.data[p + c]) * keep;
  }
}

/**
 * The studio light falls off over the head as a whole, not round the face: a broad ellipse round
 * the head with its hair, reaching far down so the neck and the shoulders' clothes stay readable,
 * darker tones of the same picture. (Faded from just outside the face, the face floated as a bright
 * oval on a dark ground: a blind panel's "floating face".) The picture is darkened towards the
 * backdrop's deep colour only past the head, and never all the way.
 */
export function fadeIntoBackdrop(picture: Rgb, mesh: readonly XY[], look: ElegantLook, amount: number): void {
  const { faceWidth, faceHeight, cx, cy } = faceFrame(mesh);
  const middle = cy - faceHeight * 0.05;
  const { width, height, data } = picture;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Below the head the fall-off reaches twice as far: the body is lit by the same window.
      const down = y > middle ? 2.1 : 1.1;
      const r = Math.hypot((x - cx) / (faceWidth * 1.25), (y - middle) / (faceHeight * down));
      const t = Math.min(1, Math.max(0, (r - 0.75) / 0.9));
      const m = amount * t * t * (3 - 2 * t);
      if (m <= 0) continue;
      const p = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) data[p + c] += (look.backdrop[c] - data[p + c]) * m;
    }
}

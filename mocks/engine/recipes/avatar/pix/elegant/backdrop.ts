// A painted studio backdrop behind the sitter: the look's deep colour, lighter in a broad glow
// behind the head on the window's side, mottled as canvas painted by hand, darker towards the
// corners. The sitter is laid over it through the person's matte.
import type { Colour, Grey, Rgb } from '../../../shared/raster';
import type { Random } from '../../../shared/random';
import { valueNoise } from '../../../shared/noise';
import { FACE_OVAL, outline, SKIN_SAMPLES, type XY, faceFrame } from '../../landmarks';
import type { ElegantLook } from './looks';

export function paintBackdrop(size: number, mesh: readonly XY[], look: ElegantLook, side: number, random: Random): Rgb {
  const oval = outline(mesh, FACE_OVAL);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const faceWidth = Math.max(...xs) - Math.min(...xs);
  const faceHeight = Math.max(...ys) - Math.min(...ys);
  // The glow is the window's light on the wall: beside the head on the window's side and higher,
  // never centred on the head (centred, the lighter ground round it read as a halo).
  const gx = (Math.max(...xs) + Math.min(...xs)) / 2 + side * (faceWidth * 0.5 + size * random.between(0.28, 0.4));
  const gy = Math.min(...ys) - faceHeight * random.between(0, 0.3);
  const reach = size * random.between(0.45, 0.6);
  const mottle = valueNoise(size, size, size / 3, random, 3);
  const data = new Float32Array(size * size * 3);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const r = Math.hypot(x - gx, (y - gy) * 0.85) / reach;
      const glow = Math.exp(-r * r * 1.4);
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
 * still sits on a body instead of floating on the backdrop. The neck is a column of the face's own
 * skin widening to its base, deepest in the jaw's shadow and on the side away from the window; the
 * shoulders slope from it under dark clothes (open in a V at the throat when the photo shows no
 * body of its own: under a photo's own shirt the V read as a second collar), mottled as paint, turned
 * from the window and caught along their top edge by its light (a rim that parts them from the
 * dark ground). Where the photo has the sitter's own neck and shoulders, the matte lays them over.
 */
export function paintShoulders(
  backdrop: Rgb,
  mesh: readonly XY[],
  look: ElegantLook,
  side: number,
  skin: Colour,
  random: Random,
  open: boolean,
): void {
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const size = backdrop.width;
  const { data } = backdrop;
  const neckHalf = faceWidth * 0.32;
  // The shoulders' top edge: from the neck's base down a gentle slope to the arms' turn.
  const base = chin + faceHeight * 0.3;
  const shoulderTop = (dx: number): number => {
    const t = Math.max(0, Math.abs(dx) - neckHalf) / (faceWidth * 1.2);
    const slope = base + faceHeight * (0.18 * t + 0.22 * t * t + (t > 0.85 ? 6 * (t - 0.85) ** 2 : 0));
    // The V of the neckline, open below the throat.
    const opening = open ? neckHalf * 1.5 - Math.abs(dx) : 0;
    return opening > 0 ? Math.max(slope, base - faceHeight * 0.08 + opening * 1.3) : slope;
  };
  const grey = 0.299 * look.halo[0] + 0.587 * look.halo[1] + 0.114 * look.halo[2];
  // Dark clothes: the backdrop's deep colour lifted a little, the glow's colour mostly drained.
  const cloth = look.halo.map((v, c) => look.backdrop[c] * 1.1 + (grey + (v - grey) * 0.4) * 0.14);
  const rimColour = look.halo.map((v) => Math.min(1, v * 1.4 + 0.06));
  const mottle = valueNoise(size, size, faceWidth * 0.12, random, 3);
  const soft = Math.max(1, faceWidth * 0.012);
  const rimWidth = faceWidth * 0.03;
  for (let y = Math.max(0, Math.floor(chin - faceHeight * 0.25)); y < size; y++) {
    // The neck widens a little towards its base, as a neck meets the shoulders.
    const down = Math.min(1, Math.max(0, (y - chin) / (base - chin + faceHeight * 0.2)));
    const half = neckHalf * (1 + 0.25 * down * down);
    for (let x = 0; x < size; x++) {
      const dx = x - cx;
      const i = y * size + x;
      const p = i * 3;
      const inNeck = Math.min(1, Math.max(0, (half - Math.abs(dx)) / (soft * 3) + 0.5));
      if (inNeck > 0) {
        const under = Math.min(1, Math.max(0, (y - chin) / (faceHeight * 0.35)));
        const turn = Math.max(-1, Math.min(1, (side * dx) / half));
        const shade = (0.42 + 0.2 * under) * (0.85 + 0.25 * turn) * (1 + (mottle.data[i] - 0.5) * 0.12);
        for (let c = 0; c < 3; c++) data[p + c] += (skin[c] * shade - data[p + c]) * inNeck;
      }
      const depth = y - shoulderTop(dx);
      const inBody = Math.min(1, Math.max(0, depth / soft + 0.5));
      if (inBody <= 0) continue;
      const across = Math.max(-1, Math.min(1, (side * dx) / (faceWidth * 1.4)));
      // Lighter towards the window, deeper away from it and lower down; mottled as paint.
      const turn = (0.85 + 0.35 * across - 0.3 * Math.min(1, (y - base) / size)) * (1 + (mottle.data[i] - 0.5) * 0.35);
      const rim = Math.max(0, 1 - depth / rimWidth) * Math.max(0, 0.2 + 0.8 * across);
      for (let c = 0; c < 3; c++) {
        const v = cloth[c] * turn + (rimColour[c] - cloth[c] * turn) * rim * 0.7;
        data[p + c] += (v - data[p + c]) * inBody;
      }
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

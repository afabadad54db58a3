// A painted studio backdrop behind the sitter: the look's deep colour, lighter in a broad glow
// behind the head on the window's side, mottled as canvas painted by hand, darker towards the
// corners. The sitter is laid over it through the person's matte.
import type { Grey, Rgb } from '../../../shared/raster';
import type { Random } from '../../../shared/random';
import { valueNoise } from '../../../shared/noise';
import { blurGrey } from '../../blur';
import { FACE_OVAL, outline, type XY, faceFrame } from '../../landmarks';
import { ellipseMask, ellipseMaskInto } from '../../masks';
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
      const glow = Math.exp(-r * r * 1.4);
      // Corners a little deeper: the backdrop's own fall-off, not a vignette over the sitter.
      const corner = Math.hypot(x / size - 0.5, y / size - 0.5) * 1.41;
      const shade = (1 - 0.3 * corner * corner) * (1 + (mottle.data[i] - 0.5) * 0.22);
      for (let c = 0; c < 3; c++) data[i * 3 + c] = (look.backdrop[c] + (look.halo[c] - look.backdrop[c]) * glow) * shade;
    }
  return { width: size, height: size, data };
}

/**
 * Dark shoulders painted on the backdrop, under the sitter: where the photo ends below the chin
 * (a tight selfie) or the matte lost a dark shirt before a dark chair, the head still sits on a
 * body in dark clothes, its edge caught by the window's light, instead of floating on the
 * backdrop. Where the photo has the sitter's own shoulders, the matte lays them over these.
 */
export function paintShoulders(backdrop: Rgb, mesh: readonly XY[], look: ElegantLook, side: number): void {
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const size = backdrop.width;
  const body = ellipseMask(size, cx, chin + faceHeight * 1.4, faceWidth * 1.4, faceHeight * 0.95, faceWidth * 0.08);
  ellipseMaskInto(body, cx, chin + faceHeight * 0.2, faceWidth * 0.3, faceHeight * 0.45, faceWidth * 0.05);
  const rim = blurGrey(body, faceWidth * 0.05);
  const { data } = backdrop;
  for (let i = 0, p = 0; i < body.data.length; i++, p += 3) {
    const m = body.data[i];
    if (m <= 0) continue;
    const x = i % size;
    // Light on the shoulder's edge facing the window: where the blurred body is half in.
    const lit = Math.max(0, side * (x - cx)) / (faceWidth * 1.4);
    const edge = Math.max(0, 1 - Math.abs(rim.data[i] - 0.55) * 3) * Math.min(1, lit * 1.6);
    for (let c = 0; c < 3; c++) {
      const cloth = look.backdrop[c] * 0.55 + look.halo[c] * (0.22 + 0.55 * edge);
      data[p + c] += (cloth - data[p + c]) * m;
    }
  }
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
 * Away from the face the whole picture fades into the backdrop's deep colour, as the light of a
 * low-key studio portrait falls off: the eye stays on the face, the shoulders melt into the dark,
 * and whatever the matte left of the room (or the edge of a tight selfie) goes with them. The fade
 * is an ellipse round the face, reaching lower than it is wide so the chest fades last.
 */
export function fadeIntoBackdrop(picture: Rgb, mesh: readonly XY[], look: ElegantLook, amount: number): void {
  const { faceWidth, faceHeight, cx } = faceFrame(mesh);
  const cy = faceFrame(mesh).cy + faceHeight * 0.15;
  const { width, height, data } = picture;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const r = Math.hypot((x - cx) / (faceWidth * 1.05), (y - cy) / (faceHeight * 1.4));
      const t = Math.min(1, Math.max(0, (r - 0.6) / 0.5));
      const m = amount * t * t * (3 - 2 * t);
      if (m <= 0) continue;
      const p = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) data[p + c] += (look.backdrop[c] - data[p + c]) * m;
    }
}

// Animated example GIFs: a face in the style's colours doing what the style's name says
// (crying, smiling, talking, glancing, yawning…); 'tpl' pictures are the plain photo face.
// Drawn in palette indices, written by sharp (the engine's image adapter) as a looping GIF.
import { encodeGif } from '../engine/adapters/image';
import { hash, paletteFor, PHOTO, rgb, type Palette } from './styleColours';

const W = 64;
const H = 64;
const FRAMES = 6;

type Motion = 'cry' | 'smile' | 'talk' | 'glance' | 'yawn' | 'shake' | 'bounce';

function motionOf(style: string): Motion {
  if (style.includes('cry')) return 'cry';
  if (style.includes('smile') || style.includes('laugh') || style === 'miao' || style === 'cute') return 'smile';
  if (style.includes('talk') || style.includes('trump') || style === 'express') return 'talk';
  if (style.includes('glance') || style.includes('look')) return 'glance';
  if (style.includes('yawn') || style.includes('surprise')) return 'yawn';
  if (style.includes('distortion')) return 'shake';
  return 'bounce';
}

class Canvas {
  readonly px = new Uint8Array(W * H);
  fill(c: number) {
    this.px.fill(c);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, c: number) {
    for (let y = Math.max(0, Math.floor(cy - ry)); y <= Math.min(H - 1, Math.ceil(cy + ry)); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x <= Math.min(W - 1, Math.ceil(cx + rx)); x += 1) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        if (dx * dx + dy * dy <= 1) this.px[y * W + x] = c;
      }
    }
  }
  rect(x0: number, y0: number, w: number, h: number, c: number) {
    for (let y = Math.max(0, y0); y < Math.min(H, y0 + h); y += 1) {
      for (let x = Math.max(0, x0); x < Math.min(W, x0 + w); x += 1) this.px[y * W + x] = c;
    }
  }
}

// Palette indices.
const BG = 0;
const SKIN = 1;
const HAIR = 2;
const ACCENT = 3;
const INK = 4;
const TEAR = 5;
const WHITE = 6;

function frame(motion: Motion, t: number, still: boolean): Uint8Array {
  const c = new Canvas();
  c.fill(BG);
  const phase = still ? 0 : Math.sin((t / FRAMES) * Math.PI * 2);
  const dx = motion === 'shake' ? Math.round(phase * 4) : 0;
  const dy = motion === 'bounce' ? Math.round(Math.abs(phase) * -4) : 0;
  const cx = 32 + dx;
  const cy = 34 + dy;
  c.ellipse(cx, cy - 10, 22, 14, HAIR);
  c.ellipse(cx, cy + 2, 18, 21, SKIN);
  const look = motion === 'glance' ? Math.round(phase * 3) : 0;
  const eyeH = motion === 'yawn' ? 1 : 3;
  c.ellipse(cx - 7 + look, cy - 2, 2.5, eyeH, INK);
  c.ellipse(cx + 7 + look, cy - 2, 2.5, eyeH, INK);
  if (motion === 'cry' && !still) {
    const drop = (t % 3) * 4;
    c.ellipse(cx - 8, cy + 4 + drop, 1.5, 2.5, TEAR);
    c.ellipse(cx + 8, cy + 4 + drop, 1.5, 2.5, TEAR);
  }
  const open = still ? 1 : motion === 'talk' ? 1 + Math.abs(phase) * 4 : motion === 'yawn' ? 2 + Math.abs(phase) * 6 : 1;
  if (motion === 'smile' || motion === 'bounce') {
    c.ellipse(cx, cy + 10, 7, 3 + (still ? 0 : Math.abs(phase) * 2), ACCENT);
    c.rect(cx - 8, cy + 6, 17, 4, SKIN);
  } else if (motion === 'cry') {
    c.ellipse(cx, cy + 13, 6, 3, ACCENT);
    c.rect(cx - 7, cy + 13, 15, 4, SKIN);
  } else {
    c.ellipse(cx, cy + 11, 5, open, ACCENT);
  }
  c.rect(0, 58, W, 6, motion === 'cry' ? TEAR : WHITE);
  return c.px;
}

/** A frame's palette indices as RGB pixels. */
function toRgb(indices: Uint8Array, palette: readonly (readonly [number, number, number])[]): Uint8Array {
  const pixels = new Uint8Array(indices.length * 3);
  indices.forEach((index, i) => pixels.set(palette[index], i * 3));
  return pixels;
}

export async function exampleGif(style: string, template: boolean): Promise<Buffer> {
  const p: Palette = template ? PHOTO : paletteFor(style);
  const palette = [p.bg, p.skin, p.hair, p.accent, p.ink, '#4fc3f7', '#ffffff', '#000000'].map(rgb);
  const motion = motionOf(style);
  const count = template ? 1 : FRAMES;
  const frames = Array.from({ length: count }, (_, t) => toRgb(frame(motion, t, template), palette));
  // The style's hash shifts the speed a little so two similar styles still differ.
  const delayMs = (10 + (hash(style) % 5)) * 10;
  // 'exact': a few flat colours, kept as drawn (no dithering).
  const bytes = await encodeGif({ width: W, height: H, channels: 3, frames, delayMs, look: 'exact' });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

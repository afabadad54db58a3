// A prompt with no word the engine knows still gets a picture of its own: an abstract
// composition (overlapping circles, bands and arcs) whose palette and layout come from a hash
// of the text, so the same words give the same composition and other words another.
import type { Random } from '../shared/random';
import { lighter, num as n, turnHue, type Canvas } from './svgCanvas';

/** FNV-1a over the text's UTF-16 units: a stable number for a prompt. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function paintAbstract(canvas: Canvas, random: Random): void {
  const { width, height } = canvas;
  const base = turnHue('#e0563f', random.next() * 360);
  const palette = [0, 40, 160, 200, 300].map((turn) => turnHue(base, turn + random.between(-10, 10)));
  canvas.add(
    `<rect width="${width}" height="${height}" fill="${canvas.linear([lighter(palette[3], 0.75), lighter(palette[1], 0.6)])}"/>`,
  );
  for (let band = 0; band < 4; band++) {
    const y = random.between(0.2, 0.9) * height;
    const amplitude = random.between(0.03, 0.1) * height;
    canvas.add(
      `<path d="M0 ${n(y)}C${n(width * 0.3)} ${n(y - amplitude * 2)} ${n(width * 0.6)} ${n(y + amplitude * 2)} ${width} ${n(y)}L${width} ${height}L0 ${height}Z" fill="${palette[band % palette.length]}" opacity="${n(random.between(0.35, 0.6))}"${canvas.line(2)}/>`,
    );
  }
  for (let c = 0; c < 7; c++) {
    const r = random.between(0.05, 0.18) * width;
    canvas.add(
      `<circle cx="${n(random.next() * width)}" cy="${n(random.next() * height)}" r="${n(r)}" fill="${canvas.shaded(palette[random.below(palette.length)])}" opacity="${n(random.between(0.6, 0.95))}"${canvas.line()}/>`,
    );
  }
  for (let a = 0; a < 3; a++) {
    const cx = random.next() * width;
    const cy = random.next() * height;
    const r = random.between(0.1, 0.3) * width;
    canvas.add(
      `<path d="M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(cy)}" stroke="${palette[a]}" stroke-width="${n(random.between(6, 18))}" fill="none" stroke-linecap="round"/>`,
    );
  }
}

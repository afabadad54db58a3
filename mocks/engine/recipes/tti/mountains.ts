// The realistic look's mountains (写实). The illustration's ranges are a few smooth waves, which
// read as clip art however they are shaded. Real ranges are fractal: a ridge made by midpoint
// displacement (each halving of the step adds detail half as tall), several ranges one behind
// the other, each farther one paler and closer to the sky's colour (aerial perspective), and
// each peak lit on the sun's side and in shadow on the other, the two faces meeting along a
// jagged spine that runs down from the summit.
import type { Random } from '../shared/random';
import type { Scene } from './scene';
import { darker, lighter, mix, num as n, type Canvas } from './svgCanvas';

/** A ridge's heights across the picture, every `step` px: midpoint displacement from a few anchor heights. */
function fractalRidge(random: Random, width: number, base: number, amplitude: number, roughness: number): number[] {
  const step = 4;
  const count = 2 ** Math.ceil(Math.log2((width + 40) / step)) + 1;
  const heights = new Array<number>(count).fill(0);
  const anchors = 4;
  const span = (count - 1) / anchors;
  for (let k = 0; k <= anchors; k++) heights[k * span] = base - amplitude * random.between(0.25, 1);
  let jitter = amplitude * 0.55;
  for (let size = span; size > 1; size /= 2) {
    for (let i = size / 2; i < count; i += size)
      heights[i] = (heights[i - size / 2] + heights[i + size / 2]) / 2 + (random.next() - 0.5) * 2 * jitter;
    jitter *= roughness;
  }
  return heights.map((h) => Math.min(base, h));
}

/** The summits: the ridge's local highest points, at least `apart` samples from a higher one. */
function summits(heights: readonly number[], apart: number): number[] {
  const found: number[] = [];
  for (let i = 1; i < heights.length - 1; i++) {
    let highest = true;
    for (let k = Math.max(0, i - apart); k <= Math.min(heights.length - 1, i + apart); k++)
      if (heights[k] < heights[i]) {
        highest = false;
        break;
      }
    if (highest) found.push(i);
  }
  return found;
}

export function paintRealMountains(canvas: Canvas, scene: Scene, random: Random, tint: (colour: string) => string): void {
  const { width, horizon } = scene;
  const step = 4;
  const air = tint(canvas.colour(scene.time === 'sunset' ? '#c98a9a' : '#b8cde4'));
  const rock = tint(canvas.colour('#4f6478'));
  const snowy = scene.snow || random.next() < 0.5;
  const fromLeft = scene.lightX < 0.5;
  const ranges = 3;
  for (let r = 0; r < ranges; r++) {
    // 0 the farthest: the tallest and palest; the nearest lowest and darkest.
    const depth = 1 - r / (ranges - 1);
    const amplitude = horizon * (0.42 - r * 0.1);
    const heights = fractalRidge(random, width, horizon + 6, amplitude, 0.56);
    const x = (i: number) => i * step - 20;
    const body = mix(rock, air, 0.25 + depth * 0.55);
    const ridge = heights.map((h, i) => `${n(x(i))},${n(h)}`).join('L');
    const outline = `M-20 ${n(horizon + 8)}L${ridge}L${n(x(heights.length - 1))} ${n(horizon + 8)}Z`;
    // The range in its shadow colour, the haze thickening toward its foot.
    canvas.add(`<path d="${outline}" fill="${canvas.linear([darker(body, 0.12), mix(body, air, 0.45)])}"/>`);
    // The lit faces: from each summit down its sunny flank to the next valley, and back up a spine.
    const faces: string[] = [];
    const caps: string[] = [];
    const top = Math.min(...heights);
    for (const peak of summits(heights, 10)) {
      const direction = fromLeft ? -1 : 1;
      let valley = peak;
      while (
        valley + direction > 0 &&
        valley + direction < heights.length - 1 &&
        heights[valley + direction] <= heights[valley] + 6
      )
        valley += direction;
      if (valley === peak) continue;
      const flank: string[] = [];
      for (let i = peak; i !== valley + direction; i += direction) flank.push(`${n(x(i))},${n(heights[i])}`);
      // The spine: down from the summit, wandering toward the shadow side as it falls.
      const spine: string[] = [];
      const fall = horizon + 8 - heights[peak];
      for (let t = 1; t >= 0; t -= 0.05) {
        const y = heights[peak] + fall * t;
        const drift = -direction * t * fall * 0.55 + random.between(-1, 1) * fall * 0.07 * Math.sqrt(t);
        spine.push(`${n(x(peak) + drift)},${n(y)}`);
      }
      faces.push(`M${n(x(valley))} ${n(horizon + 8)}L${flank.reverse().join('L')}L${spine.reverse().join('L')}Z`);
      // Snow on the high summits: down each flank to a jagged line.
      if (snowy && heights[peak] < top + amplitude * 0.35) {
        const line = heights[peak] + amplitude * random.between(0.12, 0.2);
        const cap: string[] = [];
        for (let i = peak - 40; i <= peak + 40; i++)
          if (i >= 0 && i < heights.length && heights[i] < line) cap.push(`${n(x(i))},${n(heights[i])}`);
        if (cap.length > 2) {
          const first = Number(cap[0].split(',')[0]);
          const last = Number(cap[cap.length - 1].split(',')[0]);
          const jags: string[] = [];
          for (let j = 1; j < 9; j++) {
            const jx = last + ((first - last) * j) / 9;
            jags.push(`${n(jx)},${n(line + random.between(-0.4, 1) * amplitude * 0.08)}`);
          }
          caps.push(`M${cap.join('L')}L${jags.join('L')}Z`);
        }
      }
    }
    const lit = mix(lighter(body, 0.3), '#fff2dc', scene.time === 'night' ? 0 : 0.12);
    canvas.add(`<path d="${faces.join('')}" fill="${canvas.linear([lit, mix(lit, air, 0.3)])}"/>`);
    if (caps.length > 0) canvas.add(`<path d="${caps.join('')}" fill="${mix(tint('#eef3f8'), air, depth * 0.35)}"/>`);
  }
  // Haze lying on the plain in front of the ranges.
  canvas.add(
    `<rect y="${n(horizon - horizon * 0.1)}" width="${width}" height="${n(horizon * 0.12)}" fill="${canvas.linear(['#ffffff00', lighter(air, 0.2)])}" opacity="0.7"/>`,
  );
}

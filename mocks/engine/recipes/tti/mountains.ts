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

/**
 * Values 0–1 along `count` samples that wander smoothly (random every `every` samples, eased in
 * between): neighbouring gullies and snowfields are alike, as on a real slope, not a barcode.
 */
function wander(random: Random, count: number, every: number): number[] {
  const knots = Array.from({ length: Math.ceil(count / every) + 2 }, () => random.next());
  return Array.from({ length: count }, (_, i) => {
    const k = Math.floor(i / every);
    const t = (i % every) / every;
    const eased = t * t * (3 - 2 * t);
    return knots[k] + (knots[k + 1] - knots[k]) * eased;
  });
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
    // Light and snow follow the ridge's own slope: below each stretch of ridge that faces the
    // sun a lit strip runs down the fall line (drifting toward the shadow side as it falls), so
    // each peak is lit on one flank and shaded on the other along a spine, and the strips'
    // varied lengths and light read as gullies and buttresses. Snow lies where the mountain is
    // higher than the snow line, deeper on the ridges, streaked down the gullies.
    const direction = fromLeft ? -1 : 1;
    const top = Math.min(...heights);
    const snowLine = top + amplitude * random.between(0.24, 0.34);
    const gullies = wander(random, heights.length, 5);
    const drifts = wander(random, heights.length, 9);
    const streaks = wander(random, heights.length, 2);
    const lit: string[] = [];
    const bright: string[] = [];
    const snowLit: string[] = [];
    const snowShade: string[] = [];
    // The slope over a few samples (the ridge's 4 px wiggles would light it in stripes).
    const slopeAt = (i: number) => (heights[Math.max(0, i - 3)] - heights[Math.min(heights.length - 1, i + 3)]) * -direction;
    const fallAt = (i: number) => horizon + 8 - heights[i];
    const driftAt = (i: number) => -direction * fallAt(i) * (0.3 + 0.3 * drifts[i]);
    /** One face: the ridge from a to b along its top, its foot `drop(i)` below, drifting down the fall line. */
    const face = (a: number, b: number, drop: (i: number) => number) => {
      const top: string[] = [];
      const foot: string[] = [];
      for (let i = a; i <= b; i++) {
        top.push(`${n(x(i))},${n(heights[i])}`);
        const d = drop(i);
        foot.push(`${n(x(i) + (driftAt(i) * d) / fallAt(i))},${n(heights[i] + d)}`);
      }
      return `M${top.join('L')}L${foot.reverse().join('L')}Z`;
    };
    const runs = (test: (i: number) => boolean, draw: (a: number, b: number) => void) => {
      let start = -1;
      for (let i = 0; i <= heights.length; i++) {
        const on = i < heights.length && test(i);
        if (on && start < 0) start = i;
        if (!on && start >= 0) {
          if (i - start > 1) draw(start, i - 1);
          start = -1;
        }
      }
    };
    // A lit face runs down to the range's foot (in the haze), its edge the spine; the steepest
    // parts of it catch more light, fading out down the slope.
    runs(
      (i) => slopeAt(i) > 2,
      (a, b) => lit.push(face(a, b, fallAt)),
    );
    runs(
      (i) => slopeAt(i) > 12,
      (a, b) => bright.push(face(a, b, (i) => fallAt(i) * (0.3 + 0.4 * gullies[i]))),
    );
    if (snowy) {
      const snowDrop = (i: number) =>
        Math.min(fallAt(i), Math.max(0, snowLine - heights[i]) * (0.2 + 0.9 * streaks[i] * gullies[i]));
      runs(
        (i) => heights[i] < snowLine && slopeAt(i) > 0,
        (a, b) => snowLit.push(face(a, b, snowDrop)),
      );
      runs(
        (i) => heights[i] < snowLine && slopeAt(i) <= 0,
        (a, b) => snowShade.push(face(a, b, snowDrop)),
      );
    }
    const sunlit = mix(lighter(body, 0.26), '#fff2dc', scene.time === 'night' ? 0 : 0.12);
    canvas.add(`<path d="${lit.join('')}" fill="${canvas.linear([sunlit, mix(sunlit, air, 0.35)])}"/>`);
    canvas.add(`<path d="${bright.join('')}" fill="${lighter(sunlit, 0.1)}" opacity="0.55" filter="url(#soft)"/>`);
    if (snowy) {
      const snow = mix(tint('#f4f7fb'), air, depth * 0.3);
      canvas.add(`<path d="${snowShade.join('')}" fill="${mix(snow, mix(body, air, 0.3), 0.38)}"/>`);
      canvas.add(`<path d="${snowLit.join('')}" fill="${snow}"/>`);
    }
  }
  // Haze lying on the plain in front of the ranges.
  canvas.add(
    `<rect y="${n(horizon - horizon * 0.1)}" width="${width}" height="${n(horizon * 0.12)}" fill="${canvas.linear(['#ffffff00', lighter(air, 0.2)])}" opacity="0.7"/>`,
  );
}

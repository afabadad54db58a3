// The land under the sky: mountain ranges, the ground (grass, snow, desert, a city street,
// water with the light's reflection), a beach, a river, a road, a skyline, trees and flowers.
import type { Random } from '../shared/random';
import { fourBalls, leafyCrown } from './crown';
import { paintRealMountains } from './mountains';
import type { Scene } from './scene';
import { darker, lighter, mix, num as n, type Canvas } from './svgCanvas';

const GROUND: Record<Scene['ground'], readonly string[]> = {
  grass: ['#7cc25a', '#4e9a3c', '#2f6e2a'],
  snow: ['#f4f7fb', '#dfe8f2', '#c4d3e4'],
  desert: ['#f0c987', '#e0a95e', '#c98b45'],
  city: ['#8a8f99', '#6d727c', '#50545c'],
  sea: ['#5aa3d8', '#2f74b5', '#1c4f86'],
  lake: ['#6fb3d9', '#3d85bb', '#285e8f'],
  lunar: ['#9a9aa2', '#7a7a84', '#55555e'],
  underwater: ['#2a8fc0', '#1a6a9a', '#0e4a70'],
};

/** Colours darken and cool for dusk and night. */
function forTime(scene: Scene, colour: string): string {
  if (scene.time === 'night') return mix(colour, '#0b1430', 0.72);
  if (scene.time === 'sunset') return mix(colour, '#5a2d4a', 0.35);
  return colour;
}

/** A ridge line across the picture from layered random waves. */
function ridge(scene: Scene, random: Random, base: number, amplitude: number, roughness: number, bottom = scene.height): string {
  return ridgeWithTop(scene, random, base, amplitude, roughness, bottom).d;
}

/** The ridge's path and its highest point (smallest y). */
function ridgeWithTop(
  scene: Scene,
  random: Random,
  base: number,
  amplitude: number,
  roughness: number,
  bottom = scene.height,
): { d: string; top: number } {
  const { width } = scene;
  let top = Infinity;
  const waves = [0, 1, 2].map((k) => ({
    f: (k + 1) * random.between(1.5, 2.5),
    p: random.next() * 6.28,
    a: amplitude / (k + 1) ** roughness,
  }));
  const points: string[] = [];
  for (let x = -10; x <= width + 10; x += 16) {
    let y = base;
    for (const wave of waves) y -= Math.abs(Math.sin((x / width) * wave.f * Math.PI + wave.p)) * wave.a;
    top = Math.min(top, y);
    points.push(`${n(x)},${n(y)}`);
  }
  return { d: `M-10 ${n(bottom)}L${points.join('L')}L${width + 10} ${n(bottom)}Z`, top };
}

export function paintMountains(canvas: Canvas, scene: Scene, random: Random): void {
  if (canvas.realistic) {
    paintRealMountains(canvas, scene, random, (colour) => forTime(scene, colour));
    return;
  }
  const { horizon } = scene;
  const far = forTime(scene, canvas.colour('#8ea8cc'));
  const near = forTime(scene, canvas.colour('#5f7fa8'));
  const snowy = scene.snow || random.next() < 0.5;
  canvas.add(
    `<path d="${ridge(scene, random, horizon + 8, horizon * 0.45, 1.2)}" fill="${canvas.linear([lighter(far, 0.15), far])}"${canvas.realistic ? ' opacity="0.85"' : canvas.line(2)}/>`,
  );
  const amplitude = horizon * 0.3;
  const nearRidge = ridgeWithTop(scene, random, horizon + 12, amplitude, 0.8);
  canvas.add(`<path d="${nearRidge.d}" fill="${canvas.linear([near, darker(near, 0.25)])}"${canvas.line()}/>`);
  if (snowy) {
    // Snow caps: the highest peaks' tops, the ridge clipped to a band just under its summit.
    const id = `cap${Math.round(random.next() * 1e6)}`;
    const capLine = nearRidge.top + amplitude * 0.3;
    // A jagged lower edge, as snow lies in gullies.
    const jags: string[] = [];
    for (let x = -10; x <= scene.width + 20; x += 18) jags.push(`${x},${n(capLine + (random.next() - 0.3) * amplitude * 0.18)}`);
    canvas.add(`<clipPath id="${id}"><path d="M-10 0L${jags.join('L')}L${scene.width + 20} 0Z"/></clipPath>`);
    canvas.add(
      `<path d="${nearRidge.d}" fill="${forTime(scene, '#f5f8fc')}" clip-path="url(#${id})"${canvas.realistic ? ' opacity="0.9"' : ''}/>`,
    );
  }
}

export function paintSkyline(canvas: Canvas, scene: Scene, random: Random): void {
  const { width, horizon } = scene;
  const body = forTime(scene, canvas.colour('#6c7a91'));
  const lit = scene.time !== 'day';
  let x = -10;
  const parts: string[] = [];
  const windows: string[] = [];
  while (x < width) {
    const w = random.between(0.04, 0.09) * width;
    const h = random.between(0.15, 0.55) * horizon;
    parts.push(`<rect x="${n(x)}" y="${n(horizon - h)}" width="${n(w - 3)}" height="${n(h + 4)}"/>`);
    for (let wy = horizon - h + 10; wy < horizon - 10; wy += 16)
      for (let wx = x + 6; wx < x + w - 12; wx += 12)
        if (random.next() < (lit ? 0.45 : 0.7)) windows.push(`<rect x="${n(wx)}" y="${n(wy)}" width="5" height="7"/>`);
    x += w;
  }
  canvas.add(`<g fill="${canvas.linear([lighter(body, 0.1), darker(body, 0.2)])}"${canvas.line(2)}>${parts.join('')}</g>`);
  canvas.add(`<g fill="${lit ? '#ffd86b' : lighter(body, 0.35)}" opacity="${lit ? 0.9 : 0.6}">${windows.join('')}</g>`);
}

export function paintGround(canvas: Canvas, scene: Scene, random: Random): void {
  const { width, height, horizon } = scene;
  const stops = GROUND[scene.ground].map((c) => forTime(scene, canvas.colour(c)));
  if (scene.ground === 'lunar') {
    // The moon's grey ground with craters, the sky black above.
    canvas.add(
      `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${canvas.linear(stops)}"${canvas.line(2)}/>`,
    );
    for (let c = 0; c < 9; c++) {
      const y = horizon + (height - horizon) * random.between(0.1, 0.95);
      const r = ((y - horizon) / (height - horizon)) * 60 + 10;
      const x = random.next() * width;
      canvas.add(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.3)}" fill="${darker(stops[1], 0.25)}"${canvas.line(1.5)}/><ellipse cx="${n(x + r * 0.1)}" cy="${n(y + r * 0.06)}" rx="${n(r * 0.8)}" ry="${n(r * 0.2)}" fill="${darker(stops[1], 0.1)}"/>`,
      );
    }
    return;
  }
  if (scene.ground === 'desert') {
    // Dunes: overlapping soft ridges, each a little darker toward the front.
    canvas.add(`<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${canvas.linear(stops)}"/>`);
    for (let d = 0; d < 3; d++) {
      const base = horizon + (height - horizon) * (0.25 + d * 0.28);
      canvas.add(
        `<path d="${ridge(scene, random, base, (height - horizon) * 0.2, 1)}" fill="${canvas.linear([stops[Math.min(2, d)], darker(stops[Math.min(2, d)], 0.12)])}"${canvas.line(2)}/>`,
      );
    }
    return;
  }
  if (scene.ground === 'sea' || scene.ground === 'lake') {
    canvas.add(`<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${canvas.linear(stops)}"/>`);
    paintReflection(canvas, scene, random);
    // Drawn wave marks are the illustration's; the realistic finish ripples the water itself (photo.ts).
    if (!canvas.realistic) paintWaves(canvas, scene, random);
    if (scene.ground === 'lake') {
      // Far shore.
      const shore = forTime(scene, canvas.colour('#4e8a3e'));
      canvas.add(
        `<path d="${ridge(scene, random, horizon + 6, 22, 1, horizon + 6)}" fill="${canvas.linear([lighter(shore, 0.1), shore])}"${canvas.line(2)}/>`,
      );
    }
    if (scene.beach) {
      const sand = forTime(scene, '#f1d39a');
      const top = shoreline(scene);
      canvas.add(
        `<path d="M0 ${n(top)}Q${n(width * 0.35)} ${n(top - 30)} ${n(width * 0.6)} ${n(top + 10)}T${width} ${n(top - 8)}L${width} ${height}L0 ${height}Z" fill="${canvas.linear([lighter(sand, 0.1), sand, darker(sand, 0.12)])}"${canvas.line()}/>`,
      );
      canvas.add(
        `<path d="M0 ${n(top)}Q${n(width * 0.35)} ${n(top - 30)} ${n(width * 0.6)} ${n(top + 10)}T${width} ${n(top - 8)}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>`,
      );
    }
    return;
  }
  canvas.add(
    `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${canvas.linear(stops)}"${canvas.realistic ? '' : canvas.line(2)}/>`,
  );
  if (scene.ground === 'grass' || scene.ground === 'snow') {
    // Rolling fields: two soft hills across the ground.
    for (let h = 0; h < 2; h++) {
      const base = horizon + (height - horizon) * (0.15 + h * 0.35);
      const tone = h === 0 ? lighter(stops[0], 0.08) : stops[1];
      canvas.add(
        `<path d="${ridge(scene, random, base, (height - horizon) * 0.12, 1.4)}" fill="${canvas.linear([tone, darker(tone, 0.15)])}"${canvas.line(2)}/>`,
      );
    }
  }
}

/**
 * The beach's line across the water: low in the picture, so a boat on the water floats above it
 * (layout.ts puts what floats above this line less the shore's 30 px swell).
 */
export function shoreline(scene: Scene): number {
  return scene.horizon + (scene.height - scene.horizon) * 0.8;
}

function paintReflection(canvas: Canvas, scene: Scene, random: Random): void {
  if (scene.time === 'day' && !scene.sun) return;
  const light = scene.time === 'night' ? '#f3efd0' : scene.time === 'sunset' ? '#ffc070' : '#fff6d8';
  const x = scene.lightX * scene.width;
  const strokes: string[] = [];
  for (let y = scene.horizon + 6; y < scene.height; y += 9) {
    const spread = 20 + (y - scene.horizon) * 0.35;
    const w = random.between(0.2, 1) * spread;
    strokes.push(
      `<rect x="${n(x - w / 2 + random.between(-spread, spread) * 0.4)}" y="${n(y)}" width="${n(w)}" height="3" rx="1.5"/>`,
    );
  }
  canvas.add(
    `<g fill="${light}" opacity="${canvas.realistic ? 0.55 : 0.8}"${canvas.realistic ? ' filter="url(#haze)"' : ''}>${strokes.join('')}</g>`,
  );
}

function paintWaves(canvas: Canvas, scene: Scene, random: Random): void {
  const lines: string[] = [];
  for (let k = 0; k < 40; k++) {
    const y = scene.horizon + random.next() ** 1.6 * (scene.height - scene.horizon);
    const x = random.next() * scene.width;
    const w = 10 + ((y - scene.horizon) / (scene.height - scene.horizon)) * 60;
    lines.push(`M${n(x)} ${n(y)}q${n(w / 2)} ${n(-w / 8)} ${n(w)} 0`);
  }
  canvas.add(
    `<path d="${lines.join('')}" stroke="#ffffff" stroke-width="${canvas.realistic ? 1.5 : 3}" fill="none" opacity="0.5" stroke-linecap="round"/>`,
  );
}

export function paintRiver(canvas: Canvas, scene: Scene, random: Random): void {
  const { width, height, horizon } = scene;
  const start = random.between(0.3, 0.7) * width;
  const bend = random.between(-0.25, 0.25) * width;
  const water = forTime(scene, canvas.colour('#4a95d1'));
  const d = `M${n(start - 6)} ${n(horizon)}C${n(start + bend)} ${n(horizon + (height - horizon) * 0.35)} ${n(start - bend - width * 0.2)} ${n(horizon + (height - horizon) * 0.6)} ${n(width * 0.3)} ${height}L${n(width * 0.62)} ${height}C${n(start - bend + width * 0.15)} ${n(horizon + (height - horizon) * 0.6)} ${n(start + bend + 20)} ${n(horizon + (height - horizon) * 0.35)} ${n(start + 6)} ${n(horizon)}Z`;
  canvas.add(`<path d="${d}" fill="${canvas.linear([lighter(water, 0.25), water, darker(water, 0.15)])}"${canvas.line()}/>`);
}

export function paintRoad(canvas: Canvas, scene: Scene, random: Random): void {
  const { width, height, horizon } = scene;
  const vanish = random.between(0.35, 0.65) * width;
  const asphalt = forTime(scene, '#5b5e66');
  canvas.add(
    `<path d="M${n(vanish - 8)} ${n(horizon)}L${n(vanish + 8)} ${n(horizon)}L${n(width * 0.85)} ${height}L${n(width * 0.15)} ${height}Z" fill="${canvas.linear([lighter(asphalt, 0.2), asphalt, darker(asphalt, 0.2)])}"${canvas.line()}/>`,
  );
  const dashes: string[] = [];
  for (let k = 0; k < 8; k++) {
    const t0 = (k + 0.2) / 8;
    const t1 = (k + 0.6) / 8;
    const y0 = horizon + (height - horizon) * t0 ** 1.6;
    const y1 = horizon + (height - horizon) * t1 ** 1.6;
    const x0 = vanish + (width * 0.5 - vanish) * t0 ** 1.6;
    const x1 = vanish + (width * 0.5 - vanish) * t1 ** 1.6;
    dashes.push(`M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`);
  }
  canvas.add(`<path d="${dashes.join('')}" stroke="#f4e7a1" stroke-width="5" stroke-linecap="round"/>`);
}

function tree(canvas: Canvas, scene: Scene, x: number, y: number, size: number, pine: boolean): string {
  const trunk = forTime(scene, '#6b4a2f');
  // Autumn turns the broad-leaved trees orange; spring dots them with blossom.
  const leaves = forTime(
    scene,
    pine ? canvas.colour('#2f7a45') : scene.season === 'autumn' ? '#d9822b' : canvas.colour('#3f9a3f'),
  );
  const trunkPart = `<rect x="${n(x - size * 0.05)}" y="${n(y - size * 0.35)}" width="${n(size * 0.1)}" height="${n(size * 0.35)}" fill="${trunk}"${canvas.line(2)}/>`;
  if (pine) {
    const layers = [0, 1, 2]
      .map((k) => {
        const top = y - size * (1 - k * 0.22);
        const half = size * (0.2 + k * 0.08);
        return `M${n(x)} ${n(top)}L${n(x + half)} ${n(top + size * 0.38)}L${n(x - half)} ${n(top + size * 0.38)}Z`;
      })
      .join('');
    const snowTop = scene.snow
      ? `<path d="M${n(x)} ${n(y - size)}L${n(x + size * 0.08)} ${n(y - size * 0.86)}L${n(x - size * 0.08)} ${n(y - size * 0.86)}Z" fill="#ffffff"/>`
      : '';
    return `${trunkPart}<path d="${layers}" fill="${canvas.linear([lighter(leaves, 0.15), darker(leaves, 0.2)])}"${canvas.line(2)}/>${snowTop}`;
  }
  const crown = fourBalls(x, y, size);
  const blossom =
    scene.season === 'spring'
      ? `<g fill="${forTime(scene, '#f7b6d2')}">${[0, 1, 2, 3, 4, 5, 6, 7].map((k) => `<circle cx="${n(x + Math.sin(k * 2.4) * size * 0.26)}" cy="${n(y - size * 0.62 + Math.cos(k * 1.7) * size * 0.18)}" r="${n(size * 0.025)}"/>`).join('')}</g>`
      : '';
  if (canvas.realistic) {
    // A trunk that tapers up into the crown from a flared root, lit on the sun's side.
    const w = size * 0.055;
    const bole = `<path d="M${n(x - w * 1.5)} ${n(y)}Q${n(x - w * 0.9)} ${n(y - size * 0.05)} ${n(x - w)} ${n(y - size * 0.15)}L${n(x - w * 0.55)} ${n(y - size * 0.5)}L${n(x + w * 0.55)} ${n(y - size * 0.5)}L${n(x + w)} ${n(y - size * 0.15)}Q${n(x + w * 0.9)} ${n(y - size * 0.05)} ${n(x + w * 1.5)} ${n(y)}Z" fill="${canvas.linear([lighter(trunk, 0.15), darker(trunk, 0.35)], false)}"/>`;
    return `${bole}${leafyCrown(canvas, x, y, size, leaves)}${blossom}`;
  }
  return `${trunkPart}<g fill="${canvas.shaded(leaves)}"${canvas.line(2)}>${crown}</g><g fill="${leaves}">${crown}</g>${blossom}`;
}

export function paintTrees(canvas: Canvas, scene: Scene, random: Random): void {
  const { width, height, horizon } = scene;
  const spots: { x: number; y: number; size: number; pine: boolean }[] = [];
  const forest = scene.trees > 6;
  for (let t = 0; t < scene.trees; t++) {
    const depth = random.next();
    const y = horizon + (height - horizon) * (forest ? 0.05 + depth * 0.45 : 0.2 + depth * 0.5);
    const scale = 0.5 + ((y - horizon) / (height - horizon)) * 1.2;
    spots.push({
      x: random.next() * width,
      y,
      size: height * 0.22 * scale,
      pine: forest ? random.next() < 0.7 : random.next() < 0.3,
    });
  }
  spots.sort((a, b) => a.y - b.y);
  canvas.add(...spots.map((spot) => tree(canvas, scene, spot.x, spot.y, spot.size, spot.pine)));
}

export function paintFlowers(canvas: Canvas, scene: Scene, random: Random): void {
  const { width, height, horizon } = scene;
  const petals = ['#f25c8a', '#ffd23f', '#ff8c42', '#c86bfa', '#ffffff', '#ff5e5b'].map((c) => forTime(scene, canvas.colour(c)));
  const marks: string[] = [];
  for (let f = 0; f < 90; f++) {
    const depth = random.next() ** 0.7;
    const y = horizon + (height - horizon) * (0.35 + depth * 0.62);
    const x = random.next() * width;
    const r = 4 + depth * 12;
    const colour = petals[random.below(petals.length)];
    marks.push(
      `<path d="M${n(x)} ${n(y)}l0 ${n(r * 2)}" stroke="${forTime(scene, '#3d7a2e')}" stroke-width="${n(Math.max(1.5, r / 4))}"/>`,
    );
    const ring = [0, 1, 2, 3, 4].map((k) => {
      const a = (k / 5) * Math.PI * 2 + random.next();
      return `<circle cx="${n(x + Math.cos(a) * r * 0.7)}" cy="${n(y + Math.sin(a) * r * 0.7)}" r="${n(r * 0.55)}" fill="${colour}"/>`;
    });
    marks.push(`<g${canvas.line(1.5)}>${ring.join('')}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.4)}" fill="#ffd84a"/>`);
  }
  canvas.add(...marks);
}

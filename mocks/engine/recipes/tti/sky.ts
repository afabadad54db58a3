// The sky and what is in it: the gradient of the hour, sun or moon, stars, clouds, a rainbow,
// a flock of birds; rain and snow fall over the whole picture last.
import type { Random } from '../shared/random';
import type { Scene } from './scene';
import { lighter, mix, num as n, type Canvas } from './svgCanvas';

export const SKY = {
  day: ['#3d7fd6', '#74b3ea', '#cbe8f7'],
  sunset: ['#2b2766', '#8c3f7f', '#e0636e', '#ffb15c'],
  night: ['#040920', '#0c1840', '#243a70'],
} as const;

const RAIN_SKY = ['#5d6876', '#8c96a3', '#b9c0c8'];

export function paintSky(canvas: Canvas, scene: Scene): void {
  // Rain greys the sky; at night the grey is the night's.
  const rainy = scene.time === 'night' ? RAIN_SKY.map((c, i) => mix(c, SKY.night[Math.min(i, 2)], 0.7)) : RAIN_SKY;
  const stops = (scene.rain ? rainy : SKY[scene.time]).map((c) => canvas.colour(c));
  const { width, horizon } = scene;
  if (canvas.realistic) {
    canvas.add(`<rect width="${width}" height="${n(horizon + 4)}" fill="${canvas.linear(stops)}"/>`);
    return;
  }
  // Flat poster bands from the top colour to the horizon colour.
  const bands = 5;
  for (let b = 0; b < bands; b++) {
    const t = b / (bands - 1);
    const position = t * (stops.length - 1);
    const low = Math.floor(position);
    const colour = mix(stops[low], stops[Math.min(stops.length - 1, low + 1)], position - low);
    canvas.add(`<rect y="${n((b * horizon) / bands)}" width="${width}" height="${n(horizon / bands + 4)}" fill="${colour}"/>`);
  }
}

function lightPosition(scene: Scene): { x: number; y: number; r: number } {
  const low = scene.time === 'sunset';
  return {
    x: scene.lightX * scene.width,
    y: low ? scene.horizon * 0.82 : scene.horizon * 0.28,
    r: scene.width * (low ? 0.075 : 0.055),
  };
}

export function paintSun(canvas: Canvas, scene: Scene): void {
  const { x, y, r } = lightPosition(scene);
  const core = scene.time === 'sunset' ? '#ffd27a' : '#fff3c4';
  if (canvas.realistic) {
    // A photographed sun is a small white-hot core in a wide glow, not a yellow disc.
    canvas.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 6)}" fill="${canvas.radialGlow(core, 0.5)}"/>`);
    canvas.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.6)}" fill="${canvas.radialGlow('#fffbea', 0.8)}"/>`);
    canvas.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.42)}" fill="#fffdf4" filter="url(#haze)"/>`);
    return;
  }
  const rays: string[] = [];
  for (let k = 0; k < 12; k++) {
    const angle = (k / 12) * Math.PI * 2;
    rays.push(
      `M${n(x + Math.cos(angle) * r * 1.3)} ${n(y + Math.sin(angle) * r * 1.3)}L${n(x + Math.cos(angle) * r * 1.75)} ${n(y + Math.sin(angle) * r * 1.75)}`,
    );
  }
  canvas.add(`<path d="${rays.join('')}" stroke="#ffb830" stroke-width="7" stroke-linecap="round"/>`);
  canvas.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#ffcf3f"${canvas.line()}/>`);
}

export function paintMoon(canvas: Canvas, scene: Scene): void {
  const { x, y, r } = lightPosition(scene);
  if (canvas.realistic) {
    canvas.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 4)}" fill="${canvas.radialGlow('#cfd8ff', 0.35)}"/>`);
    canvas.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${canvas.shaded('#eef0e6')}"/>`);
    // Maria: the moon's darker seas.
    canvas.add(
      `<circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.25)}" fill="#c9ccc2" opacity="0.6" filter="url(#haze)"/>`,
    );
    canvas.add(
      `<circle cx="${n(x + r * 0.25)}" cy="${n(y + r * 0.3)}" r="${n(r * 0.18)}" fill="#c9ccc2" opacity="0.5" filter="url(#haze)"/>`,
    );
    return;
  }
  // A crescent: two arcs, the outer one the moon's rim, the inner one the shadow's edge.
  const top = `${n(x + r * 0.35)} ${n(y - r * 0.94)}`;
  const bottom = `${n(x + r * 0.35)} ${n(y + r * 0.94)}`;
  canvas.add(
    `<path d="M${top}A${n(r)} ${n(r)} 0 1 0 ${bottom}A${n(r * 0.8)} ${n(r * 0.8)} 0 1 1 ${top}Z" fill="#fff2b0"${canvas.line()}/>`,
  );
}

export function paintStars(canvas: Canvas, scene: Scene, random: Random): void {
  const marks: string[] = [];
  const count = canvas.realistic ? 220 : 60;
  for (let s = 0; s < count; s++) {
    const x = random.next() * scene.width;
    const y = random.next() ** 1.4 * scene.horizon * 0.95;
    const r = canvas.realistic ? random.between(0.5, 1.8) : random.between(2, 4.5);
    const opacity = n(random.between(0.4, 1));
    if (canvas.realistic) marks.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#ffffff" opacity="${opacity}"/>`);
    else {
      // Four-pointed twinkles.
      marks.push(
        `<path d="M${n(x)} ${n(y - r * 2)}Q${n(x)} ${n(y)} ${n(x + r * 2)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + r * 2)}Q${n(x)} ${n(y)} ${n(x - r * 2)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - r * 2)}Z" fill="#fff6c8" opacity="${opacity}"/>`,
      );
    }
  }
  canvas.add(...marks);
}

export function paintClouds(canvas: Canvas, scene: Scene, random: Random): void {
  // The realistic look's clouds are grown from noise by its finish (photo.ts): puffs of circles read as clip art.
  if (canvas.realistic) return;
  const base = scene.rain ? '#9aa3ad' : scene.time === 'sunset' ? '#f4b6a6' : scene.time === 'night' ? '#4a5a80' : '#ffffff';
  for (let c = 0; c < scene.clouds; c++) {
    const x = random.next() * scene.width;
    const y = random.between(0.1, 0.55) * scene.horizon;
    const w = random.between(0.14, 0.26) * scene.width * (scene.rain ? 1.5 : 1);
    const puffs: string[] = [];
    const count = 4 + random.below(3);
    for (let p = 0; p < count; p++) {
      const px = x + (p / (count - 1) - 0.5) * w;
      const pr = w * random.between(0.16, 0.26) * (1 - Math.abs(p / (count - 1) - 0.5));
      puffs.push(`<circle cx="${n(px)}" cy="${n(y - pr * 0.4)}" r="${n(pr + w * 0.08)}"/>`);
    }
    puffs.push(`<rect x="${n(x - w / 2)}" y="${n(y - w * 0.08)}" width="${n(w)}" height="${n(w * 0.14)}" rx="${n(w * 0.07)}"/>`);
    if (canvas.realistic) {
      canvas.add(
        `<g fill="${mix(base, '#000000', 0.12)}" opacity="0.5" filter="url(#soft)" transform="translate(0 ${n(w * 0.04)})">${puffs.join('')}</g>`,
      );
      canvas.add(`<g fill="${base}" opacity="0.92" filter="url(#soft)">${puffs.join('')}</g>`);
    } else canvas.add(`<g fill="${base}"${canvas.line()}>${puffs.join('')}</g><g fill="${base}">${puffs.join('')}</g>`);
  }
}

export function paintRainbow(canvas: Canvas, scene: Scene): void {
  const colours = ['#e8453c', '#f39a2b', '#f6d73b', '#54b948', '#3a8fd9', '#6a4fb0'];
  const cx = scene.width * 0.5;
  const radius = scene.width * 0.42;
  const band = scene.width * 0.018;
  const arcs = colours.map((colour, i) => {
    const r = radius - i * band;
    return `<path d="M${n(cx - r)} ${n(scene.horizon)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(scene.horizon)}" stroke="${colour}" stroke-width="${n(band + 1)}" fill="none"/>`;
  });
  canvas.add(
    `<g opacity="${canvas.realistic ? 0.45 : 0.9}"${canvas.realistic ? ' filter="url(#haze)"' : ''}>${arcs.join('')}</g>`,
  );
}

export function paintWeather(canvas: Canvas, scene: Scene, random: Random): void {
  const { width, height } = scene;
  if (scene.rain) {
    const lines: string[] = [];
    for (let d = 0; d < 260; d++) {
      const x = random.next() * width;
      const y = random.next() * height;
      const l = random.between(14, 30);
      lines.push(`M${n(x)} ${n(y)}l${n(-l * 0.25)} ${n(l)}`);
    }
    canvas.add(
      `<path d="${lines.join('')}" stroke="${lighter('#9fb4c8', 0.4)}" stroke-width="${canvas.realistic ? 1.5 : 3}" opacity="0.7" stroke-linecap="round"/>`,
    );
  }
  if (scene.snow) {
    const flakes: string[] = [];
    for (let f = 0; f < 180; f++) {
      const r = random.between(2, canvas.realistic ? 5 : 7);
      flakes.push(`<circle cx="${n(random.next() * width)}" cy="${n(random.next() * height)}" r="${n(r)}"/>`);
    }
    canvas.add(`<g fill="#ffffff" opacity="0.85"${canvas.realistic ? ' filter="url(#haze)"' : ''}>${flakes.join('')}</g>`);
  }
}

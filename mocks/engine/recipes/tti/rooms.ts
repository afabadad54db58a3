// Pictures that are not a landscape: a room (a kitchen with its counter and tiles, a bedroom, a
// living room, a classroom with its blackboard, a restaurant, an office, a library's shelves, or
// a plain tabletop for food and small things), the world under water, the sky in space; and the
// weather drawn over a landscape (lightning, fog, wind) and a village on the far fields.
import type { Random } from '../shared/random';
import type { Scene } from './scene';
import { darker, lighter, mix, num as n, type Canvas } from './svgCanvas';

const WALLS: Record<NonNullable<Scene['room']>, string> = {
  kitchen: '#f3ead8',
  bedroom: '#d9e6f2',
  'living room': '#efe0c8',
  classroom: '#e8efe0',
  restaurant: '#c9a27a',
  office: '#e4e6ea',
  library: '#b9976a',
  table: '#efe4d4',
  studio: '#b8c4d0',
};

function dim(scene: Scene, colour: string): string {
  return scene.time === 'night' ? mix(colour, '#1a1f3a', 0.45) : colour;
}

function window(canvas: Canvas, scene: Scene, x: number, y: number, w: number, h: number): string {
  const sky =
    scene.time === 'night' ? ['#0c1840', '#243a70'] : scene.time === 'sunset' ? ['#8c3f7f', '#ffb15c'] : ['#74b3ea', '#cbe8f7'];
  const moon =
    scene.time === 'night' ? `<circle cx="${n(x + w * 0.7)}" cy="${n(y + h * 0.3)}" r="${n(w * 0.09)}" fill="#f5f0d0"/>` : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${canvas.linear(sky)}"/>${moon}<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${dim(scene, '#f7f4ee')}" stroke-width="14"/><path d="M${n(x + w / 2)} ${n(y)}v${n(h)}M${n(x)} ${n(y + h / 2)}h${n(w)}" stroke="${dim(scene, '#f7f4ee')}" stroke-width="8"/>`;
}

export function paintRoom(canvas: Canvas, scene: Scene, random: Random): void {
  const room = scene.room ?? 'table';
  const { width, height, horizon } = scene;
  if (room === 'studio') {
    if (canvas.realistic) {
      // A painted portrait's backdrop: dark and warm, lit behind the sitter on the light's side
      // (the finish mottles it like a canvas backdrop: photo.ts).
      const glow = canvas.radialGlow(canvas.colour('#8a7a62'), 0.9);
      canvas.add(
        `<rect width="${width}" height="${height}" fill="${canvas.colour('#2c2823')}"/><ellipse cx="${n(width * (0.3 + scene.lightX * 0.4))}" cy="${n(height * 0.32)}" rx="${n(width * 0.62)}" ry="${n(height * 0.6)}" fill="${glow}"/>`,
      );
      return;
    }
    // A photographer's backdrop: light in the middle, falling off to the edges.
    const id = canvas.radialGlow(lighter(canvas.colour(WALLS.studio), 0.5), 1);
    canvas.add(
      `<rect width="${width}" height="${height}" fill="${darker(canvas.colour(WALLS.studio), 0.25)}"/><ellipse cx="${n(width / 2)}" cy="${n(height * 0.4)}" rx="${n(width * 0.7)}" ry="${n(height * 0.7)}" fill="${id}"/>`,
    );
    return;
  }
  const wall = dim(scene, canvas.colour(WALLS[room]));
  canvas.add(
    `<rect width="${width}" height="${n(horizon)}" fill="${canvas.linear([lighter(wall, 0.08), wall, darker(wall, 0.08)])}"/>`,
  );
  const parts: string[] = [];
  if (room === 'kitchen') {
    // Tiles behind the counter, cupboards above, a window.
    const tiles: string[] = [];
    for (let y = horizon * 0.42; y < horizon; y += 34) tiles.push(`M0 ${n(y)}h${width}`);
    for (let x = 0; x < width; x += 34) tiles.push(`M${x} ${n(horizon * 0.42)}V${n(horizon)}`);
    parts.push(
      `<rect y="${n(horizon * 0.42)}" width="${width}" height="${n(horizon * 0.58)}" fill="${dim(scene, '#e6f0f2')}"/><path d="${tiles.join('')}" stroke="${dim(scene, '#c4d4d8')}" stroke-width="2"/>`,
    );
    for (let x = 20; x < width - 100; x += 180)
      parts.push(
        `<rect x="${x}" y="10" width="160" height="${n(horizon * 0.28)}" rx="6" fill="${canvas.linear([dim(scene, '#c98a4b'), dim(scene, '#a86a34')])}"${canvas.line(2)}/><circle cx="${x + 140}" cy="${n(horizon * 0.2)}" r="5" fill="#d8d0c0"/>`,
      );
    parts.push(window(canvas, scene, width * 0.62, horizon * 0.46, width * 0.26, horizon * 0.36));
    parts.push(
      `<path d="M${n(width * 0.12)} ${n(horizon * 0.6)}v${n(horizon * 0.18)}M${n(width * 0.16)} ${n(horizon * 0.6)}v${n(horizon * 0.14)}" stroke="#8a8a8a" stroke-width="4"/><circle cx="${n(width * 0.12)}" cy="${n(horizon * 0.8)}" r="14" fill="${dim(scene, '#7a7a80')}"/><path d="M${n(width * 0.16)} ${n(horizon * 0.74)}q0 20 -14 24" stroke="${dim(scene, '#b05a3a')}" stroke-width="10" fill="none"/>`,
    );
  } else if (room === 'bedroom' || room === 'living room') {
    parts.push(window(canvas, scene, width * 0.58, horizon * 0.16, width * 0.3, horizon * 0.46));
    parts.push(
      `<rect x="${n(width * 0.1)}" y="${n(horizon * 0.2)}" width="${n(width * 0.2)}" height="${n(horizon * 0.26)}" fill="${dim(scene, '#f7f4ee')}" stroke="${dim(scene, '#a07a4a')}" stroke-width="10"/><path d="M${n(width * 0.12)} ${n(horizon * 0.42)}L${n(width * 0.18)} ${n(horizon * 0.3)}L${n(width * 0.22)} ${n(horizon * 0.36)}L${n(width * 0.26)} ${n(horizon * 0.28)}L${n(width * 0.28)} ${n(horizon * 0.42)}Z" fill="${dim(scene, '#6aaa3a')}"/>`,
    );
    if (room === 'living room')
      parts.push(
        `<rect y="${n(horizon * 0.8)}" width="${width}" height="${n(horizon * 0.2)}" fill="${dim(scene, darker(WALLS['living room'], 0.1))}"/>`,
      );
  } else if (room === 'classroom') {
    parts.push(
      `<rect x="${n(width * 0.18)}" y="${n(horizon * 0.14)}" width="${n(width * 0.64)}" height="${n(horizon * 0.5)}" fill="${dim(scene, '#2f5a44')}" stroke="${dim(scene, '#a07a4a')}" stroke-width="14"/><path d="M${n(width * 0.26)} ${n(horizon * 0.3)}h${n(width * 0.2)}M${n(width * 0.26)} ${n(horizon * 0.42)}h${n(width * 0.32)}M${n(width * 0.26)} ${n(horizon * 0.52)}h${n(width * 0.14)}" stroke="#f4f4f0" stroke-width="5" opacity="0.8" stroke-linecap="round"/>`,
    );
  } else if (room === 'library' || room === 'office') {
    const shelves: string[] = [];
    const colours = ['#b5483a', '#2f74d0', '#3f9a3a', '#f2c230', '#8e5cc7', '#e8742a'];
    for (let shelf = 0; shelf < 4; shelf++) {
      const y = horizon * (0.12 + shelf * 0.22);
      shelves.push(`<rect x="0" y="${n(y + horizon * 0.18)}" width="${width}" height="10" fill="${dim(scene, '#6b4a2f')}"/>`);
      if (room === 'library' || shelf < 2)
        for (let x = 6; x < width; x += random.between(18, 30)) {
          const h = horizon * random.between(0.12, 0.17);
          shelves.push(
            `<rect x="${n(x)}" y="${n(y + horizon * 0.18 - h)}" width="${n(random.between(12, 22))}" height="${n(h)}" fill="${dim(scene, colours[random.below(colours.length)])}"/>`,
          );
        }
    }
    parts.push(shelves.join(''));
    if (room === 'office') parts.push(window(canvas, scene, width * 0.55, horizon * 0.5, width * 0.35, horizon * 0.4));
  } else if (room === 'restaurant') {
    for (let x = width * 0.15; x < width; x += width * 0.35)
      parts.push(
        `<path d="M${n(x)} 0v${n(horizon * 0.2)}" stroke="#3a3a3a" stroke-width="2"/><path d="M${n(x - 40)} ${n(horizon * 0.28)}Q${n(x)} ${n(horizon * 0.12)} ${n(x + 40)} ${n(horizon * 0.28)}Z" fill="${dim(scene, '#f2c230')}"${canvas.line(2)}/>${canvas.realistic ? `<circle cx="${n(x)}" cy="${n(horizon * 0.3)}" r="80" fill="${canvas.radialGlow('#ffe08a', 0.5)}"/>` : ''}`,
      );
    parts.push(window(canvas, scene, width * 0.3, horizon * 0.4, width * 0.4, horizon * 0.36));
  } else {
    // A tabletop: a soft wall, a window's light.
    parts.push(window(canvas, scene, width * 0.6, horizon * 0.12, width * 0.3, horizon * 0.42));
  }
  canvas.add(...parts);
  // The floor, or the table's top, from the horizon down.
  const floor =
    room === 'table'
      ? dim(scene, canvas.colour('#b07a48'))
      : room === 'kitchen'
        ? dim(scene, '#d8d2c8')
        : dim(scene, canvas.colour('#b58a5a'));
  canvas.add(
    `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${canvas.linear([lighter(floor, 0.1), floor, darker(floor, 0.15)])}"${canvas.line(3)}/>`,
  );
  if (room === 'kitchen')
    canvas.add(`<rect y="${n(horizon - 8)}" width="${width}" height="22" fill="${dim(scene, '#f4f1ea')}"${canvas.line(2)}/>`);
  if (room === 'table' || room === 'restaurant' || room === 'bedroom' || room === 'living room') {
    const grain: string[] = [];
    for (let y = horizon + 20; y < height; y += 26 + (y - horizon) * 0.1) grain.push(`M0 ${n(y)}h${width}`);
    canvas.add(
      `<path d="${grain.join('')}" stroke="${darker(floor, 0.25)}" stroke-width="${canvas.realistic ? 1.5 : 2.5}" opacity="0.5"/>`,
    );
  }
  if (canvas.realistic)
    canvas.add(
      `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${canvas.linear(['#00000030', '#00000000'])}"/>`,
    );
}

export function paintUnderwater(canvas: Canvas, scene: Scene, random: Random): void {
  const { width, height } = scene;
  canvas.add(
    `<rect width="${width}" height="${height}" fill="${canvas.linear([canvas.colour('#4fb3e0'), canvas.colour('#1a6a9a'), canvas.colour('#0c3f66')])}"/>`,
  );
  // Light shafts from the surface.
  const rays: string[] = [];
  for (let k = 0; k < 5; k++) {
    const x = random.next() * width;
    rays.push(`M${n(x)} 0L${n(x + 80)} 0L${n(x + 260)} ${height}L${n(x + 120)} ${height}Z`);
  }
  canvas.add(
    `<path d="${rays.join('')}" fill="#ffffff" opacity="${canvas.realistic ? 0.08 : 0.12}"${canvas.realistic ? ' filter="url(#soft)"' : ''}/>`,
  );
  // Sand, weed and coral at the bottom.
  const floor = height * 0.86;
  canvas.add(
    `<path d="M0 ${n(floor)}Q${n(width * 0.3)} ${n(floor - 30)} ${n(width * 0.6)} ${n(floor)}T${width} ${n(floor - 10)}V${height}H0Z" fill="${canvas.linear(['#e8d09a', '#c9a86a'])}"${canvas.line(2)}/>`,
  );
  for (let k = 0; k < 7; k++) {
    const x = random.next() * width;
    const h = random.between(80, 200);
    canvas.add(
      `<path d="M${n(x)} ${n(floor + 10)}q-20 ${n(-h / 3)} 0 ${n(-h / 1.6)}t0 ${n(-h / 2.5)}" stroke="${canvas.colour(k % 2 ? '#3f9a5a' : '#e86a6a')}" stroke-width="${k % 2 ? 10 : 14}" fill="none" stroke-linecap="round"${canvas.realistic ? '' : ''}/>`,
    );
  }
  const bubbles: string[] = [];
  for (let k = 0; k < 30; k++)
    bubbles.push(`<circle cx="${n(random.next() * width)}" cy="${n(random.next() * floor)}" r="${n(random.between(3, 10))}"/>`);
  canvas.add(`<g fill="none" stroke="#ffffff" stroke-width="2" opacity="0.6">${bubbles.join('')}</g>`);
}

export function paintVillage(canvas: Canvas, scene: Scene, random: Random): void {
  const houses: string[] = [];
  for (let k = 0; k < 6; k++) {
    const x = random.next() * scene.width;
    const s = random.between(26, 40);
    const y = scene.horizon + random.between(4, 20);
    houses.push(
      `<rect x="${n(x - s / 2)}" y="${n(y - s * 0.6)}" width="${n(s)}" height="${n(s * 0.6)}" fill="${canvas.colour('#f3e3c3')}"${canvas.line(1.5)}/><path d="M${n(x - s * 0.62)} ${n(y - s * 0.58)}L${n(x)} ${n(y - s)}L${n(x + s * 0.62)} ${n(y - s * 0.58)}Z" fill="${canvas.colour('#b5483a')}"${canvas.line(1.5)}/>`,
    );
  }
  canvas.add(...houses);
}

export function paintAir(canvas: Canvas, scene: Scene, random: Random): void {
  const { width, height } = scene;
  if (scene.storm) {
    const x = random.between(0.2, 0.8) * width;
    let y = 0;
    let px = x;
    const bolt: string[] = [`M${n(x)} 0`];
    while (y < scene.horizon * 0.9) {
      y += random.between(30, 60);
      px += random.between(-40, 40);
      bolt.push(`L${n(px)} ${n(y)}`);
    }
    canvas.add(
      `<path d="${bolt.join('')}" stroke="#fff8c0" stroke-width="${canvas.realistic ? 5 : 8}" fill="none" stroke-linejoin="bevel"${canvas.realistic ? ' filter="url(#haze)"' : ''}/>`,
    );
  }
  if (scene.wind) {
    const gusts: string[] = [];
    for (let k = 0; k < 8; k++) {
      const y = random.between(0.1, 0.9) * height;
      const x = random.next() * width * 0.8;
      gusts.push(`M${n(x)} ${n(y)}q60 -20 120 0t120 -6`);
    }
    canvas.add(
      `<path d="${gusts.join('')}" stroke="#ffffff" stroke-width="${canvas.realistic ? 2 : 4}" fill="none" opacity="0.6" stroke-linecap="round"/>`,
    );
    if (scene.season === 'autumn' || random.next() < 0.5) {
      const leaves: string[] = [];
      for (let k = 0; k < 14; k++)
        leaves.push(
          `<ellipse cx="${n(random.next() * width)}" cy="${n(random.next() * height)}" rx="9" ry="4" transform="rotate(${n(random.next() * 180)})"/>`,
        );
      canvas.add(`<g fill="#d9822b" opacity="0.85">${leaves.join('')}</g>`);
    }
  }
  if (scene.season === 'autumn' && !scene.wind) {
    const leaves: string[] = [];
    for (let k = 0; k < 18; k++) {
      const x = random.next() * width;
      const y = random.next() * height;
      leaves.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="8" ry="4" transform="rotate(${n(random.next() * 180)} ${n(x)} ${n(y)})"/>`,
      );
    }
    canvas.add(`<g fill="#d9822b" opacity="0.8">${leaves.join('')}</g>`);
  }
  if (scene.fog)
    canvas.add(
      `<rect width="${width}" height="${height}" fill="${canvas.linear(['#ffffff00', '#e8ecf0', '#e8ecf0'])}" opacity="0.55"/>`,
    );
}

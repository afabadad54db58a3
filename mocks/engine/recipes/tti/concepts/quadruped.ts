// Four-legged animals from one template: body, legs, neck, head and snout in proportions of
// its own, with the ears, horns, tail, mane, trunk, hump and coat pattern that tell one from
// another (a giraffe's neck and patches, a zebra's stripes, an elephant's trunk and ears).
// Drawn in its own units, then scaled into the unit box.
import { darker, groundShadow, ink, lighter, n, round, sheen } from './draw';
import type { Drawing, Paint, Pose } from './types';

export interface Beast {
  len: number;
  bodyH: number;
  leg: number;
  legW: number;
  neck: number;
  /** Degrees above horizontal. */
  neckAngle: number;
  neckW?: number;
  head: number;
  snout: number;
  snoutH?: number;
  ears: 'point' | 'round' | 'flop' | 'long' | 'small' | 'big' | 'none';
  horns?: 'cow' | 'goat' | 'antlers' | 'rhino' | 'ossicones' | 'unicorn';
  tail: 'thin' | 'bushy' | 'short' | 'tuft' | 'curly' | 'thick' | 'none';
  tailLen?: number;
  pattern?: 'stripes' | 'spots' | 'patches' | 'panda' | 'wool' | 'tip';
  second?: string;
  mane?: boolean;
  trunk?: boolean;
  hump?: boolean;
  wings?: boolean;
  pinkSnout?: boolean;
  whiskers?: boolean;
}

interface Geometry {
  bodyY: number;
  neckX: number;
  neckY: number;
  hx: number;
  hy: number;
  minX: number;
  maxX: number;
  minY: number;
}

function geometry(b: Beast): Geometry {
  const bodyY = -(b.leg + b.bodyH * 0.42);
  const neckX = b.len * 0.38;
  const neckY = bodyY - b.bodyH * 0.2;
  const a = (b.neckAngle * Math.PI) / 180;
  const hx = neckX + Math.cos(a) * b.neck;
  const hy = neckY - Math.sin(a) * b.neck;
  const earH = b.ears === 'long' ? b.head * 1.8 : b.ears === 'none' || b.ears === 'flop' ? 0 : b.head * 0.6;
  const hornH = b.horns === 'antlers' ? b.head * 2.2 : b.horns === 'unicorn' ? b.head * 1.6 : b.horns ? b.head * 0.8 : 0;
  const top = Math.min(
    hy - b.head - Math.max(earH, hornH),
    bodyY - b.bodyH / 2 - (b.hump ? b.bodyH * 0.45 : 0) - (b.wings ? b.bodyH * 1.3 : 0),
  );
  const tail = b.tail === 'none' ? 0 : (b.tailLen ?? b.len * 0.35);
  return {
    bodyY,
    neckX,
    neckY,
    hx,
    hy,
    minX: -b.len / 2 - tail * 0.8,
    maxX: Math.max(hx + b.head + b.snout + (b.trunk ? b.head * 0.6 : 0), b.len / 2 + 4),
    minY: Math.min(top, b.tail === 'bushy' || b.tail === 'thin' ? bodyY - tail * 0.8 : top),
  };
}

/**
 * A limb's outline round a centre line of (x, y, width) points: the line smoothed through its
 * points (Catmull-Rom), its width tapering between them.
 */
function limb(spine: readonly (readonly [number, number, number])[]): string {
  const at = (i: number) => spine[Math.max(0, Math.min(spine.length - 1, i))];
  const centre: [number, number, number][] = [];
  for (let i = 0; i < spine.length - 1; i++)
    for (let s = 0; s < 6; s++) {
      const t = s / 6;
      const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
      const c = (k: number) =>
        0.5 *
        (2 * p1[k] +
          (p2[k] - p0[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t * t +
          (3 * p1[k] - p0[k] - 3 * p2[k] + p3[k]) * t * t * t);
      centre.push([c(0), c(1), p1[2] + (p2[2] - p1[2]) * t]);
    }
  centre.push([...spine[spine.length - 1]]);
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i < centre.length; i++) {
    const a = centre[Math.max(0, i - 1)];
    const c = centre[Math.min(centre.length - 1, i + 1)];
    const dx = c[0] - a[0];
    const dy = c[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const [x, y, w] = centre[i];
    left.push(`${n(x - (dy / len) * (w / 2))},${n(y + (dx / len) * (w / 2))}`);
    right.push(`${n(x + (dy / len) * (w / 2))},${n(y - (dx / len) * (w / 2))}`);
  }
  return `M${left.join('L')}L${right.reverse().join('L')}Z`;
}

function draw(paint: Paint, b: Beast, g: Geometry): string {
  const fur = paint.colour;
  const body = round(paint, fur);
  const second = paint.lit(b.second ?? darker(fur, 0.5));
  const dark = darker(paint.lit(fur), 0.22);
  const line = ink(paint);
  const { bodyY, neckX, neckY, hx, hy } = g;
  const rx = b.len / 2;
  const ry = b.bodyH / 2;
  const legTop = bodyY;
  const legColour = b.pattern === 'panda' ? second : dark;
  const parts: string[] = [groundShadow(paint, rx * 1.1)];
  // Tail.
  const tx = -rx * 0.95;
  const ty = bodyY - ry * 0.3;
  const tl = b.tailLen ?? b.len * 0.35;
  if (b.tail === 'thin')
    parts.push(
      `<path d="M${n(tx)} ${n(ty)}C${n(tx - tl * 0.6)} ${n(ty + tl * 0.1)} ${n(tx - tl * 0.7)} ${n(ty - tl * 0.6)} ${n(tx - tl * 0.4)} ${n(ty - tl * 0.8)}" stroke="${paint.lit(fur)}" stroke-width="${n(Math.max(2.5, b.legW * 0.45))}" fill="none" stroke-linecap="round"/>`,
    );
  else if (b.tail === 'bushy')
    parts.push(
      `<path d="M${n(tx + 4)} ${n(ty + 4)}C${n(tx - tl * 0.9)} ${n(ty + tl * 0.3)} ${n(tx - tl * 0.9)} ${n(ty - tl * 0.9)} ${n(tx - tl * 0.2)} ${n(ty - tl * 0.9)}C${n(tx - tl * 0.3)} ${n(ty - tl * 0.4)} ${n(tx)} ${n(ty - tl * 0.2)} ${n(tx + 4)} ${n(ty - 4)}Z" fill="${body}"${line}/>` +
        (b.pattern === 'tip'
          ? `<circle cx="${n(tx - tl * 0.28)}" cy="${n(ty - tl * 0.82)}" r="${n(tl * 0.14)}" fill="#ffffff"/>`
          : ''),
    );
  else if (b.tail === 'tuft')
    parts.push(
      `<path d="M${n(tx)} ${n(ty)}Q${n(tx - tl * 0.3)} ${n(ty + tl * 0.3)} ${n(tx - tl * 0.35)} ${n(ty + tl * 0.8)}" stroke="${paint.lit(fur)}" stroke-width="2.5" fill="none"/><ellipse cx="${n(tx - tl * 0.35)}" cy="${n(ty + tl * 0.85)}" rx="${n(tl * 0.1)}" ry="${n(tl * 0.2)}" fill="${b.mane ? darker(paint.lit(fur), 0.35) : second}"/>`,
    );
  else if (b.tail === 'curly')
    parts.push(
      `<path d="M${n(tx)} ${n(ty)}c${n(-tl * 0.3)} 0 ${n(-tl * 0.4)} ${n(-tl * 0.4)} ${n(-tl * 0.15)} ${n(-tl * 0.4)}s${n(tl * 0.1)} ${n(tl * 0.3)} ${n(-tl * 0.2)} ${n(tl * 0.3)}" stroke="${paint.lit(fur)}" stroke-width="2.5" fill="none"/>`,
    );
  else if (b.tail === 'thick')
    parts.push(
      `<path d="M${n(tx + 6)} ${n(ty - ry * 0.3)}Q${n(tx - tl * 0.6)} ${n(ty)} ${n(tx - tl)} ${n(-b.legW * 0.6)}Q${n(tx - tl * 0.5)} ${n(ty + ry * 0.9)} ${n(tx + 6)} ${n(ty + ry * 0.6)}Z" fill="${body}"${line}/>`,
    );
  else if (b.tail === 'short')
    parts.push(
      `<circle cx="${n(tx)}" cy="${n(ty)}" r="${n(Math.max(3, b.legW * 0.6))}" fill="${b.pattern === 'spots' ? '#ffffff' : body}"${line}/>`,
    );
  if (b.wings)
    parts.push(
      `<path d="M${n(-rx * 0.2)} ${n(bodyY - ry * 0.6)}L${n(-rx * 0.9)} ${n(bodyY - ry * 2.4)}L${n(-rx * 0.5)} ${n(bodyY - ry * 1.6)}L${n(-rx * 0.2)} ${n(bodyY - ry * 2.2)}L${n(rx * 0.05)} ${n(bodyY - ry * 1.4)}L${n(rx * 0.3)} ${n(bodyY - ry * 1.9)}L${n(rx * 0.3)} ${n(bodyY - ry * 0.6)}Z" fill="${round(paint, darker(fur, 0.15))}"${line}/>`,
    );
  // Far legs (darker), then the body, then the near legs.
  const legX = [rx * 0.62, -rx * 0.6];
  // Legs shaped as an animal's, not posts (a panel read the illustration's posts as stick legs):
  // the front leg straight down to a wrist, the hind one with its stifle forward and its hock
  // back; tapering from the body to a paw, outlined in the illustration.
  const realistic = paint.canvas.realistic;
  const realLeg = (x: number, colour: string, front: boolean) => {
    const w = b.legW;
    const l = -legTop;
    const spine: [number, number, number][] = front
      ? [
          [x, legTop - ry * 0.15, w * 1.5],
          [x - w * 0.12, legTop + l * 0.35, w * 1.0],
          [x + w * 0.02, legTop + l * 0.8, w * 0.62],
          [x + w * 0.08, -w * 0.35, w * 0.66],
        ]
      : [
          [x, legTop - ry * 0.2, w * 2],
          [x + w * 0.4, legTop + l * 0.38, w * 1.05],
          [x - w * 0.38, legTop + l * 0.72, w * 0.56],
          [x - w * 0.18, -w * 0.35, w * 0.62],
        ];
    const outline = realistic ? '' : line;
    return `<path d="${limb(spine)}" fill="${colour}"${outline}/><ellipse cx="${n(x + w * 0.22)}" cy="${n(-w * 0.28)}" rx="${n(w * 0.62)}" ry="${n(w * 0.3)}" fill="${colour}"${outline}/>`;
  };
  for (const [k, x] of legX.entries()) {
    const colour = b.pattern === 'panda' ? second : darker(paint.lit(fur), 0.3);
    parts.push(realLeg(x + 3, colour, k === 0));
  }
  if (b.hump)
    parts.push(
      `<ellipse cx="${n(-rx * 0.1)}" cy="${n(bodyY - ry * 0.7)}" rx="${n(rx * 0.45)}" ry="${n(ry * 0.9)}" fill="${body}"${line}/>`,
    );
  if (b.pattern === 'wool') {
    const puffs: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2;
      puffs.push(`<circle cx="${n(Math.cos(a) * rx * 0.75)}" cy="${n(bodyY + Math.sin(a) * ry * 0.7)}" r="${n(ry * 0.5)}"/>`);
    }
    parts.push(
      `<g fill="${round(paint, '#f4f1ea')}"${line}>${puffs.join('')}</g><ellipse cx="0" cy="${n(bodyY)}" rx="${n(rx * 0.85)}" ry="${n(ry * 0.85)}" fill="${round(paint, '#f4f1ea')}"/>`,
    );
  } else parts.push(`<ellipse cx="0" cy="${n(bodyY)}" rx="${n(rx)}" ry="${n(ry)}" fill="${body}"${line}/>`);
  parts.push(sheen(paint, -rx * 0.1, bodyY - ry * 0.5, rx * 0.6, ry * 0.25));
  // Coat pattern over the body.
  if (b.pattern === 'stripes') {
    const stripes: string[] = [];
    for (let x = -rx * 0.8; x < rx * 0.8; x += b.len / 9) {
      const h = ry * Math.sqrt(Math.max(0, 1 - (x / rx) ** 2));
      stripes.push(`M${n(x)} ${n(bodyY - h)}q${n(b.len * 0.03)} ${n(h * 0.7)} 0 ${n(h * 1.3)}`);
    }
    parts.push(
      `<path d="${stripes.join('')}" stroke="${second}" stroke-width="${n(b.len * 0.028)}" fill="none" stroke-linecap="round"/>`,
    );
  } else if (b.pattern === 'spots' || b.pattern === 'patches') {
    const spots: string[] = [];
    const step = b.pattern === 'spots' ? b.len / 8 : b.len / 4.5;
    let k = 0;
    for (let x = -rx * 0.7; x < rx * 0.75; x += step)
      for (let y = -ry * 0.6; y < ry * 0.7; y += step * 0.8) {
        if ((x / rx) ** 2 + (y / ry) ** 2 > 0.7) continue;
        const r = step * (b.pattern === 'spots' ? 0.22 : 0.34) * (0.8 + ((k++ * 37) % 10) / 25);
        spots.push(`<ellipse cx="${n(x + ((k * 13) % 7) - 3)}" cy="${n(bodyY + y)}" rx="${n(r)}" ry="${n(r * 0.8)}"/>`);
      }
    parts.push(`<g fill="${second}">${spots.join('')}</g>`);
  } else if (b.pattern === 'panda')
    parts.push(
      `<path d="M${n(rx * 0.1)} ${n(bodyY - ry)}C${n(rx * 0.5)} ${n(bodyY - ry)} ${n(rx * 0.55)} ${n(bodyY + ry * 0.6)} ${n(rx * 0.45)} ${n(bodyY + ry * 0.8)}L${n(rx * 0.15)} ${n(bodyY + ry * 0.8)}Z" fill="${second}"/>`,
    );
  for (const [k, x] of legX.entries()) {
    const colour = legColour === dark ? paint.lit(fur) : legColour;
    parts.push(realLeg(x - 3, colour, k === 0));
  }
  parts.push(...headParts(paint, b, neckX, neckY, hx, hy));
  return parts.join('');
}

/** The neck from (neckX, neckY), the head at (hx, hy) with its ears, horns, snout and eye: shared by every pose. */
function headParts(paint: Paint, b: Beast, neckX: number, neckY: number, hx: number, hy: number): string[] {
  const fur = paint.colour;
  const second = paint.lit(b.second ?? darker(fur, 0.5));
  const line = ink(paint);
  const parts: string[] = [];
  // Neck and head.
  const neckW = b.neckW ?? b.head * 1.2;
  if (b.neck > 2)
    parts.push(
      `<path d="M${n(neckX)} ${n(neckY)}L${n(hx)} ${n(hy)}" stroke="${paint.lit(fur)}" stroke-width="${n(neckW)}" stroke-linecap="round"/>`,
    );
  if (b.pattern === 'patches' && b.neck > 20) {
    const spots: string[] = [];
    for (let t = 0.15; t < 0.9; t += 0.18)
      spots.push(
        `<ellipse cx="${n(neckX + (hx - neckX) * t)}" cy="${n(neckY + (hy - neckY) * t)}" rx="${n(neckW * 0.28)}" ry="${n(neckW * 0.22)}"/>`,
      );
    parts.push(`<g fill="${second}">${spots.join('')}</g>`);
  }
  if (b.mane)
    parts.push(
      b.neck > 15
        ? `<path d="M${n(neckX - 4)} ${n(neckY - neckW * 0.3)}L${n(hx - b.head * 0.6)} ${n(hy - b.head * 0.6)}" stroke="${b.second ? second : darker(paint.lit(fur), 0.35)}" stroke-width="${n(neckW * 0.45)}" stroke-linecap="round"/>`
        : `<circle cx="${n(hx - b.head * 0.2)}" cy="${n(hy)}" r="${n(b.head * 1.65)}" fill="${round(paint, darker(fur, 0.3))}"${line}/>`,
    );
  const head = round(paint, b.pattern === 'wool' ? darker(fur, 0.1) : fur);
  // Ears behind the head.
  const er = b.head;
  const ear = (dx: number, colour: string) => {
    const ex = hx + dx;
    const ey = hy - er * 0.75;
    switch (b.ears) {
      case 'point':
        return `<path d="M${n(ex - er * 0.4)} ${n(ey + er * 0.2)}L${n(ex)} ${n(ey - er * 0.65)}L${n(ex + er * 0.35)} ${n(ey + er * 0.25)}Z" fill="${colour}"${line}/>`;
      case 'round':
        return `<circle cx="${n(ex)}" cy="${n(ey)}" r="${n(er * 0.35)}" fill="${colour}"${line}/>`;
      case 'big':
        return `<ellipse cx="${n(ex - er * 0.7)}" cy="${n(hy + er * 0.1)}" rx="${n(er * 0.8)}" ry="${n(er * 1.05)}" fill="${colour}"${line}/>`;
      case 'long':
        return `<ellipse cx="${n(ex)}" cy="${n(ey - er * 0.7)}" rx="${n(er * 0.28)}" ry="${n(er * 0.95)}" fill="${colour}"${line}/><ellipse cx="${n(ex)}" cy="${n(ey - er * 0.7)}" rx="${n(er * 0.12)}" ry="${n(er * 0.7)}" fill="#f4a6b8"/>`;
      case 'small':
        return `<ellipse cx="${n(ex - er * 0.2)}" cy="${n(ey + er * 0.15)}" rx="${n(er * 0.35)}" ry="${n(er * 0.2)}" fill="${colour}"${line}/>`;
      default:
        return '';
    }
  };
  const earColour = b.pattern === 'panda' ? second : round(paint, darker(fur, 0.08));
  parts.push(ear(-er * 0.35, earColour));
  // Horns.
  const hornTop = hy - er * 0.85;
  if (b.horns === 'cow' || b.horns === 'goat')
    parts.push(
      `<path d="M${n(hx - er * 0.3)} ${n(hornTop)}q${n(-er * 0.5)} ${n(-er * 0.4)} ${n(b.horns === 'goat' ? -er * 0.9 : -er * 0.2)} ${n(-er * 0.8)}M${n(hx + er * 0.2)} ${n(hornTop)}q${n(er * 0.2)} ${n(-er * 0.5)} ${n(b.horns === 'goat' ? -er * 0.4 : er * 0.5)} ${n(-er * 0.8)}" stroke="#efe3c8" stroke-width="${n(er * 0.25)}" fill="none" stroke-linecap="round"/>`,
    );
  if (b.horns === 'antlers')
    parts.push(
      `<path d="M${n(hx - er * 0.2)} ${n(hornTop)}l${n(-er * 0.4)} ${n(-er * 1.6)}m${n(er * 0.15)} ${n(er * 0.6)}l${n(-er * 0.6)} ${n(-er * 0.4)}m${n(er * 0.8)} ${n(-er * 0.2)}l${n(er * 0.3)} ${n(-er * 0.5)}M${n(hx + er * 0.3)} ${n(hornTop)}l${n(er * 0.3)} ${n(-er * 1.5)}m${n(-er * 0.1)} ${n(er * 0.5)}l${n(er * 0.6)} ${n(-er * 0.4)}" stroke="#8b6b46" stroke-width="${n(er * 0.18)}" fill="none" stroke-linecap="round"/>`,
    );
  if (b.horns === 'ossicones')
    parts.push(
      `<path d="M${n(hx - er * 0.2)} ${n(hornTop)}l0 ${n(-er * 0.7)}M${n(hx + er * 0.25)} ${n(hornTop)}l0 ${n(-er * 0.7)}" stroke="${second}" stroke-width="${n(er * 0.2)}" stroke-linecap="round"/>`,
    );
  if (b.horns === 'unicorn')
    parts.push(
      `<path d="M${n(hx + er * 0.2)} ${n(hornTop + er * 0.2)}L${n(hx + er * 0.9)} ${n(hornTop - er * 1.4)}L${n(hx + er * 0.6)} ${n(hornTop + er * 0.3)}Z" fill="${round(paint, '#f2c230')}"${line}/>`,
    );
  parts.push(`<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(er)}" fill="${head}"${line}/>`);
  if (b.pattern === 'stripes')
    parts.push(
      `<path d="M${n(hx - er * 0.3)} ${n(hy - er * 0.95)}l${n(er * 0.1)} ${n(er * 0.4)}M${n(hx + er * 0.1)} ${n(hy - er)}l0 ${n(er * 0.45)}" stroke="${second}" stroke-width="${n(er * 0.14)}" stroke-linecap="round"/>`,
    );
  // Snout, nose, mouth.
  const sh = b.snoutH ?? er * 0.9;
  if (b.snout > 0) {
    const sx = hx + er * 0.55 + b.snout * 0.5;
    const sy = hy + er * 0.3;
    parts.push(
      `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(b.snout * 0.5 + er * 0.45)}" ry="${n(sh / 2)}" fill="${round(paint, b.pinkSnout ? '#f4a6b8' : b.pattern === 'panda' || b.pattern === 'tip' ? '#f4f1ea' : lighter(b.pattern === 'wool' ? darker(fur, 0.1) : fur, 0.15))}"${line}/>`,
    );
    const nx = sx + b.snout * 0.5 + er * 0.35;
    parts.push(
      b.pinkSnout
        ? `<ellipse cx="${n(nx)}" cy="${n(sy)}" rx="${n(sh * 0.18)}" ry="${n(sh * 0.4)}" fill="#e58aa0"${line}/><circle cx="${n(nx)}" cy="${n(sy - sh * 0.15)}" r="${n(sh * 0.07)}" fill="#7a3a4a"/><circle cx="${n(nx)}" cy="${n(sy + sh * 0.15)}" r="${n(sh * 0.07)}" fill="#7a3a4a"/>`
        : `<ellipse cx="${n(nx - sh * 0.1)}" cy="${n(sy - sh * 0.22)}" rx="${n(sh * 0.2)}" ry="${n(sh * 0.15)}" fill="#1d1d1d"/><path d="M${n(nx - sh * 0.1)} ${n(sy + sh * 0.2)}q${n(-sh * 0.3)} ${n(sh * 0.15)} ${n(-sh * 0.6)} 0" stroke="#1d1d1d" stroke-width="1" fill="none"/>`,
    );
    if (b.whiskers)
      parts.push(
        `<path d="M${n(nx - 2)} ${n(sy)}l${n(er * 0.9)} ${n(-er * 0.15)}M${n(nx - 2)} ${n(sy + 1.5)}l${n(er * 0.9)} ${n(er * 0.15)}" stroke="${lighter(paint.lit(fur), 0.6)}" stroke-width="0.7"/>`,
      );
  }
  if (b.trunk)
    parts.push(
      `<path d="M${n(hx + er * 0.6)} ${n(hy)}C${n(hx + er * 1.6)} ${n(hy + er * 0.2)} ${n(hx + er * 1.2)} ${n(hy + er * 1.6)} ${n(hx + er * 1.5)} ${n(hy + er * 2.2)}" stroke="${paint.lit(fur)}" stroke-width="${n(er * 0.5)}" fill="none" stroke-linecap="round"/><path d="M${n(hx + er * 0.7)} ${n(hy + er * 0.5)}q${n(er * 0.4)} ${n(er * 0.2)} ${n(er * 0.3)} ${n(er * 0.6)}" stroke="#f4f1ea" stroke-width="${n(er * 0.15)}" fill="none" stroke-linecap="round"/>`,
    );
  if (b.horns === 'rhino')
    parts.push(
      `<path d="M${n(hx + er * 0.6 + b.snout * 0.6)} ${n(hy + er * 0.1)}L${n(hx + er * 0.7 + b.snout)} ${n(hy - er * 1.1)}L${n(hx + er * 0.2 + b.snout)} ${n(hy - er * 0.05)}Z" fill="${round(paint, '#d9d0c0')}"${line}/>`,
    );
  // Eye, and the panda's patch.
  const eyeX = hx + er * 0.3;
  const eyeY = hy - er * 0.22;
  if (b.pattern === 'panda')
    parts.push(
      `<ellipse cx="${n(eyeX)}" cy="${n(eyeY + er * 0.05)}" rx="${n(er * 0.28)}" ry="${n(er * 0.35)}" fill="${second}"/>`,
    );
  parts.push(
    `<circle cx="${n(eyeX)}" cy="${n(eyeY)}" r="${n(Math.max(1.2, er * 0.16))}" fill="${b.pattern === 'panda' ? '#ffffff' : '#1d1d1d'}"/><circle cx="${n(eyeX + er * 0.05)}" cy="${n(eyeY - er * 0.06)}" r="${n(Math.max(0.5, er * 0.06))}" fill="#ffffff"/>`,
  );
  parts.push(ear(er * 0.25, earColour));
  return parts;
}

/** Where the head and the outline lie in a resting pose, in the beast's own units (no standing body line). */
type Rest = Omit<Geometry, 'bodyY'>;

function restGeometry(b: Beast, pose: 'sit' | 'lie'): Rest {
  const earH = b.ears === 'long' ? b.head * 1.8 : b.ears === 'none' || b.ears === 'flop' ? 0 : b.head * 0.6;
  const hornH = b.horns === 'antlers' ? b.head * 2.2 : b.horns === 'unicorn' ? b.head * 1.6 : b.horns ? b.head * 0.8 : 0;
  const reach = b.head + b.snout + (b.trunk ? b.head * 0.6 : 0);
  if (pose === 'sit') {
    // Upright: the chest over the haunch, the head over the chest.
    const chestTop = -(b.bodyH * 1.05 + b.leg * 1.1);
    const neckX = b.len * 0.1;
    const hx = b.len * 0.12 + Math.min(b.neck, b.head) * 0.3;
    const hy = chestTop - Math.max(b.head * 0.55, b.neck * 0.6);
    return {
      neckX,
      neckY: chestTop + b.head * 0.4,
      hx,
      hy,
      minX: -b.len * 0.42,
      maxX: Math.max(hx + reach, b.len * 0.3),
      minY: hy - b.head - Math.max(earH, hornH),
    };
  }
  // Lying: the body on the ground, the front paws ahead, the head raised.
  const neckX = b.len * 0.38;
  const neckY = -b.bodyH * 0.8;
  const hx = b.len * 0.44 + b.neck * 0.2;
  const hy = -b.bodyH - Math.max(b.head * 0.3, b.neck * 0.5);
  return {
    neckX,
    neckY,
    hx,
    hy,
    minX: -b.len * 0.5 - (b.tail === 'none' ? 0 : (b.tailLen ?? b.len * 0.35) * 0.6),
    maxX: Math.max(hx + reach, b.len * 0.5 + b.leg * 0.6),
    minY: Math.min(hy - b.head - Math.max(earH, hornH), -b.bodyH * (b.hump ? 1.5 : 1)),
  };
}

function drawResting(paint: Paint, b: Beast, pose: 'sit' | 'lie', g: Rest): string {
  const fur = paint.colour;
  const body = round(paint, fur);
  // Realistic, the light shades the far leg (tti/sculpt.ts): a much darker one over the haunch
  // reads as the haunch seen through.
  const shade = darker(paint.lit(fur), paint.canvas.realistic ? 0.1 : 0.3);
  const line = ink(paint);
  const tl = b.tailLen ?? b.len * 0.35;
  const tailW = n(Math.max(2.5, b.legW * 0.5));
  const parts: string[] = [groundShadow(paint, b.len * (pose === 'sit' ? 0.4 : 0.6))];
  if (pose === 'sit') {
    const hauX = -b.len * 0.14;
    const hauRx = b.len * 0.27;
    const hauRy = b.bodyH * 0.62;
    const chestCy = -(b.bodyH * 0.55 + b.leg * 0.6);
    const chestRy = b.leg * 0.6 + b.bodyH * 0.45;
    // The tail curls round the haunch along the ground, toward the front paws.
    if (b.tail !== 'none')
      parts.push(
        `<path d="M${n(hauX - hauRx * 0.8)} ${n(-hauRy * 0.5)}C${n(hauX - hauRx * 1.3)} ${n(-2)} ${n(-b.len * 0.1)} ${n(-1)} ${n(b.len * 0.12 + Math.min(tl * 0.3, b.len * 0.1))} ${n(-b.legW * 0.5)}" stroke="${paint.lit(fur)}" stroke-width="${tailW}" fill="none" stroke-linecap="round"/>`,
      );
    parts.push(
      `<ellipse cx="${n(hauX)}" cy="${n(-hauRy)}" rx="${n(hauRx)}" ry="${n(hauRy)}" fill="${body}"${line}/>`,
      `<ellipse cx="${n(b.len * 0.06)}" cy="${n(chestCy)}" rx="${n(b.bodyH * 0.52)}" ry="${n(chestRy)}" transform="rotate(-14 ${n(b.len * 0.06)} ${n(chestCy)})" fill="${body}"${line}/>`,
      sheen(paint, b.len * 0.0, chestCy - chestRy * 0.4, b.bodyH * 0.22, chestRy * 0.35),
      // The hind paw in front of the haunch, the two front legs straight down to the ground.
      `<ellipse cx="${n(hauX + hauRx * 0.55)}" cy="${n(-b.legW * 0.45)}" rx="${n(b.legW * 1.3)}" ry="${n(b.legW * 0.5)}" fill="${shade}"${line}/>`,
    );
    for (const x of [b.len * 0.12, b.len * 0.22]) {
      const top = chestCy + chestRy * 0.2;
      parts.push(
        `<rect x="${n(x - b.legW / 2)}" y="${n(top)}" width="${n(b.legW)}" height="${n(-top)}" rx="${n(b.legW * 0.45)}" fill="${x > b.len * 0.15 ? paint.lit(fur) : shade}"${line}/>`,
      );
    }
  } else {
    if (b.tail !== 'none')
      parts.push(
        `<path d="M${n(-b.len * 0.45)} ${n(-b.bodyH * 0.4)}Q${n(-b.len * 0.5 - tl * 0.4)} ${n(-1)} ${n(-b.len * 0.5 - tl * 0.6)} ${n(-b.legW * 0.4)}" stroke="${paint.lit(fur)}" stroke-width="${tailW}" fill="none" stroke-linecap="round"/>`,
      );
    if (b.hump)
      parts.push(
        `<ellipse cx="${n(-b.len * 0.05)}" cy="${n(-b.bodyH * 1.05)}" rx="${n(b.len * 0.22)}" ry="${n(b.bodyH * 0.45)}" fill="${body}"${line}/>`,
      );
    parts.push(
      `<ellipse cx="0" cy="${n(-b.bodyH * 0.5)}" rx="${n(b.len / 2)}" ry="${n(b.bodyH * 0.5)}" fill="${body}"${line}/>`,
      sheen(paint, -b.len * 0.1, -b.bodyH * 0.8, b.len * 0.28, b.bodyH * 0.12),
      // The haunch's fold, and the front paws stretched out ahead on the ground.
      paint.canvas.realistic
        ? ''
        : `<ellipse cx="${n(-b.len * 0.22)}" cy="${n(-b.bodyH * 0.42)}" rx="${n(b.len * 0.18)}" ry="${n(b.bodyH * 0.36)}" fill="${shade}" opacity="0.35"/>`,
    );
    for (const dy of [0, b.legW * 0.3]) {
      const x0 = b.len * 0.3;
      parts.push(
        `<rect x="${n(x0)}" y="${n(-b.legW - dy)}" width="${n(b.len * 0.2 + b.leg * 0.45)}" height="${n(b.legW)}" rx="${n(b.legW * 0.5)}" fill="${dy === 0 ? paint.lit(fur) : shade}"${line}/>`,
      );
    }
  }
  parts.push(...headParts(paint, b, g.neckX, g.neckY, g.hx, g.hy));
  return parts.join('');
}

/** A drawing from an outline box in the beast's units: fitted to the unit box, 100 tall. */
function fitted(
  box: { minX: number; maxX: number; minY: number },
  draw: (paint: Paint) => string,
  metres: number,
  colours: readonly string[],
  top: number,
): Drawing {
  const scale = 100 / -box.minY;
  const centre = (box.minX + box.maxX) / 2;
  return {
    painter: (paint) => `<g transform="scale(${Math.round(scale * 1000) / 1000}) translate(${n(-centre)} 0)">${draw(paint)}</g>`,
    aspect: ((box.maxX - box.minX) * scale) / 100,
    metres,
    colours,
    place: 'ground',
    top,
  };
}

/** The drawing of a four-legged animal, standing, with its sitting and lying poses. */
export function quadruped(beast: Beast, metres: number, colours: readonly string[]): Drawing {
  const g = geometry(beast);
  const resting = (pose: 'sit' | 'lie'): Drawing => {
    const rest = restGeometry(beast, pose);
    // Sitting it stands taller than long; lying, about as tall as its body.
    const tall = -rest.minY / -g.minY;
    return fitted(rest, (paint) => drawResting(paint, beast, pose, rest), metres * tall, colours, pose === 'sit' ? 0.45 : 0.5);
  };
  const poses: Partial<Record<Pose, Drawing>> = { sit: resting('sit'), lie: resting('lie') };
  return { ...fitted(g, (paint) => draw(paint, beast, g), metres, colours, 0.75), poses };
}

// Birds from one template: an egg of a body (tilted upright for a penguin or an owl), a head on
// a neck (long for a swan or a flamingo), a beak, a wing, legs (none when it swims) and a
// tail (a peacock's fan), with a comb, a crest or an owl's big eyes where they belong.
import { darker, groundShadow, ink, lighter, n, round } from './draw';
import type { Drawing, Paint } from './types';

export interface Fowl {
  rx: number;
  ry: number;
  /** Degrees the body leans back (0: level, 70: upright). */
  upright: number;
  head: number;
  neck: number;
  neckAngle: number;
  beak: number;
  beakColour: string;
  beakShape?: 'cone' | 'flat' | 'hook';
  legs: number;
  legColour?: string;
  tail: 'short' | 'long' | 'fan' | 'peacock' | 'fork';
  crest?: 'comb' | 'crest' | 'tufts';
  belly?: string;
  wing?: string;
  owlEyes?: boolean;
  swims?: boolean;
}

function draw(paint: Paint, f: Fowl): string {
  const feathers = paint.colour;
  const line = ink(paint);
  const cy = -(f.legs + f.ry * 0.85);
  const t = (f.upright * Math.PI) / 180;
  const parts: string[] = [f.swims ? '' : groundShadow(paint, f.rx)];
  // Tail at the back of the body.
  const tx = -f.rx * Math.cos(t) * 0.9;
  const ty = cy + f.rx * Math.sin(t) * 0.9;
  const tailColour = round(paint, darker(feathers, 0.12));
  if (f.tail === 'peacock') {
    const eyes: string[] = [];
    for (let k = 0; k < 9; k++) {
      const a = Math.PI * (0.55 + (k / 8) * 0.9);
      const x = tx + Math.cos(a) * f.rx * 2.1;
      const y = ty - Math.abs(Math.sin(a)) * f.rx * 2.1;
      eyes.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(f.rx * 0.32)}" ry="${n(f.rx * 0.45)}" fill="${paint.lit('#1f8a70')}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(f.rx * 0.17)}" fill="${paint.lit('#f2c230')}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(f.rx * 0.09)}" fill="${paint.lit('#1b3f8f')}"/>`,
      );
    }
    parts.push(
      `<path d="M${n(tx)} ${n(ty)}m${n(-f.rx * 2.4)} 0a${n(f.rx * 2.4)} ${n(f.rx * 2.4)} 0 0 1 ${n(f.rx * 4.8)} 0Z" fill="${round(paint, '#2e9e6a')}"${line}/>${eyes.join('')}`,
    );
  } else if (f.tail === 'fan')
    parts.push(
      `<path d="M${n(tx + 4)} ${n(ty)}L${n(tx - f.rx * 0.7)} ${n(ty - f.ry * 1.4)}Q${n(tx - f.rx * 1.1)} ${n(ty - f.ry * 0.4)} ${n(tx - f.rx * 0.6)} ${n(ty + f.ry * 0.2)}Z" fill="${tailColour}"${line}/>`,
    );
  else if (f.tail === 'long')
    parts.push(
      `<path d="M${n(tx + 4)} ${n(ty - 3)}L${n(tx - f.rx * 1.4)} ${n(ty + f.ry * 0.6)}L${n(tx - f.rx * 1.2)} ${n(ty + f.ry * 0.9)}L${n(tx + 4)} ${n(ty + 4)}Z" fill="${tailColour}"${line}/>`,
    );
  else if (f.tail === 'fork')
    parts.push(
      `<path d="M${n(tx + 4)} ${n(ty - 3)}L${n(tx - f.rx * 0.9)} ${n(ty - f.ry * 0.3)}L${n(tx - f.rx * 0.5)} ${n(ty + 1)}L${n(tx - f.rx * 0.9)} ${n(ty + f.ry * 0.4)}L${n(tx + 4)} ${n(ty + 4)}Z" fill="${tailColour}"${line}/>`,
    );
  else
    parts.push(
      `<path d="M${n(tx + 4)} ${n(ty - 4)}L${n(tx - f.rx * 0.45)} ${n(ty - f.ry * 0.25)}L${n(tx + 4)} ${n(ty + 4)}Z" fill="${tailColour}"${line}/>`,
    );
  // Legs.
  if (!f.swims && f.legs > 0) {
    const legColour = paint.lit(f.legColour ?? '#e0a030');
    for (const dx of [-f.rx * 0.15, f.rx * 0.15])
      parts.push(
        `<path d="M${n(dx)} ${n(cy + f.ry * 0.6)}L${n(dx)} 0M${n(dx - 3)} 0L${n(dx + 5)} 0" stroke="${legColour}" stroke-width="${n(Math.max(1.5, f.rx * 0.07))}" stroke-linecap="round"/>`,
      );
  }
  // Body and belly.
  const deg = -f.upright;
  parts.push(
    `<ellipse cx="0" cy="${n(cy)}" rx="${n(f.rx)}" ry="${n(f.ry)}" transform="rotate(${n(deg)} 0 ${n(cy)})" fill="${round(paint, feathers)}"${line}/>`,
  );
  if (f.belly)
    parts.push(
      `<ellipse cx="${n(f.rx * 0.25 * Math.sin(t) + f.rx * 0.1)}" cy="${n(cy + f.ry * 0.2)}" rx="${n(f.rx * 0.7)}" ry="${n(f.ry * 0.72)}" transform="rotate(${n(deg)} 0 ${n(cy)})" fill="${round(paint, f.belly)}"/>`,
    );
  // Wing.
  parts.push(
    `<path d="M${n(f.rx * 0.35)} ${n(cy - f.ry * 0.35)}C${n(-f.rx * 0.2)} ${n(cy - f.ry * 0.6)} ${n(-f.rx * 0.9)} ${n(cy)} ${n(-f.rx * 0.75)} ${n(cy + f.ry * 0.35)}C${n(-f.rx * 0.2)} ${n(cy + f.ry * 0.4)} ${n(f.rx * 0.4)} ${n(cy + f.ry * 0.1)} ${n(f.rx * 0.35)} ${n(cy - f.ry * 0.35)}Z" transform="rotate(${n(deg * 0.6)} 0 ${n(cy)})" fill="${round(paint, f.wing ?? darker(feathers, 0.15))}"${line}/>`,
  );
  // Neck and head.
  const a = (f.neckAngle * Math.PI) / 180;
  const nx = f.rx * 0.6 * Math.cos(t * 0.5);
  const ny = cy - f.ry * 0.5 - f.rx * 0.4 * Math.sin(t);
  const hx = nx + Math.cos(a) * f.neck;
  const hy = ny - Math.sin(a) * f.neck;
  if (f.neck > 2)
    parts.push(
      `<path d="M${n(nx)} ${n(ny + f.head * 0.3)}Q${n(nx + Math.cos(a) * f.neck * 0.1 - f.neck * 0.25)} ${n(ny - Math.sin(a) * f.neck * 0.55)} ${n(hx)} ${n(hy)}" stroke="${paint.lit(feathers)}" stroke-width="${n(f.head * 1.1)}" fill="none" stroke-linecap="round"/>`,
    );
  if (f.crest === 'comb')
    parts.push(
      `<path d="M${n(hx - f.head * 0.6)} ${n(hy - f.head * 0.7)}q${n(f.head * 0.2)} ${n(-f.head * 0.9)} ${n(f.head * 0.45)} ${n(-f.head * 0.2)}q${n(f.head * 0.25)} ${n(-f.head * 0.8)} ${n(f.head * 0.45)} ${n(-f.head * 0.1)}q${n(f.head * 0.3)} ${n(-f.head * 0.6)} ${n(f.head * 0.45)} ${n(f.head * 0.25)}Z" fill="${paint.lit('#e0302a')}"${line}/><ellipse cx="${n(hx + f.head * 0.75)}" cy="${n(hy + f.head * 0.75)}" rx="${n(f.head * 0.18)}" ry="${n(f.head * 0.32)}" fill="${paint.lit('#e0302a')}"/>`,
    );
  if (f.crest === 'crest')
    parts.push(
      `<path d="M${n(hx - f.head * 0.2)} ${n(hy - f.head * 0.8)}l${n(-f.head * 0.2)} ${n(-f.head * 0.9)}M${n(hx)} ${n(hy - f.head * 0.9)}l0 ${n(-f.head * 1)}M${n(hx + f.head * 0.2)} ${n(hy - f.head * 0.8)}l${n(f.head * 0.2)} ${n(-f.head * 0.9)}" stroke="${paint.lit(feathers)}" stroke-width="1.2"/>`,
    );
  if (f.crest === 'tufts')
    parts.push(
      `<path d="M${n(hx - f.head * 0.8)} ${n(hy - f.head * 0.5)}L${n(hx - f.head * 0.9)} ${n(hy - f.head * 1.4)}L${n(hx - f.head * 0.3)} ${n(hy - f.head * 0.85)}Z M${n(hx + f.head * 0.8)} ${n(hy - f.head * 0.5)}L${n(hx + f.head * 0.9)} ${n(hy - f.head * 1.4)}L${n(hx + f.head * 0.3)} ${n(hy - f.head * 0.85)}Z" fill="${round(paint, feathers)}"${line}/>`,
    );
  parts.push(`<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(f.head)}" fill="${round(paint, feathers)}"${line}/>`);
  if (f.owlEyes) {
    for (const dx of [-0.42, 0.42])
      parts.push(
        `<circle cx="${n(hx + dx * f.head)}" cy="${n(hy - f.head * 0.05)}" r="${n(f.head * 0.36)}" fill="${lighter(paint.lit(feathers), 0.6)}"${line}/><circle cx="${n(hx + dx * f.head)}" cy="${n(hy - f.head * 0.05)}" r="${n(f.head * 0.2)}" fill="#f2c230"/><circle cx="${n(hx + dx * f.head)}" cy="${n(hy - f.head * 0.05)}" r="${n(f.head * 0.11)}" fill="#111111"/>`,
      );
    parts.push(
      `<path d="M${n(hx - f.head * 0.1)} ${n(hy + f.head * 0.25)}L${n(hx + f.head * 0.1)} ${n(hy + f.head * 0.25)}L${n(hx)} ${n(hy + f.head * 0.55)}Z" fill="${paint.lit(f.beakColour)}"/>`,
    );
    return parts.join('');
  }
  // Beak and eye.
  const bx = hx + f.head * 0.85;
  const by = hy + f.head * 0.1;
  const beak = paint.lit(f.beakColour);
  parts.push(
    f.beakShape === 'flat'
      ? `<path d="M${n(bx - 2)} ${n(by - f.head * 0.3)}Q${n(bx + f.beak)} ${n(by - f.head * 0.3)} ${n(bx + f.beak)} ${n(by + f.head * 0.1)}Q${n(bx + f.beak * 0.5)} ${n(by + f.head * 0.35)} ${n(bx - 2)} ${n(by + f.head * 0.2)}Z" fill="${beak}"${line}/>`
      : f.beakShape === 'hook'
        ? `<path d="M${n(bx - 2)} ${n(by - f.head * 0.35)}Q${n(bx + f.beak)} ${n(by - f.head * 0.4)} ${n(bx + f.beak * 0.8)} ${n(by + f.head * 0.45)}Q${n(bx + f.beak * 0.4)} ${n(by + f.head * 0.1)} ${n(bx - 2)} ${n(by + f.head * 0.2)}Z" fill="${beak}"${line}/>`
        : `<path d="M${n(bx - 2)} ${n(by - f.head * 0.28)}L${n(bx + f.beak)} ${n(by)}L${n(bx - 2)} ${n(by + f.head * 0.25)}Z" fill="${beak}"${line}/>`,
  );
  parts.push(
    `<circle cx="${n(hx + f.head * 0.3)}" cy="${n(hy - f.head * 0.2)}" r="${n(Math.max(1, f.head * 0.17))}" fill="#111111"/><circle cx="${n(hx + f.head * 0.35)}" cy="${n(hy - f.head * 0.26)}" r="${n(Math.max(0.4, f.head * 0.06))}" fill="#ffffff"/>`,
  );
  return parts.join('');
}

function extent(f: Fowl): { minX: number; maxX: number; minY: number } {
  const cy = -(f.legs + f.ry * 0.85);
  const t = (f.upright * Math.PI) / 180;
  const a = (f.neckAngle * Math.PI) / 180;
  const nx = f.rx * 0.6 * Math.cos(t * 0.5);
  const ny = cy - f.ry * 0.5 - f.rx * 0.4 * Math.sin(t);
  const hx = nx + Math.cos(a) * f.neck;
  const hy = ny - Math.sin(a) * f.neck;
  const tail = f.tail === 'peacock' ? f.rx * 2.6 : f.tail === 'long' ? f.rx * 1.5 : f.rx;
  const crest = f.crest ? f.head * 1.4 : 0;
  return {
    minX: Math.min(-f.rx - 4, -f.rx * Math.cos(t) * 0.9 - tail * (f.tail === 'peacock' ? 1 : 0.8)),
    maxX: Math.max(f.rx, hx + f.head + f.beak),
    minY: Math.min(cy - f.ry * 1.1, hy - f.head - crest, f.tail === 'peacock' ? cy - f.rx * 2.6 : 0),
  };
}

/**
 * A bird far off in flight: two bowed wings and a small body, dark against the sky — how one
 * reads at a distance (a perched bird in the sky looked pasted on). Its box is 100 tall, its
 * wingspan 2.4 times that, the body at the foot.
 */
const flight: Drawing = {
  painter: (paint) => {
    const dark = paint.lit(darker(paint.colour, 0.55));
    const line = paint.canvas.realistic ? '' : ` stroke="${dark}" stroke-width="3" stroke-linejoin="round"`;
    return `<path d="M-120 -52C-84 -100 -34 -98 -4 -40C-3 -30 3 -30 4 -40C34 -98 84 -100 120 -52C82 -74 34 -66 8 -18Q0 -4 -8 -18C-34 -66 -82 -74 -120 -52Z" fill="${dark}"${line}/><ellipse cx="0" cy="-22" rx="9" ry="15" fill="${dark}"/>`;
  },
  aspect: 2.4,
  metres: 0.15,
  colours: ['#3a3a44'],
  place: 'sky',
  top: 0.5,
};

export function bird(fowl: Fowl, metres: number, colours: readonly string[], place: Drawing['place'] = 'ground'): Drawing {
  const e = extent(fowl);
  const scale = 100 / -e.minY;
  const centre = (e.minX + e.maxX) / 2;
  return {
    painter: (paint) =>
      `<g transform="scale(${Math.round(scale * 1000) / 1000}) translate(${n(-centre)} 0)">${draw(paint, fowl)}</g>`,
    aspect: ((e.maxX - e.minX) * scale) / 100,
    metres,
    colours,
    place: fowl.swims ? 'water' : place,
    top: 0.7,
    ...(place === 'sky' ? { flying: flight } : {}),
  };
}

// Animals with a shape of their own, each drawn by hand in its unit box: sea animals, small
// ones, insects, snakes and frogs.
import { darker, groundShadow, ink, lighter, n, round, sheen } from './draw';
import { thing, type Concept, type Drawing, type Paint, type Painter } from './types';

function eye(x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#ffffff"/><circle cx="${n(x + r * 0.15)}" cy="${n(y)}" r="${n(r * 0.6)}" fill="#111111"/><circle cx="${n(x + r * 0.35)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.2)}" fill="#ffffff"/>`;
}

/** A fish-shaped body: `w` long, `h` tall, tail, fins; spans x −w/2…w/2 and y −100…0. */
function fishBody(
  paint: Paint,
  w: number,
  h: number,
  options: { fin?: 'high' | 'round'; tail?: 'fork' | 'flukes'; belly?: string; eyeR?: number },
): string {
  const c = paint.colour;
  const cy = -50;
  const line = ink(paint);
  const parts: string[] = [];
  const tx = -w / 2;
  parts.push(
    options.tail === 'flukes'
      ? `<path d="M${n(tx + w * 0.12)} ${n(cy)}L${n(tx - w * 0.02)} ${n(cy - h * 0.55)}Q${n(tx + w * 0.03)} ${n(cy)} ${n(tx - w * 0.02)} ${n(cy + h * 0.3)}Z" fill="${round(paint, darker(c, 0.1))}"${line}/>`
      : `<path d="M${n(tx + w * 0.14)} ${n(cy)}L${n(tx - w * 0.04)} ${n(cy - h * 0.5)}Q${n(tx + w * 0.06)} ${n(cy)} ${n(tx - w * 0.04)} ${n(cy + h * 0.5)}Z" fill="${round(paint, darker(c, 0.12))}"${line}/>`,
  );
  if (options.fin === 'high')
    parts.push(
      `<path d="M${n(-w * 0.05)} ${n(cy - h * 0.4)}L${n(-w * 0.14)} ${n(cy - h * 0.95)}L${n(w * 0.12)} ${n(cy - h * 0.4)}Z" fill="${round(paint, darker(c, 0.1))}"${line}/>`,
    );
  else
    parts.push(
      `<path d="M${n(-w * 0.15)} ${n(cy - h * 0.4)}Q${n(0)} ${n(cy - h * 0.85)} ${n(w * 0.15)} ${n(cy - h * 0.42)}Z" fill="${round(paint, darker(c, 0.12))}"${line}/>`,
    );
  parts.push(
    `<path d="M${n(tx + w * 0.1)} ${n(cy)}C${n(-w * 0.2)} ${n(cy - h * 0.65)} ${n(w * 0.35)} ${n(cy - h * 0.6)} ${n(w / 2)} ${n(cy + h * 0.02)}C${n(w * 0.35)} ${n(cy + h * 0.55)} ${n(-w * 0.2)} ${n(cy + h * 0.55)} ${n(tx + w * 0.1)} ${n(cy)}Z" fill="${round(paint, c)}"${line}/>`,
  );
  if (options.belly)
    parts.push(
      `<path d="M${n(-w * 0.25)} ${n(cy + h * 0.18)}C${n(0)} ${n(cy + h * 0.5)} ${n(w * 0.35)} ${n(cy + h * 0.35)} ${n(w * 0.47)} ${n(cy + h * 0.08)}C${n(w * 0.2)} ${n(cy + h * 0.2)} ${n(0)} ${n(cy + h * 0.18)} ${n(-w * 0.25)} ${n(cy + h * 0.18)}Z" fill="${paint.lit(options.belly)}"/>`,
    );
  parts.push(sheen(paint, 0, cy - h * 0.25, w * 0.25, h * 0.1));
  parts.push(
    `<path d="M${n(w * 0.05)} ${n(cy + h * 0.05)}q${n(-w * 0.06)} ${n(h * 0.2)} ${n(-w * 0.14)} ${n(h * 0.1)}" fill="${darker(paint.lit(c), 0.2)}"${line}/>`,
  );
  parts.push(eye(w * 0.32, cy - h * 0.1, options.eyeR ?? h * 0.09));
  return parts.join('');
}

function critter(
  id: string,
  zh: readonly string[],
  en: readonly string[],
  painter: Painter,
  d: Omit<Drawing, 'painter' | 'top' | 'place'> & Partial<Pick<Drawing, 'top' | 'place'>>,
): Concept {
  return thing(id, 'animal', zh, en, { painter, top: 0.6, place: 'ground', ...d });
}

const fish: Painter = (p) =>
  fishBody(p, 180, 80, { belly: lighter(p.colour, 0.4) }) +
  `<path d="M${n(-20)} -80Q-10 -50 -20 -22M-35 -76Q-25 -50 -35 -26" stroke="${lighter(p.lit(p.colour), 0.35)}" stroke-width="3" fill="none"/>`;
const shark: Painter = (p) =>
  fishBody(p, 240, 56, { fin: 'high', belly: '#f2f2f2', eyeR: 4 }) +
  `<path d="M90 -42l-14 4l4 -4l-4 -3Z" fill="#ffffff"/><path d="M55 -54v8M50 -54v8M45 -54v8" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="2"/>`;
const whale: Painter = (p) =>
  fishBody(p, 240, 90, { tail: 'flukes', belly: '#dfe6ee', eyeR: 5 }) +
  `<path d="M70 -98q-6 -8 -14 -4M70 -98q6 -8 14 -4M70 -98v-2" stroke="#bfe3ff" stroke-width="4" fill="none" stroke-linecap="round"/>`;
const dolphin: Painter = (p) =>
  fishBody(p, 230, 60, { fin: 'high', tail: 'flukes', belly: '#e9eef2', eyeR: 5 }) +
  `<path d="M112 -50l16 4l-16 2Z" fill="${round(p, p.colour)}"${ink(p)}/>`;

const octopus: Painter = (p) => {
  const c = round(p, p.colour);
  const arms: string[] = [];
  for (let k = 0; k < 6; k++) {
    const x = -40 + k * 16;
    arms.push(
      `<path d="M${x} -40Q${x + (k % 2 ? 14 : -14)} -20 ${x + (k < 3 ? -10 : 10)} -4" stroke="${p.lit(p.colour)}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    );
  }
  return `${arms.join('')}<ellipse cx="0" cy="-64" rx="40" ry="36" fill="${c}"${ink(p)}/>${sheen(p, -12, -82, 16, 8)}${eye(-14, -56, 8)}${eye(14, -56, 8)}<path d="M-8 -42Q0 -36 8 -42" stroke="#5a1a2a" stroke-width="2" fill="none"/>`;
};

const crab: Painter = (p) => {
  const c = round(p, p.colour);
  const line = ink(p);
  const legs: string[] = [];
  for (const s of [-1, 1])
    for (let k = 0; k < 3; k++)
      legs.push(
        `<path d="M${s * 40} ${-30 + k * 8}l${s * 28} ${10 + k * 4}l${s * 6} 14" stroke="${p.lit(p.colour)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      );
  return `${groundShadow(p, 60)}${legs.join('')}<path d="M-40 -52L-66 -84M40 -52L66 -84" stroke="${p.lit(p.colour)}" stroke-width="7"/><path d="M-76 -100Q-92 -82 -70 -74L-62 -88Z M76 -100Q92 -82 70 -74L62 -88Z" fill="${c}"${line}/><ellipse cx="0" cy="-34" rx="52" ry="30" fill="${c}"${line}/><path d="M-12 -60v-14M12 -60v-14" stroke="${p.lit(p.colour)}" stroke-width="3"/>${eye(-12, -76, 6)}${eye(12, -76, 6)}<path d="M-10 -30Q0 -22 10 -30" stroke="#5a1a1a" stroke-width="2" fill="none"/>`;
};

const jellyfish: Painter = (p) => {
  const strands: string[] = [];
  for (let k = 0; k < 7; k++) strands.push(`M${-30 + k * 10} -46q${k % 2 ? 8 : -8} 20 0 40`);
  return `<path d="${strands.join('')}" stroke="${lighter(p.lit(p.colour), 0.3)}" stroke-width="3" fill="none"/><path d="M-40 -46C-40 -110 40 -110 40 -46Q30 -40 20 -46Q10 -40 0 -46Q-10 -40 -20 -46Q-30 -40 -40 -46Z" fill="${round(p, p.colour)}" opacity="0.85"${ink(p)}/>${eye(-12, -66, 5)}${eye(12, -66, 5)}`;
};

const turtle: Painter = (p) => {
  const shell = round(p, p.colour);
  const skin = round(p, '#8fbf5a');
  const line = ink(p);
  return `${groundShadow(p, 80)}<ellipse cx="-50" cy="-10" rx="12" ry="9" fill="${skin}"${line}/><ellipse cx="45" cy="-10" rx="12" ry="9" fill="${skin}"${line}/><ellipse cx="90" cy="-40" rx="22" ry="17" fill="${skin}"${line}/><path d="M-80 -16C-80 -100 80 -100 80 -16Z" fill="${shell}"${line}/><path d="M-50 -16L-36 -58L0 -72L36 -58L50 -16M-36 -58L-20 -16M36 -58L20 -16M0 -72L0 -40" stroke="${darker(p.lit(p.colour), 0.35)}" stroke-width="3" fill="none"/><rect x="-84" y="-20" width="168" height="8" rx="4" fill="${darker(p.lit(p.colour), 0.2)}"${line}/>${eye(98, -46, 5)}`;
};

const frog: Painter = (p) => {
  const c = round(p, p.colour);
  const line = ink(p);
  return `${groundShadow(p, 60)}<ellipse cx="-46" cy="-12" rx="24" ry="12" fill="${c}"${line}/><ellipse cx="46" cy="-12" rx="24" ry="12" fill="${c}"${line}/><ellipse cx="0" cy="-42" rx="56" ry="40" fill="${c}"${line}/><ellipse cx="0" cy="-30" rx="34" ry="22" fill="${lighter(p.lit(p.colour), 0.45)}"/><circle cx="-26" cy="-80" r="16" fill="${c}"${line}/><circle cx="26" cy="-80" r="16" fill="${c}"${line}/>${eye(-26, -82, 10)}${eye(26, -82, 10)}<path d="M-24 -56Q0 -44 24 -56" stroke="#2a3a1a" stroke-width="3" fill="none"/><ellipse cx="-24" cy="-6" rx="14" ry="5" fill="${c}"${line}/><ellipse cx="24" cy="-6" rx="14" ry="5" fill="${c}"${line}/>`;
};

const snake: Painter = (p) => {
  const c = p.lit(p.colour);
  return `${groundShadow(p, 110)}<path d="M-120 -10C-90 -40 -60 20 -20 -12S40 -40 70 -20S100 -40 100 -70" stroke="${darker(c, 0.25)}" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M-120 -10C-90 -40 -60 20 -20 -12S40 -40 70 -20S100 -40 100 -70" stroke="${c}" stroke-width="20" fill="none" stroke-linecap="round"/><path d="M-120 -10C-90 -40 -60 20 -20 -12S40 -40 70 -20" stroke="${lighter(c, 0.4)}" stroke-width="5" stroke-dasharray="6 14" fill="none"/><ellipse cx="108" cy="-80" rx="22" ry="15" fill="${round(p, p.colour)}"${ink(p)}/>${eye(112, -86, 5)}<path d="M128 -78l12 0l5 -4M140 -78l5 4" stroke="#d0302a" stroke-width="2" fill="none"/>`;
};

const butterfly: Painter = (p) => {
  const c = round(p, p.colour);
  const line = ink(p);
  const dots = `<circle cx="-50" cy="-70" r="9" fill="${lighter(p.lit(p.colour), 0.6)}"/><circle cx="50" cy="-70" r="9" fill="${lighter(p.lit(p.colour), 0.6)}"/>`;
  return `<path d="M0 -55C-30 -110 -95 -105 -80 -60C-70 -40 -20 -50 0 -55Z M0 -55C30 -110 95 -105 80 -60C70 -40 20 -50 0 -55Z" fill="${c}"${line}/><path d="M0 -50C-30 -40 -70 -10 -44 0C-26 4 -8 -30 0 -50Z M0 -50C30 -40 70 -10 44 0C26 4 8 -30 0 -50Z" fill="${round(p, darker(p.colour, 0.15))}"${line}/>${dots}<ellipse cx="0" cy="-48" rx="6" ry="30" fill="#2b2b2b"/><path d="M-2 -76Q-10 -96 -18 -100M2 -76Q10 -96 18 -100" stroke="#2b2b2b" stroke-width="2" fill="none"/>`;
};

const bee: Painter = (p) => {
  const line = ink(p);
  return `<ellipse cx="-10" cy="-82" rx="24" ry="16" fill="#e6f4ff" opacity="0.85" transform="rotate(-25 -10 -82)"${line}/><ellipse cx="14" cy="-84" rx="20" ry="14" fill="#e6f4ff" opacity="0.85" transform="rotate(20 14 -84)"${line}/><ellipse cx="0" cy="-48" rx="56" ry="36" fill="${round(p, p.colour)}"${line}/><path d="M-20 -82Q-28 -48 -20 -14M4 -84Q-4 -48 4 -12M28 -78Q22 -48 28 -18" stroke="#1d1d1d" stroke-width="11" fill="none"/><circle cx="52" cy="-52" r="20" fill="#1d1d1d"/>${eye(58, -58, 6)}<path d="M-56 -48l-14 0" stroke="#1d1d1d" stroke-width="4"/>`;
};

const ladybug: Painter = (p) => {
  const line = ink(p);
  return `${groundShadow(p, 60)}<circle cx="56" cy="-34" r="22" fill="#1d1d1d"/>${eye(64, -40, 5)}<path d="M-60 -10C-60 -100 60 -100 60 -10Z" fill="${round(p, p.colour)}"${line}/><path d="M0 -84L0 -10" stroke="#1d1d1d" stroke-width="3"/><g fill="#1d1d1d"><circle cx="-28" cy="-54" r="9"/><circle cx="28" cy="-54" r="9"/><circle cx="-34" cy="-26" r="8"/><circle cx="34" cy="-26" r="8"/><circle cx="-12" cy="-74" r="6"/><circle cx="12" cy="-74" r="6"/></g>`;
};

const spider: Painter = (p) => {
  const legs: string[] = [];
  for (const s of [-1, 1])
    for (let k = 0; k < 4; k++) legs.push(`M${s * 16} ${-44 + k * 6}l${s * 30} ${-20 + k * 8}l${s * 14} ${40 - k * 2}`);
  return `${groundShadow(p, 50)}<path d="${legs.join('')}" stroke="${p.lit(p.colour)}" stroke-width="5" fill="none" stroke-linejoin="round"/><ellipse cx="0" cy="-44" rx="26" ry="24" fill="${round(p, p.colour)}"${ink(p)}/><circle cx="0" cy="-72" r="15" fill="${round(p, p.colour)}"${ink(p)}/>${eye(-6, -74, 4)}${eye(6, -74, 4)}`;
};

const snail: Painter = (p) => {
  const line = ink(p);
  return `${groundShadow(p, 70)}<path d="M-70 -2Q-70 -18 -40 -18L50 -18Q62 -40 62 -66" stroke="${p.lit('#e6c9a0')}" stroke-width="18" fill="none" stroke-linecap="round"/><path d="M58 -70l-6 -22M66 -70l8 -20" stroke="${p.lit('#e6c9a0')}" stroke-width="4" stroke-linecap="round"/><circle cx="-4" cy="-56" r="44" fill="${round(p, p.colour)}"${line}/><path d="M-4 -56m0 -30a30 30 0 1 1 -28 22a20 20 0 1 1 20 20a10 10 0 1 1 10 -12" stroke="${darker(p.lit(p.colour), 0.35)}" stroke-width="4" fill="none"/>${eye(62, -68, 4)}`;
};

const starfish: Painter = (p) => {
  const points: string[] = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const r = k % 2 ? 22 : 50;
    points.push(`${n(Math.cos(a) * r)},${n(-50 + Math.sin(a) * r)}`);
  }
  return `<path d="M${points.join('L')}Z" fill="${round(p, p.colour)}"${ink(p)}/>${eye(-8, -52, 4)}${eye(8, -52, 4)}`;
};

const shrimp: Painter = (p) =>
  `<path d="M60 -60C40 -100 -40 -100 -50 -50C-54 -20 -20 -10 0 -24" stroke="${p.lit(p.colour)}" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M30 -86l4 26M0 -92l2 28M-28 -82l8 24" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="3"/><path d="M4 -24l-16 14l14 6Z" fill="${p.lit(p.colour)}"/><path d="M66 -60q30 -20 50 -30M66 -56q30 -6 50 -8" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="2" fill="none"/>${eye(62, -68, 4)}`;

const hedgehog: Painter = (p) => {
  const spikes: string[] = [];
  for (let k = 0; k < 14; k++) {
    const a = Math.PI * (1 + (k / 13) * 0.85);
    spikes.push(
      `${n(-10 + Math.cos(a) * 64)},${n(-30 + Math.sin(a) * 60)} ${n(-10 + Math.cos(a + 0.12) * 46)},${n(-30 + Math.sin(a + 0.12) * 42)}`,
    );
  }
  return `${groundShadow(p, 60)}<path d="M-72 -10L${spikes.join(' ')} 46 -40L40 -10Z" fill="${round(p, darker(p.colour, 0.2))}"${ink(p)}/><path d="M30 -50Q70 -40 76 -16L30 -10Z" fill="${round(p, '#e6c9a0')}"${ink(p)}/><circle cx="78" cy="-18" r="4" fill="#1d1d1d"/><circle cx="50" cy="-32" r="3" fill="#1d1d1d"/>`;
};

export const CRITTERS: readonly Concept[] = [
  critter('fish', ['鱼', '小鱼', '金鱼', '鲤鱼', '锦鲤'], ['fish', 'goldfish', 'carp', 'koi'], fish, {
    aspect: 2,
    metres: 0.3,
    place: 'underwater',
    colours: ['#ff8a2a', '#f2c230', '#e8453c', '#3aa7d9'],
  }),
  critter('shark', ['鲨鱼'], ['shark'], shark, { aspect: 2.6, metres: 1, place: 'underwater', colours: ['#7d8fa3'] }),
  critter('whale', ['鲸', '鲸鱼'], ['whale'], whale, { aspect: 2.6, metres: 3, place: 'water', colours: ['#3f5f8f'] }),
  critter('dolphin', ['海豚'], ['dolphin'], dolphin, { aspect: 2.6, metres: 1, place: 'water', colours: ['#7fa7c9'] }),
  critter('octopus', ['章鱼'], ['octopus'], octopus, {
    aspect: 1,
    metres: 0.6,
    place: 'underwater',
    colours: ['#d9587a', '#8e5cc7'],
  }),
  critter('crab', ['螃蟹', '蟹'], ['crab', 'lobster'], crab, { aspect: 1.8, metres: 0.2, colours: ['#e0502a'] }),
  critter('jellyfish', ['水母'], ['jellyfish'], jellyfish, {
    aspect: 0.9,
    metres: 0.4,
    place: 'underwater',
    colours: ['#c39be0', '#f4a6c8'],
  }),
  critter('turtle', ['乌龟', '龟', '海龟'], ['turtle', 'tortoise'], turtle, {
    aspect: 2.3,
    metres: 0.3,
    colours: ['#7a9a3a', '#8b6b46'],
  }),
  critter('frog', ['青蛙', '蛙', '蛤蟆'], ['frog', 'toad'], frog, { aspect: 1.45, metres: 0.12, colours: ['#5fb04a'] }),
  critter('snake', ['蛇'], ['snake', 'serpent'], snake, { aspect: 2.8, metres: 0.3, top: 0.3, colours: ['#5f9e3a', '#c9a23a'] }),
  critter('butterfly', ['蝴蝶'], ['butterfly'], butterfly, {
    aspect: 1.9,
    metres: 0.1,
    place: 'sky',
    colours: ['#f28c28', '#5aa3d8', '#e86aa6'],
  }),
  critter('bee', ['蜜蜂', '蜂'], ['bee', 'bumblebee'], bee, { aspect: 1.5, metres: 0.05, place: 'sky', colours: ['#f2c230'] }),
  critter('ladybug', ['瓢虫'], ['ladybug', 'ladybird'], ladybug, { aspect: 1.6, metres: 0.02, colours: ['#e0302a'] }),
  critter('spider', ['蜘蛛'], ['spider'], spider, { aspect: 1.2, metres: 0.05, colours: ['#3a3030'] }),
  critter('snail', ['蜗牛'], ['snail'], snail, { aspect: 1.5, metres: 0.06, colours: ['#b5651d'] }),
  critter('starfish', ['海星'], ['starfish'], starfish, { aspect: 1, metres: 0.2, colours: ['#f28c28', '#e8453c'] }),
  critter('shrimp', ['虾', '龙虾'], ['shrimp', 'prawn'], shrimp, { aspect: 1.8, metres: 0.1, colours: ['#f07a50'] }),
  critter('hedgehog', ['刺猬'], ['hedgehog'], hedgehog, { aspect: 1.7, metres: 0.2, colours: ['#8b6b46'] }),
];

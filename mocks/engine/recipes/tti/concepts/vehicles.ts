// Vehicles: cars, buses, trucks and trains on wheels, boats and ships on the water, planes, a
// helicopter, a rocket and a balloon in the sky, a bicycle and a motorbike.
import { darker, face, groundShadow, ink, lighter, n, round, sheen, side } from './draw';
import type { Saddle } from './riding';
import { thing, type Concept, type Drawing, type Paint, type Painter } from './types';

const vehicle = (
  id: string,
  zh: readonly string[],
  en: readonly string[],
  painter: Painter,
  aspect: number,
  metres: number,
  colours: readonly string[],
  place: 'ground' | 'sky' | 'water' = 'ground',
  top = 0.8,
  deck: Pick<Drawing, 'keepClear' | 'deck'> = {},
): Concept => thing(id, 'vehicle', zh, en, { painter, aspect, metres, colours, place, top, ...deck });

/** The vehicle with a seat for a rider, its pedals (or footpegs) and its handlebars' grips (riding.ts). */
const ridden = (concept: Concept, seat: Saddle): Concept =>
  concept.drawing ? { ...concept, drawing: { ...concept.drawing, seat } } : concept;

const dark = (p: Paint): boolean => p.lit('#ffffff') !== '#ffffff';

function wheel(p: Paint, x: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(-r)}" r="${n(r)}" fill="${round(p, '#2a2a2a')}"${ink(p)}/><circle cx="${n(x)}" cy="${n(-r)}" r="${n(r * 0.45)}" fill="${p.lit('#c0c0c8')}"/>`;
}

function lamp(p: Paint, x: number, y: number): string {
  return `<rect x="${n(x - 3)}" y="${n(y - 3)}" width="6" height="6" rx="2" fill="#fff3b0"/>${dark(p) && p.canvas.realistic ? `<circle cx="${n(x + 10)}" cy="${n(y)}" r="24" fill="${p.canvas.radialGlow('#ffe680', 0.6)}"/>` : ''}`;
}

const car: Painter = (p) =>
  `${groundShadow(p, 90)}<path d="M-96 -22C-96 -44 -84 -50 -56 -52L-32 -80C-24 -88 28 -88 38 -78L60 -52C86 -50 98 -42 98 -22Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/>${sheen(p, -10, -70, 40, 6)}<path d="M-22 -56L-12 -76L22 -76L40 -56Z M-26 -56L-42 -56L-28 -74L-18 -74Z" fill="${p.lit('#bfe3f5')}"${ink(p)}/><path d="M0 -56v26" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="1.5"/>${wheel(p, -54, 20)}${wheel(p, 58, 20)}${lamp(p, 94, -40)}<rect x="-98" y="-42" width="6" height="8" fill="#e0302a"/>`;

const taxi: Painter = (p) =>
  `${car(p)}<rect x="-14" y="-98" width="30" height="12" rx="3" fill="#ffffff"${ink(p)}/><path d="M-30 -36h60" stroke="#1d1d1d" stroke-width="4" stroke-dasharray="6 6"/>`;

const bus: Painter = (p) =>
  `${groundShadow(p, 110)}<rect x="-118" y="-96" width="236" height="82" rx="12" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><g fill="${p.lit('#bfe3f5')}"${ink(p)}>${[-104, -68, -32, 4, 40].map((x) => `<rect x="${x}" y="-86" width="30" height="30" rx="3"/>`).join('')}<rect x="78" y="-86" width="32" height="56" rx="3"/></g><rect x="-118" y="-44" width="196" height="6" fill="${darker(p.lit(p.colour), 0.2)}"/>${wheel(p, -76, 18)}${wheel(p, 74, 18)}${lamp(p, 114, -26)}`;

const truck: Painter = (p) =>
  `${groundShadow(p, 110)}<rect x="-120" y="-96" width="150" height="78" rx="4" fill="${side(p, '#e8e8ea')}"${ink(p, 1.5)}/><path d="M34 -18L34 -76L80 -76L112 -44L112 -18Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M44 -70L78 -70L102 -46L44 -46Z" fill="${p.lit('#bfe3f5')}"${ink(p)}/>${wheel(p, -90, 18)}${wheel(p, -48, 18)}${wheel(p, 78, 18)}${lamp(p, 108, -28)}`;

const fireTruck: Painter = (p) =>
  `${truck(p)}<path d="M-116 -104L24 -104M-116 -112L24 -112M-100 -112v8M-70 -112v8M-40 -112v8M-10 -112v8" stroke="#c8c8c8" stroke-width="3"/><rect x="50" y="-84" width="20" height="8" fill="#3a8fe0"/>`;

const ambulance: Painter = (p) => `${truck(p)}<path d="M-50 -70v28M-64 -56h28" stroke="#e0302a" stroke-width="9"/>`;

const policeCar: Painter = (p) =>
  `${car(p)}<rect x="-14" y="-96" width="14" height="10" fill="#e0302a"/><rect x="0" y="-96" width="14" height="10" fill="#2f74d0"/><rect x="-90" y="-40" width="180" height="8" fill="#ffffff" opacity="0.9"/>`;

const tractor: Painter = (p) =>
  `${groundShadow(p, 90)}<rect x="-10" y="-64" width="90" height="34" rx="4" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-60 -30L-60 -100L0 -100L0 -30Z" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><rect x="-52" y="-92" width="44" height="34" fill="${p.lit('#bfe3f5')}"${ink(p)}/><rect x="56" y="-88" width="8" height="26" fill="#3a3a3a"/>${wheel(p, -42, 38)}${wheel(p, 62, 22)}`;

const train: Painter = (p) => {
  const carriage = (x: number) =>
    `<rect x="${x}" y="-80" width="80" height="62" rx="6" fill="${face(p, lighter(p.colour, 0.1))}"${ink(p, 1.5)}/><g fill="${p.lit('#bfe3f5')}"${ink(p)}><rect x="${x + 8}" y="-70" width="26" height="22" rx="2"/><rect x="${x + 46}" y="-70" width="26" height="22" rx="2"/></g>${wheel(p, x + 20, 12)}${wheel(p, x + 60, 12)}`;
  return `${groundShadow(p, 140)}${carriage(-146)}${carriage(-62)}<path d="M22 -18L22 -80L80 -80L80 -60L140 -60C148 -60 150 -40 146 -18Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><rect x="32" y="-74" width="36" height="26" fill="${p.lit('#bfe3f5')}"${ink(p)}/><rect x="100" y="-84" width="14" height="24" fill="${p.lit('#3a3a3a')}"/><circle cx="110" cy="-96" r="9" fill="#d8d8d8" opacity="0.8"/><circle cx="96" cy="-108" r="11" fill="#d8d8d8" opacity="0.6"/>${wheel(p, 46, 14)}${wheel(p, 84, 14)}${wheel(p, 122, 14)}${lamp(p, 144, -40)}`;
};

const bicycle: Painter = (p) => {
  const c = p.lit(p.colour);
  return `${groundShadow(p, 80)}<circle cx="-56" cy="-34" r="32" fill="none" stroke="#2a2a2a" stroke-width="5"/><circle cx="56" cy="-34" r="32" fill="none" stroke="#2a2a2a" stroke-width="5"/><path d="M-56 -34L-16 -34L26 -74L-30 -74Z M-16 -34L-34 -84M56 -34L26 -74L24 -92" stroke="${c}" stroke-width="6" fill="none" stroke-linejoin="round"/><path d="M24 -92Q16 -99 8 -95" stroke="#2a2a2a" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M-44 -86h22" stroke="#2a2a2a" stroke-width="7" stroke-linecap="round"/><circle cx="-16" cy="-34" r="7" fill="#777"/><path d="M-24 -42L-8 -26" stroke="#555" stroke-width="3.5" stroke-linecap="round"/><rect x="-14" y="-28" width="12" height="4" rx="1.5" fill="#2a2a2a"/>`;
};

const motorbike: Painter = (p) =>
  `${groundShadow(p, 80)}${wheel(p, -58, 26)}${wheel(p, 62, 26)}<path d="M-60 -30L-30 -60L30 -60L64 -28" stroke="#555" stroke-width="5" fill="none"/><path d="M-40 -56C-40 -80 10 -82 20 -62L40 -56L30 -40L-20 -40Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M34 -56L38 -92L24 -98" stroke="#2a2a2a" stroke-width="5" fill="none" stroke-linejoin="round"/><rect x="-60" y="-72" width="40" height="10" rx="5" fill="#2a2a2a"/><path d="M-16 -34h12" stroke="#555" stroke-width="4" stroke-linecap="round"/>${lamp(p, 46, -74)}`;

const scooter: Painter = (p) =>
  `${groundShadow(p, 60)}${wheel(p, -50, 14)}${wheel(p, 50, 14)}<path d="M-56 -18L50 -18L40 -96M28 -96h26" stroke="${p.lit(p.colour)}" stroke-width="7" fill="none" stroke-linecap="round"/>`;

/** A sailing boat; its deck (for things on it) at 0.3 of its height. */
const sailboat: Painter = (p) =>
  `<path d="M-66 -30L66 -30L48 0L-48 0Z" fill="${side(p, p.colour, 0.2)}"${ink(p, 1.5)}/><rect x="-66" y="-34" width="132" height="6" fill="${p.lit('#8b5a2b')}"/><path d="M0 -34L0 -112" stroke="${p.lit('#6b4a2f')}" stroke-width="4"/><path d="M4 -108L56 -38L4 -38Z" fill="${side(p, '#fbf7ee', 0.1)}"${ink(p)}/><path d="M-4 -92L-44 -38L-4 -38Z" fill="${side(p, '#f0ebe0', 0.1)}"${ink(p)}/><path d="M0 -112L18 -106L0 -100Z" fill="#e8453c"/>${p.canvas.realistic ? `<ellipse cx="0" cy="2" rx="56" ry="5" fill="#000000" opacity="0.2" filter="url(#soft)"/>` : ''}`;

const rowboat: Painter = (p) =>
  `<path d="M-90 -40L90 -40Q80 0 40 0L-40 0Q-80 0 -90 -40Z" fill="${side(p, p.colour, 0.25)}"${ink(p, 1.5)}/><path d="M-88 -40L88 -40" stroke="${p.lit('#8b5a2b')}" stroke-width="6"/><path d="M-40 -60L-96 20M40 -60L96 20" stroke="${p.lit('#a07a4a')}" stroke-width="4"/>`;

const ship: Painter = (p) =>
  `<path d="M-140 -40L140 -40L110 0L-120 0Z" fill="${side(p, p.colour, 0.25)}"${ink(p, 1.5)}/><rect x="-140" y="-40" width="280" height="6" fill="#fbfbfb"/><rect x="-70" y="-70" width="150" height="30" fill="${face(p, '#fbfbfb')}"${ink(p)}/><rect x="-40" y="-92" width="90" height="22" fill="${face(p, '#fbfbfb')}"${ink(p)}/><rect x="0" y="-118" width="22" height="28" fill="${face(p, '#e0302a')}"${ink(p)}/><g fill="${p.lit('#2b3a55')}">${[-60, -40, -20, 0, 20, 40, 60].map((x) => `<circle cx="${x}" cy="-56" r="4"/>`).join('')}</g>`;

const submarine: Painter = (p) =>
  `<rect x="-110" y="-70" width="210" height="60" rx="30" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><rect x="-20" y="-98" width="50" height="30" rx="6" fill="${face(p, p.colour)}"${ink(p)}/><path d="M10 -98v-14h14" stroke="#555" stroke-width="4" fill="none"/><g fill="${p.lit('#bfe3f5')}"${ink(p)}><circle cx="-50" cy="-40" r="9"/><circle cx="-10" cy="-40" r="9"/><circle cx="30" cy="-40" r="9"/></g><path d="M-110 -40L-130 -60L-130 -20Z" fill="${face(p, p.colour)}"${ink(p)}/>`;

const plane: Painter = (p) =>
  `<path d="M-140 -54L110 -54Q140 -54 140 -44Q140 -34 110 -34L-120 -34Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M-120 -54L-140 -94L-110 -94L-90 -54Z" fill="${face(p, darker(p.colour, 0.1))}"${ink(p)}/><path d="M-10 -44L-60 -4L-30 -4L40 -44Z" fill="${face(p, darker(p.colour, 0.15))}"${ink(p)}/><path d="M-10 -54L-40 -84L-20 -84L30 -54Z" fill="${face(p, darker(p.colour, 0.05))}"${ink(p)}/><g fill="${p.lit('#2b3a55')}">${[-80, -60, -40, -20, 0, 20, 40, 60, 80].map((x) => `<circle cx="${x}" cy="-46" r="3"/>`).join('')}</g><path d="M112 -52q16 2 20 8l-20 0Z" fill="${p.lit('#2b3a55')}"/>`;

const helicopter: Painter = (p) =>
  `<path d="M-130 -92h210" stroke="#3a3a3a" stroke-width="5"/><rect x="-16" y="-92" width="8" height="14" fill="#3a3a3a"/><path d="M-40 -40L-150 -56L-150 -44L-40 -30Z" fill="${face(p, p.colour)}"${ink(p)}/><path d="M-150 -66v30" stroke="#3a3a3a" stroke-width="4"/><ellipse cx="0" cy="-46" rx="56" ry="34" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M10 -74Q52 -70 54 -40L10 -40Z" fill="${p.lit('#bfe3f5')}"${ink(p)}/><path d="M-40 -4h90M-30 -12v8M30 -12v8" stroke="#3a3a3a" stroke-width="4"/>`;

const rocket: Painter = (p) =>
  `<path d="M-14 -20Q0 10 14 -20Z" fill="#ffb830"/><path d="M-8 -20Q0 0 8 -20Z" fill="#fff3b0"/><path d="M-22 -24C-24 -60 -14 -90 0 -106C14 -90 24 -60 22 -24Z" fill="${side(p, '#f4f1ea', 0.35)}"${ink(p, 1.5)}/><path d="M-22 -54L-40 -26L-40 -10L-22 -24Z M22 -54L40 -26L40 -10L22 -24Z" fill="${face(p, p.colour)}"${ink(p)}/><path d="M-10 -92C-4 -100 4 -100 10 -92Z" fill="${p.lit(p.colour)}"/><circle cx="0" cy="-66" r="9" fill="${p.lit('#9fd3f0')}" stroke="#8a8a8a" stroke-width="3"/>`;

const balloon: Painter = (p) => {
  const gores: string[] = [];
  for (let k = -2; k <= 2; k++) gores.push(`M0 -100Q${k * 26} -70 ${k * 10} -36`);
  return `<path d="M0 -100C-56 -100 -56 -50 -14 -34L14 -34C56 -50 56 -100 0 -100Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="${gores.join('')}" stroke="${lighter(p.lit(p.colour), 0.4)}" stroke-width="3" fill="none"/><path d="M-12 -34L-10 -16M12 -34L10 -16" stroke="#6b4a2f" stroke-width="1.5"/><rect x="-12" y="-16" width="24" height="16" rx="2" fill="${face(p, '#a07a4a')}"${ink(p)}/>`;
};

export const VEHICLES: readonly Concept[] = [
  vehicle(
    'car',
    ['车', '汽车', '小汽车', '轿车', '跑车', '车子'],
    ['car', 'automobile', 'sports car', 'jeep', 'van'],
    car,
    1.95,
    1.5,
    ['#e8453c', '#2f74d0', '#f2c230', '#2bb38a', '#f5f5f5'],
  ),
  vehicle('taxi', ['出租车', '的士'], ['taxi', 'cab'], taxi, 1.95, 1.5, ['#f2c230']),
  vehicle('police car', ['警车'], ['police car'], policeCar, 1.95, 1.5, ['#2b3a55']),
  vehicle('bus', ['公交车', '公共汽车', '巴士', '大巴', '校车'], ['bus', 'school bus', 'coach'], bus, 2.4, 3.2, [
    '#f2a33c',
    '#2f74d0',
    '#e8453c',
  ]),
  vehicle('truck', ['卡车', '货车'], ['truck', 'lorry'], truck, 2.3, 3.5, ['#2f74d0', '#e8453c']),
  vehicle('fire truck', ['消防车'], ['fire truck', 'fire engine', 'firetruck'], fireTruck, 2.3, 3.5, ['#d8302a']),
  vehicle('ambulance', ['救护车'], ['ambulance'], ambulance, 2.3, 3, ['#f4f1ea']),
  vehicle('tractor', ['拖拉机'], ['tractor'], tractor, 1.85, 2.5, ['#3f9a3a', '#e8453c']),
  vehicle('train', ['火车', '高铁', '列车', '地铁', '动车'], ['train', 'railway', 'subway', 'locomotive', 'tram'], train, 3, 4, [
    '#e8453c',
    '#2f74d0',
    '#2b3a55',
  ]),
  // A rider sits on the saddle (layout.ts), not on the top tube.
  ridden(
    vehicle('bicycle', ['自行车', '单车', '脚踏车'], ['bicycle', 'bike', 'cycling'], bicycle, 1.8, 1, [
      '#e8453c',
      '#2f74d0',
      '#2bb38a',
    ]),
    // The bars swept back to the rider's reach, the near pedal forward and down.
    { x: -33, y: -86, pedal: { x: -8, y: -26 }, bars: { x: 8, y: -95 } },
  ),
  ridden(
    vehicle('motorcycle', ['摩托车', '摩托', '电动车'], ['motorcycle', 'motorbike', 'moped'], motorbike, 1.8, 1.2, [
      '#e8453c',
      '#1d1d1d',
    ]),
    { x: -34, y: -72, pedal: { x: -10, y: -34 }, bars: { x: 24, y: -98 } },
  ),
  vehicle('scooter', ['滑板车'], ['scooter', 'skateboard'], scooter, 1.2, 1, ['#2bb38a']),
  vehicle(
    'boat',
    ['船', '小船', '帆船', '舟', '帆', '游艇'],
    ['boat', 'sailboat', 'sail', 'yacht'],
    sailboat,
    1.35,
    6,
    ['#e8453c', '#2f74d0', '#f5f5f5', '#2b3a55'],
    'water',
    0.3,
    // The mast stands up from the middle of the deck: whatever sits on the boat sits beside it.
    { keepClear: [-4, 4], deck: [-62, 62] },
  ),
  vehicle(
    'rowboat',
    ['划船', '木船', '渔船', '小舟', '竹筏'],
    ['rowboat', 'canoe', 'kayak', 'raft', 'dinghy'],
    rowboat,
    1.95,
    1,
    ['#a0703a'],
    'water',
    0.5,
  ),
  vehicle(
    'ship',
    ['轮船', '大船', '游轮', '邮轮', '军舰'],
    ['ship', 'cruise', 'liner', 'ferry', 'steamship'],
    ship,
    2.85,
    30,
    ['#2b3a55', '#b5302a'],
    'water',
    0.35,
  ),
  vehicle('submarine', ['潜水艇', '潜艇'], ['submarine'], submarine, 2.4, 10, ['#f2c230'], 'water'),
  vehicle(
    'airplane',
    ['飞机', '客机', '航班'],
    ['airplane', 'plane', 'aeroplane', 'jet', 'aircraft', 'airliner'],
    plane,
    2.85,
    12,
    ['#f4f1ea', '#2f74d0'],
    'sky',
  ),
  vehicle('helicopter', ['直升机'], ['helicopter'], helicopter, 2.3, 4, ['#e8453c', '#2b6a3a'], 'sky'),
  vehicle('rocket', ['火箭', '飞船', '宇宙飞船'], ['rocket', 'spaceship', 'spacecraft'], rocket, 0.85, 40, ['#e8453c'], 'sky'),
  vehicle(
    'hot air balloon',
    ['热气球'],
    ['hot air balloon', 'balloon ride'],
    balloon,
    0.95,
    20,
    ['#e8453c', '#f2a33c', '#8e5cc7'],
    'sky',
  ),
];

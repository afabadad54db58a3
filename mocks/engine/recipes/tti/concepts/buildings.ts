// Buildings and landmarks, each drawn in its unit box from walls, roofs and windows: a
// lighthouse (striped tower, lamp room, beam), a pagoda (stacked eaves), a castle (towers with
// battlements), a bridge (an arch over water), the Eiffel Tower, the Great Wall… In the realistic
// look walls take a gradient and a texture of courses; lit windows glow at night.
import { darker, face, groundShadow, ink, lighter, n, side } from './draw';
import { thing, type Concept, type Paint, type Painter } from './types';

const building = (
  id: string,
  zh: readonly string[],
  en: readonly string[],
  painter: Painter,
  aspect: number,
  metres: number,
  colours: readonly string[],
  top = 1,
): Concept => thing(id, 'building', zh, en, { painter, aspect, metres, colours, top });

/** Window glass: lit yellow when the hour is dark (the colour `lit` darkens), sky blue by day. */
function glass(p: Paint): string {
  const dark = p.lit('#ffffff') !== '#ffffff';
  return dark ? '#ffd86b' : p.lit('#9fd3f0');
}

function windows(
  p: Paint,
  x0: number,
  y0: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
): string {
  const cells: string[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      cells.push(`<rect x="${n(x0 + c * (w + gapX))}" y="${n(y0 + r * (h + gapY))}" width="${n(w)}" height="${n(h)}" rx="1"/>`);
  return `<g fill="${glass(p)}"${ink(p, 0.8)}>${cells.join('')}</g>`;
}

/** Horizontal courses of brick or stone over a wall (realistic texture). */
function courses(p: Paint, x: number, y: number, w: number, h: number, step = 6): string {
  if (!p.canvas.realistic) return '';
  const lines: string[] = [];
  for (let yy = y + step; yy < y + h; yy += step) lines.push(`M${n(x)} ${n(yy)}h${n(w)}`);
  return `<path d="${lines.join('')}" stroke="#000000" stroke-opacity="0.08" stroke-width="0.8"/>`;
}

const house: Painter = (p) => {
  const wall = p.colour;
  return `${groundShadow(p, 60)}<rect x="-46" y="-56" width="92" height="56" fill="${face(p, wall)}"${ink(p, 1.5)}/>${courses(p, -46, -56, 92, 56)}<path d="M-58 -54L0 -98L58 -54Z" fill="${face(p, '#b5483a')}"${ink(p, 1.5)}/><rect x="22" y="-94" width="11" height="22" fill="${face(p, '#8a3a30')}"${ink(p)}/><rect x="-10" y="-32" width="20" height="32" fill="${face(p, '#7a4a2a')}"${ink(p)}/><circle cx="5" cy="-16" r="1.6" fill="#f2c230"/>${windows(p, -38, -44, 1, 1, 18, 16, 0, 0)}${windows(p, 20, -44, 1, 1, 18, 16, 0, 0)}`;
};

const lighthouse: Painter = (p) => {
  const bands: string[] = [];
  for (let k = 0; k < 4; k++) {
    const y0 = -12 - k * 16;
    const w0 = 17 - k * 1.6;
    const w1 = 17 - (k + 0.5) * 1.6;
    bands.push(`<path d="M${n(-w0)} ${n(y0)}L${n(-w1)} ${n(y0 - 8)}L${n(w1)} ${n(y0 - 8)}L${n(w0)} ${n(y0)}Z"/>`);
  }
  const night = p.lit('#ffffff') !== '#ffffff';
  return `${groundShadow(p, 26)}${night ? `<path d="M0 -86L-160 -110L-160 -70Z M0 -86L160 -104L160 -74Z" fill="#fff3b0" opacity="${p.canvas.realistic ? 0.25 : 0.45}"${p.canvas.realistic ? ' filter="url(#soft)"' : ''}/>` : ''}<path d="M-18 -4L-11 -74L11 -74L18 -4Z" fill="${side(p, '#f7f4ee', 0.3)}"${ink(p, 1.5)}/><g fill="${side(p, p.colour, 0.3)}">${bands.join('')}</g><rect x="-22" y="-8" width="44" height="8" fill="${face(p, '#7a7a80')}"${ink(p)}/><rect x="-15" y="-78" width="30" height="5" fill="${face(p, '#3a3a40')}"${ink(p)}/><rect x="-9" y="-90" width="18" height="12" fill="${night ? '#fff3b0' : p.lit('#cfe8f5')}"${ink(p)}/><path d="M-9 -90h18M0 -90v12" stroke="#3a3a40" stroke-width="1"/>${night && p.canvas.realistic ? `<circle cx="0" cy="-84" r="22" fill="${p.canvas.radialGlow('#fff3b0', 0.8)}"/>` : ''}<path d="M-12 -90L0 -100L12 -90Z" fill="${face(p, p.colour)}"${ink(p)}/><rect x="-4" y="-26" width="8" height="12" rx="3" fill="${p.lit('#5a3a22')}"/>`;
};

const tower: Painter = (p) =>
  `${groundShadow(p, 22)}<rect x="-16" y="-78" width="32" height="78" fill="${side(p, p.colour)}"${ink(p, 1.5)}/>${courses(p, -16, -78, 32, 78, 5)}<rect x="-20" y="-84" width="40" height="8" fill="${face(p, darker(p.colour, 0.1))}"${ink(p)}/><path d="M-20 -84L0 -100L20 -84Z" fill="${face(p, '#5a4a6a')}"${ink(p)}/>${windows(p, -5, -68, 1, 4, 10, 10, 0, 6)}<rect x="-6" y="-14" width="12" height="14" rx="5" fill="${p.lit('#5a3a22')}"/>`;

const clockTower: Painter = (p) =>
  `${groundShadow(p, 22)}<rect x="-16" y="-76" width="32" height="76" fill="${side(p, p.colour)}"${ink(p, 1.5)}/>${courses(p, -16, -76, 32, 76, 5)}<circle cx="0" cy="-62" r="11" fill="${p.lit('#fbf7e8')}"${ink(p)}/><path d="M0 -62v-8M0 -62l5 3" stroke="#1d1d1d" stroke-width="1.5"/><path d="M-18 -76L0 -100L18 -76Z" fill="${face(p, '#3f5a4a')}"${ink(p)}/>${windows(p, -4, -44, 1, 3, 8, 9, 0, 5)}`;

const skyscraper: Painter = (p) =>
  `${groundShadow(p, 30)}<rect x="-26" y="-92" width="52" height="92" fill="${side(p, p.colour, 0.35)}"${ink(p, 1.5)}/><rect x="-12" y="-98" width="24" height="6" fill="${face(p, darker(p.colour, 0.2))}"/><path d="M0 -98v-2" stroke="#888" stroke-width="1.5"/>${windows(p, -21, -86, 5, 12, 6, 4.5, 2.5, 2.4)}`;

const apartment: Painter = (p) =>
  `${groundShadow(p, 44)}<rect x="-42" y="-90" width="84" height="90" fill="${face(p, p.colour)}"${ink(p, 1.5)}/>${courses(p, -42, -90, 84, 90)}${windows(p, -34, -82, 5, 6, 9, 8, 6, 5)}<rect x="-8" y="-14" width="16" height="14" fill="${p.lit('#5a3a22')}"/>`;

const school: Painter = (p) =>
  `${groundShadow(p, 80)}<rect x="-88" y="-52" width="176" height="52" fill="${face(p, p.colour)}"${ink(p, 1.5)}/>${courses(p, -88, -52, 176, 52)}<path d="M-26 -52L0 -76L26 -52Z" fill="${face(p, '#b5483a')}"${ink(p)}/><rect x="-26" y="-60" width="52" height="60" fill="${face(p, lighter(p.colour, 0.15))}"${ink(p)}/><circle cx="0" cy="-46" r="7" fill="#fbf7e8"${ink(p)}/><path d="M0 -100v-28" stroke="#555" stroke-width="1.5" transform="translate(0 24)"/><path d="M0 -100l14 4l-14 4Z" fill="#e0302a" transform="translate(0 24)"/>${windows(p, -80, -40, 3, 2, 12, 10, 6, 8)}${windows(p, 32, -40, 3, 2, 12, 10, 6, 8)}<rect x="-8" y="-22" width="16" height="22" fill="${p.lit('#5a3a22')}"/>`;

const hospital: Painter = (p) =>
  `${groundShadow(p, 70)}<rect x="-70" y="-80" width="140" height="80" fill="${face(p, p.colour)}"${ink(p, 1.5)}/>${windows(p, -60, -68, 6, 4, 12, 9, 9, 7)}<rect x="-16" y="-100" width="32" height="22" fill="#ffffff"${ink(p)}/><path d="M0 -96v14M-7 -89h14" stroke="#e0302a" stroke-width="5"/><rect x="-12" y="-18" width="24" height="18" fill="${p.lit('#9fd3f0')}"${ink(p)}/>`;

const shop: Painter = (p) => {
  const stripes: string[] = [];
  for (let k = 0; k < 8; k++) stripes.push(`<rect x="${-60 + k * 15}" y="-62" width="7.5" height="14"/>`);
  return `${groundShadow(p, 60)}<rect x="-56" y="-90" width="112" height="90" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><rect x="-40" y="-86" width="80" height="16" fill="${p.lit('#2b3a55')}"/><rect x="-60" y="-62" width="120" height="14" fill="#ffffff"${ink(p)}/><g fill="${p.lit('#e0302a')}">${stripes.join('')}</g><rect x="-48" y="-44" width="56" height="32" fill="${glass(p)}"${ink(p)}/><rect x="16" y="-44" width="24" height="44" fill="${p.lit('#7a4a2a')}"${ink(p)}/>`;
};

const barn: Painter = (p) =>
  `${groundShadow(p, 70)}<path d="M-70 0L-70 -56L-50 -84L50 -84L70 -56L70 0Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-76 -54L-52 -88L52 -88L76 -54" stroke="#fbfbfb" stroke-width="5" fill="none"/><rect x="-26" y="-44" width="52" height="44" fill="${face(p, darker(p.colour, 0.15))}" stroke="#fbfbfb" stroke-width="4"/><path d="M-26 -44L26 0M26 -44L-26 0" stroke="#fbfbfb" stroke-width="3"/><rect x="-12" y="-72" width="24" height="16" fill="#fbfbfb"/>`;

const windmill: Painter = (p) =>
  `${groundShadow(p, 24)}<path d="M-20 0L-12 -62L12 -62L20 0Z" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><path d="M-14 -62L0 -74L14 -62Z" fill="${face(p, '#8a3a30')}"${ink(p)}/><g transform="translate(0 -66)" fill="${face(p, '#f4f1ea')}"${ink(p)}><path d="M-3 0L-6 -34L6 -34L3 0Z"/><path d="M-3 0L-6 34L6 34L3 0Z" transform="rotate(90)"/><path d="M-3 0L-6 34L6 34L3 0Z"/><path d="M-3 0L-6 -34L6 -34L3 0Z" transform="rotate(90)"/></g><circle cx="0" cy="-66" r="3" fill="#3a3a3a"/><rect x="-5" y="-14" width="10" height="14" fill="${p.lit('#5a3a22')}"/>`;

const tent: Painter = (p) =>
  `${groundShadow(p, 80)}<path d="M-80 0L0 -90L80 0Z" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><path d="M0 -90L-20 0L20 0Z" fill="${p.lit(darker(p.colour, 0.45))}"/><path d="M0 -90v-8" stroke="#555" stroke-width="2"/>`;

const igloo: Painter = (p) =>
  `${groundShadow(p, 90)}<path d="M-90 0A90 90 0 0 1 90 0Z" fill="${p.canvas.shaded(p.lit(p.colour))}"${ink(p, 1.5)}/><path d="M-86 -26h172M-70 -52h140M-42 -74h84M-60 0v-26M-20 0v-26M20 0v-26M60 0v-26M-40 -26v-26M0 -26v-26M40 -26v-26" stroke="${darker(p.lit(p.colour), 0.15)}" stroke-width="1.5"/><path d="M60 0L60 -24A16 16 0 0 1 92 -24L92 0Z" fill="${p.lit(p.colour)}"${ink(p)}/><path d="M66 0L66 -20A10 10 0 0 1 86 -20L86 0Z" fill="#2b3a55"/>`;

const pyramid: Painter = (p) =>
  `${groundShadow(p, 100)}<path d="M-110 0L0 -96L30 0Z" fill="${p.lit(lighter(p.colour, 0.1))}"${ink(p, 1.5)}/><path d="M30 0L0 -96L110 0Z" fill="${p.lit(darker(p.colour, 0.25))}"${ink(p, 1.5)}/><path d="M-88 -20L24 -20M-66 -40L18 -40M-44 -60L12 -60M-22 -78L6 -78" stroke="${darker(p.lit(p.colour), 0.15)}" stroke-width="1"/>`;

const eiffel: Painter = (p) => {
  const c = p.lit(p.colour);
  return `${groundShadow(p, 40)}<path d="M-40 0Q-14 -30 -8 -70L-3 -100L3 -100L8 -70Q14 -30 40 0L28 0Q10 -22 0 -22Q-10 -22 -28 0Z" fill="${side(p, p.colour)}"${ink(p, 1.2)}/><path d="M-26 -32h52M-12 -64h24" stroke="${darker(c, 0.3)}" stroke-width="3"/><path d="M-22 -8L14 -30M22 -8L-14 -30M-10 -36L8 -62M10 -36L-8 -62M-5 -70L4 -94M5 -70L-4 -94" stroke="${darker(c, 0.2)}" stroke-width="1"/>`;
};

/** The Great Wall's parapet along its length: low at its ends, over two crests where its towers stand. */
const WALL_CRESTS: readonly (readonly [number, number])[] = [
  [-142, -18],
  [-78, -70],
  [0, -50],
  [70, -76],
  [142, -26],
];

/** The parapet's height at x: eased from crest to crest. */
function wallTop(x: number): number {
  for (let k = 1; k < WALL_CRESTS.length; k++) {
    const [x1, y1] = WALL_CRESTS[k];
    const [x0, y0] = WALL_CRESTS[k - 1];
    if (x > x1 && k < WALL_CRESTS.length - 1) continue;
    const t = Math.min(1, Math.max(0, (x - x0) / (x1 - x0)));
    return y0 + (y1 - y0) * (0.5 - Math.cos(t * Math.PI) / 2);
  }
  return WALL_CRESTS[0][1];
}

/**
 * The Great Wall winding over a ridge: a stone wall whose top follows the ridge, the walkway's
 * paving lighter above its face, a row of battlements along its outer edge, and square watchtowers
 * with battlements of their own and dark arched windows, on a rocky ridge falling to the base.
 */
const greatWall: Painter = (p) => {
  const xs: number[] = [];
  for (let x = -142; x <= 142; x += 4) xs.push(x);
  const top = (x: number) => wallTop(x);
  const depth = 20;
  const line = (dy: number) => xs.map((x, k) => `${k === 0 ? 'M' : 'L'}${n(x)} ${n(top(x) + dy)}`).join('');
  const back = xs
    .map((x) => `L${n(x)} ${n(top(x) + depth)}`)
    .reverse()
    .join('');
  // A rocky ridge under it, falling to the ground at its ends: on grass and on snow alike.
  const ridge = `<path d="${line(depth - 4)}L142 0L-142 0Z" fill="${face(p, '#8c7b5e')}"${ink(p, 1.2)}/>`;
  const wallFace = `<path d="${line(4)}${back.replace(/^L/, 'L')}Z" fill="${face(p, darker(p.colour, 0.12))}"${ink(p, 1.4)}/>`;
  const walk = `<path d="${line(0)}${xs
    .map((x) => `L${n(x)} ${n(top(x) + 4)}`)
    .reverse()
    .join('')}Z" fill="${face(p, lighter(p.colour, 0.12))}"${ink(p, 1)}/>`;
  const merlons: string[] = [];
  for (let x = -140; x < 140; x += 8) merlons.push(`<rect x="${n(x)}" y="${n(top(x) - 5)}" width="5" height="5"/>`);
  const tower = (cx: number): string => {
    const base = top(cx) + depth - 2;
    const height = 44;
    const y = base - height;
    const teeth: string[] = [];
    for (let k = 0; k < 4; k++) teeth.push(`<rect x="${n(cx - 17 + k * 10)}" y="${n(y - 6)}" width="6" height="6"/>`);
    return `<rect x="${n(cx - 17)}" y="${n(y)}" width="34" height="${height}" fill="${face(p, p.colour)}"${ink(p, 1.4)}/><g fill="${face(p, p.colour)}"${ink(p, 1)}>${teeth.join('')}</g><rect x="${n(cx - 17)}" y="${n(y)}" width="34" height="4" fill="${p.lit(lighter(p.colour, 0.15))}"/><path d="M${n(cx - 10)} ${n(y + 24)}v-8a4 4 0 0 1 8 0v8ZM${n(cx + 2)} ${n(y + 24)}v-8a4 4 0 0 1 8 0v8Z" fill="#2b2b2b"/>`;
  };
  return `${ridge}${wallFace}${walk}<g fill="${face(p, p.colour)}"${ink(p, 0.8)}>${merlons.join('')}</g>${tower(-78)}${tower(70)}`;
};

/** Eaves that curve up at the ends (Chinese roofs). */
const eave = (y: number, half: number, h: number, colour: string, p: Paint): string =>
  `<path d="M${n(-half - 8)} ${n(y - 4)}Q${n(-half)} ${n(y)} ${n(-half + 8)} ${n(y - 2)}L${n(half - 8)} ${n(y - 2)}Q${n(half)} ${n(y)} ${n(half + 8)} ${n(y - 4)}L${n(half * 0.6)} ${n(y - h)}L${n(-half * 0.6)} ${n(y - h)}Z" fill="${face(p, colour)}"${ink(p, 1.2)}/>`;

const pagoda: Painter = (p) => {
  const parts: string[] = [groundShadow(p, 34)];
  for (let k = 0; k < 5; k++) {
    const y = -6 - k * 18;
    const half = 28 - k * 4;
    parts.push(
      `<rect x="${n(-half * 0.7)}" y="${n(y - 12)}" width="${n(half * 1.4)}" height="12" fill="${face(p, p.colour)}"${ink(p)}/><rect x="-3" y="${n(y - 10)}" width="6" height="8" fill="${p.lit('#5a3a22')}"/>`,
    );
    parts.push(eave(y - 11, half, 7, '#3f5a4a', p));
  }
  parts.push('<path d="M0 -96v-4" stroke="#c9a23a" stroke-width="3"/>');
  return parts.join('');
};

const temple: Painter = (p) => {
  const pillars: string[] = [];
  for (let x = -56; x <= 56; x += 28)
    pillars.push(`<rect x="${x - 4}" y="-50" width="8" height="44" fill="${face(p, p.colour)}"${ink(p)}/>`);
  return `${groundShadow(p, 90)}<rect x="-84" y="-8" width="168" height="8" fill="${face(p, '#d9d0c0')}"${ink(p)}/><rect x="-64" y="-50" width="128" height="44" fill="${face(p, '#f0e0c0')}"${ink(p)}/>${pillars.join('')}<rect x="-14" y="-38" width="28" height="32" fill="${p.lit('#7a3a22')}"/>${eave(-50, 80, 22, '#b5483a', p)}${eave(-74, 54, 18, '#b5483a', p)}<path d="M-30 -92h60" stroke="${p.lit('#f2c230')}" stroke-width="3"/>`;
};

const palace: Painter = (p) => {
  const pillars: string[] = [];
  for (let x = -80; x <= 80; x += 20)
    pillars.push(`<rect x="${x - 3}" y="-56" width="6" height="30" fill="${p.lit('#b02a2a')}"/>`);
  return `${groundShadow(p, 120)}<rect x="-120" y="-26" width="240" height="26" fill="${face(p, p.colour)}"${ink(p, 1.5)}/>${courses(p, -120, -26, 240, 26, 6)}<path d="M-40 0v-16a10 10 0 0 1 20 0v16M20 0v-16a10 10 0 0 1 20 0v16" fill="#3a2a20"/><rect x="-90" y="-56" width="180" height="30" fill="${face(p, '#c03a2a')}"${ink(p)}/>${pillars.join('')}<rect x="-12" y="-50" width="24" height="14" fill="#f2c230"/>${eave(-56, 104, 18, '#e8b030', p)}${eave(-80, 76, 18, '#e8b030', p)}`;
};

const castle: Painter = (p) => {
  const battlements = (x: number, y: number, w: number) => {
    const cells: string[] = [];
    for (let k = 0; k < w / 8; k++)
      if (k % 2 === 0) cells.push(`<rect x="${n(x + k * 8)}" y="${n(y - 6)}" width="8" height="6"/>`);
    return `<g fill="${face(p, p.colour)}"${ink(p, 1)}>${cells.join('')}</g>`;
  };
  return `${groundShadow(p, 90)}<rect x="-60" y="-56" width="120" height="56" fill="${face(p, p.colour)}"${ink(p, 1.5)}/>${courses(p, -60, -56, 120, 56)}${battlements(-60, -56, 120)}<rect x="-92" y="-76" width="32" height="76" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><rect x="60" y="-76" width="32" height="76" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><path d="M-96 -76L-76 -100L-56 -76Z M56 -76L76 -100L96 -76Z" fill="${face(p, '#3a4f9a')}"${ink(p)}/><path d="M-20 0v-26a20 20 0 0 1 40 0v26Z" fill="${p.lit('#4a2e1e')}"${ink(p)}/><path d="M-16 -4v-22M-8 -4v-30M0 -4v-32M8 -4v-30M16 -4v-22" stroke="#2b2b2b" stroke-width="1.2"/>${windows(p, -80, -62, 1, 2, 8, 10, 0, 12)}${windows(p, 72, -62, 1, 2, 8, 10, 0, 12)}<path d="M-76 -100v-10M76 -100v-10" stroke="#555" stroke-width="1.5"/><path d="M-76 -110l10 3l-10 3Z M76 -110l10 3l-10 3Z" fill="#e0302a"/>`;
};

const church: Painter = (p) =>
  `${groundShadow(p, 60)}<rect x="-50" y="-50" width="100" height="50" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-58 -48L0 -74L58 -48Z" fill="${face(p, '#5a4a6a')}"${ink(p)}/><rect x="-14" y="-80" width="28" height="40" fill="${face(p, p.colour)}"${ink(p)}/><path d="M-16 -80L0 -96L16 -80Z" fill="${face(p, '#5a4a6a')}"${ink(p)}/><path d="M0 -96v-4M-2 -99h4" stroke="#c9a23a" stroke-width="2"/><path d="M-8 0v-18a8 8 0 0 1 16 0v18Z" fill="${p.lit('#5a3a22')}"/><circle cx="0" cy="-62" r="6" fill="${glass(p)}"${ink(p)}/>${windows(p, -40, -40, 1, 1, 10, 18, 0, 0)}${windows(p, 30, -40, 1, 1, 10, 18, 0, 0)}`;

const mosque: Painter = (p) =>
  `${groundShadow(p, 70)}<rect x="-50" y="-44" width="100" height="44" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-34 -44C-34 -96 34 -96 34 -44Z" fill="${p.canvas.shaded(p.lit('#3aa7a0'))}"${ink(p, 1.5)}/><rect x="-80" y="-92" width="10" height="92" fill="${side(p, p.colour)}"${ink(p)}/><rect x="70" y="-92" width="10" height="92" fill="${side(p, p.colour)}"${ink(p)}/><path d="M-82 -92L-75 -100L-68 -92Z M68 -92L75 -100L82 -92Z" fill="${p.lit('#3aa7a0')}"/><path d="M-8 0v-20a8 8 0 0 1 16 0v20Z" fill="${p.lit('#5a3a22')}"/>`;

const bridge: Painter = (p) => {
  const rails: string[] = [];
  for (let x = -136; x <= 136; x += 12) rails.push(`M${x} -64v-12`);
  return `<path d="M-140 -64L140 -64L140 -50Q0 -70 -140 -50Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-140 -52Q0 -72 140 -52L140 0L110 0Q100 -40 0 -46Q-100 -40 -110 0L-140 0Z" fill="${side(p, p.colour)}"${ink(p, 1.5)}/>${courses(p, -140, -60, 280, 60, 8)}<path d="M-140 -76h280${rails.join('')}" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="2.5" fill="none"/>`;
};

const station: Painter = (p) =>
  `${groundShadow(p, 90)}<rect x="-90" y="-50" width="180" height="50" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-100 -50L0 -80L100 -50Z" fill="${face(p, '#5a5a6a')}"${ink(p)}/><circle cx="0" cy="-62" r="9" fill="#fbf7e8"${ink(p)}/>${windows(p, -80, -40, 4, 1, 14, 26, 6, 0)}${windows(p, 12, -40, 4, 1, 14, 26, 6, 0)}`;

const factory: Painter = (p) =>
  `${groundShadow(p, 90)}<rect x="50" y="-96" width="16" height="96" fill="${side(p, '#8a5a4a')}"${ink(p)}/><path d="M-90 0L-90 -50L-60 -70L-60 -50L-30 -70L-30 -50L0 -70L0 -50L30 -70L30 -50L90 -50L90 0Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/>${windows(p, -80, -36, 6, 1, 14, 14, 10, 0)}<circle cx="58" cy="-102" r="8" fill="#c8c8c8" opacity="0.7"/><circle cx="70" cy="-110" r="10" fill="#c8c8c8" opacity="0.5"/>`;

const fountain: Painter = (p) =>
  `${groundShadow(p, 80)}<path d="M-80 -26L80 -26L70 0L-70 0Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><ellipse cx="0" cy="-26" rx="80" ry="10" fill="${p.lit('#6fb3d9')}"${ink(p)}/><rect x="-6" y="-70" width="12" height="44" fill="${face(p, p.colour)}"${ink(p)}/><ellipse cx="0" cy="-70" rx="30" ry="6" fill="${face(p, p.colour)}"${ink(p)}/><path d="M0 -74Q-30 -110 -50 -30M0 -74Q30 -110 50 -30M0 -74v-26" stroke="${p.lit('#bfe3ff')}" stroke-width="4" fill="none"/>`;

const well: Painter = (p) =>
  `${groundShadow(p, 50)}<rect x="-46" y="-40" width="92" height="40" fill="${face(p, p.colour)}"${ink(p, 1.5)}/>${courses(p, -46, -40, 92, 40, 8)}<path d="M-40 -40v-40M40 -40v-40" stroke="${p.lit('#7a4a2a')}" stroke-width="6"/><path d="M-56 -76L0 -100L56 -76Z" fill="${face(p, '#b5483a')}"${ink(p)}/><path d="M0 -80v26" stroke="#555" stroke-width="1.5"/><rect x="-8" y="-56" width="16" height="12" fill="${p.lit('#8a5a3a')}"/>`;

const statue: Painter = (p) =>
  `${groundShadow(p, 30)}<rect x="-28" y="-26" width="56" height="26" fill="${face(p, '#c8c0b0')}"${ink(p, 1.5)}/><path d="M-12 -26L-10 -70L10 -70L12 -26Z" fill="${side(p, p.colour)}"${ink(p)}/><circle cx="0" cy="-80" r="10" fill="${p.canvas.shaded(p.lit(p.colour))}"${ink(p)}/><path d="M10 -66L22 -98" stroke="${p.lit(p.colour)}" stroke-width="6" stroke-linecap="round"/><path d="M16 -100l12 -4l0 -8l-12 4Z" fill="#f2c230"/>`;

const hut: Painter = (p) =>
  `${groundShadow(p, 56)}<rect x="-44" y="-46" width="88" height="46" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-44 -36h88M-44 -26h88M-44 -16h88M-44 -6h88" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="1.5"/><path d="M-58 -42L0 -96L58 -42Z" fill="${face(p, '#c9a23a')}"${ink(p, 1.5)}/><path d="M-44 -50L0 -90M44 -50L0 -90M-20 -46L0 -88M20 -46L0 -88" stroke="${darker(p.lit('#c9a23a'), 0.2)}" stroke-width="1"/><rect x="-10" y="-30" width="20" height="30" fill="${p.lit('#4a2e1e')}"/>`;

export const BUILDINGS: readonly Concept[] = [
  building('house', ['房子', '房屋', '屋子', '小屋', '别墅'], ['house', 'home', 'cottage', 'villa'], house, 1.2, 7, [
    '#f5d76e',
    '#9fd0e8',
    '#f2a7a0',
    '#c8e6a0',
    '#f3e3c3',
  ]),
  building('hut', ['木屋', '茅屋', '小木屋', '草屋'], ['cabin', 'hut', 'shed'], hut, 1.2, 4, ['#9a6a3a']),
  building('lighthouse', ['灯塔'], ['lighthouse', 'beacon'], lighthouse, 0.45, 25, ['#e8453c', '#2f74d0', '#1d1d1d']),
  building('tower', ['塔', '高塔', '塔楼', '城楼'], ['tower', 'turret'], tower, 0.42, 25, ['#c8b89a', '#9a9aa2']),
  building('clock tower', ['钟楼', '大本钟'], ['clock tower', 'big ben', 'clocktower'], clockTower, 0.38, 40, ['#c9a770']),
  building(
    'skyscraper',
    ['摩天楼', '摩天大楼', '高楼', '大楼', '大厦'],
    ['skyscraper', 'tower block', 'office building', 'high-rise'],
    skyscraper,
    0.6,
    150,
    ['#6d8fb3', '#8a9aa8'],
  ),
  building('apartment', ['公寓', '楼房', '住宅楼'], ['apartment', 'apartments'], apartment, 0.9, 30, ['#e8d6b4', '#c9d6e0']),
  building('school', ['学校', '校园', '教学楼'], ['school', 'university', 'college'], school, 1.8, 12, ['#e8c8a0']),
  building('hospital', ['医院'], ['hospital', 'clinic'], hospital, 1.45, 20, ['#f4f1ea']),
  building(
    'shop',
    ['商店', '小店', '超市', '店', '咖啡馆', '面包店'],
    ['shop', 'store', 'cafe', 'bakery', 'supermarket', 'market'],
    shop,
    1.25,
    6,
    ['#f3e3c3', '#9fd0e8'],
  ),
  building('barn', ['谷仓', '农场'], ['barn', 'farm', 'farmhouse'], barn, 1.45, 9, ['#b5302a']),
  building('windmill', ['风车'], ['windmill'], windmill, 0.7, 15, ['#f3e3c3']),
  building('tent', ['帐篷'], ['tent', 'camping', 'campsite'], tent, 1.65, 2, ['#f28c28', '#2bb38a']),
  building('igloo', ['冰屋'], ['igloo'], igloo, 1.9, 3, ['#eef4fa']),
  building('pyramid', ['金字塔'], ['pyramid', 'pyramids'], pyramid, 2.2, 140, ['#e0b870']),
  building('eiffel tower', ['埃菲尔铁塔', '铁塔', '巴黎铁塔'], ['eiffel', 'eiffel tower'], eiffel, 0.82, 300, ['#8a6a4a']),
  building('great wall', ['长城'], ['great wall'], greatWall, 2.85, 10, ['#c8b08a'], 0.5),
  building('pagoda', ['宝塔', '佛塔', '雷峰塔'], ['pagoda'], pagoda, 0.75, 40, ['#c03a2a', '#e8d6b4']),
  building('temple', ['寺庙', '寺', '庙', '寺院', '道观'], ['temple', 'shrine', 'monastery'], temple, 1.8, 15, ['#b02a2a']),
  building('palace', ['宫殿', '故宫', '皇宫', '天安门'], ['palace', 'forbidden city'], palace, 2.45, 30, ['#b02a2a']),
  building('castle', ['城堡', '古堡'], ['castle', 'fortress', 'fort'], castle, 1.95, 30, ['#b8b0a0', '#e8d8f0']),
  building('church', ['教堂', '大教堂'], ['church', 'cathedral', 'chapel'], church, 1.2, 25, ['#f0e8dc']),
  building('mosque', ['清真寺'], ['mosque'], mosque, 1.7, 30, ['#f4eee0']),
  building('bridge', ['桥', '大桥', '石桥', '小桥'], ['bridge'], bridge, 2.85, 15, ['#b8b0a0', '#c03a2a'], 0.76),
  building('station', ['车站', '火车站', '站台'], ['station', 'railway station'], station, 1.85, 10, ['#e8c8a0']),
  building('factory', ['工厂'], ['factory'], factory, 1.8, 15, ['#a8a8b0']),
  building('fountain', ['喷泉', '喷水池'], ['fountain'], fountain, 1.65, 2, ['#c8c0b0']),
  building('well', ['水井', '井'], ['wishing well', 'water well'], well, 1.15, 2.5, ['#a8a0a0']),
  building('statue', ['雕像', '塑像', '自由女神'], ['statue', 'monument', 'sculpture'], statue, 0.6, 10, ['#7fb8a0', '#c8c0b0']),
];

// Everyday things: furniture (a table to put things on, a chair, a bed, a sofa), lights, books,
// toys, instruments, clothes, containers (a box, a basket, a vase hold what is "in" them)…
import { darker, face, groundShadow, ink, lighter, n, round, sheen, side } from './draw';
import { thing, type Concept, type Painter } from './types';

interface Extra {
  place?: 'ground' | 'sky' | 'table';
  top?: number;
  holds?: number;
  /** Its look laid for work (a table with a cloth). */
  laid?: Painter;
}

const object = (
  id: string,
  zh: readonly string[],
  en: readonly string[],
  painter: Painter,
  aspect: number,
  metres: number,
  colours: readonly string[],
  extra: Extra = {},
): Concept =>
  thing(id, 'object', zh, en, {
    painter,
    aspect,
    metres,
    colours,
    place: extra.place ?? 'ground',
    top: extra.top ?? 1,
    holds: extra.holds,
    laid: extra.laid,
  });

const table: Painter = (p) =>
  `${groundShadow(p, 90)}<rect x="-80" y="-84" width="12" height="84" fill="${side(p, darker(p.colour, 0.15))}"${ink(p)}/><rect x="68" y="-84" width="12" height="84" fill="${side(p, darker(p.colour, 0.15))}"${ink(p)}/><rect x="-100" y="-100" width="200" height="16" rx="3" fill="${face(p, p.colour)}"${ink(p, 1.5)}/>${sheen(p, -30, -96, 50, 3)}`;

/** The table laid with a cloth hanging over its front: a work table someone stands behind (atTheTable.ts). */
const laidTable: Painter = (p) => {
  const cloth = '#f4efe4';
  const folds = [-70, -40, -10, 20, 50, 80].map((x) => `M${x} -84L${x - 4} -34`).join('');
  // The cloth's top seen a little from above (the plane the work lies on), so it covers a table
  // and does not hang in the air like a sheet.
  const top = `<path d="M-92 -110L92 -110L102 -100L-102 -100Z" fill="${face(p, lighter(cloth, 0.3), 0.06)}"${ink(p, 1.5)}/>`;
  return `${table(p)}${top}<path d="M-102 -100L102 -100L104 -34Q52 -28 0 -34Q-52 -28 -104 -34Z" fill="${face(p, cloth, 0.12)}"${ink(p, 1.5)}/><path d="${folds}" stroke="${darker(p.lit(cloth), 0.1)}" stroke-width="2" fill="none"/><path d="M-104 -42Q-52 -36 0 -42Q52 -36 104 -42" stroke="${p.lit('#c0392b')}" stroke-width="4" fill="none"/>`;
};

const chair: Painter = (p) =>
  `${groundShadow(p, 40)}<rect x="-36" y="-100" width="10" height="100" fill="${side(p, p.colour)}"${ink(p)}/><rect x="26" y="-50" width="10" height="50" fill="${side(p, p.colour)}"${ink(p)}/><rect x="-36" y="-56" width="72" height="10" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><rect x="-36" y="-96" width="10" height="40" fill="${face(p, p.colour)}"${ink(p)}/><path d="M-26 -90h10M-26 -76h10" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="3"/>`;

const bed: Painter = (p) =>
  `${groundShadow(p, 120)}<rect x="-130" y="-100" width="14" height="100" fill="${side(p, '#8b5a2b')}"${ink(p)}/><rect x="116" y="-62" width="14" height="62" fill="${side(p, '#8b5a2b')}"${ink(p)}/><rect x="-116" y="-50" width="232" height="30" fill="${face(p, '#8b5a2b')}"${ink(p)}/><rect x="-116" y="-64" width="232" height="18" rx="6" fill="${face(p, '#fbfbfb')}"${ink(p)}/><rect x="-110" y="-76" width="50" height="16" rx="8" fill="${round(p, '#fbfbfb')}"${ink(p)}/><path d="M-54 -66L116 -66L116 -40L-54 -40Z" fill="${face(p, p.colour)}"${ink(p)}/>`;

const sofa: Painter = (p) =>
  `${groundShadow(p, 110)}<rect x="-100" y="-90" width="200" height="50" rx="14" fill="${face(p, darker(p.colour, 0.08))}"${ink(p, 1.5)}/><rect x="-100" y="-48" width="200" height="34" rx="8" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><rect x="-116" y="-66" width="28" height="56" rx="12" fill="${round(p, p.colour)}"${ink(p)}/><rect x="88" y="-66" width="28" height="56" rx="12" fill="${round(p, p.colour)}"${ink(p)}/><path d="M0 -48v34" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="2"/><rect x="-96" y="-14" width="8" height="14" fill="#5a3a22"/><rect x="88" y="-14" width="8" height="14" fill="#5a3a22"/>`;

const lamp: Painter = (p) =>
  `${groundShadow(p, 26)}${p.canvas.realistic ? `<circle cx="0" cy="-74" r="40" fill="${p.canvas.radialGlow('#fff3b0', 0.5)}"/>` : ''}<path d="M0 -70v66" stroke="#5a5a5a" stroke-width="4"/><ellipse cx="0" cy="-4" rx="22" ry="5" fill="${face(p, '#5a5a5a')}"/><path d="M-30 -66L-18 -100L18 -100L30 -66Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/>`;

const book: Painter = (p) =>
  `${groundShadow(p, 80)}<path d="M0 -70C-30 -84 -70 -84 -96 -74L-96 -6C-70 -16 -30 -16 0 -2Z" fill="${face(p, '#fbf7ee')}"${ink(p, 1.5)}/><path d="M0 -70C30 -84 70 -84 96 -74L96 -6C70 -16 30 -16 0 -2Z" fill="${face(p, '#f4efe2')}"${ink(p, 1.5)}/><path d="M-84 -60C-60 -68 -30 -66 -12 -58M-84 -46C-60 -54 -30 -52 -12 -44M-84 -32C-60 -40 -30 -38 -12 -30M84 -60C60 -68 30 -66 12 -58M84 -46C60 -54 30 -52 12 -44" stroke="#b0a898" stroke-width="2" fill="none"/><path d="M-100 -70L-100 -2C-70 -12 -30 -12 0 2C30 -12 70 -12 100 -2L100 -70" stroke="${p.lit(p.colour)}" stroke-width="6" fill="none"/>`;

const mug: Painter = (p) =>
  `${groundShadow(p, 40)}<path d="M36 -70q30 0 30 22t-32 22" stroke="${p.lit(p.colour)}" stroke-width="10" fill="none"/><rect x="-40" y="-90" width="80" height="88" rx="8" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><ellipse cx="0" cy="-88" rx="38" ry="6" fill="${p.lit('#6b3a22')}"/>`;

const plate: Painter = (p) =>
  `${groundShadow(p, 100)}<ellipse cx="0" cy="-40" rx="100" ry="34" fill="${face(p, p.colour, 0.15)}"${ink(p, 1.5)}/><ellipse cx="0" cy="-44" rx="66" ry="20" fill="${p.lit(darker(p.colour, 0.05))}"/>`;

const umbrella: Painter = (p) => {
  // The canopy's rim is a row of scallops from its right tip back to its left.
  const scallops: string[] = [];
  for (let k = 0; k < 5; k++) scallops.push('a18 10 0 0 0 -36 0');
  return `<path d="M0 -62v56q0 8 -10 8q-8 0 -8 -8" stroke="#3a3a3a" stroke-width="5" fill="none"/><path d="M-90 -62C-80 -110 80 -110 90 -62${scallops.join('')}Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M0 -100Q-30 -80 -18 -62M0 -100Q30 -80 18 -62M0 -100Q-70 -90 -54 -62M0 -100Q70 -90 54 -62" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="2" fill="none"/><path d="M0 -100v-6" stroke="#3a3a3a" stroke-width="4"/>`;
};

const ball: Painter = (p) =>
  `${groundShadow(p, 40)}<circle cx="0" cy="-48" r="46" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M-46 -48Q0 -20 46 -48M0 -94Q-24 -48 0 -2" stroke="#ffffff" stroke-width="5" fill="none"/>`;

const football: Painter = (p) =>
  `${groundShadow(p, 40)}<circle cx="0" cy="-48" r="46" fill="${round(p, '#fbfbfb')}"${ink(p, 1.5)}/><path d="M0 -64L15 -53L9 -36L-9 -36L-15 -53Z" fill="${p.lit(p.colour)}"/><path d="M0 -64L0 -90M15 -53L40 -62M9 -36L24 -14M-9 -36L-24 -14M-15 -53L-40 -62" stroke="${p.lit(p.colour)}" stroke-width="3"/>`;

const toyBalloon: Painter = (p) =>
  `<path d="M0 -34Q10 -20 -4 -10T0 0" stroke="#5a5a5a" stroke-width="1.5" fill="none"/><ellipse cx="0" cy="-70" rx="28" ry="34" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M-4 -36L4 -36L0 -32Z" fill="${p.lit(p.colour)}"/>${sheen(p, -10, -84, 6, 10)}`;

const kite: Painter = (p) =>
  `<path d="M0 -100L40 -60L0 -10L-40 -60Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M0 -100L0 -10M-40 -60L40 -60" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="2"/><path d="M0 -10Q14 10 0 30T0 70" stroke="#5a5a5a" stroke-width="1.5" fill="none"/><path d="M-6 6l12 6M-6 30l12 6M-6 52l12 6" stroke="${p.lit('#e8453c')}" stroke-width="5"/>`;

const clock: Painter = (p) => {
  const ticks: string[] = [];
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    ticks.push(`M${n(Math.sin(a) * 36)} ${n(-50 - Math.cos(a) * 36)}L${n(Math.sin(a) * 42)} ${n(-50 - Math.cos(a) * 42)}`);
  }
  return `<circle cx="0" cy="-50" r="50" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><circle cx="0" cy="-50" r="44" fill="#fbf7ee"/><path d="${ticks.join('')}" stroke="#2b2b2b" stroke-width="3"/><path d="M0 -50L0 -80M0 -50L20 -40" stroke="#2b2b2b" stroke-width="4" stroke-linecap="round"/>`;
};

const phone: Painter = (p) =>
  `<rect x="-26" y="-100" width="52" height="100" rx="8" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><rect x="-21" y="-92" width="42" height="80" rx="3" fill="${p.canvas.linear(['#5aa3d8', '#8e5cc7'])}"/><circle cx="0" cy="-6" r="3" fill="#888"/>`;

const laptop: Painter = (p) =>
  `${groundShadow(p, 90)}<rect x="-70" y="-96" width="140" height="86" rx="6" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><rect x="-62" y="-88" width="124" height="70" fill="${p.canvas.linear(['#3d7fd6', '#9fd3f0'])}"/><path d="M-90 -10L90 -10L100 0L-100 0Z" fill="${face(p, darker(p.colour, 0.1))}"${ink(p)}/>`;

const tv: Painter = (p) =>
  `${groundShadow(p, 70)}<rect x="-96" y="-100" width="192" height="110" rx="6" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><rect x="-88" y="-92" width="176" height="94" fill="${p.canvas.linear(['#3d7fd6', '#74b3ea', '#7cc25a'])}"/><path d="M-30 10L-40 26M30 10L40 26" stroke="#3a3a3a" stroke-width="5"/>`;

const guitar: Painter = (p) =>
  `<rect x="-5" y="-100" width="10" height="60" fill="${p.lit('#5a3a22')}"/><rect x="-9" y="-106" width="18" height="12" rx="3" fill="${p.lit('#3a2a1a')}"/><path d="M0 -52C-30 -52 -30 -32 -18 -28C-40 -20 -36 0 0 0C36 0 40 -20 18 -28C30 -32 30 -52 0 -52Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><circle cx="0" cy="-26" r="8" fill="#2b1a10"/><path d="M-2 -100v96M2 -100v96" stroke="#e8e8e8" stroke-width="0.8"/>`;

const piano: Painter = (p) => {
  const keys: string[] = [];
  for (let k = 0; k < 14; k++)
    keys.push(`<rect x="${-98 + k * 14}" y="-54" width="14" height="22" fill="#fbfbfb" stroke="#444" stroke-width="0.8"/>`);
  for (let k = 0; k < 13; k++)
    if (k % 7 !== 2 && k % 7 !== 6) keys.push(`<rect x="${-88 + k * 14}" y="-54" width="8" height="13" fill="#1d1d1d"/>`);
  return `${groundShadow(p, 100)}<rect x="-100" y="-100" width="200" height="50" fill="${face(p, p.colour)}"${ink(p, 1.5)}/>${keys.join('')}<rect x="-100" y="-32" width="200" height="10" fill="${face(p, p.colour)}"/><rect x="-92" y="-22" width="10" height="22" fill="${p.lit(p.colour)}"/><rect x="82" y="-22" width="10" height="22" fill="${p.lit(p.colour)}"/>`;
};

const drum: Painter = (p) =>
  `${groundShadow(p, 60)}<rect x="-60" y="-74" width="120" height="70" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><path d="M-60 -70L-30 -8L0 -70L30 -8L60 -70" stroke="#f2c230" stroke-width="3" fill="none"/><ellipse cx="0" cy="-74" rx="60" ry="14" fill="${face(p, '#f4efe2')}"${ink(p, 1.5)}/><path d="M-40 -100L-10 -80M40 -100L10 -80" stroke="${p.lit('#a07a4a')}" stroke-width="5" stroke-linecap="round"/>`;

const violin: Painter = (p) =>
  `<path d="M0 -46C-24 -46 -24 -28 -14 -24C-30 -18 -28 0 0 0C28 0 30 -18 14 -24C24 -28 24 -46 0 -46Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><rect x="-3" y="-96" width="6" height="54" fill="#2b1a10"/><path d="M-8 -24q2 -6 -2 -10M8 -24q-2 -6 2 -10" stroke="#2b1a10" stroke-width="2" fill="none"/><path d="M-30 -80L36 -14" stroke="${p.lit('#c8a070')}" stroke-width="2"/>`;

const hat: Painter = (p) =>
  `${groundShadow(p, 70)}<ellipse cx="0" cy="-12" rx="80" ry="12" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M-44 -12L-40 -80Q0 -90 40 -80L44 -12Z" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><rect x="-43" y="-30" width="86" height="12" fill="${p.lit('#e8453c')}"/>`;

const shoe: Painter = (p) =>
  `${groundShadow(p, 80)}<path d="M-90 -6L-90 -60L-40 -60Q-30 -30 20 -30Q80 -30 90 -12L90 -6Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><rect x="-92" y="-8" width="184" height="8" rx="4" fill="#fbfbfb"${ink(p)}/><path d="M-30 -48l14 8M-20 -52l14 8M-10 -56l14 8" stroke="#fbfbfb" stroke-width="3"/>`;

const handbag: Painter = (p) =>
  `${groundShadow(p, 60)}<path d="M-30 -64Q-30 -100 0 -100Q30 -100 30 -64" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="7" fill="none"/><path d="M-62 -64L62 -64L70 0L-70 0Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><rect x="-8" y="-56" width="16" height="10" fill="#f2c230"/>`;

const backpack: Painter = (p) =>
  `${groundShadow(p, 50)}<path d="M-20 -88Q0 -110 20 -88" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="6" fill="none"/><rect x="-46" y="-90" width="92" height="88" rx="22" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><rect x="-32" y="-44" width="64" height="36" rx="8" fill="${face(p, darker(p.colour, 0.12))}"${ink(p)}/><path d="M-46 -60h92" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="2"/>`;

const box: Painter = (p) =>
  // An open box: its flaps fold out to the sides, so what is in it shows above the rim.
  `${groundShadow(p, 70)}<path d="M-70 -70L-96 -88L-84 -98L-62 -74Z M70 -70L96 -88L84 -98L62 -74Z" fill="${face(p, lighter(p.colour, 0.15))}"${ink(p, 1.5)}/><path d="M-70 -70L70 -70L70 0L-70 0Z" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><path d="M-40 -70L-20 -56L20 -56L40 -70" stroke="${darker(p.lit(p.colour), 0.25)}" stroke-width="2" fill="none"/>`;

const gift: Painter = (p) =>
  `${groundShadow(p, 60)}<rect x="-60" y="-70" width="120" height="70" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><rect x="-66" y="-84" width="132" height="18" fill="${face(p, lighter(p.colour, 0.1))}"${ink(p, 1.5)}/><rect x="-9" y="-84" width="18" height="84" fill="${p.lit('#f2c230')}"/><path d="M0 -84C-30 -110 -44 -90 0 -84C44 -90 30 -110 0 -84Z" fill="${p.lit('#f2c230')}"${ink(p)}/>`;

const basket: Painter = (p) => {
  const weave: string[] = [];
  for (let y = -60; y < -4; y += 10) weave.push(`M-70 ${y}h140`);
  for (let x = -60; x < 70; x += 14) weave.push(`M${x} -66v62`);
  return `${groundShadow(p, 70)}<path d="M-50 -66Q0 -130 50 -66" stroke="${p.lit(p.colour)}" stroke-width="7" fill="none"/><path d="M-76 -66L76 -66L62 0L-62 0Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="${weave.join('')}" stroke="${darker(p.lit(p.colour), 0.25)}" stroke-width="2"/>`;
};

const vase: Painter = (p) =>
  `${groundShadow(p, 36)}<path d="M-16 -100L16 -100L14 -84Q44 -60 34 -24Q28 0 0 0Q-28 0 -34 -24Q-44 -60 -14 -84Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M-30 -46Q0 -36 30 -46" stroke="${lighter(p.lit(p.colour), 0.5)}" stroke-width="4" fill="none"/>`;

const teapot: Painter = (p) =>
  `${groundShadow(p, 70)}<path d="M44 -44Q70 -50 84 -80" stroke="${p.lit(p.colour)}" stroke-width="10" fill="none"/><path d="M-50 -66q-30 0 -30 20t30 20" stroke="${p.lit(p.colour)}" stroke-width="8" fill="none"/><ellipse cx="0" cy="-40" rx="56" ry="38" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><ellipse cx="0" cy="-76" rx="26" ry="7" fill="${face(p, p.colour)}"${ink(p)}/><circle cx="0" cy="-86" r="6" fill="${p.lit(p.colour)}"/>`;

const pot: Painter = (p) =>
  `${groundShadow(p, 70)}<rect x="-70" y="-70" width="140" height="66" rx="10" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><rect x="-76" y="-76" width="152" height="10" rx="4" fill="${face(p, lighter(p.colour, 0.1))}"${ink(p)}/><path d="M-76 -60h-20M76 -60h20" stroke="#2b2b2b" stroke-width="8" stroke-linecap="round"/><path d="M-20 -86q-8 -10 0 -18M10 -86q-8 -10 0 -18" stroke="#d8d8d8" stroke-width="3" fill="none"/>`;

const candle: Painter = (p) =>
  `${p.canvas.realistic ? `<circle cx="0" cy="-88" r="30" fill="${p.canvas.radialGlow('#ffd86b', 0.6)}"/>` : ''}<rect x="-16" y="-70" width="32" height="70" rx="3" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><path d="M0 -100Q12 -84 0 -74Q-12 -84 0 -100Z" fill="#ffb830"/><path d="M0 -74v-4" stroke="#2b2b2b" stroke-width="2"/>`;

const lantern: Painter = (p) =>
  `${p.canvas.realistic ? `<circle cx="0" cy="-54" r="60" fill="${p.canvas.radialGlow('#ffb040', 0.5)}"/>` : ''}<path d="M0 -100v10" stroke="#5a3a22" stroke-width="3"/><rect x="-20" y="-92" width="40" height="8" fill="${p.lit('#f2c230')}"/><ellipse cx="0" cy="-54" rx="46" ry="34" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M0 -88Q-30 -54 0 -20M0 -88Q30 -54 0 -20M0 -88v68" stroke="${darker(p.lit(p.colour), 0.25)}" stroke-width="2" fill="none"/><rect x="-20" y="-24" width="40" height="8" fill="${p.lit('#f2c230')}"/><path d="M-6 -16v16M0 -16v18M6 -16v16" stroke="${p.lit('#f2c230')}" stroke-width="2"/>`;

const flag: Painter = (p) =>
  `<path d="M-40 0V-100" stroke="#6b6b6b" stroke-width="5"/><path d="M-38 -98Q0 -110 20 -96T80 -96L80 -50Q40 -64 20 -50T-38 -52Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-10 -84l4 8l8 1l-6 5l2 8l-8 -4l-7 4l2 -8l-6 -5l8 -1Z" fill="#f2c230"/>`;

const teddy: Painter = (p) =>
  `${groundShadow(p, 50)}<circle cx="-34" cy="-92" r="12" fill="${round(p, p.colour)}"${ink(p)}/><circle cx="34" cy="-92" r="12" fill="${round(p, p.colour)}"${ink(p)}/><ellipse cx="0" cy="-34" rx="40" ry="34" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><ellipse cx="0" cy="-28" rx="22" ry="20" fill="${lighter(p.lit(p.colour), 0.35)}"/><circle cx="-40" cy="-10" r="14" fill="${round(p, p.colour)}"${ink(p)}/><circle cx="40" cy="-10" r="14" fill="${round(p, p.colour)}"${ink(p)}/><circle cx="0" cy="-74" r="30" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><ellipse cx="0" cy="-66" rx="13" ry="10" fill="${lighter(p.lit(p.colour), 0.35)}"/><circle cx="0" cy="-70" r="4" fill="#1d1d1d"/><circle cx="-11" cy="-80" r="3.5" fill="#1d1d1d"/><circle cx="11" cy="-80" r="3.5" fill="#1d1d1d"/><path d="M-12 -52l12 6l12 -6l-4 10h-16Z" fill="#e8453c"/>`;

const robot: Painter = (p) =>
  `${groundShadow(p, 40)}<path d="M0 -96v-4" stroke="#888" stroke-width="3"/><circle cx="0" cy="-102" r="4" fill="#e8453c"/><rect x="-26" y="-96" width="52" height="34" rx="6" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><circle cx="-11" cy="-80" r="6" fill="#5ad8f0"/><circle cx="11" cy="-80" r="6" fill="#5ad8f0"/><path d="M-10 -68h20" stroke="#2b2b2b" stroke-width="2"/><rect x="-34" y="-60" width="68" height="40" rx="6" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><rect x="-14" y="-52" width="28" height="16" fill="${p.lit('#2b3a55')}"/><circle cx="-6" cy="-44" r="3" fill="#2bb38a"/><circle cx="6" cy="-44" r="3" fill="#f2c230"/><rect x="-46" y="-58" width="10" height="32" rx="4" fill="${face(p, p.colour)}"${ink(p)}/><rect x="36" y="-58" width="10" height="32" rx="4" fill="${face(p, p.colour)}"${ink(p)}/><rect x="-26" y="-20" width="14" height="20" fill="${face(p, darker(p.colour, 0.15))}"${ink(p)}/><rect x="12" y="-20" width="14" height="20" fill="${face(p, darker(p.colour, 0.15))}"${ink(p)}/>`;

const heart: Painter = (p) =>
  `<path d="M0 -10C-60 -50 -70 -80 -50 -96C-30 -110 -8 -96 0 -80C8 -96 30 -110 50 -96C70 -80 60 -50 0 -10Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/>${sheen(p, -30, -86, 10, 6)}`;

const starShape: Painter = (p) => {
  const pts: string[] = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const r = k % 2 ? 20 : 50;
    pts.push(`${n(Math.cos(a) * r)},${n(-50 + Math.sin(a) * r)}`);
  }
  return `<path d="M${pts.join('L')}Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/>`;
};

const door: Painter = (p) =>
  `<rect x="-40" y="-100" width="80" height="100" fill="${face(p, '#d9d0c0')}"${ink(p, 1.5)}/><rect x="-32" y="-92" width="64" height="92" fill="${side(p, p.colour)}"${ink(p)}/><rect x="-24" y="-84" width="48" height="30" fill="none" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="2"/><rect x="-24" y="-46" width="48" height="38" fill="none" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="2"/><circle cx="20" cy="-50" r="4" fill="#f2c230"/>`;

const camera: Painter = (p) =>
  `${groundShadow(p, 70)}<rect x="-70" y="-70" width="140" height="66" rx="10" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><rect x="-30" y="-84" width="40" height="16" rx="3" fill="${face(p, p.colour)}"${ink(p)}/><circle cx="0" cy="-38" r="26" fill="${round(p, '#3a3a44')}"${ink(p)}/><circle cx="0" cy="-38" r="14" fill="${p.lit('#5a7fb5')}"/>${sheen(p, -6, -44, 5, 4)}<circle cx="50" cy="-58" r="5" fill="#e8453c"/>`;

const sword: Painter = (p) =>
  `<path d="M-6 -26L-6 -94L0 -104L6 -94L6 -26Z" fill="${side(p, '#d8dde4', 0.4)}"${ink(p, 1.2)}/><rect x="-24" y="-28" width="48" height="8" rx="3" fill="${p.lit(p.colour)}"/><rect x="-5" y="-20" width="10" height="18" fill="${p.lit('#5a3a22')}"/><circle cx="0" cy="0" r="6" fill="${p.lit(p.colour)}"/>`;

const chest: Painter = (p) =>
  `${groundShadow(p, 80)}<rect x="-80" y="-56" width="160" height="56" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-80 -56C-80 -100 80 -100 80 -56Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M-50 -88v88M50 -88v88" stroke="${p.lit('#c9a23a')}" stroke-width="8"/><rect x="-10" y="-64" width="20" height="22" fill="${p.lit('#f2c230')}"${ink(p)}/><circle cx="-30" cy="-70" r="4" fill="#f2c230"/><circle cx="30" cy="-72" r="3" fill="#f2c230"/>`;

const snowman: Painter = (p) =>
  `${groundShadow(p, 50)}<circle cx="0" cy="-28" r="30" fill="${round(p, '#fbfbff')}"${ink(p, 1.5)}/><circle cx="0" cy="-70" r="22" fill="${round(p, '#fbfbff')}"${ink(p, 1.5)}/><path d="M-20 -52Q0 -44 20 -52L22 -44Q0 -36 -22 -44Z" fill="${p.lit(p.colour)}"/><rect x="-16" y="-110" width="32" height="22" fill="#2b2b2b"/><rect x="-24" y="-92" width="48" height="6" fill="#2b2b2b"/><circle cx="-8" cy="-74" r="3" fill="#1d1d1d"/><circle cx="8" cy="-74" r="3" fill="#1d1d1d"/><path d="M0 -68l16 4l-16 2Z" fill="#f28c28"/><path d="M-28 -40l-26 -20M28 -40l26 -20" stroke="#6b4a2f" stroke-width="3"/><circle cx="0" cy="-34" r="3" fill="#1d1d1d"/><circle cx="0" cy="-20" r="3" fill="#1d1d1d"/>`;

const bench: Painter = (p) =>
  `${groundShadow(p, 100)}<rect x="-100" y="-80" width="200" height="10" rx="3" fill="${face(p, p.colour)}"${ink(p)}/><rect x="-100" y="-64" width="200" height="10" rx="3" fill="${face(p, p.colour)}"${ink(p)}/><rect x="-106" y="-44" width="212" height="12" rx="3" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-86 -86v86M86 -86v86M-80 -32l-6 32M80 -32l6 32" stroke="#3a3a3a" stroke-width="6"/>`;

const fire: Painter = (p) =>
  `${p.canvas.realistic ? `<circle cx="0" cy="-40" r="70" fill="${p.canvas.radialGlow('#ff9a30', 0.6)}"/>` : ''}<path d="M-50 -6L50 -20M-50 -20L50 -6" stroke="${p.lit('#6b4a2f')}" stroke-width="12" stroke-linecap="round"/><path d="M0 -100C20 -70 44 -60 36 -30C30 -12 -30 -12 -36 -30C-44 -56 -14 -60 0 -100Z" fill="#ff7a1a"/><path d="M0 -70C10 -56 22 -46 18 -30C14 -20 -14 -20 -18 -30C-22 -44 -8 -50 0 -70Z" fill="#ffd23a"/>`;

const mirror: Painter = (p) =>
  `<ellipse cx="0" cy="-56" rx="36" ry="46" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><ellipse cx="0" cy="-56" rx="28" ry="38" fill="${p.canvas.linear(['#e8f4fb', '#9fc6dc'])}"/><path d="M-14 -76l20 -12M-16 -62l28 -18" stroke="#ffffff" stroke-width="3" opacity="0.7"/><rect x="-6" y="-10" width="12" height="10" fill="${p.lit(p.colour)}"/>`;

const glasses: Painter = (p) =>
  `<circle cx="-44" cy="-50" r="34" fill="#bfe3ff" fill-opacity="0.3" stroke="${p.lit(p.colour)}" stroke-width="7"/><circle cx="44" cy="-50" r="34" fill="#bfe3ff" fill-opacity="0.3" stroke="${p.lit(p.colour)}" stroke-width="7"/><path d="M-10 -54Q0 -64 10 -54M-78 -56L-100 -66M78 -56L100 -66" stroke="${p.lit(p.colour)}" stroke-width="6" fill="none"/>`;

const crown: Painter = (p) =>
  `<path d="M-70 -10L-80 -90L-40 -50L0 -100L40 -50L80 -90L70 -10Z" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><rect x="-70" y="-20" width="140" height="14" fill="${face(p, darker(p.colour, 0.1))}"/><circle cx="0" cy="-40" r="9" fill="#e0302a"/><circle cx="-40" cy="-34" r="6" fill="#2f74d0"/><circle cx="40" cy="-34" r="6" fill="#2bb38a"/>`;

const key: Painter = (p) =>
  `<circle cx="-60" cy="-50" r="30" fill="none" stroke="${p.lit(p.colour)}" stroke-width="12"/><path d="M-30 -50H90M60 -50v22M80 -50v16" stroke="${p.lit(p.colour)}" stroke-width="12"/>`;

const bucket: Painter = (p) =>
  `${groundShadow(p, 50)}<path d="M-46 -80Q0 -120 46 -80" stroke="#6b6b6b" stroke-width="4" fill="none"/><path d="M-50 -80L50 -80L40 0L-40 0Z" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><ellipse cx="0" cy="-80" rx="50" ry="8" fill="${p.lit(darker(p.colour, 0.3))}"${ink(p)}/>`;

const ladder: Painter = (p) => {
  const rungs: string[] = [];
  for (let y = -88; y < 0; y += 16) rungs.push(`M-20 ${y}h40`);
  return `<path d="M-22 0L-20 -100M22 0L20 -100${rungs.join('')}" stroke="${p.lit(p.colour)}" stroke-width="6"/>`;
};

const swing: Painter = (p) =>
  `${groundShadow(p, 80)}<path d="M-80 0L-60 -100L60 -100L80 0M-90 0L-66 -100M90 0L66 -100" stroke="${p.lit('#8b5a2b')}" stroke-width="8" fill="none"/><path d="M-24 -100v70M24 -100v70" stroke="#6b6b6b" stroke-width="2"/><rect x="-30" y="-32" width="60" height="8" fill="${face(p, p.colour)}"${ink(p)}/>`;

const fence: Painter = (p) => {
  const pickets: string[] = [];
  for (let x = -136; x < 140; x += 24) pickets.push(`<path d="M${x} 0V-80L${x + 8} -92L${x + 16} -80V0Z"/>`);
  return `<g fill="${face(p, p.colour)}"${ink(p)}>${pickets.join('')}</g><path d="M-140 -60h280M-140 -24h280" stroke="${darker(p.lit(p.colour), 0.15)}" stroke-width="8"/>`;
};

const letter: Painter = (p) =>
  `<rect x="-70" y="-80" width="140" height="80" rx="4" fill="${face(p, p.colour)}"${ink(p, 1.5)}/><path d="M-70 -80L0 -30L70 -80" stroke="${darker(p.lit(p.colour), 0.25)}" stroke-width="3" fill="none"/><rect x="40" y="-72" width="20" height="22" fill="#e0302a"/>`;

const pen: Painter = (p) =>
  `<path d="M-8 -100L8 -100L8 -24L0 -4L-8 -24Z" fill="${side(p, p.colour)}"${ink(p, 1.2)}/><path d="M-8 -24L8 -24L0 -4Z" fill="#f0d8b0"/><path d="M-2 -10L2 -10L0 -4Z" fill="#2b2b2b"/><rect x="-8" y="-100" width="16" height="10" fill="#f4a6b8"/>`;

export const OBJECTS: readonly Concept[] = [
  object(
    'table',
    ['桌子', '桌', '餐桌', '书桌', '桌上', '台子', '窗台'],
    ['table', 'desk', 'counter', 'windowsill'],
    table,
    2,
    0.75,
    ['#a0703a', '#c8965a', '#f4f1ea'],
    { top: 1, laid: laidTable },
  ),
  object('chair', ['椅子', '凳子'], ['chair', 'stool', 'seat'], chair, 0.72, 1, ['#a0703a', '#e8453c'], { top: 0.5 }),
  object('bed', ['床'], ['bed'], bed, 2.6, 1, ['#5aa3d8', '#f4a6c8'], { top: 0.6 }),
  object('sofa', ['沙发'], ['sofa', 'couch'], sofa, 2.3, 0.9, ['#5a7fb5', '#b5483a', '#8a9a5b'], { top: 0.5 }),
  object('lamp', ['台灯', '灯'], ['lamp', 'lamplight'], lamp, 0.6, 0.5, ['#f2c230', '#f4a6b8'], { place: 'table' }),
  object('book', ['书', '书本', '看书', '读书'], ['book', 'books', 'reading', 'novel'], book, 2, 0.05, ['#e8453c', '#2f74d0'], {
    place: 'table',
    top: 0.3,
  }),
  object('mug', ['杯子', '水杯', '马克杯', '茶杯'], ['cup', 'mug'], mug, 1.1, 0.12, ['#e8453c', '#5aa3d8', '#fbfbfb'], {
    place: 'table',
  }),
  object('plate', ['盘子', '碟子', '碗'], ['plate', 'dish', 'bowl'], plate, 2, 0.05, ['#fbfbfb'], {
    place: 'table',
    // The middle of the plate seen from above (its inner ellipse), where what is on it sits.
    top: 0.44,
    holds: 0.5,
  }),
  object('umbrella', ['伞', '雨伞'], ['umbrella', 'parasol'], umbrella, 1.8, 1.2, ['#e8453c', '#2f74d0', '#f2c230'], {
    top: 0.9,
  }),
  object('ball', ['球', '皮球', '篮球'], ['ball', 'basketball', 'beach ball'], ball, 0.92, 0.25, ['#f28c28', '#e8453c']),
  object('football', ['足球'], ['football', 'soccer'], football, 0.92, 0.22, ['#1d1d1d']),
  object('balloon', ['气球'], ['balloon', 'balloons'], toyBalloon, 0.6, 0.5, ['#e8453c', '#f2c230', '#5aa3d8', '#e86aa6'], {
    place: 'sky',
  }),
  object('kite', ['风筝'], ['kite'], kite, 0.8, 1, ['#e8453c', '#5aa3d8'], { place: 'sky' }),
  object('clock', ['时钟', '闹钟', '钟表', '挂钟'], ['clock', 'alarm clock'], clock, 1, 0.3, ['#e8453c', '#8b5a2b']),
  object('phone', ['手机', '电话'], ['phone', 'smartphone', 'telephone', 'mobile'], phone, 0.52, 0.15, ['#2b2b2b'], {
    place: 'table',
  }),
  object('computer', ['电脑', '笔记本电脑', '计算机'], ['computer', 'laptop', 'pc'], laptop, 2, 0.3, ['#9a9aa2'], {
    place: 'table',
  }),
  object('television', ['电视', '电视机'], ['television', 'tv'], tv, 1.95, 0.7, ['#2b2b2b']),
  object('guitar', ['吉他'], ['guitar'], guitar, 0.7, 1, ['#d9954a']),
  object('piano', ['钢琴'], ['piano'], piano, 2, 1.2, ['#1d1d1d', '#fbfbfb']),
  object('drum', ['鼓', '架子鼓'], ['drum', 'drums'], drum, 1.25, 0.5, ['#e8453c']),
  object('violin', ['小提琴'], ['violin', 'cello'], violin, 0.7, 0.6, ['#b5651d']),
  object('hat', ['帽子', '草帽'], ['hat', 'cap'], hat, 1.6, 0.2, ['#2b2b2b', '#e9c46a']),
  object('shoe', ['鞋', '鞋子', '靴子'], ['shoe', 'shoes', 'boot', 'boots', 'sneaker'], shoe, 1.85, 0.15, ['#e8453c', '#2f74d0']),
  object('handbag', ['手提包', '钱包', '包包'], ['bag', 'handbag', 'purse'], handbag, 1.4, 0.4, ['#b5483a', '#2b2b2b']),
  object('backpack', ['书包', '背包'], ['backpack', 'schoolbag', 'rucksack'], backpack, 0.95, 0.5, ['#e8453c', '#2f74d0']),
  object('box', ['盒子', '箱子', '纸箱'], ['box', 'crate', 'carton'], box, 1.95, 0.5, ['#c8965a'], { top: 0.72, holds: 0.5 }),
  object('gift', ['礼物', '礼盒'], ['gift', 'present'], gift, 1.35, 0.4, ['#e8453c', '#2bb38a', '#8e5cc7']),
  object('basket', ['篮子', '菜篮', '竹篮'], ['basket'], basket, 1.55, 0.4, ['#c8965a'], { top: 0.6, holds: 0.6 }),
  object('vase', ['花瓶', '瓶子', '瓶'], ['vase', 'jar', 'bottle'], vase, 0.8, 0.4, ['#5aa3d8', '#e8453c', '#f4f1ea'], {
    place: 'table',
    holds: 0.9,
  }),
  object('teapot', ['茶壶', '水壶'], ['teapot', 'kettle'], teapot, 1.7, 0.25, ['#fbfbfb', '#5aa3d8'], { place: 'table' }),
  object('pot', ['锅'], ['pot', 'pan', 'wok'], pot, 1.95, 0.3, ['#6b6b6b'], { place: 'table', holds: 0.7 }),
  object('candle', ['蜡烛', '烛光'], ['candle', 'candles', 'candlelight'], candle, 0.4, 0.2, ['#fbf1d0', '#e8453c'], {
    place: 'table',
  }),
  object('lantern', ['灯笼', '红灯笼'], ['lantern', 'lanterns'], lantern, 0.95, 0.6, ['#d8302a'], { place: 'sky' }),
  object('flag', ['旗', '旗帜', '国旗'], ['flag', 'banner'], flag, 1.25, 2, ['#d8302a', '#2f74d0']),
  object(
    'teddy bear',
    ['泰迪熊', '玩具熊', '布偶', '玩偶', '娃娃'],
    ['teddy bear', 'teddy', 'doll', 'toy', 'plush'],
    teddy,
    1,
    0.4,
    ['#c98a4b', '#f4a6c8'],
  ),
  object('robot', ['机器人'], ['robot', 'android'], robot, 0.95, 1.2, ['#9aa8b8', '#f2c230']),
  object('heart', ['爱心', '心形'], ['heart'], heart, 1.45, 0.3, ['#e8304a'], { place: 'sky' }),
  object('star', ['五角星', '星星形状'], ['star shape'], starShape, 1, 0.3, ['#f2c230'], { place: 'sky' }),
  object('door', ['门', '大门'], ['door', 'gate', 'doorway'], door, 0.8, 2.1, ['#8b5a2b', '#2f74d0', '#e8453c']),
  object('camera', ['相机', '照相机'], ['camera'], camera, 1.45, 0.1, ['#2b2b2b'], { place: 'table' }),
  object('sword', ['剑', '宝剑', '刀'], ['sword', 'blade', 'knife'], sword, 0.5, 1, ['#c9a23a']),
  object('treasure', ['宝箱', '宝藏', '宝物'], ['treasure', 'chest'], chest, 1.65, 0.6, ['#8b5a2b']),
  object('snowman', ['雪人'], ['snowman'], snowman, 0.8, 1.5, ['#e8453c', '#2f74d0']),
  object('bench', ['长椅', '长凳'], ['bench'], bench, 2.15, 0.9, ['#a0703a', '#3f8f3a'], { top: 0.6 }),
  object('campfire', ['篝火', '火堆', '火', '火焰'], ['campfire', 'fire', 'bonfire', 'flame', 'flames'], fire, 1.1, 0.8, [
    '#ff7a1a',
  ]),
  object('mirror', ['镜子'], ['mirror'], mirror, 0.8, 0.8, ['#c9a23a']),
  object('glasses', ['眼镜', '墨镜'], ['glasses', 'spectacles', 'sunglasses'], glasses, 2, 0.05, ['#2b2b2b'], { place: 'table' }),
  object('crown', ['王冠', '皇冠'], ['crown', 'tiara'], crown, 1.65, 0.2, ['#f2c230'], { place: 'table' }),
  object('key', ['钥匙'], ['key'], key, 1.95, 0.08, ['#c9a23a'], { place: 'table' }),
  object('bucket', ['桶', '水桶'], ['bucket', 'pail'], bucket, 1, 0.35, ['#5aa3d8', '#e8453c'], { holds: 0.8 }),
  object('ladder', ['梯子'], ['ladder'], ladder, 0.5, 3, ['#a0703a']),
  object('swing', ['秋千'], ['swing'], swing, 1.8, 2.5, ['#e8453c'], { top: 0.3 }),
  object('fence', ['栅栏', '篱笆', '围栏'], ['fence'], fence, 2.8, 1, ['#fbfbfb', '#a0703a']),
  object('letter', ['信封', '书信'], ['letter', 'envelope', 'mail'], letter, 1.45, 0.1, ['#fbf7ee'], { place: 'table' }),
  object('pencil', ['铅笔', '笔', '钢笔'], ['pencil', 'pen', 'crayon'], pen, 0.2, 0.2, ['#f2c230', '#2f74d0'], {
    place: 'table',
  }),
];

// Food and drink: fruit and vegetables from a few shapes (round, pear, long, berry) with the
// leaf, stem and marks that tell them apart; dishes in a bowl or on a plate (dumplings,
// noodles, rice); cakes, bread, sweets and drinks drawn one by one.
import { darker, face, groundShadow, ink, lighter, n, round, sheen } from './draw';
import { thing, type Concept, type Paint, type Painter } from './types';

const food = (
  id: string,
  zh: readonly string[],
  en: readonly string[],
  painter: Painter,
  aspect: number,
  metres: number,
  colours: readonly string[],
): Concept => thing(id, 'food', zh, en, { painter, aspect, metres, colours, place: 'table', top: 0.9 });

/** A round fruit: `squash` < 1 is wider than tall; stem, leaf and dimple on top. */
const roundFruit =
  (squash: number, leaf = true, marks?: (p: Paint) => string): Painter =>
  (p) => {
    const ry = 46;
    const rx = ry / squash;
    const cy = -ry - 2;
    return `${groundShadow(p, rx * 0.8)}<ellipse cx="0" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${round(p, p.colour)}"${ink(p, 2)}/>${marks ? marks(p) : ''}${sheen(p, -rx * 0.35, cy - ry * 0.45, rx * 0.25, ry * 0.15)}<path d="M0 ${n(cy - ry + 6)}q2 -14 8 -18" stroke="#6b4a2f" stroke-width="4" fill="none" stroke-linecap="round"/>${leaf ? `<path d="M6 ${n(cy - ry - 6)}q18 -14 30 -4q-14 12 -30 4Z" fill="${round(p, '#4e9a3c')}"${ink(p)}/>` : ''}`;
  };

const pear: Painter = (p) =>
  `${groundShadow(p, 34)}<path d="M0 -96C-14 -96 -16 -70 -22 -56C-44 -40 -40 -2 0 -2C40 -2 44 -40 22 -56C16 -70 14 -96 0 -96Z" fill="${round(p, p.colour)}"${ink(p, 2)}/>${sheen(p, -12, -60, 8, 14)}<path d="M0 -94q2 -6 6 -8" stroke="#6b4a2f" stroke-width="4" fill="none"/>`;

const banana: Painter = (p) =>
  `${groundShadow(p, 70)}<path d="M-86 -70C-70 -10 50 0 90 -50C60 -26 -40 -20 -74 -76Z" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="M-86 -70l-6 -8l8 -2Z" fill="#5a4a2a"/><path d="M90 -50l6 -4" stroke="#5a4a2a" stroke-width="5"/><path d="M-70 -56C-40 -24 30 -20 74 -44" stroke="${darker(p.lit(p.colour), 0.15)}" stroke-width="2" fill="none"/>`;

const berry =
  (seeds: boolean): Painter =>
  (p) => {
    const dots: string[] = [];
    if (seeds)
      for (let y = -80; y < -20; y += 14)
        for (let x = -30; x <= 30; x += 14)
          if (Math.abs(x) < 40 - (y + 90) * 0.3 + 10)
            dots.push(`<ellipse cx="${x + ((y / 14) % 2 ? 7 : 0)}" cy="${y}" rx="2" ry="3"/>`);
    return `${groundShadow(p, 34)}<path d="M0 -4C-30 -20 -46 -60 -40 -78C-34 -94 34 -94 40 -78C46 -60 30 -20 0 -4Z" fill="${round(p, p.colour)}"${ink(p, 2)}/><g fill="#f7e08a">${dots.join('')}</g><path d="M-30 -84L-10 -98L0 -86L10 -98L30 -84L0 -80Z" fill="${round(p, '#4e9a3c')}"${ink(p)}/>`;
  };

const grapes: Painter = (p) => {
  const balls: string[] = [];
  const rows = [4, 3, 3, 2, 1];
  rows.forEach((count, row) => {
    for (let k = 0; k < count; k++)
      balls.push(
        `<circle cx="${n((k - (count - 1) / 2) * 20)}" cy="${n(-78 + row * 17)}" r="12" fill="${round(p, p.colour)}"${ink(p)}/>`,
      );
  });
  return `${groundShadow(p, 30)}<path d="M0 -92q4 -8 2 -12M2 -98q14 -10 26 -2q-12 10 -26 2Z" stroke="#6b4a2f" stroke-width="3" fill="${p.lit('#4e9a3c')}"/>${balls.join('')}`;
};

const cherries: Painter = (p) =>
  `${groundShadow(p, 40)}<path d="M-20 -36Q-10 -80 10 -96M22 -30Q20 -70 10 -96" stroke="#4e7a2a" stroke-width="4" fill="none"/><path d="M10 -96q16 -10 28 0q-14 8 -28 0Z" fill="${p.lit('#4e9a3c')}"/><circle cx="-24" cy="-24" r="22" fill="${round(p, p.colour)}"${ink(p, 2)}/><circle cx="24" cy="-22" r="22" fill="${round(p, p.colour)}"${ink(p, 2)}/>`;

const watermelon: Painter = (p) => {
  const seeds: string[] = [];
  for (let k = 0; k < 7; k++) seeds.push(`<ellipse cx="${-54 + k * 18}" cy="${-54 + (k % 2) * 14}" rx="3" ry="5"/>`);
  return `${groundShadow(p, 90)}<path d="M-96 -70A96 66 0 0 0 96 -70Z" fill="${p.lit('#2e7d32')}"${ink(p, 2)}/><path d="M-86 -70A86 56 0 0 0 86 -70Z" fill="${p.lit('#c5e1a5')}"/><path d="M-80 -70A80 50 0 0 0 80 -70Z" fill="${round(p, p.colour)}"/><g fill="#1d1d1d">${seeds.join('')}</g>`;
};

const pineapple: Painter = (p) => {
  const diamonds: string[] = [];
  for (let y = -64; y < -4; y += 12) diamonds.push(`M-30 ${y}L30 ${y + 24}M30 ${y}L-30 ${y + 24}`);
  return `${groundShadow(p, 32)}<path d="M0 -64L-22 -100L-4 -78L0 -104L4 -78L22 -100Z" fill="${round(p, '#3f8f3a')}"${ink(p)}/><ellipse cx="0" cy="-34" rx="30" ry="34" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="${diamonds.join('')}" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="2" clip-path="none" opacity="0.6"/>`;
};

const carrot: Painter = (p) =>
  `<path d="M-6 -80L-20 -100M0 -80L0 -104M6 -80L20 -100" stroke="${p.lit('#4e9a3c')}" stroke-width="7" stroke-linecap="round"/><path d="M-16 -80L16 -80L2 -4Z" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="M-10 -60l8 0M-4 -40l8 0M-2 -24l6 0" stroke="${darker(p.lit(p.colour), 0.25)}" stroke-width="2"/>`;

const corn: Painter = (p) => {
  const kernels: string[] = [];
  for (let y = -86; y < -16; y += 9) for (let x = -14; x <= 14; x += 9) kernels.push(`<circle cx="${x}" cy="${y}" r="4"/>`);
  return `<path d="M-20 -10C-40 -40 -30 -80 -16 -96M20 -10C40 -40 30 -80 16 -96" stroke="${p.lit('#6aaa3a')}" stroke-width="10" fill="none"/><ellipse cx="0" cy="-54" rx="20" ry="46" fill="${round(p, p.colour)}"${ink(p, 2)}/><g fill="${lighter(p.lit(p.colour), 0.25)}">${kernels.join('')}</g><path d="M-24 -4C-30 -30 -20 -40 0 -40C20 -40 30 -30 24 -4Z" fill="${round(p, '#7cc25a')}"${ink(p)}/>`;
};

const pumpkin: Painter = (p) =>
  `${groundShadow(p, 80)}<ellipse cx="-40" cy="-40" rx="44" ry="38" fill="${round(p, p.colour)}"${ink(p, 2)}/><ellipse cx="40" cy="-40" rx="44" ry="38" fill="${round(p, p.colour)}"${ink(p, 2)}/><ellipse cx="0" cy="-42" rx="44" ry="40" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="M0 -82q-4 -10 4 -18" stroke="#4e7a2a" stroke-width="8" fill="none" stroke-linecap="round"/>`;

const tomato: Painter = roundFruit(
  1.15,
  false,
  (p) => `<path d="M-16 -88L0 -80L16 -88L8 -78L20 -72L0 -74L-20 -72L-8 -78Z" fill="${p.lit('#3f8f3a')}"/>`,
);

const broccoli: Painter = (p) =>
  `<path d="M-10 -4L-14 -50L14 -50L10 -4Z" fill="${round(p, '#9bc96b')}"${ink(p)}/><g fill="${round(p, p.colour)}"${ink(p)}><circle cx="-28" cy="-62" r="22"/><circle cx="28" cy="-62" r="22"/><circle cx="0" cy="-76" r="24"/><circle cx="-12" cy="-56" r="18"/><circle cx="14" cy="-56" r="18"/></g>`;

const eggplant: Painter = (p) =>
  `<path d="M-70 -60C-90 -20 -20 10 60 -20C90 -40 60 -80 20 -60C0 -50 -40 -90 -70 -60Z" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="M60 -70l20 -20M50 -64l20 -4l-6 -16Z" stroke="${p.lit('#3f8f3a')}" stroke-width="6" fill="${p.lit('#3f8f3a')}"/>`;

/** A bowl with something in it, seen from the side. */
const bowl =
  (contents: (p: Paint) => string, chopsticks: boolean): Painter =>
  (p) => {
    const china = '#f4f1ea';
    return `${groundShadow(p, 80)}${contents(p)}<path d="M-90 -56Q-86 -4 0 -4Q86 -4 90 -56Z" fill="${face(p, china, 0.25)}"${ink(p, 2)}/><path d="M-84 -40Q0 -26 84 -40" stroke="${p.lit('#2f74d0')}" stroke-width="5" fill="none"/><rect x="-30" y="-8" width="60" height="8" rx="3" fill="${face(p, darker(china, 0.1))}"${ink(p)}/>${chopsticks ? `<path d="M-20 -110L60 -54M-6 -112L70 -58" stroke="${p.lit('#8b5a2b')}" stroke-width="5" stroke-linecap="round"/>` : ''}`;
  };

const noodles = bowl((p) => {
  const waves: string[] = [];
  for (let k = 0; k < 6; k++) waves.push(`M${-76 + k * 4} ${-58 - k * 3}q12 -8 24 0t24 0t24 0t24 0t24 0t24 0`);
  return `<ellipse cx="0" cy="-58" rx="86" ry="20" fill="${p.lit('#c0703a')}"/><path d="${waves.join('')}" stroke="${p.lit(p.colour)}" stroke-width="5" fill="none"/><ellipse cx="30" cy="-66" rx="14" ry="7" fill="${p.lit('#f2c230')}"/><circle cx="-40" cy="-66" r="6" fill="${p.lit('#4e9a3c')}"/><circle cx="-28" cy="-70" r="5" fill="${p.lit('#4e9a3c')}"/>`;
}, true);

const rice = bowl((p) => `<path d="M-86 -56C-70 -92 70 -92 86 -56Z" fill="${round(p, p.colour)}"${ink(p)}/>`, true);
const soup = bowl(
  (p) =>
    `<ellipse cx="0" cy="-56" rx="86" ry="14" fill="${round(p, p.colour)}"/><path d="M-20 -80q-8 -12 0 -22M10 -80q-8 -12 0 -22" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6"/>`,
  false,
);
const tangyuan = bowl(
  (p) =>
    `<ellipse cx="0" cy="-56" rx="86" ry="14" fill="${p.lit('#e8d6b4')}"/><g fill="${round(p, p.colour)}"${ink(p)}><circle cx="-40" cy="-60" r="16"/><circle cx="0" cy="-64" r="16"/><circle cx="40" cy="-60" r="16"/></g>`,
  false,
);

/** Dumplings on a plate: crescents with pleats. */
const dumplings: Painter = (p) => {
  // Half-moons with a pleated, pinched ridge along the top.
  const one = (x: number, y: number, s: number, flip: boolean) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M-36 0C-40 -10 -30 -26 -6 -30C14 -32 36 -22 36 -2C20 4 -20 4 -36 0Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M-30 -14C-20 -30 10 -36 30 -14" stroke="${darker(p.lit(p.colour), 0.12)}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M-22 -24l4 8M-12 -28l3 9M-1 -30l2 9M10 -29l1 9M20 -25l-1 8" stroke="${darker(p.lit(p.colour), 0.28)}" stroke-width="2.2" stroke-linecap="round"/></g>`;
  return `${groundShadow(p, 100)}<ellipse cx="0" cy="-14" rx="100" ry="16" fill="${face(p, '#f4f1ea', 0.2)}"${ink(p, 2)}/><ellipse cx="0" cy="-18" rx="82" ry="10" fill="${p.lit('#e8e2d4')}"/>${one(-26, -40, 0.95, true)}${one(30, -42, 0.95, false)}${one(-48, -20, 1, false)}${one(4, -18, 1.05, true)}${one(54, -20, 1, true)}`;
};

const baozi: Painter = (p) =>
  `${groundShadow(p, 60)}<path d="M-56 -6C-64 -50 -20 -84 0 -86C20 -84 64 -50 56 -6Z" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="M0 -84L-20 -50M0 -84L-6 -46M0 -84L8 -46M0 -84L22 -50" stroke="${darker(p.lit(p.colour), 0.15)}" stroke-width="2"/>`;

const cake: Painter = (p) => {
  const candles: string[] = [];
  for (const x of [-36, 0, 36])
    candles.push(
      `<rect x="${x - 4}" y="-100" width="8" height="24" fill="${p.lit('#5aa3d8')}"/><path d="M${x} -112q6 6 0 12q-6 -6 0 -12Z" fill="#ffb830"/>`,
    );
  return `${groundShadow(p, 90)}<ellipse cx="0" cy="-8" rx="96" ry="10" fill="${face(p, '#f4f1ea')}"${ink(p)}/><rect x="-76" y="-44" width="152" height="36" rx="6" fill="${face(p, '#f6d7a7')}"${ink(p, 2)}/><rect x="-76" y="-76" width="152" height="36" rx="6" fill="${face(p, p.colour)}"${ink(p, 2)}/><path d="M-76 -66q10 14 19 0t19 0t19 0t19 0t19 0t19 0t19 0t19 0" fill="${p.lit('#fbfbfb')}"/><rect x="-76" y="-46" width="152" height="4" fill="${p.lit('#fbfbfb')}"/><circle cx="-40" cy="-80" r="7" fill="#e0302a"/><circle cx="40" cy="-80" r="7" fill="#e0302a"/>${candles.join('')}`;
};

const cupcake: Painter = (p) =>
  `${groundShadow(p, 40)}<path d="M-40 -50L-30 -4L30 -4L40 -50Z" fill="${face(p, '#e8a0a0')}"${ink(p, 2)}/><path d="M-30 -50L-24 -4M-14 -50L-10 -4M2 -50L2 -4M16 -50L12 -4M30 -50L24 -4" stroke="${darker(p.lit('#e8a0a0'), 0.15)}" stroke-width="2"/><path d="M-46 -50C-50 -80 -20 -90 0 -96C20 -90 50 -80 46 -50Z" fill="${round(p, p.colour)}"${ink(p, 2)}/><circle cx="0" cy="-98" r="8" fill="#e0302a"/>`;

const bread: Painter = (p) =>
  `${groundShadow(p, 90)}<path d="M-90 -6L-90 -50C-100 -90 100 -90 90 -50L90 -6Z" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="M-50 -70l16 20M-10 -74l16 20M30 -70l16 20" stroke="${lighter(p.lit(p.colour), 0.35)}" stroke-width="5" stroke-linecap="round"/>`;

const pizza: Painter = (p) => {
  const pepperoni: string[] = [];
  for (const [x, y] of [
    [-50, -20],
    [0, -28],
    [46, -18],
    [-20, -12],
    [24, -10],
  ])
    pepperoni.push(`<ellipse cx="${x}" cy="${y}" rx="12" ry="5"/>`);
  return `${groundShadow(p, 100)}<ellipse cx="0" cy="-20" rx="100" ry="22" fill="${round(p, '#d9a05b')}"${ink(p, 2)}/><ellipse cx="0" cy="-22" rx="88" ry="17" fill="${round(p, p.colour)}"/><g fill="${p.lit('#b0302a')}">${pepperoni.join('')}</g><circle cx="-30" cy="-30" r="3" fill="#3f8f3a"/><circle cx="20" cy="-34" r="3" fill="#3f8f3a"/>`;
};

const hamburger: Painter = (p) =>
  `${groundShadow(p, 70)}<path d="M-70 -26L70 -26Q70 -4 50 -4L-50 -4Q-70 -4 -70 -26Z" fill="${round(p, '#e0a45a')}"${ink(p, 2)}/><rect x="-74" y="-44" width="148" height="18" rx="8" fill="${round(p, '#6b3a22')}"${ink(p)}/><path d="M-76 -46l152 0l-10 10l-12 -6l-12 8l-12 -6l-12 8l-12 -6l-12 8l-12 -6l-12 8l-12 -6l-12 8l-12 -6Z" fill="${p.lit('#6aaa3a')}"/><path d="M-72 -50L72 -50L60 -40L-60 -40Z" fill="${p.lit('#f2c230')}"/><path d="M-70 -52C-70 -100 70 -100 70 -52Z" fill="${round(p, p.colour)}"${ink(p, 2)}/><g fill="#fbf1d0"><ellipse cx="-30" cy="-76" rx="4" ry="2"/><ellipse cx="0" cy="-84" rx="4" ry="2"/><ellipse cx="30" cy="-74" rx="4" ry="2"/></g>`;

const hotdog: Painter = (p) =>
  `${groundShadow(p, 90)}<rect x="-96" y="-50" width="192" height="28" rx="14" fill="${round(p, '#b0402a')}"${ink(p, 2)}/><path d="M-84 -36Q0 -4 84 -36Q80 -4 60 -4L-60 -4Q-80 -4 -84 -36Z" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="M-70 -50q10 -8 20 0t20 0t20 0t20 0t20 0t20 0t20 0" stroke="#f2c230" stroke-width="4" fill="none"/>`;

const iceCream: Painter = (p) =>
  `<path d="M-28 -54L0 -2L28 -54Z" fill="${face(p, '#e0a45a')}"${ink(p, 2)}/><path d="M-20 -50l24 36M0 -54l18 28M-14 -28l20 -26" stroke="${darker(p.lit('#e0a45a'), 0.2)}" stroke-width="2"/><circle cx="0" cy="-68" r="28" fill="${round(p, p.colour)}"${ink(p, 2)}/><circle cx="0" cy="-92" r="10" fill="#e0302a"/>`;

const lollipop: Painter = (p) =>
  `<path d="M0 -50L0 -2" stroke="#f4f1ea" stroke-width="6"/><circle cx="0" cy="-70" r="30" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="M0 -70m-4 0a4 4 0 1 1 8 0a10 10 0 1 1 -18 2a16 16 0 1 1 30 -4" stroke="#ffffff" stroke-width="4" fill="none"/>`;

const cookie: Painter = (p) =>
  `${groundShadow(p, 50)}<ellipse cx="0" cy="-30" rx="52" ry="28" fill="${round(p, p.colour)}"${ink(p, 2)}/><g fill="#4a2a1a"><circle cx="-20" cy="-34" r="5"/><circle cx="12" cy="-40" r="5"/><circle cx="24" cy="-24" r="4"/><circle cx="-6" cy="-20" r="4"/></g>`;

const donut: Painter = (p) =>
  `${groundShadow(p, 56)}<ellipse cx="0" cy="-30" rx="56" ry="30" fill="${round(p, '#e0a45a')}"${ink(p, 2)}/><path d="M-52 -34C-52 -60 52 -60 52 -34C40 -26 30 -30 20 -26C10 -30 -10 -24 -20 -28C-34 -24 -44 -30 -52 -34Z" fill="${round(p, p.colour)}"/><ellipse cx="0" cy="-36" rx="16" ry="7" fill="${p.lit('#8b5a2b')}"/><g stroke-width="3"><path d="M-30 -46l6 2" stroke="#5aa3d8"/><path d="M24 -48l5 -3" stroke="#f2c230"/><path d="M30 -36l6 1" stroke="#2bb38a"/></g>`;

const egg: Painter = (p) =>
  `${groundShadow(p, 30)}<path d="M0 -96C-30 -96 -40 -40 -36 -26C-32 -6 32 -6 36 -26C40 -40 30 -96 0 -96Z" fill="${round(p, p.colour)}"${ink(p, 2)}/>`;

const sushi: Painter = (p) =>
  `${groundShadow(p, 80)}<rect x="-70" y="-44" width="140" height="40" rx="18" fill="${round(p, '#f7f4ec')}"${ink(p, 2)}/><path d="M-76 -40C-76 -74 76 -74 76 -40C40 -34 -40 -34 -76 -40Z" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="M-50 -60l14 18M-10 -64l14 20M30 -60l14 18" stroke="#ffffff" stroke-width="4" opacity="0.7"/><rect x="-12" y="-46" width="24" height="42" fill="#1d2a1d"/>`;

const sandwich: Painter = (p) =>
  `${groundShadow(p, 80)}<path d="M-80 -10L80 -10L0 -96Z" fill="${face(p, '#f3d9a4')}"${ink(p, 2)}/><path d="M-64 -24L64 -24L56 -32L-56 -32Z" fill="${p.lit('#6aaa3a')}"/><path d="M-56 -34L56 -34L48 -42L-48 -42Z" fill="${p.lit(p.colour)}"/>`;

const chocolate: Painter = (p) => {
  const squares: string[] = [];
  for (let y = 0; y < 3; y++)
    for (let x = 0; x < 4; x++) squares.push(`<rect x="${-76 + x * 38}" y="${-90 + y * 28}" width="34" height="24" rx="3"/>`);
  return `${groundShadow(p, 80)}<rect x="-80" y="-94" width="160" height="90" rx="6" fill="${round(p, p.colour)}"${ink(p, 2)}/><g fill="${lighter(p.lit(p.colour), 0.1)}" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="2">${squares.join('')}</g>`;
};

const cheese: Painter = (p) =>
  `${groundShadow(p, 80)}<path d="M-80 -6L80 -6L80 -60L-80 -30Z" fill="${face(p, p.colour)}"${ink(p, 2)}/><path d="M-80 -30L80 -60L40 -80Z" fill="${face(p, lighter(p.colour, 0.2))}"${ink(p, 2)}/><g fill="${darker(p.lit(p.colour), 0.2)}"><circle cx="-30" cy="-22" r="8"/><circle cx="30" cy="-36" r="10"/><circle cx="56" cy="-18" r="6"/></g>`;

const mooncake: Painter = (p) =>
  `${groundShadow(p, 70)}<rect x="-70" y="-56" width="140" height="50" rx="14" fill="${round(p, p.colour)}"${ink(p, 2)}/><ellipse cx="0" cy="-56" rx="70" ry="18" fill="${round(p, lighter(p.colour, 0.15))}"${ink(p, 2)}/><ellipse cx="0" cy="-56" rx="40" ry="10" fill="none" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="3"/><path d="M-10 -56h20M0 -62v12" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="3"/>`;

const zongzi: Painter = (p) =>
  `${groundShadow(p, 60)}<path d="M0 -96L-60 -6L60 -6Z" fill="${face(p, p.colour)}"${ink(p, 2)}/><path d="M-30 -52L30 -52M-46 -28L46 -28" stroke="${p.lit('#c9a23a')}" stroke-width="5"/><path d="M0 -96L-20 -6" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="2"/>`;

const pie: Painter = (p) =>
  `${groundShadow(p, 90)}<path d="M-90 -30L-76 -6L76 -6L90 -30Z" fill="${face(p, '#e0a45a')}"${ink(p, 2)}/><ellipse cx="0" cy="-30" rx="90" ry="20" fill="${round(p, p.colour)}"${ink(p, 2)}/><path d="M-60 -38L60 -22M-60 -22L60 -38M-20 -48L-20 -12M20 -48L20 -12" stroke="#e0a45a" stroke-width="6"/>`;

/** A cup or glass with a drink in it. */
const cup =
  (handle: boolean, glass: boolean, steam: boolean): Painter =>
  (p) =>
    `${groundShadow(p, 50)}${steam ? `<path d="M-14 -104q-10 -12 0 -24M6 -104q-10 -12 0 -24" stroke="#c8c8c8" stroke-width="4" fill="none" opacity="0.7"/>` : ''}${handle ? `<path d="M40 -70q30 0 30 22t-34 20" stroke="${p.lit('#f4f1ea')}" stroke-width="9" fill="none"/>` : ''}<path d="M-44 -96L-36 -4L36 -4L44 -96Z" fill="${glass ? p.lit('#dff1fb') : face(p, '#f4f1ea')}" ${glass ? 'opacity="0.8"' : ''}${ink(p, 2)}/><path d="M-42 -80L-36 -8L36 -8L42 -80Z" fill="${round(p, p.colour)}" opacity="${glass ? 0.9 : 0}"/><ellipse cx="0" cy="-92" rx="42" ry="7" fill="${p.lit(p.colour)}"${ink(p)}/>${glass ? `<path d="M20 -96l24 -24" stroke="${p.lit('#e8453c')}" stroke-width="6"/>` : ''}`;

const bottle: Painter = (p) =>
  `${groundShadow(p, 26)}<path d="M-10 -100L10 -100L10 -80Q30 -70 30 -50L30 -6L-30 -6L-30 -50Q-30 -70 -10 -80Z" fill="${face(p, p.colour)}"${ink(p, 2)}/><rect x="-30" y="-50" width="60" height="26" fill="${p.lit('#5aa3d8')}"/>${sheen(p, -16, -54, 6, 20)}`;

export const FOOD: readonly Concept[] = [
  food(
    'dumplings',
    ['饺子', '水饺', '包饺子', '煎饺', '馄饨'],
    ['dumpling', 'dumplings', 'jiaozi', 'wonton'],
    dumplings,
    2,
    0.12,
    ['#f7f1e1'],
  ),
  food(
    'noodles',
    ['面条', '拉面', '米粉', '牛肉面', '一碗面', '煮面', '吃面'],
    ['noodle', 'noodles', 'ramen', 'spaghetti', 'pasta'],
    noodles,
    1.9,
    0.2,
    ['#f3dc9a'],
  ),
  food('rice', ['米饭', '饭'], ['rice'], rice, 1.9, 0.15, ['#fbfbf7']),
  food('soup', ['汤'], ['soup', 'broth'], soup, 1.9, 0.15, ['#e08a3a', '#c0703a']),
  food('tangyuan', ['汤圆', '元宵'], ['tangyuan'], tangyuan, 1.9, 0.15, ['#fbfbf7']),
  food('baozi', ['包子', '馒头'], ['bun', 'buns', 'baozi', 'bao'], baozi, 1.2, 0.1, ['#f7f1e1']),
  food('cake', ['蛋糕', '生日蛋糕'], ['cake', 'birthday'], cake, 1.9, 0.25, ['#f4a6c8', '#8b5a2b', '#fbfbfb']),
  food('cupcake', ['纸杯蛋糕', '小蛋糕'], ['cupcake', 'muffin'], cupcake, 0.95, 0.1, ['#f4a6c8', '#c39be0']),
  food('bread', ['面包', '吐司'], ['bread', 'loaf', 'toast', 'baguette'], bread, 1.9, 0.15, ['#d9954a']),
  food('pizza', ['披萨', '比萨'], ['pizza'], pizza, 2, 0.05, ['#f2c230']),
  food('hamburger', ['汉堡', '汉堡包'], ['hamburger', 'burger', 'cheeseburger'], hamburger, 1.5, 0.12, ['#e0a45a']),
  food('hot dog', ['热狗'], ['hot dog', 'hotdog', 'sausage'], hotdog, 2, 0.06, ['#f0c987']),
  food('ice cream', ['冰淇淋', '雪糕', '冰激凌'], ['ice cream', 'icecream', 'gelato'], iceCream, 0.6, 0.15, [
    '#f4a6c8',
    '#fbf1d0',
    '#8b5a2b',
    '#9fd6a0',
  ]),
  food('candy', ['糖', '糖果', '棒棒糖'], ['candy', 'lollipop', 'sweets'], lollipop, 0.62, 0.15, [
    '#e8453c',
    '#e86aa6',
    '#5aa3d8',
  ]),
  food('cookie', ['饼干', '曲奇'], ['cookie', 'biscuit'], cookie, 1.1, 0.03, ['#d9a05b']),
  food('donut', ['甜甜圈'], ['donut', 'doughnut'], donut, 1.15, 0.05, ['#f4a6c8', '#8b5a2b']),
  food('egg', ['鸡蛋', '蛋'], ['egg'], egg, 0.8, 0.06, ['#fbf7ef', '#e8c8a0']),
  food('sushi', ['寿司'], ['sushi'], sushi, 1.6, 0.05, ['#f58a5a']),
  food('sandwich', ['三明治'], ['sandwich'], sandwich, 1.65, 0.08, ['#e8453c']),
  food('chocolate', ['巧克力'], ['chocolate'], chocolate, 1.65, 0.03, ['#5a3322']),
  food('cheese', ['奶酪', '芝士'], ['cheese'], cheese, 1.65, 0.06, ['#f5cf4a']),
  food('mooncake', ['月饼'], ['mooncake'], mooncake, 1.45, 0.06, ['#c98a3a']),
  food('zongzi', ['粽子'], ['zongzi'], zongzi, 1.25, 0.1, ['#5f9e3a']),
  food('pie', ['派', '馅饼'], ['pie', 'tart'], pie, 1.85, 0.06, ['#b03a3a', '#e8a030']),
  food('tea', ['茶', '奶茶', '一杯茶'], ['tea', 'teacup'], cup(true, false, true), 1.3, 0.1, ['#b5651d']),
  food('coffee', ['咖啡', '拿铁'], ['coffee', 'latte', 'cappuccino', 'espresso'], cup(true, false, true), 1.3, 0.1, ['#6b3a22']),
  food(
    'juice',
    ['果汁', '饮料', '橙汁', '可乐'],
    ['juice', 'drink', 'soda', 'lemonade', 'cola'],
    cup(false, true, false),
    1.0,
    0.15,
    ['#f28c28', '#e8453c'],
  ),
  food('milk', ['牛奶'], ['milk'], bottle, 0.6, 0.25, ['#fbfbfb']),
  food('apple', ['苹果'], ['apple'], roundFruit(1.1), 1.1, 0.08, ['#d8322a', '#8cc63f', '#f2c230']),
  food(
    'orange',
    ['橙子', '橘子', '桔子', '柑橘'],
    ['orange', 'tangerine', 'mandarin'],
    roundFruit(
      1,
      true,
      (p) =>
        `<g fill="${darker(p.lit(p.colour), 0.15)}"><circle cx="-14" cy="-40" r="2"/><circle cx="12" cy="-56" r="2"/><circle cx="20" cy="-30" r="2"/></g>`,
    ),
    1.0,
    0.08,
    ['#f28c28'],
  ),
  food(
    'peach',
    ['桃', '桃子', '蟠桃'],
    ['peach', 'apricot'],
    roundFruit(
      1.05,
      true,
      (p) => `<path d="M0 -92Q-16 -50 0 -6" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="3" fill="none"/>`,
    ),
    1.05,
    0.08,
    ['#f7a38a'],
  ),
  food('lemon', ['柠檬'], ['lemon', 'lime'], roundFruit(1.4, true), 1.4, 0.07, ['#f5dd3a']),
  food('pear', ['梨'], ['pear'], pear, 0.9, 0.1, ['#c8d94a']),
  food('banana', ['香蕉'], ['banana'], banana, 1.9, 0.2, ['#f5d33a']),
  food('strawberry', ['草莓'], ['strawberry'], berry(true), 0.85, 0.04, ['#e0302a']),
  food('grapes', ['葡萄'], ['grape', 'grapes'], grapes, 0.85, 0.15, ['#7a3f9a', '#8cc63f']),
  food('cherries', ['樱桃', '车厘子'], ['cherry', 'cherries'], cherries, 0.95, 0.05, ['#c0202a']),
  food('watermelon', ['西瓜'], ['watermelon', 'melon'], watermelon, 1.95, 0.2, ['#f0505a']),
  food('pineapple', ['菠萝', '凤梨'], ['pineapple'], pineapple, 0.65, 0.3, ['#e8b030']),
  food('mango', ['芒果'], ['mango', 'papaya'], roundFruit(1.3, true), 1.3, 0.12, ['#f5a623']),
  food('carrot', ['胡萝卜', '萝卜'], ['carrot', 'radish'], carrot, 0.5, 0.2, ['#f28c28']),
  food('tomato', ['西红柿', '番茄'], ['tomato'], tomato, 1.15, 0.07, ['#e0302a']),
  food('corn', ['玉米'], ['corn', 'maize'], corn, 0.65, 0.25, ['#f5cf3a']),
  food('pumpkin', ['南瓜'], ['pumpkin', 'squash'], pumpkin, 1.7, 0.4, ['#f28c28']),
  food('broccoli', ['西兰花', '花椰菜', '蔬菜', '青菜'], ['broccoli', 'vegetable', 'vegetables'], broccoli, 1, 0.2, ['#3f8f3a']),
  food('eggplant', ['茄子'], ['eggplant', 'aubergine'], eggplant, 1.7, 0.2, ['#6a3a8a']),
];

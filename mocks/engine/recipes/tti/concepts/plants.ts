// Plants and the land's own things: a tree (leafy, pine, palm, bare, blossoming), flowers, a
// cactus, bamboo, a mushroom; a cliff, a rock, an island, a volcano and a waterfall that other
// things can stand on.
import { darker, face, groundShadow, ink, lighter, n, round, side } from './draw';
import { thing, type Concept, type Paint, type Painter } from './types';

const plant = (
  id: string,
  zh: readonly string[],
  en: readonly string[],
  painter: Painter,
  aspect: number,
  metres: number,
  colours: readonly string[],
  elements: readonly string[] = [],
  top = 1,
): Concept => ({
  ...thing(id, 'plant', zh, en, { painter, aspect, metres, colours, top }),
  elements,
});

const trunk = (p: Paint, h: number, w: number): string =>
  `<path d="M${n(-w)} 0L${n(-w * 0.6)} ${n(-h)}L${n(w * 0.6)} ${n(-h)}L${n(w)} 0Z" fill="${side(p, '#7a4e2d')}"${ink(p, 1.5)}/>`;

const tree: Painter = (p) => {
  const leaves = round(p, p.colour);
  return `${groundShadow(p, 40)}${trunk(p, 50, 9)}<g fill="${leaves}"${ink(p, 1.5)}><circle cx="-24" cy="-56" r="24"/><circle cx="24" cy="-56" r="24"/><circle cx="0" cy="-76" r="26"/><circle cx="-14" cy="-50" r="20"/><circle cx="14" cy="-50" r="20"/></g>`;
};

const blossomTree: Painter = (p) => {
  const petals: string[] = [];
  for (let k = 0; k < 18; k++)
    petals.push(`<circle cx="${n(Math.sin(k * 2.4) * 38)}" cy="${n(-66 + Math.cos(k * 1.7) * 22)}" r="3"/>`);
  return `${tree(p)}<g fill="${lighter(p.lit(p.colour), 0.6)}">${petals.join('')}</g>`;
};

const pine: Painter = (p) => {
  const c = p.colour;
  return `${groundShadow(p, 26)}${trunk(p, 20, 5)}<path d="M0 -100L-20 -68L-12 -68L-28 -44L-18 -44L-34 -18L34 -18L18 -44L28 -44L12 -68L20 -68Z" fill="${side(p, c)}"${ink(p, 1.5)}/>`;
};

const christmasTree: Painter = (p) => {
  const baubles = [
    [-10, -60, '#e8453c'],
    [12, -46, '#f2c230'],
    [-18, -32, '#5aa3d8'],
    [20, -26, '#e8453c'],
    [2, -74, '#5aa3d8'],
  ] as const;
  return `${pine(p)}${baubles.map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="${c}"/>`).join('')}<path d="M0 -108l3 6l6 1l-5 4l1 6l-5 -3l-5 3l1 -6l-5 -4l6 -1Z" fill="#f2c230"/>`;
};

const palm: Painter = (p) => {
  const fronds: string[] = [];
  for (const a of [-160, -125, -90, -55, -20]) {
    const r = (a * Math.PI) / 180;
    fronds.push(
      `<path d="M4 -90Q${n(4 + Math.cos(r) * 30)} ${n(-104 + Math.sin(r) * 20)} ${n(4 + Math.cos(r) * 46)} ${n(-84 + Math.sin(r) * 10 + 14)}Q${n(4 + Math.cos(r) * 26)} ${n(-92 + Math.sin(r) * 10)} 4 -90Z" fill="${round(p, p.colour)}"${ink(p, 1.2)}/>`,
    );
  }
  return `${groundShadow(p, 24)}<path d="M-6 0Q-10 -50 2 -90L8 -90Q0 -50 6 0Z" fill="${side(p, '#9a6a3a')}"${ink(p, 1.2)}/>${fronds.join('')}<circle cx="0" cy="-86" r="4" fill="#6b4a2f"/><circle cx="8" cy="-86" r="4" fill="#6b4a2f"/>`;
};

const flower: Painter = (p) => {
  const petals: string[] = [];
  for (let k = 0; k < 8; k++) {
    const a = (k / 8) * Math.PI * 2;
    petals.push(
      `<ellipse cx="${n(Math.cos(a) * 16)}" cy="${n(-76 + Math.sin(a) * 16)}" rx="11" ry="7" transform="rotate(${n((a * 180) / Math.PI)} ${n(Math.cos(a) * 16)} ${n(-76 + Math.sin(a) * 16)})"/>`,
    );
  }
  return `<path d="M0 0Q-6 -40 0 -70" stroke="${p.lit('#3f8f3a')}" stroke-width="4" fill="none"/><path d="M-2 -30q-22 -12 -26 -2q12 10 26 2Z M1 -44q20 -14 26 -4q-12 10 -26 4Z" fill="${p.lit('#4e9a3c')}"/><g fill="${round(p, p.colour)}"${ink(p, 1)}>${petals.join('')}</g><circle cx="0" cy="-76" r="10" fill="${p.lit('#f2c230')}"${ink(p, 1)}/>`;
};

const sunflower: Painter = (p) => {
  const petals: string[] = [];
  for (let k = 0; k < 14; k++)
    petals.push(`<ellipse cx="0" cy="-96" rx="5" ry="13" transform="rotate(${n((k / 14) * 360)} 0 -76)"/>`);
  return `<path d="M0 0V-64" stroke="${p.lit('#3f8f3a')}" stroke-width="5"/><path d="M0 -30q-24 -10 -28 2q14 8 28 -2Z M0 -46q24 -10 28 2q-14 8 -28 -2Z" fill="${p.lit('#4e9a3c')}"/><g fill="${round(p, p.colour)}"${ink(p, 1)}>${petals.join('')}</g><circle cx="0" cy="-76" r="14" fill="${p.lit('#6b3a1a')}"${ink(p, 1)}/>`;
};

const rose: Painter = (p) =>
  `<path d="M0 0Q4 -40 0 -66" stroke="${p.lit('#3f8f3a')}" stroke-width="4" fill="none"/><path d="M1 -36q20 -12 24 -2q-12 8 -24 2Z" fill="${p.lit('#4e9a3c')}"/><path d="M-22 -80C-24 -60 -10 -56 0 -56C10 -56 24 -60 22 -80C16 -74 10 -92 0 -96C-10 -92 -16 -74 -22 -80Z" fill="${round(p, p.colour)}"${ink(p, 1.2)}/><path d="M-10 -78q10 -10 20 0q-10 8 -20 0M-6 -86q6 -4 12 0" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="2" fill="none"/>`;

const tulip: Painter = (p) =>
  `<path d="M0 0V-60" stroke="${p.lit('#3f8f3a')}" stroke-width="4"/><path d="M0 -10Q-26 -30 -14 -56Q-6 -30 0 -10Z" fill="${p.lit('#4e9a3c')}"/><path d="M-18 -90L-18 -70Q-16 -56 0 -56Q16 -56 18 -70L18 -90L9 -78L0 -94L-9 -78Z" fill="${round(p, p.colour)}"${ink(p, 1.2)}/>`;

const lotus: Painter = (p) =>
  `<ellipse cx="0" cy="-8" rx="80" ry="12" fill="${round(p, '#4e9a3c')}"${ink(p)}/><g fill="${round(p, p.colour)}"${ink(p, 1.2)}><path d="M0 -20Q-40 -40 -50 -70Q-14 -60 0 -20Z"/><path d="M0 -20Q40 -40 50 -70Q14 -60 0 -20Z"/><path d="M0 -20Q-24 -60 0 -96Q24 -60 0 -20Z"/></g>`;

const cactus: Painter = (p) =>
  `${groundShadow(p, 30)}<path d="M-14 0V-84A14 14 0 0 1 14 -84V0Z M-14 -40H-30V-64A8 8 0 0 1 -14 -64 M14 -50H30V-72A8 8 0 0 0 14 -72" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><path d="M-14 -40h-16v-24a8 8 0 0 1 16 0ZM14 -50h16v-22a8 8 0 0 0 -16 0Z" fill="${side(p, p.colour)}"${ink(p, 1.5)}/><path d="M0 -90v84" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="2"/>`;

const bamboo: Painter = (p) => {
  const stalk = (x: number, h: number) => {
    const joints: string[] = [];
    for (let y = -14; y > -h; y -= 16) joints.push(`M${x - 5} ${y}h10`);
    return `<rect x="${x - 5}" y="${-h}" width="10" height="${h}" fill="${side(p, p.colour)}"${ink(p)}/><path d="${joints.join('')}" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="2"/><path d="M${x} ${-h + 20}q16 -8 26 -2q-14 8 -26 2Z" fill="${p.lit('#5fb04a')}"/>`;
  };
  return `${stalk(-16, 100)}${stalk(4, 86)}${stalk(22, 94)}`;
};

const mushroom: Painter = (p) =>
  `${groundShadow(p, 40)}<path d="M-16 0Q-20 -30 -14 -50L14 -50Q20 -30 16 0Z" fill="${side(p, '#f4efe2')}"${ink(p, 1.5)}/><path d="M-56 -50C-56 -110 56 -110 56 -50Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><g fill="#fbfbfb"><circle cx="-26" cy="-70" r="8"/><circle cx="10" cy="-84" r="7"/><circle cx="30" cy="-62" r="6"/></g>`;

const bush: Painter = (p) =>
  `${groundShadow(p, 80)}<g fill="${round(p, p.colour)}"${ink(p, 1.5)}><circle cx="-44" cy="-36" r="36"/><circle cx="44" cy="-36" r="36"/><circle cx="0" cy="-56" r="44"/></g>`;

const leaf: Painter = (p) =>
  `<path d="M0 -4C-50 -30 -40 -90 0 -100C40 -90 50 -30 0 -4Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><path d="M0 -4V-96M0 -30l-20 -14M0 -50l-22 -14M0 -70l-16 -12M0 -30l20 -14M0 -50l22 -14M0 -70l16 -12" stroke="${darker(p.lit(p.colour), 0.25)}" stroke-width="2" fill="none"/>`;

const cliff: Painter = (p) =>
  `<path d="M-100 0L-100 -92Q-40 -104 40 -96L80 -92Q86 -60 94 -40Q90 -20 100 0Z" fill="${side(p, p.colour, 0.35)}"${ink(p, 1.5)}/><path d="M-100 -92Q-40 -104 40 -96L80 -92L76 -84Q0 -92 -100 -82Z" fill="${face(p, '#6aaa3a')}"/><path d="M60 -80l10 30M30 -70l6 24M-20 -60l4 30M-60 -70l-4 30M70 -30l-10 20" stroke="${darker(p.lit(p.colour), 0.3)}" stroke-width="2.5"/>`;

const rock: Painter = (p) =>
  `${groundShadow(p, 90)}<path d="M-96 0L-80 -60L-30 -96L40 -90L86 -50L96 0Z" fill="${side(p, p.colour, 0.35)}"${ink(p, 1.5)}/><path d="M-30 -96L-10 -40L40 -90M-10 -40L86 -50M-10 -40L-80 -60" stroke="${darker(p.lit(p.colour), 0.2)}" stroke-width="2" fill="none"/>`;

const island: Painter = (p) =>
  `<ellipse cx="0" cy="-6" rx="140" ry="12" fill="${p.lit('#ffffff')}" opacity="0.35"/><path d="M-130 -6Q-60 -46 0 -44Q70 -46 130 -6Z" fill="${round(p, p.colour)}"${ink(p, 1.5)}/><g transform="translate(30 -40) scale(0.7)">${palm({ ...p, colour: '#3f9a3a' })}</g>`;

const volcano: Painter = (p) =>
  `<path d="M-140 0L-40 -86L40 -86L140 0Z" fill="${side(p, p.colour, 0.3)}"${ink(p, 1.5)}/><path d="M-40 -86L40 -86L30 -70Q20 -40 10 -60Q0 -30 -10 -56Q-20 -44 -30 -70Z" fill="#ff6a1a"/><circle cx="-10" cy="-104" r="14" fill="#9a9a9a" opacity="0.8"/><circle cx="12" cy="-116" r="18" fill="#8a8a8a" opacity="0.7"/>`;

const waterfall: Painter = (p) =>
  `<path d="M-100 0L-100 -100L-30 -100L-30 0Z M30 0L30 -100L100 -100L100 0Z" fill="${side(p, '#7a7a80', 0.3)}"${ink(p, 1.5)}/><rect x="-30" y="-100" width="60" height="100" fill="${p.canvas.linear([lighter(p.lit(p.colour), 0.4), p.lit(p.colour)])}"/><path d="M-20 -96v90M-6 -100v96M10 -96v90M22 -100v94" stroke="#ffffff" stroke-width="3" opacity="0.6"/><ellipse cx="0" cy="-4" rx="50" ry="10" fill="#ffffff" opacity="0.7"/>`;

export const PLANTS: readonly Concept[] = [
  plant('tree', ['树', '大树', '树木', '小树'], ['tree', 'trees', 'oak', 'maple'], tree, 0.95, 8, ['#4e9a3c', '#6aaa3a']),
  plant(
    'cherry blossom',
    ['樱花', '桃花', '梅花', '樱花树'],
    ['cherry blossom', 'sakura', 'blossom', 'blossoms'],
    blossomTree,
    0.95,
    6,
    ['#f4a6c8'],
  ),
  plant('pine tree', ['松树', '松', '杉树'], ['pine', 'fir', 'spruce', 'conifer'], pine, 0.7, 12, ['#2f6e3a']),
  plant('christmas tree', ['圣诞树'], ['christmas tree', 'xmas tree'], christmasTree, 0.7, 2.5, ['#2f6e3a']),
  plant('palm tree', ['椰子树', '棕榈树', '棕榈', '椰树'], ['palm', 'palm tree', 'coconut'], palm, 0.95, 10, ['#3f9a3a']),
  plant(
    'flower',
    ['花', '花朵', '鲜花', '花儿', '雏菊'],
    ['flower', 'flowers', 'daisy', 'bloom', 'bouquet'],
    flower,
    0.6,
    0.4,
    ['#e8453c', '#e86aa6', '#8e5cc7', '#f2f2f2'],
    ['flowers'],
  ),
  plant('sunflower', ['向日葵'], ['sunflower', 'sunflowers'], sunflower, 0.55, 2, ['#f5c52a'], ['grass']),
  plant('rose', ['玫瑰', '玫瑰花'], ['rose', 'roses'], rose, 0.5, 0.6, ['#d8202a', '#f4a6c8']),
  plant('tulip', ['郁金香'], ['tulip', 'tulips'], tulip, 0.4, 0.4, ['#e8453c', '#f2c230', '#e86aa6'], ['flowers']),
  plant('lotus', ['荷花', '莲花', '荷叶', '莲'], ['lotus', 'water lily', 'lily'], lotus, 1.65, 0.5, ['#f4a6c8'], ['lake']),
  plant('cactus', ['仙人掌'], ['cactus', 'cacti'], cactus, 0.65, 2, ['#4e9a3c'], ['desert']),
  plant('bamboo', ['竹子', '竹'], ['bamboo'], bamboo, 0.55, 6, ['#6aaa3a']),
  plant('mushroom', ['蘑菇'], ['mushroom', 'mushrooms', 'toadstool'], mushroom, 1.15, 0.3, ['#d8302a', '#c98a4b']),
  plant('bush', ['灌木', '草丛', '树丛'], ['bush', 'shrub', 'hedge'], bush, 1.6, 1.2, ['#4e9a3c']),
  plant(
    'leaf',
    ['叶子', '树叶', '枫叶', '落叶'],
    ['leaf', 'leaves', 'maple leaf'],
    leaf,
    0.8,
    0.1,
    ['#e8742a', '#4e9a3c'],
    [],
    0.5,
  ),
  plant('cliff', ['悬崖', '峭壁', '山崖', '崖'], ['cliff', 'cliffs', 'bluff', 'crag'], cliff, 2, 30, ['#8a7f72'], ['sea']),
  plant('rock', ['石头', '岩石', '巨石', '石'], ['rock', 'rocks', 'stone', 'boulder'], rock, 1.95, 1.5, ['#9a9590']),
  plant('island', ['岛', '小岛', '海岛', '岛屿'], ['island', 'islet'], island, 2.8, 10, ['#f0d39a'], ['sea']),
  plant('volcano', ['火山'], ['volcano'], volcano, 2.8, 200, ['#6b5a50']),
  plant('waterfall', ['瀑布'], ['waterfall', 'falls', 'cascade'], waterfall, 2, 40, ['#6fb3d9'], ['river']),
];

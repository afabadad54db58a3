// The world of a fresh start: the demo account with its welcome line, the goods, the VIP
// data. Written in the caller's transaction (a new database, or a reset: wipe then seed).
import { NEW_ACCOUNT_POINTS } from '../../src/rules/account';
import type { Sql } from './database';

export const DEMO_ACCOUNT_ID = 'u-demo';
export const DEMO_OPENID = 'wx-demo';
export const DEMO_POINTS = 100;
export { NEW_ACCOUNT_POINTS };

interface SeedGoods {
  id: string;
  name: string;
  price: number;
  points: number;
  desc: string;
  onSale: boolean;
  en: { name: string; desc: string };
}

const GOODS: readonly SeedGoods[] = [
  {
    id: 'g-30',
    name: '体验包',
    price: 300,
    points: 30,
    desc: '30 积分，适合先试试',
    onSale: true,
    en: { name: 'Starter pack', desc: '30 points, to try things out' },
  },
  {
    id: 'g-100',
    name: '标准包',
    price: 990,
    points: 100,
    desc: '100 积分，最受欢迎',
    onSale: true,
    en: { name: 'Standard pack', desc: '100 points, the favourite' },
  },
  {
    id: 'g-500',
    name: '超值包',
    price: 4500,
    points: 500,
    desc: '500 积分，九折',
    onSale: true,
    en: { name: 'Value pack', desc: '500 points, 10% off' },
  },
  {
    id: 'g-1200',
    name: '专业包',
    price: 9800,
    points: 1200,
    desc: '1200 积分，约八二折',
    onSale: true,
    en: { name: 'Pro pack', desc: '1200 points, about 18% off' },
  },
  // Known but no longer sold: check answers available false, buy refuses it.
  {
    id: 'g-legacy',
    name: '旧版礼包',
    price: 100,
    points: 10,
    desc: '已下架',
    onSale: false,
    en: { name: 'Old gift pack', desc: 'No longer sold' },
  },
];

const VIP_DATA: Record<string, string> = {
  welcome: '欢迎使用 Miao 会员服务',
  notice: '本地模拟服务：数据保存在本机（npm run reset 可清空）',
};

/** Every table the stand-in keeps, children first (a wipe empties them in this order). */
export const TABLES = [
  'ledger',
  'resources',
  'trades',
  'task_tokens',
  'codes',
  'sessions',
  'login_requests',
  'accounts',
  'goods',
  'vip_data',
] as const;

/** Writes the seeded world into an empty database. */
export async function seedWorld(tx: Sql): Promise<void> {
  await tx.query(
    "INSERT INTO accounts (id, openid, phone, points, type, expire_date) VALUES ($1, $2, '13800000000', $3, 1, '2099-12-31')",
    [DEMO_ACCOUNT_ID, DEMO_OPENID, DEMO_POINTS],
  );
  // The demo's 100 points are its welcome grant, the first line of its history.
  const seq = Number((await tx.query<{ seq: string | number }>("SELECT nextval('seq') AS seq")).rows[0].seq);
  await tx.query(
    "INSERT INTO ledger (id, account_id, kind, amount, balance, at, seq) VALUES ($1, $2, 'welcome', $3, $3, $4, $5)",
    [`e${seq}`, DEMO_ACCOUNT_ID, DEMO_POINTS, Date.now(), seq],
  );
  for (const [position, g] of GOODS.entries()) {
    await tx.query(
      'INSERT INTO goods (id, position, name, price, points, description, on_sale, name_en, description_en) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [g.id, position, g.name, g.price, g.points, g.desc, g.onSale, g.en.name, g.en.desc],
    );
  }
  for (const [key, value] of Object.entries(VIP_DATA))
    await tx.query('INSERT INTO vip_data (key, value) VALUES ($1, $2)', [key, value]);
}

/** Empties every table and starts the order over, then seeds (a reset). */
export async function reseedWorld(tx: Sql): Promise<void> {
  await tx.query(`TRUNCATE ${TABLES.join(', ')}`);
  await tx.query('ALTER SEQUENCE seq RESTART');
  await seedWorld(tx);
}

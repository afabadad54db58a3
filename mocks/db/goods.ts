// The shop's goods (in the shop's order) and the VIP data: seeded, read by the handlers.
import type { Sql } from './database';
import { goodsRow, rowsOf, type GoodsRec } from './rows';

export async function allGoods(sql: Sql): Promise<GoodsRec[]> {
  return rowsOf(goodsRow, 'goods', (await sql.query('SELECT * FROM goods ORDER BY position')).rows);
}

export async function goodsById(sql: Sql, id: string): Promise<GoodsRec | undefined> {
  return rowsOf(goodsRow, 'goods', (await sql.query('SELECT * FROM goods WHERE id = $1', [id])).rows)[0];
}

export async function vipValue(sql: Sql, key: string): Promise<string | undefined> {
  const { rows } = await sql.query<{ value: string }>('SELECT value FROM vip_data WHERE key = $1', [key]);
  return rows[0]?.value;
}

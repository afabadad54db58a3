// A test file's database in memory: the first of a process is made (migrated, seeded) and kept
// as a dump; the next start from the dump, each apart from the others.
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { memoryDatabase } from './current';
import { migrations } from './migrate';
import { DEMO_ACCOUNT_ID, DEMO_POINTS } from './seed';

const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

async function open(): Promise<Database> {
  const database = await memoryDatabase();
  opened.push(database);
  return database;
}

const points = async (database: Database) =>
  Number(
    (await database.query<{ points: number }>('SELECT points FROM accounts WHERE id = $1', [DEMO_ACCOUNT_ID])).rows[0].points,
  );

describe('memoryDatabase', { timeout: 120_000 }, () => {
  it('starts each new one migrated and seeded, and apart from the others', async () => {
    const first = await open();
    await first.query('UPDATE accounts SET points = 1 WHERE id = $1', [DEMO_ACCOUNT_ID]);
    const second = await open();
    const third = await open();
    expect(await points(first)).toBe(1);
    for (const database of [second, third]) {
      expect(await points(database)).toBe(DEMO_POINTS);
      const applied = await database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(applied.rows.map((row) => row.name)).toEqual(migrations().map((migration) => migration.name));
    }
    await second.query('UPDATE accounts SET points = 2 WHERE id = $1', [DEMO_ACCOUNT_ID]);
    expect(await points(third)).toBe(DEMO_POINTS);
  });

  it('keeps the made one as a dump only when it is embedded (a server database has none)', async () => {
    const database = await open();
    const dump = await database.dump();
    if (process.env.MOCK_TEST_DATABASE_URL) expect(dump).toBeUndefined();
    else expect(dump?.size).toBeGreaterThan(0);
  });
});

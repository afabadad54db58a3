// Migrations: the SQL files of migrations/, applied in the order of their names, each once and
// in a transaction of its own, recorded in schema_migrations. A new change of the schema is a
// new file (0002_….sql); a file already applied is never edited.
import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './database';

const FOLDER = new URL('./migrations/', import.meta.url);

export interface Migration {
  name: string;
  sql: string;
}

/** The migrations in the folder, in order. */
export function migrations(): Migration[] {
  return readdirSync(FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(new URL(name, FOLDER), 'utf8') }));
}

/** Applies the migrations the database has not had; answers their names. */
export async function migrate(db: Database, list: readonly Migration[] = migrations()): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  const ran: string[] = [];
  for (const migration of list) {
    if (applied.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    });
    ran.push(migration.name);
  }
  return ran;
}

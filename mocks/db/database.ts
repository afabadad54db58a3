// The stand-in's database: Postgres. Embedded (PGlite: Postgres compiled to wasm, from the npm
// registry alone) in a folder, or in memory for tests; or a Postgres server when
// MOCK_DATABASE_URL names one (node-postgres). The same schema (migrations/*.sql) and the
// same queries run on either. Every change a handler makes is a statement in a transaction,
// committed before it is answered: there is no copy of the records in memory to save.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Something queries run on: the database, or one transaction of it. */
export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Several statements without parameters (a migration). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  /** Runs `work` in one transaction: every statement of it is committed, or (on a throw) none. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** Where it is, for the console: a folder, 'memory', or the server's URL without its password. */
  readonly where: string;
  close(): Promise<void>;
  /** An embedded database's folder as a tarball (db/dump.ts starts another from it); a server's: undefined. */
  dump(): Promise<Blob | undefined>;
}

type PGliteLike = Pick<PGlite, 'query' | 'exec'>;

function pgliteSql(on: PGliteLike): Sql {
  return {
    query: async <R>(text: string, params: readonly unknown[] = []) => ({ rows: (await on.query<R>(text, [...params])).rows }),
    exec: async (text) => {
      await on.exec(text);
    },
  };
}

export function embedded(pglite: PGlite, where: string): Database {
  return {
    ...pgliteSql(pglite),
    where,
    // PGlite has one connection: a transaction holds it, and other queries wait for it.
    transaction: (work) => pglite.transaction((tx) => work(pgliteSql(tx))),
    close: () => pglite.close(),
    dump: () => pglite.dumpDataDir('none'),
  };
}

type PgLike = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

function pgSql(on: PgLike): Sql {
  return {
    // Rows are checked where they are read (rows.ts): typed here as the caller says.
    query: async <R>(text: string, params: readonly unknown[] = []) => ({
      rows: (await on.query(text, [...params])).rows as R[],
    }),
    exec: async (text) => {
      await on.query(text);
    },
  };
}

function server(url: string, schema?: string): Database {
  // A schema of its own (a test file's): every connection looks there first.
  const pool = new pg.Pool({ connectionString: url, max: 8, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const shown = new URL(url);
  shown.password = '';
  return {
    ...pgSql(pool),
    where: shown.href,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(pgSql(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    dump: () => Promise.resolve(undefined),
  };
}

export interface DatabaseChoice {
  /** postgres://… : a Postgres server (MOCK_DATABASE_URL). */
  url?: string;
  /** On the server, this schema (made when missing) instead of the default one. */
  schema?: string;
  /** A folder for the embedded database; undefined: in memory. */
  dir?: string;
}

/** Opens (creating it when new) the database chosen; migrate.ts brings its schema up to date. */
export async function connectDatabase(choice: DatabaseChoice): Promise<Database> {
  if (choice.url && choice.schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(choice.schema)) throw new Error(`not a schema name: ${choice.schema}`);
    const admin = server(choice.url);
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${choice.schema}`);
    await admin.close();
  }
  if (choice.url) return server(choice.url, choice.schema);
  const pglite = new PGlite(choice.dir);
  await pglite.waitReady;
  return embedded(pglite, choice.dir ?? 'memory');
}

/** A unique constraint refused the statement (Postgres 23505): the row was made by someone else meanwhile. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

// The stand-in's SQLite database (sql.js: SQLite compiled to wasm, from the npm registry alone,
// no native build). sql.js keeps the database in memory; save() writes the whole file
// atomically (atomicFile.ts), so the file on disk is always one committed state. Each table
// holds one kind of record as JSON under its key, in the order the records were first stored
// (the rowid: an update keeps it, a new row gets the next one), as the Maps keep them.
// `SELECT json_extract(body, '$.points') FROM accounts` reads it with the sqlite3 shell.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import initSqlJs, { type BindParams, type Database, type SqlJsStatic } from 'sql.js';
import { writeFileAtomic } from './atomicFile';

/** Bumped when the layout changes; a file of another version is set aside, not misread. */
const SCHEMA_VERSION = '1';

export interface Row {
  id: string;
  body: string;
}

/** What one save changes in one table. */
export interface TableChanges {
  table: string;
  upserts: Row[];
  deletes: string[];
}

export interface Opened {
  db: MockDb;
  /** Why the file on disk was not used (it is kept beside, renamed), for the console. */
  note?: string;
}

let sqlJs: Promise<SqlJsStatic> | undefined;

function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= initSqlJs();
  return sqlJs;
}

function quoted(table: string): string {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  return `"${table}"`;
}

export class MockDb {
  private constructor(
    private readonly sql: Database,
    /** null: in memory only (nothing is written). */
    private readonly file: string | null,
    private readonly tables: readonly string[],
  ) {}

  /**
   * The database in `file` (null: a new one in memory). A file that is not a readable stand-in
   * database of this version is renamed aside and a new database begins, with a note saying so.
   */
  static async open(file: string | null, tables: readonly string[]): Promise<Opened> {
    const SQL = await loadSqlJs();
    let note: string | undefined;
    if (file !== null && existsSync(file)) {
      let sql: Database | undefined;
      try {
        sql = new SQL.Database(readFileSync(file));
        const db = new MockDb(sql, file, tables);
        db.checkVersion();
        db.createTables();
        return { db };
      } catch (error) {
        sql?.close();
        const aside = `${file}.unreadable-${Date.now()}`;
        renameSync(file, aside);
        const reason = error instanceof Error ? error.message : String(error);
        note = `${file} could not be read (${reason}): starting over with the demo account; the old file is kept as ${aside}`;
      }
    }
    const db = new MockDb(new SQL.Database(), file, tables);
    db.createTables();
    db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['schema', SCHEMA_VERSION]);
    return { db, note };
  }

  private run(statement: string, params?: BindParams): void {
    this.sql.run(statement, params);
  }

  private checkVersion(): void {
    const found = this.sql.exec("SELECT value FROM meta WHERE key = 'schema'")[0]?.values[0]?.[0];
    if (found !== SCHEMA_VERSION) throw new Error(`schema ${String(found)}, expected ${SCHEMA_VERSION}`);
  }

  private createTables(): void {
    this.run('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    for (const table of this.tables) {
      this.run(`CREATE TABLE IF NOT EXISTS ${quoted(table)} (id TEXT PRIMARY KEY, body TEXT NOT NULL)`);
    }
  }

  /** A table's rows in the order they were first stored. */
  read(table: string): Row[] {
    const result = this.sql.exec(`SELECT id, body FROM ${quoted(table)} ORDER BY rowid`)[0];
    const rows: Row[] = [];
    for (const [id, body] of result?.values ?? []) {
      if (typeof id === 'string' && typeof body === 'string') rows.push({ id, body });
    }
    return rows;
  }

  readMeta(key: string): string | undefined {
    const value = this.sql.exec('SELECT value FROM meta WHERE key = ?', [key])[0]?.values[0]?.[0];
    return typeof value === 'string' ? value : undefined;
  }

  /**
   * Applies every change in one transaction: all of them or (on an error) none. `wipe` empties
   * every table first (a reset), so the database holds exactly what `changes` upsert.
   */
  apply(changes: readonly TableChanges[], meta: Record<string, string>, wipe = false): void {
    this.run('BEGIN');
    try {
      if (wipe) for (const table of this.tables) this.run(`DELETE FROM ${quoted(table)}`);
      for (const { table, upserts, deletes } of changes) {
        const name = quoted(table);
        this.each(
          `DELETE FROM ${name} WHERE id = ?`,
          deletes.map((id) => [id]),
        );
        this.each(
          `INSERT INTO ${name} (id, body) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET body = excluded.body`,
          upserts.map(({ id, body }) => [id, body]),
        );
      }
      for (const [key, value] of Object.entries(meta)) {
        this.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [
          key,
          value,
        ]);
      }
      this.run('COMMIT');
    } catch (error) {
      this.run('ROLLBACK');
      throw error;
    }
  }

  /** Runs one statement, prepared once, for each set of parameters. */
  private each(statement: string, params: BindParams[]): void {
    if (params.length === 0) return;
    const prepared = this.sql.prepare(statement);
    try {
      for (const one of params) prepared.run(one);
    } finally {
      prepared.free();
    }
  }

  /** Writes the whole database to its file (temp file, then rename); nothing for an in-memory one. */
  save(): void {
    if (this.file !== null) writeFileAtomic(this.file, this.sql.export());
  }

  close(): void {
    this.sql.close();
  }
}

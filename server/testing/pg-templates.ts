import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import type { TestDatabase } from './databases.js';

/**
 * PostgreSQL test databases copied from templates: a template is a database of its own, migrated
 * (and filled) once per test worker; each test database is `CREATE DATABASE … TEMPLATE` of it,
 * a file copy on the server instead of running every migration again. Tables live in the schema
 * SCHEMA of each database, as in a schema of a shared database before. Templates are named
 * `<run prefix>_<worker>_<key hash>`; the run's global setup (pg-template-setup.ts) drops them.
 */
const SCHEMA = 't';

declare module 'vitest' {
  interface ProvidedContext {
    /** Starts the names of this run's PostgreSQL templates (pg-template-setup.ts). */
    pgTemplatePrefix: string;
  }
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** The connection string of the server's database `name`. */
export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's own database of TEST_DATABASE_URL (creating and dropping databases). */
export async function onServer<T>(run: (client: pg.Client) => Promise<T>, url = serverUrl()): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** How long a drop waits for the database's sessions to close by themselves before ending them. */
const CLOSE_WAIT_MS = 5_000;

/**
 * Drops a database once nobody is connected to it. A pool's `end()` resolves before its clients'
 * sockets have closed; dropping `with (force)` meanwhile ends those sessions from the server, and
 * the ending client reports it (57P01) as an error no one listens for any more, which failed whole
 * runs. So the drop first waits for the database's sessions to go; `force` is only for one left
 * open past CLOSE_WAIT_MS.
 */
const dropDatabase = (name: string) =>
  onServer(async (client) => {
    const until = Date.now() + CLOSE_WAIT_MS;
    while (Date.now() < until) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (!rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  });

const workerTag = crypto.randomBytes(3).toString('hex');
const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

function runPrefix(): string {
  try {
    return inject('pgTemplatePrefix') || `tpl_${String(process.pid)}`;
  } catch {
    return `tpl_${String(process.pid)}`;
  }
}

/** Makes a template database filled by `fill` and returns its name. */
export async function makePgTemplate(key: string, fill: (database: Database) => Promise<void>): Promise<string> {
  const name = `${runPrefix()}_${workerTag}_${crypto.createHash('sha1').update(key).digest('hex').slice(0, 10)}`;
  await onServer((client) => client.query(`create database "${name}"`));
  const database = openDatabase({ url: databaseUrl(name), pgSchema: SCHEMA });
  try {
    await sql`create schema ${sql.id(SCHEMA)}`.execute(database.db);
    await fill(database);
  } catch (error) {
    await database.close();
    await dropDatabase(name);
    throw error;
  }
  // No one may stay connected to a template while databases are made of it.
  await database.close();
  return name;
}

/** A new database copied from the template, dropped by its `dispose`. */
export async function copyPgTemplate(template: string): Promise<TestDatabase> {
  const name = `t_${hex(6)}`;
  await onServer((client) => client.query(`create database "${name}" template "${template}"`));
  const database = openDatabase({ url: databaseUrl(name), pgSchema: SCHEMA });
  return {
    ...database,
    url: databaseUrl(name),
    dispose: async () => {
      await database.close();
      await dropDatabase(name);
    },
  };
}

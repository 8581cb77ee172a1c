import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import type { AppInstance } from '../app-types.js';
import { loadConfig, type Config } from '../config.js';
import { MemoryStore, type KeyValueStore } from '../lib/kv.js';
import type { RsaKeys } from '../lib/rsa.js';
import { openTestDatabase, type TestDatabase } from './databases.js';
import { testKeys } from './keys.js';
import { signedHeaders } from './signing.js';

export interface TestApp {
  app: AppInstance;
  database: TestDatabase;
  config: Config;
  /** Signed headers for this app's key, for the given tenant (and session token). */
  sign(sysid: number, token?: string): Record<string, string>;
  rsa: RsaKeys;
  close(): Promise<void>;
}

/** A whole server on a fresh database (migrated, not seeded) with a temporary DATA_DIR. */
export async function buildTestApp(
  dialect: 'sqlite' | 'postgres',
  overrides: Partial<Config> = {},
  /** Registers test-only routes before the app is sealed. */
  extend?: (app: AppInstance) => void,
  /** The key-value store (e.g. a Redis one of server/testing/stores.ts); process memory by default. Closed with the app. */
  kv: KeyValueStore = new MemoryStore(),
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-test-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'web') }), ...overrides };
  const database = await openTestDatabase(dialect);
  const rsa = testKeys();
  const app = await buildApp({ config, database, kv, rsa });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    rsa,
    sign: (sysid, token) => signedHeaders(rsa.publicKeyPem, sysid, token),
    async close() {
      await app.close();
      await kv.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Posts a body as it is, with its content type: what a client that does not follow the contracts sends. */
export const postRaw = (app: AppInstance, url: string, contentType: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

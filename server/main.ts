import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { seedFiles } from './kit/attachments/seed-files.js';
import { openStore } from './lib/kv.js';
import { loadOrCreateKeys } from './lib/rsa.js';
import path from 'node:path';

/** Start-up: config → database → migrations → seed → listen. Returns a stop function. */
export async function startServer(config: Config = loadConfig()) {
  const database = openDatabase({ url: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'innoweb.db') });
  await migrateToLatest(database);
  const seeded = await seedIfEmpty(database.db, { files: seedFiles(config.dataDir) });
  const kv = openStore(config.redisUrl, config.redisPrefix);
  const rsa = loadOrCreateKeys(config.dataDir, config.rsaPrivateKey);
  const app = await buildApp({
    config,
    database,
    kv,
    rsa,
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.nonce'] },
  });
  await app.listen({ port: config.port, host: config.host });

  const stop = async () => {
    await app.close();
    await kv.close();
    await database.close();
  };
  return { app, seeded, stop };
}

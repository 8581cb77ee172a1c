import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { startServer } from '../main.js';

/**
 * Starts the server as start.ts does (migrations, seed when empty, every route, listening) on the
 * SQLite data dir named by its argument, and prints the packages that start-up loaded as one JSON
 * array: server/start-up.test.ts runs it in its own process, where nothing else has loaded anything.
 */
const dataDir = process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-start-up-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});
const { stop } = await startServer(config);
const packages = new Set<string>();
for (const file of Object.keys(createRequire(import.meta.url).cache)) {
  const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
  if (name) packages.add(name);
}
await stop();
process.stdout.write(`${JSON.stringify([...packages].sort())}\n`);

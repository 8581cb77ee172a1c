import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the server as start.ts does (migrations, seed when empty, every route, listening) on the
 * SQLite data dir named by its argument, and prints as one JSON line the packages that start-up
 * loaded and how many error stacks it formatted: server/start-up.test.ts runs it in its own
 * process, where nothing else has loaded anything. A stack formatted at start-up is costly where
 * source maps are on (npm start): the first one parses the bundle's whole map.
 */
let stacks = 0;
Error.prepareStackTrace = (error, frames) => {
  // The loader that runs this file (tsx) formats stacks of its own while resolving; those are not start-up's.
  if (!frames.some((frame) => /node_modules\/tsx\//.test(frame.getFileName() ?? ''))) stacks++;
  return `${String(error)}\n${frames.map((frame) => `    at ${String(frame)}`).join('\n')}`;
};
const { loadConfig } = await import('../config.js');
const { startServer } = await import('../main.js');
const dataDir = process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-start-up-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
});
const { stop } = await startServer(config);
const stacksAtStart = stacks;
const packages = new Set<string>();
for (const file of Object.keys(createRequire(import.meta.url).cache)) {
  const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
  if (name) packages.add(name);
}
await stop();
process.stdout.write(`${JSON.stringify({ packages: [...packages].sort(), stacks: stacksAtStart })}\n`);

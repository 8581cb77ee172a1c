import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { E2E_CAPTCHA } from './constants.js';
import { ownServerList, seededDataDir } from './seeded-data.js';
import { test } from './test.js';

/**
 * A server of a spec's own, for tests that take the network away: it can be stopped and started
 * again on the same port and data, so the page's origin, its service worker and its local
 * database stay the same while "the network" is gone. The shared server of the run stays up.
 */
export interface OwnServer {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  running(): boolean;
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), mid-request if need be: nothing gets to finish. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its data. */
  dispose(): Promise<void>;
}

/**
 * A port below the kernel's ephemeral range (32768 and up), free right now. While an own server
 * is stopped its port is free, and a port the kernel hands out (`listen(0)`) to another spec's
 * server could be this one: the page would then reach a stranger with another signing key.
 */
async function reservedRangePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + crypto.randomInt(10_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export async function startOwnServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
  const port = await reservedRangePort();
  // A copy of the run's seeded data: the server starts without seeding the demo again.
  const dataDir = seededDataDir('innoweb-e2e-own-');
  const env = {
    ...process.env,
    ...extraEnv,
    DATA_DIR: dataDir,
    // A spec may serve a copy of the build of its own (e.g. to deploy a new version).
    WEB_DIR: extraEnv.WEB_DIR ?? path.resolve('dist/web'),
    CAPTCHA_TEST_CODE: E2E_CAPTCHA,
  };
  let current: ServerProcess | null = null;
  const start = async () => {
    if (current) return;
    current = await startServerProcess({ env, port, output: 'prefixed' });
    ownServerList.add(current.pid, dataDir);
  };
  const stop = async () => {
    const running = current;
    current = null;
    if (!running) return;
    await running.stop();
    ownServerList.remove(running.pid);
  };
  const kill = async () => {
    const running = current;
    current = null;
    if (!running) return;
    process.kill(running.pid, 'SIGKILL');
    await running.stop();
    ownServerList.remove(running.pid);
  };
  await start();
  return {
    url: `http://127.0.0.1:${String(port)}`,
    port,
    dataDir,
    running: () => current !== null,
    start,
    stop,
    kill,
    dispose: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server of the describe block's own: started before its tests, stopped and removed after them.
 * The answer stands for that server once it runs; read it inside the tests.
 */
export function ownServerOfDescribe(): OwnServer {
  let own: OwnServer | undefined;
  test.beforeAll(async () => {
    own = await startOwnServer();
  });
  test.afterAll(async () => {
    await own?.dispose();
  });
  const current = (): OwnServer => {
    if (!own) throw new Error('the describe block’s own server is not running yet');
    return own;
  };
  return {
    get url() {
      return current().url;
    },
    get port() {
      return current().port;
    },
    get dataDir() {
      return current().dataDir;
    },
    running: () => current().running(),
    stop: () => current().stop(),
    kill: () => current().kill(),
    start: () => current().start(),
    dispose: () => current().dispose(),
  };
}

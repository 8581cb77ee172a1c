import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Milliseconds from spawn until /api/health answered. */
  startupMs: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDataDir(prefix = 'innoweb-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${String(child.exitCode)} before answering`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not answer ${url}/api/health within ${String(timeoutMs)} ms`);
}

/** Starts `server/cli/serve.ts` as its own process on a free loopback port and waits until it answers. */
export async function startServerProcess(options: {
  dataDir: string;
  env?: Record<string, string | undefined>;
  port?: number;
  timeoutMs?: number;
  quiet?: boolean;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${String(port)}`;
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/serve.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...options.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(url, child, options.timeoutMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const startupMs = Date.now() - startedAt;
  return {
    url,
    port,
    dataDir: options.dataDir,
    child,
    startupMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

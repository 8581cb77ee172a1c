import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { SERVER_BUNDLE } from '../../server/cli/server-build.js';

const HOST = '127.0.0.1';
const POLL_MS = 20;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerProcess {
  pid: number;
  url: string;
  port: number;
  /** From spawning the process to /api/health answering 200. */
  startupMs: number;
  /** SIGTERM, then SIGKILL if it has not exited in time. Resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  /** Environment of the server (DATA_DIR, DATABASE_URL, …); PORT and HOST are set here. */
  env: NodeJS.ProcessEnv;
  /** The server's own output: passed through, prefixed with [server], or dropped. */
  output?: 'inherit' | 'prefixed' | 'ignore';
  port?: number;
  timeoutMs?: number;
}

/** A port free right now: listen on 0, read what the kernel picked, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export function tempDataDir(prefix = 'innoweb-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

function forwardPrefixed(child: ChildProcess): void {
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream) readline.createInterface({ input: stream }).on('line', (line) => sink.write(`[server] ${line}\n`));
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess): Promise<number | null> {
  const exited = exitOf(child);
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/**
 * Starts the built server (dist/server/start.mjs, as `npm start` runs it) as its own process on a
 * loopback port, and waits until it answers /api/health.
 */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: build the server first`);
  const port = options.port ?? (await freePort());
  const url = `http://${HOST}:${port}`;
  const output = options.output ?? 'inherit';
  // A server that migrates and seeds the demo took over a minute on a 2-core machine under load.
  const timeoutMs = options.timeoutMs ?? 180_000;
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: { LOG_LEVEL: 'warn', ...options.env, PORT: String(port), HOST },
    stdio: ['ignore', output === 'ignore' ? 'ignore' : output === 'inherit' ? 'inherit' : 'pipe', output === 'prefixed' ? 'pipe' : 'inherit'],
  });
  if (output === 'prefixed') forwardPrefixed(child);

  // Why the process is gone, once it is: an early exit ends the wait at once.
  let gone: string | null = null;
  child.once('exit', (code, signal) => (gone = `exited with ${signal ?? `code ${String(code)}`}`));
  child.once('error', (error) => (gone = `failed to start: ${error.message}`));

  while (!(await healthy(url))) {
    if (gone !== null) throw new Error(`server ${gone} before answering /api/health`);
    if (performance.now() - started > timeoutMs) {
      await stopChild(child);
      throw new Error(`server did not answer /api/health within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const startupMs = Math.round(performance.now() - started);
  if (child.pid === undefined) throw new Error('server process has no pid');
  return { pid: child.pid, url, port, startupMs, stop: () => stopChild(child) };
}

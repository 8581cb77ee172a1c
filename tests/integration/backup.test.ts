import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../../server/cli/server-build.js';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-accounts.js';
import { rsaEncryptForTest } from '../../server/lib/rsa.js';
import { signedHeaders } from '../../server/testing/signing.js';
import { multipartBody } from '../../server/testing/uploads.js';
import { startServerProcess, tempDataDir, type ServerProcess } from '../support/server-process.js';

const CAPTCHA = 'T3ST';
const TSX = path.resolve('node_modules/tsx/dist/cli.mjs');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script> -- <args>` as npm runs it (tsx), with only the given environment. */
function npmScript(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, `server/cli/${script}.ts`, ...args], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * `npm run backup` and `npm run restore` against a real server process on SQLite: a backup taken
 * while the server runs and writes, restored after it stops, gives back the data and the files.
 */
describe('backup and restore of the embedded database', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let publicKeyPem: string;

  const start = async () => {
    server = await startServerProcess({
      env: {
        PATH: process.env.PATH,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        WEB_DIR: path.join(dataDir, 'web'),
        CAPTCHA_TEST_CODE: CAPTCHA,
      },
      output: 'ignore',
    });
    return server;
  };

  beforeAll(async () => {
    await ensureServerBuild();
    dataDir = tempDataDir('innoweb-backup-');
    await start();
    const privateKeyPem = fs.readFileSync(path.join(dataDir, 'rsa-private.pem'), 'utf8');
    publicKeyPem = crypto.createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
  });

  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (method: 'GET' | 'POST' | 'DELETE', route: string, token?: string, init: RequestInit = {}) =>
    fetch(`${server!.url}/api/dpboot/${route}`, {
      ...init,
      method,
      headers: { ...signedHeaders(publicKeyPem, 1, token), ...(init.headers as Record<string, string>) },
    });

  const login = async () => {
    const form = {
      phone: '13800000005',
      code: rsaEncryptForTest(publicKeyPem, DEMO_PASSWORD),
      verCode: CAPTCHA,
    };
    const response = await api('POST', 'passport/login/pass', undefined, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    const answer = (await response.json()) as { statusCode: number; data: { token: string } };
    expect(answer.statusCode).toBe(200);
    return answer.data.token;
  };

  const upload = async (token: string, filename: string, text: string) => {
    const form = multipartBody([{ name: 'file', filename, data: text }]);
    const response = await api('POST', 'attach/upload/single', token, {
      headers: form.headers,
      body: new Uint8Array(form.payload),
    });
    const answer = (await response.json()) as { statusCode: number; data: { id: number } };
    expect(answer.statusCode).toBe(200);
    return answer.data.id;
  };

  const download = async (token: string, id: number) => {
    const response = await api('GET', `attach/download/${id}`, token);
    const body = await response.text();
    return response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(body) : body;
  };

  it('backs up while the server writes, refuses to restore under it, and restores once it is stopped', async () => {
    const env = { DATA_DIR: dataDir };
    const token = await login();
    const kept = await upload(token, 'kept.txt', 'in the backup');

    const backup = await npmScript('backup', [], env);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    const archive = /^backup: (\S+\.tar\.gz) /m.exec(backup.stdout)?.[1];
    expect(archive).toMatch(/[/\\]backups[/\\]innoweb-\d{8}-\d{6}\.tar\.gz$/);
    expect(fs.statSync(archive!).mode & 0o777).toBe(0o600);

    // After the backup: a new file, and the backed-up one deleted (its file removed from disk).
    const later = await upload(token, 'later.txt', 'after the backup');
    expect(
      ((await (await api('DELETE', `attach/delete/${kept}`, token)).json()) as { statusCode: number })
        .statusCode,
    ).toBe(200);
    expect(await download(token, kept)).toMatchObject({ statusCode: 404 });

    const underServer = await npmScript('restore', [archive!], env);
    expect(underServer.status).toBe(1);
    expect(underServer.stderr).toMatch(/restore refused: .*in use: stop the server/);
    expect(await download(token, later)).toBe('after the backup');

    await server!.stop();
    const restore = await npmScript('restore', [archive!], env);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(/the data it replaced is in .*replaced-\d{8}-\d{6}/);

    await start();
    // The session, the record and the file are back as they were when the backup was taken.
    expect(await download(token, kept)).toBe('in the backup');
    expect(await download(token, later)).toMatchObject({ statusCode: 404 });
  });

  it('points to pg_dump and pg_restore when the data is in PostgreSQL', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' };
    const backup = await npmScript('backup', [], env);
    expect(backup.status).toBe(1);
    expect(backup.stderr).toContain('pg_dump');
    const restore = await npmScript('restore', ['whatever.tar.gz'], env);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toContain('pg_restore');
  });
});

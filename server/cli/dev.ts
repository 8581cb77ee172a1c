import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run dev`: the API restarted on change (tsx watch) on API_PORT, and Vite's dev server on PORT
 * with /api proxied to it.
 */
const apiPort = process.env.API_PORT || '8081';
const env = { ...process.env, API_PORT: apiPort };
const children: ChildProcess[] = [
  spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'watch', 'server/cli/start.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js')], { stdio: 'inherit', env }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', (code) => {
  stopAll();
  process.exitCode = code ?? 0;
});
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);

import { loadConfig } from '../config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { startServer } from '../main.js';
import { ensureWebBuild } from './web-build.js';

/** `npm start`: build the web app if stale, migrate, seed when empty, serve everything on one port. */
const config = loadConfig();
ensureWebBuild(config.webDir);
const { stop, seeded } = await startServer(config);

const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`
innoweb is running: http://${shown}:${config.port}/innoweb/index
API docs:           http://${shown}:${config.port}/api/docs
Data:               ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`}${seeded ? ' — demo park seeded' : ''}

Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `  ${a.phone}  ${a.description}${a.tenantId === 1 ? '' : '  — second park: http://demo2.localhost:' + String(config.port) + '/innoweb/index'}`).join('\n')}
`);

const shutdown = () => void stop().then(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

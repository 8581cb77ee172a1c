import { loadConfig } from '../config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { startServer } from '../main.js';

/** The server process: migrate, seed when empty, serve the PWA and the API on one port. */
const config = loadConfig();
const { app, stop, seeded } = await startServer(config);

const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const base = `http://${shown}:${config.port}`;
app.log.info({ url: `${base}/innoweb/index`, seeded }, 'innoweb is running');
console.log(`
innoweb is running: ${base}/innoweb/index
API docs:           ${config.apiDocs ? `${base}/api/docs` : 'off (API_DOCS=1 turns them on)'}
Data:               ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`}${seeded ? ' — demo park seeded' : ''}

Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `  ${a.phone}  ${a.description}${a.tenantId === 1 ? '' : `  — second park: http://demo2.localhost:${config.port}/innoweb/index`}`).join('\n')}
`);

const shutdown = () => {
  stop().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

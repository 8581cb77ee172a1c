import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppInstance } from './app-types.js';
import type { Config } from './config.js';
import type { Database, Dialect } from './db/database.js';
import type { DB } from './db/schema.js';
import type { KeyValueStore } from './lib/kv.js';
import type { RsaKeys } from './lib/rsa.js';
import { contextPlugin } from './kit/context.js';
import { contractGuardPlugin } from './kit/contract-guard.js';
import { refuseNonFiniteNumbers } from './lib/finite-numbers.js';
import { lazySchemaOptions } from './lib/schema-compilers.js';
import { modules } from './modules/index.js';
import { apiRoutesPlugin } from './plugins/api-routes.js';
import { compressionPlugin } from './plugins/compression.js';
import { docsPlugin } from './plugins/docs.js';
import { answerFrameworkError, envelopePlugin } from './plugins/envelope.js';
import { operationLogPlugin } from './plugins/operation-log.js';
import { securityHeadersPlugin, setSecurityHeaders } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { signaturePlugin } from './plugins/signature.js';
import { staleUploadsPlugin } from './plugins/stale-uploads.js';
import { tenantPlugin } from './plugins/tenant.js';
import { verificationPlugin } from './plugins/verification.js';
import { webPlugin } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DB>;
    dialect: Dialect;
    rsa: RsaKeys;
    kv: KeyValueStore;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  kv: KeyValueStore;
  rsa: RsaKeys;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening: what main.ts starts and what tests inject into. */
export async function buildApp(deps: AppDeps): Promise<AppInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    // No HEAD twin for every GET route: the API is read with GET (a HEAD twin doubled the router's
    // work at start-up and its size); the web plugin's page routes ask for theirs.
    exposeHeadRoutes: false,
    // What Fastify answers before any route or hook runs (a path that does not decode): an
    // envelope like every other error, with the headers the security hook would have set.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      answerFrameworkError(error, request, reply);
    },
    ...lazySchemaOptions({ verbose: true, coerceTypes: 'array', removeAdditional: true }, refuseNonFiniteNumbers),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', deps.config);
  app.decorate('db', deps.database.db);
  app.decorate('dialect', deps.database.dialect);
  app.decorate('rsa', deps.rsa);
  app.decorate('kv', deps.kv);

  // First, so that every answer carries the headers, whichever hook or handler answers it.
  await app.register(securityHeadersPlugin);
  // Then the marker of API routes, before every later plugin and module registers its routes.
  await app.register(apiRoutesPlugin);
  await app.register(compressionPlugin);
  await app.register(envelopePlugin);
  await app.register(formbody);
  await app.register(docsPlugin);
  await app.register(tenantPlugin);
  await app.register(signaturePlugin);
  await app.register(sessionPlugin);
  // After the session hook, so it knows who wrote; before the modules, so it sees all their routes.
  await app.register(operationLogPlugin);
  await app.register(verificationPlugin);
  await app.register(contextPlugin);
  await app.register(contractGuardPlugin);
  await app.register(staleUploadsPlugin);
  for (const module of modules) if (module.routes) await app.register(module.routes);
  await app.register(webPlugin);
  return app;
}

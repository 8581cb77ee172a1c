import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { exclusiveBoundsAs30 } from './openapi-bounds.js';

/**
 * OpenAPI generated from the route schemas, browsable at /api/docs. Off in production unless
 * API_DOCS=1 (config.apiDocs): the page is public to whoever reaches the server, and a map of
 * every route is of more use to an attacker than to a park's users. Turned off, /api/docs is a
 * 404 like any unknown API path.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.apiDocs) return;
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, unsigned: true };
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'innoweb API',
          description:
            '园区门户接口。除标注为无需签名的接口外，每个请求都需携带 sysid、timestamp、nonce、Signature 请求头（见 SPEC §7）。',
          version: '1',
        },
      },
      // OpenAPI 3.0 writes exclusive bounds as draft-04 did (openapi-bounds.ts).
      transformObject: (document) =>
        exclusiveBoundsAs30('openapiObject' in document ? document.openapiObject : document.swaggerObject),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  },
  { name: 'innoweb-docs' },
);

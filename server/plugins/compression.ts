import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { isApiUrl } from './api-routes.js';

/**
 * API answers go out compressed (brotli, else gzip) when the browser accepts it and they are worth
 * it: a page of twenty policies is 13 KB of JSON and under 4 KB compressed, on a phone's slow
 * network the difference is a fifth of a second. Brotli at quality 4 costs the server about what
 * gzip does. Binary files (images, spreadsheets) are left as they are.
 */
export const compressionPlugin = fp(
  async (app) => {
    // Only the API: the web app's files are compressed once, at build time (see the web plugin).
    app.addHook('onRoute', (route) => {
      if (!isApiUrl(route.url) && route.compress === undefined) route.compress = false;
    });
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'innoweb-compression' },
);

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { injectPublicKey } from '../lib/public-key-meta.js';
import { sendEnvelopeError } from './envelope.js';

const BASE = '/innoweb/';
const HOME = '/innoweb/index';

/** The page shell with the server's public key injected, so the client signs without a round trip. */
function loadShell(webDir: string, publicKeyPem: string): string | null {
  const file = path.join(webDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  return injectPublicKey(fs.readFileSync(file, 'utf8'), publicKeyPem);
}

const looksLikePage = (url: string) => {
  const pathname = url.split('?')[0] ?? '';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.do');
};

/**
 * Serves the built PWA under /innoweb/ (history mode: unknown page paths get the shell) and
 * answers every other unknown path with an envelope 404.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const { webDir } = app.config;
  const shell = loadShell(webDir, app.rsa.publicKeyPem);

  if (fs.existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: BASE,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => !pathname.endsWith('/index.html'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendShell = (reply: FastifyReply) => {
    if (!shell) return reply.code(503).type('text/plain; charset=utf-8').send('前端尚未构建：请运行 npm run build');
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  };

  for (const url of ['/', '/innoweb', '/innoweb/']) {
    app.get(url, { schema: { hide: true } }, (_request, reply) => reply.redirect(HOME, 302));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && request.url.startsWith(BASE) && looksLikePage(request.url)) return sendShell(reply);
    return sendEnvelopeError(reply, 404, request.url.startsWith('/api/') ? '接口不存在' : '页面不存在');
  });
});

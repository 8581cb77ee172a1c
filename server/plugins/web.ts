import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOGO } from '../../common/tenant.js';
import { MANIFEST_PATH, parkManifest } from '../../common/web-manifest.js';
import type { BootData } from '../../common/boot-data.js';
import type { Tenant } from '../db/schema.js';
import { issueCaptcha } from '../lib/captcha-issue.js';
import { PageShell } from '../lib/page-shell.js';
import { touchIconOf } from '../lib/touch-icon.js';
import { BootReads } from './boot-reads.js';
import { hostnameOf, toAnswer } from './tenant-repo.js';
import { isApiUrl, requestPath } from './api-routes.js';
import { acceptedEncoding } from './compression.js';
import { sendEnvelopeError } from './envelope.js';

const BASE = '/innoweb/';
const TOUCH_ICON_PATH = '/innoweb/apple-touch-icon.png';
/** Pages whose first screen shows a captcha: it comes inside the page. */
const CAPTCHA_PAGES = new Set(['/login']);
const HOME = '/innoweb/index';
/** The service worker's file (vite-plugin-pwa): served from the web root, which is its scope. */
const SERVICE_WORKER = 'sw.js';

const looksLikePage = (url: string) => {
  const pathname = url.split('?')[0] ?? '';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.do');
};

/**
 * Serves the built PWA under /innoweb/ (history mode: unknown page paths get the shell) and each
 * park's manifest, and answers every other unknown path with an envelope 404. Files with an
 * extension (sw.js, icons) never get the shell: a missing one is a 404.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const { webDir, production } = app.config;
  const shell = PageShell.load(webDir, app.rsa.publicKeyPem);

  if (fs.existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: BASE,
      // One route for all files, looked up on request: a route per built file (with its .br, .gz
      // and .map, about five per page) made start-up grow with the web app.
      wildcard: true,
      dotfiles: 'ignore',
      index: false,
      // The build writes .br and .gz beside every text file (vite.config.ts).
      preCompressed: true,
      // A directory is no file: its path (with a trailing slash) goes on to the page shell. Source
      // maps stay on disk for reading stack traces from the logs, but production does not serve
      // them: they would hand out the app's source with its comments.
      allowedPath: (pathname) =>
        !pathname.endsWith('/index.html') && !pathname.endsWith('/') && !(production && pathname.endsWith('.map')),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // Everything outside assets/ keeps its name across deploys — above all sw.js, which must
        // be revalidated for an update to be found — so the browser always asks again.
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        if (name.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json; charset=utf-8');
        if (name === SERVICE_WORKER) res.header('content-type', 'text/javascript; charset=utf-8');
      },
    });
  }

  const bootReads = new BootReads(app);

  /**
   * What the first screen of a page the browser navigates to needs: its public reads' answers
   * and, on the login page, a captcha issued for a new uuid the page adopts.
   */
  const bootFor = async (request: FastifyRequest, park: Tenant): Promise<BootData | undefined> => {
    const appPath = PageShell.appPath(request.url);
    const reads = await bootReads.forPage(appPath, park, request.headers.host ?? '');
    const uuid = CAPTCHA_PAGES.has(appPath) ? crypto.randomUUID() : null;
    const svg = uuid ? await issueCaptcha(app, request.ip, uuid) : null;
    if (!reads && !svg) return undefined;
    return { reads: reads ?? {}, ...(uuid && svg ? { captcha: { uuid, svg } } : {}) };
  };

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!shell) return reply.code(503).type('text/plain; charset=utf-8').send('前端尚未构建：请运行 npm run build');
    const park = await app.tenants.forHostname(hostnameOf(request.headers.host));
    const tenant = toAnswer(park);
    // A route's chunks and styles, and its first screen's answers, go only into a page the
    // browser navigates to. The service worker fetches its copy of the shell (which answers every
    // page offline) as a plain request.
    const mode = request.headers['sec-fetch-mode'];
    const navigation = mode === undefined || mode === 'navigate';
    const body = shell.body(request.url, tenant, navigation, navigation ? await bootFor(request, park) : undefined);
    reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, sec-fetch-mode')
      .header('content-security-policy', body.csp)
      .type('text/html; charset=utf-8');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body.plain);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? body.br : body.gzip);
  };

  // The manifest the page links, answered per park: its name, colour and logo (the built file is
  // the default park's). Revalidated like every file outside assets/, so a changed look shows.
  app.get(MANIFEST_PATH, { schema: { hide: true }, exposeHeadRoute: true }, async (request, reply) => {
    const tenant = toAnswer(await app.tenants.forHostname(hostnameOf(request.headers.host)));
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(parkManifest(tenant)));
  });

  // iOS's home-screen icon, per park: its logo drawn as a PNG (made once per logo), or the app's own.
  const touchIcons = new Map<string, Buffer | null>();
  app.get(TOUCH_ICON_PATH, { schema: { hide: true }, exposeHeadRoute: true }, async (request, reply) => {
    const { logo } = toAnswer(await app.tenants.forHostname(hostnameOf(request.headers.host)));
    if (!touchIcons.has(logo)) touchIcons.set(logo, logo === DEFAULT_LOGO ? null : touchIconOf(webDir, logo));
    const icon = touchIcons.get(logo);
    if (icon) return reply.header('cache-control', 'no-cache').type('image/png').send(icon);
    if (!fs.existsSync(webDir)) return sendEnvelopeError(reply, 404, '页面不存在');
    return reply.sendFile(path.basename(TOUCH_ICON_PATH));
  });

  for (const url of ['/', '/innoweb', '/innoweb/']) {
    app.get(url, { schema: { hide: true }, exposeHeadRoute: true }, (_request, reply) => reply.redirect(HOME, 302));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // Decided on the path as the router read it, so that '/%61pi/…' is an API path too.
    const path = requestPath(request.url);
    if (isRead && path.startsWith(BASE) && looksLikePage(path)) return sendShell(request, reply);
    return sendEnvelopeError(reply, 404, isApiUrl(path) ? '接口不存在' : '页面不存在');
  });
}, { name: 'innoweb-web' });

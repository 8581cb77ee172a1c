import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app-types.js';
import { buildWorld, type World } from '../testing/world.js';
import { BAD_SIGNATURE } from './signature.js';

/**
 * Every registered route, asked for under other spellings of its path: percent-encoded letters,
 * an encoded or doubled slash, a trailing slash, dot segments, other letter case and the
 * absolute form of the request line. Sent over a socket, as a client would: the router matches
 * several of these spellings to the route itself, and a request that reaches a route must get
 * that route's checks (tenant, signature, session); one that reaches none must get the 404
 * envelope, and a path it cannot read the 400 envelope. Never a 5xx, never a stack trace, never a
 * signed route's handler without a signature.
 * (SQLite only: what is tested is routing and the request hooks, not the database.)
 */

interface Route {
  method: string;
  /** The declared url, ':id' and '*' filled with 1. */
  path: string;
}

/** The routes of app, read from its printed route tree (one line per node, four columns a level). */
function routesOf(app: AppInstance): Route[] {
  const routes: Route[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    segments.length = depth;
    segments.push(node[2]!);
    const path = segments
      .join('')
      .replace(/:[A-Za-z_]\w*/g, '1')
      .replace(/\*$/, '1');
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

const encodeChar = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

/** Other spellings of path, by name. */
function variants(path: string, origin: string): Record<string, string> {
  const slashes = [...path.matchAll(/\//g)].map((m) => m.index);
  const firstInner = slashes[1];
  const lastInner = slashes.length > 1 ? slashes.at(-1) : undefined;
  const at = (i: number | undefined, insert: string) =>
    i === undefined ? undefined : path.slice(0, i) + insert + path.slice(i + 1);
  const spelled: Record<string, string | undefined> = {
    'first letter encoded': path.length > 1 ? `/${encodeChar(path[1]!)}${path.slice(2)}` : undefined,
    'second letter encoded':
      path.length > 2 ? `/${path[1]!}${encodeChar(path[2]!)}${path.slice(3)}` : undefined,
    'third letter encoded':
      path.length > 3 && path[3] !== '/'
        ? `${path.slice(0, 3)}${encodeChar(path[3]!)}${path.slice(4)}`
        : undefined,
    'lower-case %xx':
      path.length > 1 ? `/%${path.charCodeAt(1).toString(16).toLowerCase()}${path.slice(2)}` : undefined,
    'first slash as %2F': at(firstInner, '%2F'),
    'last slash as %2f': at(lastInner, '%2f'),
    'double slash': at(firstInner, '//'),
    'leading double slash': `/${path}`,
    'trailing slash': path.endsWith('/') ? undefined : `${path}/`,
    'dot segment': at(firstInner, '/./'),
    'encoded dot segment': at(firstInner, '/%2e/'),
    'dot-dot segment': at(firstInner, '/x/../'),
    'mixed case': path.length > 2 ? `/${path[1]!}${path[2]!.toUpperCase()}${path.slice(3)}` : undefined,
    'upper case': path.toUpperCase() !== path ? path.toUpperCase() : undefined,
    'absolute form': `${origin}${path}`,
    'absolute form, encoded letter':
      path.length > 1 ? `${origin}/${encodeChar(path[1]!)}${path.slice(2)}` : undefined,
    'absolute form, upper-case scheme': `${origin.toUpperCase()}${path}`,
    'absolute form, other host': `http://demo2.localhost${path}`,
    'malformed %-encoding': `${path}%zz`,
  };
  return Object.fromEntries(Object.entries(spelled).filter((e): e is [string, string] => e[1] !== undefined));
}

interface Answer {
  status: number;
  body: string;
}

/** Sends the request line as given (Node writes `path` verbatim), on a keep-alive connection. */
function send(
  agent: http.Agent,
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, agent, method, path: target, headers: { host: 'localhost', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Whether an answer is the envelope of SPEC §3 with its HTTP status. */
function isEnvelopeOf(answer: Answer): boolean {
  try {
    const body = JSON.parse(answer.body) as { statusCode?: unknown; message?: unknown };
    return body.statusCode === answer.status && typeof body.message === 'string';
  } catch {
    return false;
  }
}

/** What a stack trace leaves in a body: frames, source positions, internal modules. */
const STACK_TRACE = /\bat .+:\d+:\d+|node:internal|\.[cm]?[jt]s:\d+|\bError:/;

describe('encoded and absolute-form paths on every route', () => {
  let w: World;
  let port: number;
  let origin: string;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  // A built web app of three files, so that its routes (files, pages) are fuzzed too.
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<html><head><title>x</title></head><body></body></html>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    w = await buildWorld('sqlite', { webDir });
    await w.t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (w.t.app.server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${String(port)}`;
  });
  afterAll(async () => {
    agent.destroy();
    await w.t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers every spelling of every route as the route, or with a 4xx envelope; never a 5xx or a stack trace', async () => {
    const routes = routesOf(w.t.app);
    // The route tree was read: the API's routes are all there.
    expect(routes.length).toBeGreaterThan(150);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/dpboot/notice/list' });
    expect(routes).toContainEqual({ method: 'DELETE', path: '/api/dpboot/policy/applyItem/delete/1' });

    const problems: string[] = [];
    let signedRoutes = 0;
    let requests = 0;
    const queue = routes.map((route) => async () => {
      const canonical = await send(agent, port, route.method, route.path);
      // A HEAD answer has no body to read the message from.
      const signed =
        route.path.startsWith('/api/') &&
        canonical.status === 401 &&
        (route.method === 'HEAD' || canonical.body.includes(BAD_SIGNATURE));
      if (signed) signedRoutes++;
      for (const [name, target] of Object.entries(variants(route.path, origin))) {
        const answer = await send(agent, port, route.method, target);
        requests++;
        const where = `${route.method} ${target} (${name}): ${String(answer.status)} ${answer.body.slice(0, 120)}`;
        if (answer.status >= 500) problems.push(`5xx — ${where}`);
        if (STACK_TRACE.test(answer.body)) problems.push(`stack trace — ${where}`);
        if (signed && ![400, 401, 403, 404].includes(answer.status))
          problems.push(`signed route reached unsigned — ${where}`);
        // Spellings the router matches to the route itself get the route's own answer.
        const sameRoute =
          /letter encoded|lower-case %xx|^absolute form$|absolute form, (encoded letter|other host)/.test(
            name,
          );
        if (sameRoute && answer.status !== canonical.status) {
          problems.push(`not the route's own answer (${String(canonical.status)}) — ${where}`);
        }
        if (answer.status >= 400 && route.method !== 'HEAD' && !isEnvelopeOf(answer))
          problems.push(`no envelope — ${where}`);
      }
    });
    const workers = Array.from({ length: 8 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    });
    await Promise.all(workers);
    expect(problems).toEqual([]);
    expect(signedRoutes).toBeGreaterThan(150);
    expect(requests).toBeGreaterThan(2000);
  });

  it('answers an encoded API path that names no route with the API 404 envelope', async () => {
    for (const target of [
      '/%61pi/dpboot/no-such-thing',
      '/api%2Fdpboot/notice/list',
      `${origin}/api/dpboot/no-such-thing`,
    ]) {
      const answer = await send(agent, port, 'GET', target);
      expect({ target, status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
        target,
        status: 404,
        body: { statusCode: 404, message: '接口不存在', data: null },
      });
    }
  });

  it('answers a malformed percent-encoding with the 400 envelope', async () => {
    for (const target of [
      '/api/dpboot/notice/detail/%E0%A4%A',
      '/%61pi/dpboot/%zz',
      '/api/%',
      `${origin}/api/dpboot/%zz`,
      '/innoweb/%zz',
    ]) {
      const answer = await send(agent, port, 'GET', target);
      expect({ target, status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
        target,
        status: 400,
        body: { statusCode: 400, message: '请求地址不正确', data: null },
      });
    }
  });

  it('gives a signed request under another spelling the tenant, signature and session checks of the route', async () => {
    const get = async (target: string, headers: Record<string, string>) => {
      const answer = await send(agent, port, 'GET', target, headers);
      return {
        status: answer.status,
        body: JSON.parse(answer.body) as { statusCode: number; data: unknown },
      };
    };
    const list = '/api/dpboot/notice/manage/list';
    const expected = await get(list, w.t.sign(1, w.admin.token));
    expect(expected.body.statusCode).toBe(200);
    for (const target of [
      '/%61pi/dpboot/notice/manage/list',
      `${origin}${list}`,
      `${origin}/%61p%69/dpboot/notice/manage/list`,
    ]) {
      // Signed, with an operator's session: the same answer as the canonical path.
      expect(await get(target, w.t.sign(1, w.admin.token))).toEqual(expected);
      // Signed without a session: the session check ran.
      expect((await get(target, w.t.sign(1))).body.statusCode).toBe(401);
      // Signed for the other park: the tenant and signature checks ran.
      expect((await get(target, w.t.sign(2, w.admin.token))).status).toBe(403);
      // This park's session on the other park's Host: the tenant came from the Host, the session is not of it.
      expect(
        (await get(target, { ...w.t.sign(2, w.admin.token), host: 'demo2.localhost' })).body.statusCode,
      ).toBe(401);
    }
  });
});

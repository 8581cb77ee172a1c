import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/**
 * What stands in front of the server in production, for Lighthouse to measure through: a TLS
 * front-end speaking HTTP/2. An installable PWA is served over HTTPS, and every HTTPS front-end
 * (a load balancer, nginx, a CDN) negotiates HTTP/2 with the browser, which fetches a page's
 * scripts side by side on one connection; measured over plain HTTP/1.1, Lighthouse's simulation
 * queues them on six connections, a delay no user of the deployed portal meets. The certificate
 * is made for the run (Chromium is told to accept it).
 */

/** Request and response headers that belong to one HTTP/1.1 connection, never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'host']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A static page the front answers itself, measured beside the app's pages on the same run: no
 * script, one request, so its Lighthouse score is the most this harness can give on this machine
 * with Chromium, Lighthouse and the front on its cores (the ceiling the app's pages are read against).
 */
export const CEILING_PATH = '/lighthouse-ceiling.html';
const CEILING_PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="静态页面：同一测量环境下可达到的最高分。">
<title>静态页面</title>
</head>
<body>
<main>
<h1>静态页面</h1>
<p>本页没有脚本，只有一次请求：用作同一次测量的上限。</p>
</main>
</body>
</html>
`;

export interface TlsFront {
  url: string;
  close(): Promise<void>;
}

/** An HTTPS (HTTP/2) front-end on a free port forwarding every request to the server at `target`. */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const backend = new URL(target);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: false });
  server.on('stream', (stream, headers) => {
    if (headers[':path'] === CEILING_PATH) {
      stream.respond({ ':status': 200, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      stream.end(CEILING_PAGE);
      return;
    }
    const forwarded: http.OutgoingHttpHeaders = { host: headers[':authority'] ?? backend.host, 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) forwarded[name] = value;
    }
    const request = http.request(
      { host: backend.hostname, port: backend.port, method: headers[':method'], path: headers[':path'], headers: forwarded },
      (response) => {
        const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) answer[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `https://127.0.0.1:${String(port)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

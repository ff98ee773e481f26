// Serves a built app (dist/apps/<name>) the way a static host would: files, the rewrites of
// firebase.json (the sign-in screens' static pages, SPA fallback to index.html) and an optional
// in-memory /config.json. Given the app's Firebase Hosting target, it
// sends that target's firebase.json headers (CSP, CORS, caching) with the local stack's origins.
// Text files go out gzip-compressed to clients that accept it, as Firebase Hosting sends them.
// Used by the e2e stack and the benchmark.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hostingTarget } from './hosting-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
};

const COMPRESSED_TYPES = new Set(['.html', '.js', '.json', '.css', '.svg', '.map', '.webmanifest']);

/** Compressed once per file version (a rebuilt remote changes its files' mtime). */
function gzipCache() {
  const cache = new Map();
  return (file) => {
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.body;
    const body = gzipSync(readFileSync(file));
    cache.set(file, { mtimeMs, body });
    return body;
  };
}

/** Without a hosting target: any origin may load the files, and only unhashed entry files are revalidated. */
const GENERIC_HOST = {
  headersFor: (pathname) => ({
    'Access-Control-Allow-Origin': '*',
    'Cache-Control':
      !extname(pathname) || /(\.html|mf-manifest\.json|remoteEntry\.js|config\.json)$/.test(pathname)
        ? 'no-cache'
        : 'public, max-age=31536000, immutable',
  }),
  // Unknown paths without an extension are client-side routes.
  rewriteOf: (pathname) => (extname(pathname) ? null : '/index.html'),
};

/**
 * @param {{ root: string, port: number, host?: string, config?: object, app?: string, origins?: Record<string, string> }} options
 *   app: the Firebase Hosting target whose headers to send (shell, accounts, paluwagan, debt, insights);
 *   origins: production origin -> local origin, substituted in those headers (see hosting-headers.mjs).
 * @returns {Promise<{ port: number, start(): Promise<void>, stop(): Promise<void> }>}
 */
export async function serveStatic({ root, port, host = '127.0.0.1', config, app, origins }) {
  const base = resolve(root);
  const site = app ? hostingTarget(app, { origins }) : GENERIC_HOST;
  const gzipped = gzipCache();
  const handler = (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    for (const [key, value] of Object.entries(site.headersFor(pathname))) res.setHeader(key, value);
    if (pathname === '/config.json' && config) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'] });
      res.end(JSON.stringify(config));
      return;
    }
    let file = normalize(join(base, decodeURIComponent(pathname)));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      const rewrite = site.rewriteOf(pathname);
      if (!rewrite) {
        res.writeHead(404).end('Not found');
        return;
      }
      file = join(base, rewrite);
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (COMPRESSED_TYPES.has(extname(file))) {
      res.setHeader('Vary', 'Accept-Encoding');
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip' });
        res.end(gzipped(file));
        return;
      }
    }
    res.writeHead(200, { 'Content-Type': type });
    createReadStream(file).pipe(res);
  };

  let server;
  const sockets = new Set();
  const start = () =>
    new Promise((resolveStart, reject) => {
      server = createServer(handler);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.once('error', reject);
      server.listen(port, host, () => resolveStart());
    });
  const stop = () =>
    new Promise((resolveStop) => {
      if (!server) return resolveStop();
      for (const socket of sockets) socket.destroy();
      server.close(() => resolveStop());
      server = undefined;
    });
  await start();
  return { port, start, stop };
}

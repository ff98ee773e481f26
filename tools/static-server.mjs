// Serves a built app (dist/apps/<name>) the way a static host would: files, SPA fallback to
// index.html, CORS for remotes, and an optional in-memory /config.json. Used by the e2e stack.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
};

/**
 * @param {{ root: string, port: number, host?: string, config?: object }} options
 * @returns {Promise<{ port: number, start(): Promise<void>, stop(): Promise<void> }>}
 */
export async function serveStatic({ root, port, host = '127.0.0.1', config }) {
  const base = resolve(root);
  const handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname === '/config.json' && config) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(config));
      return;
    }
    let file = normalize(join(base, decodeURIComponent(url.pathname)));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Unknown paths without an extension are client-side routes.
      if (extname(url.pathname)) {
        res.writeHead(404).end('Not found');
        return;
      }
      file = join(base, 'index.html');
    }
    const isHtml = file.endsWith('.html') || file.endsWith('mf-manifest.json') || file.endsWith('remoteEntry.js');
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': isHtml ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
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

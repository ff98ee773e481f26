// A TCP pass-through that can be closed and reopened, put between the browser and one server so a
// test can take that server away for real: closed, the port refuses new connections and every
// open connection is dropped, as if the server's process had stopped; reopened, the same server
// (with all its data) answers again.
import { createConnection, createServer } from 'node:net';

/**
 * @param {{ listenPort: number, targetPort: number, host?: string }} options
 * @returns {Promise<{ host: string, open(): Promise<void>, close(): Promise<void>, isOpen(): boolean }>}
 */
export async function startTcpGate({ listenPort, targetPort, host = '127.0.0.1' }) {
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  const server = createServer((client) => {
    const upstream = createConnection({ host, port: targetPort });
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    // One side failing ends the other, as a direct connection to the server would end.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });

  let listening = false;
  const open = async () => {
    if (listening) return;
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(listenPort, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    listening = true;
  };
  const close = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await open();
  return { host: `${host}:${listenPort}`, open, close, isOpen: () => listening };
}

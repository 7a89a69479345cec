/**
 * A TCP pass-through on 127.0.0.1 that counts the bytes the server sends to the browser. It sees
 * every request of the origin, the service worker's precache downloads included, which the page's
 * DevTools session does not.
 */
import { createConnection, createServer, type AddressInfo } from 'node:net';

export interface ByteProxy {
  port: number;
  /** Bytes server -> browser since the last reset (headers, bodies, compressed as sent). */
  down(): number;
  /** Milliseconds since the last byte in either direction. */
  idleMs(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startByteProxy(targetPort: number): Promise<ByteProxy> {
  let down = 0;
  let last = Date.now();
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(client).add(upstream);
    client.on('data', () => (last = Date.now()));
    upstream.on('data', (chunk: Buffer) => {
      down += chunk.length;
      last = Date.now();
    });
    client.pipe(upstream).pipe(client);
    const end = () => (client.destroy(), upstream.destroy(), sockets.delete(client), sockets.delete(upstream));
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    down: () => down,
    idleMs: () => Date.now() - last,
    reset() {
      down = 0;
      last = Date.now();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

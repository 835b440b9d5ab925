import { createServer, connect, type Server } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Bytes sent from the server to the phone since the last reset (headers and bodies, as sent). */
  downloaded(): number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the server that counts what the browser downloads: everything the
 * phone would pay for in data, compression and caching as they really happen.
 */
export async function countingProxy(target: URL): Promise<CountingProxy> {
  let bytes = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    upstream.on('data', (chunk: Buffer) => (bytes += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    downloaded: () => bytes,
    reset: () => (bytes = 0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

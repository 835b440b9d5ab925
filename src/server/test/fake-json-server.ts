import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeJsonServer {
  /** `http://127.0.0.1:{port}/v1` */
  baseUrl: string;
  /** Every request since the last reset, with its JSON body. */
  received: ReceivedRequest[];
  /** How the server answers; each test sets it. */
  answer: (res: ServerResponse) => void;
  reset(): void;
  close(): Promise<void>;
}

/** A fake JSON API (an SMS gateway, a VAS provider) on a free local port, for adapter tests. */
export async function startFakeJsonServer(): Promise<FakeJsonServer> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += String(chunk)));
    req.on('end', () => {
      fake.received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : null,
      });
      fake.answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeJsonServer = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received: [],
    answer: () => {},
    reset: () => {
      fake.received = [];
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}

/** An answer with a status and a JSON body. */
export const replyJson = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

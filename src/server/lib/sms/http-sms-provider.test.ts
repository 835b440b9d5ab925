import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testEnv } from '../../env';
import { merchantInput } from '../../test/auth-helpers';
import { call, openTestDatabase } from '../../test/test-app';
import { createSmsProvider } from './create-sms-provider';
import { HttpSmsProvider } from './http-sms-provider';
import { SmsDeliveryError } from './sms-provider';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A fake bulk-SMS gateway on a free local port; each test sets how it answers. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: (res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += String(chunk)));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(raw),
      });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

const reply = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const provider = (timeoutMs?: number) =>
  new HttpSmsProvider({
    url: `${baseUrl}/`,
    username: 'kasi',
    password: 's3cret',
    senderId: 'KasiTrade',
    timeoutMs,
  });
const message = { phone: '+27712345678', text: 'Your KasiTrade code is 123456.', code: '123456' };

describe('HTTP SMS provider', () => {
  it('posts the message with basic auth and the sender id', async () => {
    answer = reply(201, [{ id: 'msg-1', to: '+27712345678' }]);
    await provider().send(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/messages' });
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from('kasi:s3cret').toString('base64')}`,
    );
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({ to: message.phone, from: 'KasiTrade', body: message.text });
  });

  it('turns a gateway error into a clear SmsDeliveryError', async () => {
    answer = reply(401, { error: 'Invalid API credentials' });
    const sent = provider().send(message);
    await expect(sent).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sent).rejects.toThrow(
      'SMS gateway answered 401: {"error":"Invalid API credentials"}',
    );
  });

  it('refuses an answer that accepted nothing', async () => {
    answer = reply(200, []);
    await expect(provider().send(message)).rejects.toThrow(
      'SMS gateway did not accept the message',
    );
  });

  it('gives up after its timeout', async () => {
    answer = () => {}; // never answers
    const started = Date.now();
    await expect(provider(300).send(message)).rejects.toThrow(/^SMS gateway unreachable: /);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports an unreachable gateway', async () => {
    const closed = new HttpSmsProvider({ url: 'http://127.0.0.1:9/v1', senderId: 'KasiTrade' });
    await expect(closed.send(message)).rejects.toThrow(/^SMS gateway unreachable: /);
  });

  it('is chosen by SMS_PROVIDER=http', () => {
    const env = testEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: baseUrl });
    expect(createSmsProvider(env, () => {}).name).toBe('http');
    expect(createSmsProvider(testEnv(), () => {}).name).toBe('console');
  });

  it('a failed SMS answers 503 in the error shape, and no dev outbox exists', async () => {
    const env = testEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: baseUrl });
    const database = await openTestDatabase();
    const sms = createSmsProvider(env, () => {});
    const app = await buildApp({ env, database, db: database.db, sms, clock: () => new Date() });
    try {
      answer = reply(500, { error: 'upstream down' });
      const response = await call(app, 'POST', '/api/auth/merchant/register', {
        body: merchantInput(),
      });
      expect(response.status).toBe(503);
      expect(response.body.error).toEqual({
        code: 'UNAVAILABLE',
        message: 'We could not send the SMS just now. Please try again shortly.',
      });
      expect((await call(app, 'GET', '/api/dev/sms-outbox')).status).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

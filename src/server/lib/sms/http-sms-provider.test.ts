import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testEnv } from '../../test/test-env';
import { replyJson, startFakeJsonServer, type FakeJsonServer } from '../../test/fake-json-server';
import { createSmsProvider } from './create-sms-provider';
import { HttpSmsProvider } from './http-sms-provider';
import { SmsDeliveryError } from './sms-provider';

let fake: FakeJsonServer;
beforeAll(async () => {
  fake = await startFakeJsonServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const provider = (timeoutMs?: number) =>
  new HttpSmsProvider({
    url: `${fake.baseUrl}/`,
    username: 'kasi',
    password: 's3cret',
    senderId: 'KasiTrade',
    timeoutMs,
  });
const message = { phone: '+27712345678', text: 'Your KasiTrade code is 123456.', code: '123456' };

describe('HTTP SMS provider', () => {
  it('posts the message with basic auth and the sender id', async () => {
    fake.answer = replyJson(201, [{ id: 'msg-1', to: '+27712345678' }]);
    await provider().send(message);
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/messages' });
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from('kasi:s3cret').toString('base64')}`,
    );
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({ to: message.phone, from: 'KasiTrade', body: message.text });
  });

  it('turns a gateway error into a clear SmsDeliveryError', async () => {
    fake.answer = replyJson(401, { error: 'Invalid API credentials' });
    const sent = provider().send(message);
    await expect(sent).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sent).rejects.toThrow(
      'SMS gateway answered 401: {"error":"Invalid API credentials"}',
    );
  });

  it('refuses an answer that accepted nothing', async () => {
    fake.answer = replyJson(200, []);
    await expect(provider().send(message)).rejects.toThrow(
      'SMS gateway did not accept the message',
    );
  });

  it('gives up after its timeout', async () => {
    fake.answer = () => {}; // never answers
    const started = Date.now();
    await expect(provider(300).send(message)).rejects.toThrow(/^SMS gateway unreachable: /);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports an unreachable gateway', async () => {
    const closed = new HttpSmsProvider({ url: 'http://127.0.0.1:9/v1', senderId: 'KasiTrade' });
    await expect(closed.send(message)).rejects.toThrow(/^SMS gateway unreachable: /);
  });

  it('is chosen by SMS_PROVIDER=http', () => {
    const env = testEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: fake.baseUrl });
    expect(createSmsProvider(env, () => {}).name).toBe('http');
    expect(createSmsProvider(testEnv(), () => {}).name).toBe('console');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '@server/test/test-app';

/** GET /api/dev/sms-outbox: development reads the messages the console provider kept. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.sms.send({ phone: '+27710000081', text: 'Your code is 111111', code: '111111' });
  await t.sms.send({ phone: '+27710000082', text: 'Hello' });
  await t.sms.send({ phone: '+27710000081', text: 'Your code is 222222', code: '222222' });
});
afterAll(() => t.close());

const outbox = (query = '') => call(t.app, 'GET', `/api/dev/sms-outbox${query}`);

describe('development SMS outbox', () => {
  it('lists every message newest first', async () => {
    const res = await outbox();
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m: { text: string }) => m.text)).toEqual([
      'Your code is 222222',
      'Hello',
      'Your code is 111111',
    ]);
  });

  it('keeps only the messages to one phone, written in any common form', async () => {
    for (const phone of ['0710000081', '071 000 0081', '+27710000081']) {
      const res = await outbox(`?phone=${encodeURIComponent(phone)}`);
      expect(res.status).toBe(200);
      expect(res.body.messages.map((m: { code: string | null }) => m.code)).toEqual([
        '222222',
        '111111',
      ]);
    }
  });

  it('refuses a phone that is not a number with 400', async () => {
    const res = await outbox('?phone=12345');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION',
      message: 'Valid phone number is required',
    });
  });

  it('refuses a phone longer than 20 characters with 400', async () => {
    const res = await outbox(`?phone=${'0'.repeat(21)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });
});

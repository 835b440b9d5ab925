import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { signUpMerchant } from '../test/auth-helpers';

/** A failed request is logged without the values it carried (POPIA: phones, emails, names). */
let t: TestApp;
let token: string;
let logged = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => (logged += String(chunk)));
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
  token = (await signUpMerchant(t)).token;
  // The database refuses every new customer with an error the server does not know.
  await t.deps.db.execute(sql`
    create function refuse_customer() returns trigger language plpgsql as $$
    begin raise exception 'customer store is broken'; end $$`);
  await t.deps.db.execute(sql`
    create trigger refuse_customer before insert on customers
    for each row execute function refuse_customer()`);
});
afterAll(() => t.close());

describe('the log of a failed request', () => {
  it('records the database error code, never the SQL parameters or the query string', async () => {
    const phone = '0829990001';
    const email = 'nomsa.private@example.co.za';
    const created = await call(t.app, 'POST', '/api/customers', {
      token,
      body: { name: 'Nomsa Secretname', phone, email, address: '12 Hidden Street' },
    });
    expect(created.status).toBe(500);
    expect(created.body.error).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    await call(t.app, 'GET', `/api/customers?search=${phone}`, { token });

    const lines = logged
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const failure = lines.find((line) => line.msg === 'request failed');
    expect(failure.err).toMatchObject({ type: 'DatabaseError', code: 'P0001' });
    expect(failure.err.stack).toMatch(/^\s+at /);
    for (const secret of [phone, '+27829990001', email, 'Secretname', 'Hidden Street', 'insert']) {
      expect(logged, secret).not.toContain(secret);
    }
    expect(lines.some((line) => line.req?.url === '/api/customers')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { FastifyError } from 'fastify';
import { ErrorBodySchema } from '@shared/errors/errors';
import { BODY_LIMIT_BYTES } from '../app';
import { call, createTestApp } from '../test/test-app';
import { describeError } from './errors';
import { appFixture } from '../test/file-fixtures';

const t = appFixture();

function expectShape(body: unknown, code: string) {
  expect(ErrorBodySchema.safeParse(body).success).toBe(true);
  expect((body as { error: { code: string } }).error.code).toBe(code);
}

describe('the error shape', () => {
  it('unknown /api paths answer 404 in the error shape, for any method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/nothing'],
      ['DELETE', '/api/products/123'],
      ['GET', '/api'],
    ] as const) {
      const response = await call(t.app, method, url);
      expect(response.status, `${method} ${url}`).toBe(404);
      expectShape(response.body, 'NOT_FOUND');
      expect(response.body.error.message).toBe(`No API route for ${method} ${url}`);
    }
  });

  it('malformed JSON answers 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "thandi", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expectShape(response.json(), 'VALIDATION');
    expect(response.json().error.message).toBe('The request body is not valid JSON');
  });

  it('a body that is not JSON answers 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=thandi',
    });
    expect(response.statusCode).toBe(400);
    expectShape(response.json(), 'VALIDATION');
  });

  it('a body over 1 MB answers 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(BODY_LIMIT_BYTES), password: 'secret123' }),
    });
    expect(response.statusCode).toBe(413);
    expectShape(response.json(), 'PAYLOAD_TOO_LARGE');
    expect(response.json().error.message).toBe('The request body is too large');
  });

  it('a body that is not an object answers 400 with the field issues', async () => {
    const response = await call(t.app, 'POST', '/api/auth/admin/login', { body: [1, 2] });
    expect(response.status).toBe(400);
    expectShape(response.body, 'VALIDATION');
    expect(response.body.error.details.issues.length).toBeGreaterThan(0);
  });

  it('a missing session answers 401 in the shape', async () => {
    const response = await call(t.app, 'GET', '/api/auth/me');
    expect(response.status).toBe(401);
    expectShape(response.body, 'UNAUTHENTICATED');
  });
});

describe('describeError', () => {
  const fail = (props: Record<string, unknown>, message = 'boom') =>
    Object.assign(new Error(message), props) as unknown as FastifyError;

  it('never leaks internals: an unexpected error is a generic 500', () => {
    const { status, payload } = describeError(fail({}, 'password authentication failed for "x"'));
    expect(status).toBe(500);
    expect(payload).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });

  it('maps database refusals caused by the request to 4xx', () => {
    expect(describeError(fail({ code: '23505' })).status).toBe(409);
    expect(describeError(fail({ code: '23503' })).status).toBe(404);
    expect(describeError(fail({ code: '23514' })).status).toBe(409);
    expect(describeError(fail({ code: '22P02' })).status).toBe(404);
    expect(describeError(fail({ cause: { code: '40001' } })).status).toBe(409);
  });

  it('maps a database that cannot be reached to 503', () => {
    const { status, payload } = describeError(fail({ cause: { code: 'ECONNREFUSED' } }));
    expect(status).toBe(503);
    expect(payload.error.code).toBe('UNAVAILABLE');
  });

  it('maps every way a connection dies under a request to 503, not 500', () => {
    const lost = [
      fail({ cause: { code: 'ECONNRESET' } }),
      fail({ cause: { code: '57P03' } }),
      fail({ cause: { code: '08003' } }),
      fail({ cause: new Error('Connection terminated unexpectedly') }),
      fail({ cause: new Error('Client has encountered a connection error and is not queryable') }),
      fail({}, 'timeout exceeded when trying to connect'),
    ];
    for (const error of lost) {
      const { status, payload } = describeError(error);
      expect({ status, code: payload.error.code }).toEqual({ status: 503, code: 'UNAVAILABLE' });
    }
  });
});

describe('rate limits', () => {
  it('answers 429 in the error shape with retry-after', async () => {
    const limited = await createTestApp({ GLOBAL_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      let last = await call(limited.app, 'GET', '/api/auth/me');
      for (let i = 0; i < 2; i++) last = await call(limited.app, 'GET', '/api/auth/me');
      expect(last.status).toBe(429);
      expectShape(last.body, 'RATE_LIMITED');
      expect(last.headers['retry-after']).toBeDefined();
      expect((await call(limited.app, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

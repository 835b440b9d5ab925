import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, testDatabaseUrl } from './env';

describe('env', () => {
  it('has working defaults for development', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      SMS_PROVIDER: 'console',
      SEED_DEMO: true,
      SESSION_HOURS: 24,
      AUTH_RATE_LIMIT_PER_MINUTE: 20,
      PHONE_CODES_PER_HOUR: 12,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads and coerces values; empty strings count as unset', () => {
    const env = loadEnv({ PORT: '5101', SEED_DEMO: '0', DATABASE_URL: '', SESSION_HOURS: '8' });
    expect(env.PORT).toBe(5101);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SESSION_HOURS).toBe(8);
  });

  it('never seeds demo data in production, and tests do not seed unless asked', () => {
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.co.za',
    };
    expect(loadEnv({ ...production, SEED_DEMO: '1' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('lists every bad variable in one clear message', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud', SEED_DEMO: 'yes' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message.split('\n')[0]).toBe('Invalid environment variables:');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SEED_DEMO']) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    }
  });

  it('refuses the console SMS provider in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /SMS_PROVIDER: production needs SMS_PROVIDER=http/,
    );
  });

  it('needs SMS_HTTP_URL with the HTTP provider', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'http' })).toThrow(
      /SMS_HTTP_URL: required when SMS_PROVIDER=http/,
    );
  });

  it('needs both bootstrap admin variables or neither', () => {
    expect(() => loadEnv({ BOOTSTRAP_ADMIN_USERNAME: 'root' })).toThrow(
      /set BOOTSTRAP_ADMIN_USERNAME and BOOTSTRAP_ADMIN_PASSWORD together/,
    );
    expect(
      loadEnv({ BOOTSTRAP_ADMIN_USERNAME: 'root', BOOTSTRAP_ADMIN_PASSWORD: 'secret1' })
        .BOOTSTRAP_ADMIN_USERNAME,
    ).toBe('root');
  });

  it('uses PostgreSQL for the API suite only when asked', () => {
    const url = 'postgres://postgres@127.0.0.1:55432/postgres';
    expect(testDatabaseUrl({ TEST_DATABASE_URL: url })).toBeUndefined();
    expect(testDatabaseUrl({ TEST_DATABASE_URL: url, KASITRADE_TEST_DB: 'postgres' })).toBe(url);
  });
});

import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, testDatabaseUrl } from './env';

/** A production start with real providers for SMS, value-added services and loans. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.co.za',
  VAS_PROVIDER: 'http',
  VAS_HTTP_URL: 'https://vas.example.co.za',
  LENDER_PROVIDER: 'http',
  LENDER_HTTP_URL: 'https://lender.example.co.za',
  LENDER_NAME: 'Kasi Lending',
  LENDER_NCR_NUMBER: 'NCRCP12345',
};

describe('env', () => {
  it('has working defaults for development', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 5000,
      HOST: '127.0.0.1',
      TRUST_PROXY: false,
      DATA_DIR: './data',
      SMS_PROVIDER: 'console',
      SEED_DEMO: true,
      SESSION_HOURS: 24,
      AUTH_RATE_LIMIT_PER_MINUTE: 20,
      PHONE_CODES_PER_HOUR: 12,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('listens on 127.0.0.1 outside production and on every address in production', () => {
    const production = PRODUCTION;
    expect(loadEnv({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadEnv(production).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxy addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.2,,10.0.0.3']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: use a hop count/);
    }
  });

  it('takes the demo passwords from the environment when set, at least 6 characters', () => {
    const env = loadEnv({ DEMO_MERCHANT_PASSWORD: 'shop-pass', DEMO_ADMIN_PASSWORD: 'admin-pass' });
    expect(env.DEMO_MERCHANT_PASSWORD).toBe('shop-pass');
    expect(env.DEMO_ADMIN_PASSWORD).toBe('admin-pass');
    expect(loadEnv({}).DEMO_MERCHANT_PASSWORD).toBeUndefined();
    expect(() => loadEnv({ DEMO_ADMIN_PASSWORD: 'abc' })).toThrow(/DEMO_ADMIN_PASSWORD/);
  });

  it('reads and coerces values; empty strings count as unset', () => {
    const env = loadEnv({ PORT: '5101', SEED_DEMO: '0', DATABASE_URL: '', SESSION_HOURS: '8' });
    expect(env.PORT).toBe(5101);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SESSION_HOURS).toBe(8);
  });

  it('never seeds demo data in production, and tests do not seed unless asked', () => {
    const production = PRODUCTION;
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

  it('refuses the VAS and lender sandboxes in production unless the operator allows them', () => {
    for (const name of ['VAS_PROVIDER', 'LENDER_PROVIDER']) {
      expect(() => loadEnv({ ...PRODUCTION, [name]: 'sandbox' })).toThrow(
        new RegExp(`${name}: production needs ${name}=http`),
      );
    }
    const { VAS_PROVIDER: _vas, LENDER_PROVIDER: _lender, ...defaults } = PRODUCTION;
    expect(() => loadEnv(defaults)).toThrow(/VAS_PROVIDER: .*\n {2}LENDER_PROVIDER: /);
    const allowed = loadEnv({ ...defaults, ALLOW_SANDBOX_PROVIDERS: '1' });
    expect(allowed).toMatchObject({ VAS_PROVIDER: 'sandbox', LENDER_PROVIDER: 'sandbox' });
    expect(loadEnv(PRODUCTION).ALLOW_SANDBOX_PROVIDERS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).VAS_PROVIDER).toBe('sandbox');
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

import { loadEnv, type Env } from '../env';

/** Env for tests: defaults plus overrides, never read from the process. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...overrides,
  });
}

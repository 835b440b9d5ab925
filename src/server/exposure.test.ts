import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { exposureWarning } from './exposure';
import { isLoopbackHost } from './lib/loopback';

describe('the warning for development on the network', () => {
  it('is silent on this machine only (the default) and in production', () => {
    expect(exposureWarning(loadEnv({}))).toBeNull();
    expect(exposureWarning(loadEnv({ HOST: 'localhost' }))).toBeNull();
    expect(exposureWarning(loadEnv({ HOST: '::1' }))).toBeNull();
    const production = loadEnv({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.co.za',
      ALLOW_SANDBOX_PROVIDERS: '1',
    });
    expect(exposureWarning(production)).toBeNull();
  });

  it('names what others on the network can reach when HOST is not loopback', () => {
    const warning = exposureWarning(loadEnv({ HOST: '0.0.0.0' }));
    expect(warning).toContain('WARNING: development mode is listening on 0.0.0.0');
    expect(warning).toContain('the demo shop and its accounts (demo_merchant, demo_admin)');
    expect(warning).toContain('codes printed in this log instead of sent by SMS');
    expect(warning).toContain('Demo mode is for one machine');
    const quieter = exposureWarning(
      loadEnv({
        HOST: '192.168.1.5',
        SEED_DEMO: '0',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'http://sms.example',
      }),
    );
    expect(quieter).not.toContain('demo shop');
    expect(quieter).not.toContain('codes printed');
  });

  it('knows the loopback listen addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'shop.lan']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

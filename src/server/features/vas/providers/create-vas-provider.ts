import type { Env } from '@server/env';
import { HttpVasProvider } from './http-vas-provider';
import { SandboxVasProvider } from './sandbox-vas-provider';
import type { VasProvider } from './vas-provider';

/** VAS_PROVIDER picks the provider: the sandbox by default, or the HTTP adapter. */
export function createVasProvider(env: Env): VasProvider {
  if (env.VAS_PROVIDER === 'http') {
    return new HttpVasProvider({ url: env.VAS_HTTP_URL!, apiKey: env.VAS_HTTP_API_KEY });
  }
  return new SandboxVasProvider();
}

import type { Env } from '@server/env';
import { HttpLender } from './http-lender';
import type { Lender } from './lender';
import { SandboxLender } from './sandbox-lender';

/** LENDER_PROVIDER picks the lender: the sandbox by default, or the HTTP partner. */
export function createLender(env: Env): Lender {
  if (env.LENDER_PROVIDER === 'http') {
    return new HttpLender({
      url: env.LENDER_HTTP_URL!,
      apiKey: env.LENDER_HTTP_API_KEY,
      name: env.LENDER_NAME!,
      ncrNumber: env.LENDER_NCR_NUMBER!,
    });
  }
  return new SandboxLender();
}

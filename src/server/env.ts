import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (rest.length > 0 || version === 0) return PROXY_NAMES.includes(entry);
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
};

/**
 * TRUST_PROXY: unset, 0 or false trusts no proxy (X-Forwarded-For is ignored); a whole number
 * trusts that many hops; otherwise a comma-separated list of proxy addresses or CIDR ranges
 * (or loopback, linklocal, uniquelocal). Trusting every sender would let anyone pick their IP.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === '0' || text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry && isProxyAddress(entry))) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'use a hop count (1) or a comma-separated list of proxy addresses (10.0.0.2,10.1.0.0/16)',
    });
    return z.NEVER;
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    /** Listen address: 127.0.0.1 outside production (one machine), 0.0.0.0 in production. */
    HOST: z.string().min(1).optional(),
    /** Which proxies may set X-Forwarded-For: off, a hop count, or a list of their addresses. */
    TRUST_PROXY: trustProxySchema,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    /** A streaming replica of DATABASE_URL: reads that tolerate lag go there while it answers. */
    DATABASE_REPLICA_URL: z.url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    BOOTSTRAP_ADMIN_USERNAME: z.string().min(3).optional(),
    BOOTSTRAP_ADMIN_PASSWORD: z.string().min(6).optional(),
    SEED_DEMO: bool.optional(),
    /** The demo accounts' passwords; random (printed once) unless set, e.g. by a test harness. */
    DEMO_MERCHANT_PASSWORD: z.string().min(6).max(128).optional(),
    DEMO_ADMIN_PASSWORD: z.string().min(6).max(128).optional(),
    SMS_PROVIDER: z.enum(['console', 'http']).optional(),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_USERNAME: z.string().optional(),
    SMS_HTTP_PASSWORD: z.string().optional(),
    SMS_SENDER_ID: z.string().max(11).default('KasiTrade'),
    /** Airtime, electricity and send money: the test sandbox, or a real provider over HTTP. */
    VAS_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
    VAS_HTTP_URL: z.url().optional(),
    VAS_HTTP_API_KEY: z.string().optional(),
    /** Micro-loans: the test sandbox, or a registered lending partner over HTTP. */
    LENDER_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
    LENDER_HTTP_URL: z.url().optional(),
    LENDER_HTTP_API_KEY: z.string().optional(),
    LENDER_NAME: z.string().min(2).max(80).optional(),
    LENDER_NCR_NUMBER: z
      .string()
      .regex(/^NCRCP\d{1,6}$/, 'an NCR registration number such as NCRCP12345')
      .optional(),
    /**
     * Production refuses the VAS and lender sandboxes (no real airtime, no real loan) unless the
     * operator says so here, e.g. for a staging server that must not reach a real provider.
     */
    ALLOW_SANDBOX_PROVIDERS: bool.default(false),
    /** Requests per minute per IP on login, register, verify and resend. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /** Failed sign-ins per username before each further try waits (1 s, doubling, at most 15 min). */
    LOGIN_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(10),
    /** Verification codes sent to one phone per hour (login, register and resend together). */
    PHONE_CODES_PER_HOUR: z.coerce.number().int().positive().default(12),
    GLOBAL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1000),
    /** API requests worked on at once; more answer 503 with Retry-After (plugins/admission.ts). */
    MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().positive().default(32),
    /** Customer receipt page lookups (/r/{token}) per minute per IP: tokens cannot be tried in bulk. */
    RECEIPT_LOOKUPS_PER_MINUTE: z.coerce.number().int().positive().default(30),
    SESSION_HOURS: z.coerce.number().positive().default(24),
    /**
     * The app's public address (https://shop.example.co.za) for links it hands out, such as the
     * inspector's; unset, a link names the host the request came to.
     */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    CLIENT_DIR: z.string().default('./dist/client'),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    const provider = env.SMS_PROVIDER ?? (production ? undefined : 'console');
    if (production && provider !== 'http') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'production needs SMS_PROVIDER=http (the console provider is for development)',
      });
    }
    if (provider === 'http' && !env.SMS_HTTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_HTTP_URL'],
        message: 'required when SMS_PROVIDER=http',
      });
    }
    const refuseSandbox = (name: 'VAS_PROVIDER' | 'LENDER_PROVIDER') => {
      if (!production || env[name] !== 'sandbox' || env.ALLOW_SANDBOX_PROVIDERS) return;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `production needs ${name}=http (the sandbox sells and lends nothing real; ALLOW_SANDBOX_PROVIDERS=1 to run it anyway)`,
      });
    };
    refuseSandbox('VAS_PROVIDER');
    refuseSandbox('LENDER_PROVIDER');
    if (env.VAS_PROVIDER === 'http' && !env.VAS_HTTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAS_HTTP_URL'],
        message: 'required when VAS_PROVIDER=http',
      });
    }
    if (env.LENDER_PROVIDER === 'http') {
      for (const name of ['LENDER_HTTP_URL', 'LENDER_NAME', 'LENDER_NCR_NUMBER'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'required when LENDER_PROVIDER=http',
          });
        }
      }
    }
    if (Boolean(env.BOOTSTRAP_ADMIN_USERNAME) !== Boolean(env.BOOTSTRAP_ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['BOOTSTRAP_ADMIN_PASSWORD'],
        message: 'set BOOTSTRAP_ADMIN_USERNAME and BOOTSTRAP_ADMIN_PASSWORD together',
      });
    }
  })
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    SMS_PROVIDER: env.SMS_PROVIDER ?? 'console',
    SEED_DEMO:
      env.NODE_ENV === 'production' ? false : (env.SEED_DEMO ?? env.NODE_ENV === 'development'),
  }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** The only reader of process.env: validates once and lists every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Where the API suite runs: a fresh PostgreSQL database per file when asked, else in-memory PGlite. */
export function testDatabaseUrl(
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  return source.KASITRADE_TEST_DB === 'postgres' ? source.TEST_DATABASE_URL : undefined;
}

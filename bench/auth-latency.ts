import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { startServer, type RunningServer } from '../e2e/support/server';

/**
 * Sign-in latency on the embedded default (PGlite): admin login (argon2id
 * verify + session), merchant login (argon2id + SMS code), phone verify
 * (code check + session) and an authenticated GET /api/auth/me; plus the
 * server's memory at rest. Rate limits are lifted so they do not shape the load.
 */
const ADMIN = { username: 'bench_admin', password: 'bench-admin-pass' };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const VERIFY_CODES = Number(process.env.BENCH_VERIFY_CODES ?? 100);

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

async function json(server: RunningServer, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const postJson = (body: unknown) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Merchants registered up front: one fresh code each, for the verify run. */
async function prepareCodes(server: RunningServer, count: number) {
  const pairs: { phone: string; code: string }[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `+2773${String(1_000_000 + i).padStart(7, '0')}`;
    await json(server, '/api/auth/merchant/register', {
      name: 'Bench Merchant',
      businessName: 'Bench Spaza',
      username: `bench${i}`,
      password: 'bench-pass',
      phone,
    });
    const outbox = await json(server, `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    const [message] = outbox.messages as { code: string }[];
    pairs.push({ phone, code: message!.code });
  }
  return pairs;
}

interface Row {
  endpoint: string;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
}

const row = (endpoint: string, r: Result): Row => ({
  endpoint,
  p50: r.latency.p50,
  p99: r.latency.p99,
  rps: Math.round(r.requests.average),
  requests: r['2xx'] + r.non2xx,
  non2xx: r.non2xx + r.errors,
});

async function main() {
  const env = {
    SEED_DEMO: '0',
    LOG_LEVEL: 'error',
    BOOTSTRAP_ADMIN_USERNAME: ADMIN.username,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    PHONE_CODES_PER_HOUR: '1000000',
  };
  // The first start creates the database (initdb); the memory at rest is read after a restart.
  const fresh = await startServer(env);
  await settle();
  const rssFreshStart = rssMb(fresh.process.pid!);
  await fresh.stop();
  const server = await startServer({ ...env, DATA_DIR: fresh.dataDir });
  const pid = server.process.pid!;
  try {
    await settle();
    const rssAtRest = rssMb(pid);
    const { token } = (await json(server, '/api/auth/admin/login', ADMIN)) as { token: string };
    // bench0 is the login merchant: its repeated logins reuse one pending code.
    const codes = (await prepareCodes(server, VERIFY_CODES + 1)).slice(1);
    await json(server, '/api/auth/merchant/login', { username: 'bench0', password: 'bench-pass' });

    const url = server.baseUrl;
    const rows: Row[] = [];
    const run = { url, connections: CONNECTIONS, duration: SECONDS };
    rows.push(
      row(
        'POST /api/auth/admin/login',
        await autocannon({ ...run, url: `${url}/api/auth/admin/login`, ...postJson(ADMIN) }),
      ),
    );
    rows.push(
      row(
        'POST /api/auth/merchant/login',
        await autocannon({
          ...run,
          url: `${url}/api/auth/merchant/login`,
          ...postJson({ username: 'bench0', password: 'bench-pass' }),
        }),
      ),
    );
    let next = 0;
    rows.push(
      row(
        'POST /api/auth/verify-phone',
        await autocannon({
          url: `${url}/api/auth/verify-phone`,
          connections: Math.min(CONNECTIONS, codes.length),
          amount: codes.length,
          requests: [
            {
              method: 'POST' as const,
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify(codes[next++ % codes.length]),
              }),
            },
          ],
        }),
      ),
    );
    rows.push(
      row(
        'GET /api/auth/me',
        await autocannon({
          ...run,
          url: `${url}/api/auth/me`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    const rssAfterLoad = rssMb(pid);

    const report = {
      measuredAt: new Date().toISOString(),
      database: 'pglite',
      node: process.version,
      connections: CONNECTIONS,
      secondsPerRun: SECONDS,
      verifyCodes: codes.length,
      rssFirstStartMb: rssFreshStart,
      rssAtRestMb: rssAtRest,
      rssAfterLoadMb: rssAfterLoad,
      results: rows,
    };
    console.table(rows.map((r) => ({ ...r, p50: `${r.p50} ms`, p99: `${r.p99} ms` })));
    console.log(
      `server RSS: at rest ${rssAtRest} MB, after load ${rssAfterLoad} MB ` +
        `(first start, with database creation: ${rssFreshStart} MB)`,
    );
    const out = path.resolve('bench/results/auth-latency.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

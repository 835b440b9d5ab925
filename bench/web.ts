import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startServer } from '../e2e/support/server';
import { readClientRoutes } from '../scripts/lib/client-routes';
import {
  launchChrome,
  medianRun,
  runLighthouse,
  type Chrome,
  type LighthouseRun,
} from './lib/lighthouse-runner';
import { signInDemoMerchant, storeSession } from './lib/merchant-session';
import { measureRoutes, type RouteWeight } from './lib/page-weight';
import { printGrid, writeResults } from './lib/report';
import { measureTillTaps, seedProducts, SHOP_PRODUCTS, type TapTimes } from './lib/till-taps';

/**
 * npm run bench:web: builds the client, reports each route's first-load JS and CSS (gzipped), runs
 * Lighthouse (mobile, default throttling, median of 3) on the login page, the dashboard and the
 * till served by the server from that build (the demo shop, with 500 products more), times a tap
 * on a till product until the cart shows it (CPU slowed 4x), and exits non-zero when a budget of
 * docs/design.md "Budgets" is missed. `--weights-only` skips Lighthouse and the taps.
 */
const CLIENT_DIR = 'dist/client';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** Each budgeted page's first-load JS (KB gz) and Lighthouse performance; the till's own. */
const BUDGETS: Record<string, { jsGzipKb: number; performance: number }> = {
  '/merchant/login': { jsGzipKb: 120, performance: 95 },
  '/dashboard': { jsGzipKb: 120, performance: 95 },
  '/pos': { jsGzipKb: 130, performance: 90 },
};
const TAP_BUDGET_MS = 50;

interface Check {
  name: string;
  value: number;
  limit: string;
  ok: boolean;
}

function buildClient() {
  console.log('Building the client (vite build, NODE_ENV=production)...');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

function reportWeights(weights: RouteWeight[]): Check[] {
  console.log('\nFirst load per route (gzipped, from dist/client/.vite/manifest.json):');
  printGrid(
    ['route', 'JS KB', 'CSS KB', 'files'],
    weights.map((w) => [
      w.path,
      w.jsGzipKb.toFixed(1),
      w.cssGzipKb.toFixed(1),
      String(w.files.length),
    ]),
  );
  return Object.entries(BUDGETS).map(([p, budget]) => {
    const weight = weights.find((w) => w.path === p);
    if (!weight) throw new Error(`No route ${p} in src/client/app/route-table.ts`);
    return {
      name: `${p} first-load JS (KB gz)`,
      value: weight.jsGzipKb,
      limit: `<= ${budget.jsGzipKb}`,
      ok: weight.jsGzipKb <= budget.jsGzipKb,
    };
  });
}

async function audit(chrome: Chrome, url: string, before?: () => Promise<void>) {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await before?.();
    const run = await runLighthouse(url, chrome.port);
    if (new URL(run.finalUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse audited ${run.finalUrl} instead of ${url}`);
    }
    const page = new URL(url).pathname;
    console.log(
      `  ${page} run ${i + 1}: performance ${run.score} (benchmarkIndex ${run.benchmarkIndex})`,
    );
    writeResults(`lighthouse${page.replaceAll('/', '-')}-${i + 1}.json`, run.lhr, false);
    runs.push({ ...run, lhr: undefined });
  }
  return { runs, median: medianRun(runs) };
}

const tapCheck = (taps: TapTimes): Check => ({
  name: '/pos tap to cart, p95 (ms)',
  value: taps.p95Ms,
  limit: `< ${TAP_BUDGET_MS}`,
  ok: taps.p95Ms < TAP_BUDGET_MS,
});

async function lighthouseChecks() {
  const server = await startServer({ SEED_DEMO: '1', LOG_LEVEL: 'error' });
  const chrome = await launchChrome();
  try {
    console.log(
      `\nLighthouse (mobile, default throttling, ${RUNS} runs each) on ${server.baseUrl}`,
    );
    const session = await signInDemoMerchant(server.baseUrl);
    console.log(`Adding ${SHOP_PRODUCTS} products to the demo shop...`);
    await seedProducts(server.baseUrl, session, SHOP_PRODUCTS);
    const signedIn = () => storeSession(chrome.port, server.baseUrl, session);
    const pages = {
      '/merchant/login': await audit(chrome, `${server.baseUrl}/merchant/login`),
      '/dashboard': await audit(chrome, `${server.baseUrl}/dashboard`, signedIn),
      '/pos': await audit(chrome, `${server.baseUrl}/pos`, signedIn),
    };
    printGrid(
      ['page', 'median', 'runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
      Object.entries(pages).map(([page, { runs, median }]) => [
        page,
        String(median.score),
        runs.map((r) => r.score).join(' / '),
        String(median.fcpMs),
        String(median.lcpMs),
        String(median.tbtMs),
        String(median.cls),
        String(median.speedIndexMs),
      ]),
    );
    const checks: Check[] = Object.entries(pages).map(([page, { median }]) => ({
      name: `${page} Lighthouse performance (median)`,
      value: median.score,
      limit: `>= ${BUDGETS[page]!.performance}`,
      ok: median.score >= BUDGETS[page]!.performance,
    }));
    const taps = await measureTillTaps(server.baseUrl, session);
    console.log(
      `\nTill tap to cart (${taps.products} products, CPU ${taps.cpuSlowdown}x slower, ${taps.taps} taps): median ${taps.medianMs} ms, p95 ${taps.p95Ms} ms`,
    );
    checks.push(tapCheck(taps));
    return { pages, taps, checks };
  } finally {
    await chrome.close();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

buildClient();
const weights = measureRoutes(CLIENT_DIR, readClientRoutes());
const checks = reportWeights(weights);
const lighthouse = process.argv.includes('--weights-only') ? null : await lighthouseChecks();
if (lighthouse) checks.push(...lighthouse.checks);

console.log('\nBudgets (docs/design.md "Budgets"):');
for (const c of checks)
  console.log(`  ${c.name}: ${c.value} (${c.limit}) ${c.ok ? 'ok' : 'MISSED'}`);
writeResults('web.json', {
  measuredAt: new Date().toISOString(),
  budgets: { ...BUDGETS, tapToCartMs: TAP_BUDGET_MS },
  weights,
  lighthouse: lighthouse?.pages ?? null,
  tillTaps: lighthouse?.taps ?? null,
  checks,
});
process.exit(checks.every((c) => c.ok) ? 0 : 1);

/**
 * GET /api/products latency with 2,000 products on the embedded database
 * (in-memory PGlite, app.inject: no network), read from the database (cold: the
 * merchant's catalogue version is moved before every call, as a sale would) and
 * from the list cache (warm). Run: npx tsx bench/products-list.ts
 */
import { performance } from 'node:perf_hooks';
import { products } from '../src/server/db/schema/index';
import { signUpMerchant } from '../src/server/test/auth-helpers';
import { call, createTestApp } from '../src/server/test/test-app';

const PRODUCTS = 2000;
const RUNS = 200;

const t = await createTestApp({ GLOBAL_RATE_LIMIT_PER_MINUTE: '1000000' });
const { token, user } = await signUpMerchant(t);
const rows = Array.from({ length: PRODUCTS }, (_, i) => ({
  merchantId: user.id as string,
  name: `${['Coca-Cola', 'Sunlight', 'White Star', 'Albany', 'Iwisa'][i % 5]} item ${String(i).padStart(4, '0')}`,
  price: `${(i % 90) + 5}.99`,
  stock: i % 37,
  lowStockThreshold: 10,
}));
for (let i = 0; i < rows.length; i += 500)
  await t.deps.db.insert(products).values(rows.slice(i, i + 500));

const versions = t.deps.caches!.catalog;

async function measure(label: string, url: string, cold = true) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 20; i++) {
    if (cold) versions.bump(user.id as string);
    const start = performance.now();
    const res = await call(t.app, 'GET', url, { token });
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    if (i >= 20) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(2);
  console.log(`${label.padEnd(34)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`);
}

await measure('baseline: GET /api/auth/me', '/api/auth/me');
await measure('first page (24)', '/api/products');
await measure('search "sun" (24)', '/api/products?search=sun');
await measure('low-stock filter (24)', '/api/products?stockStatus=low-stock');
await measure('page 50 (24)', '/api/products?page=50');
await measure('pageSize 500', '/api/products?pageSize=500');
await measure('first page (24), cached', '/api/products', false);
await measure('pageSize 500, cached', '/api/products?pageSize=500', false);
await t.close();

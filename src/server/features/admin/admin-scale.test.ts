import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TOTAL_COUNT_HEADER } from '@shared/paging/total-count-header';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signInStaff } from '@server/test/auth-helpers';

const MERCHANTS = 10_000;
let t: TestApp;
let token: string;

/** 10,000 merchants with profiles, in two statements. */
async function seedMerchants(count: number) {
  await t.deps.db.execute(sql`
    insert into users (username, password_hash, name, business_name, role, is_active, phone, created_at)
    select 'bulk' || n, 'x', 'Merchant ' || n, 'Spaza ' || n, 'merchant', n % 7 <> 0,
           '+2772' || lpad(n::text, 7, '0'), now() - (n || ' minutes')::interval
    from generate_series(1, ${count}) as n`);
  await t.deps.db.execute(sql`
    insert into merchant_profiles (user_id, verification_status)
    select id, case when random() < 0.3 then 'pending' else 'verified' end
    from users where role = 'merchant'`);
  await t.deps.db.execute(sql`analyze`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(url: string, runs = 30) {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const result = await call(t.app, 'GET', url, { token });
    const elapsed = performance.now() - started;
    expect(result.status).toBe(200);
    if (i >= 3) times.push(elapsed); // the first calls warm the plan cache
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await signInStaff(t, 'admin')).token;
  await seedMerchants(MERCHANTS);
}, 120_000);
afterAll(() => t.close());

describe(`admin lists with ${MERCHANTS} merchants`, () => {
  it('answers the first merchant page in under 100 ms (p50) on the embedded database', async () => {
    const first = await call(t.app, 'GET', '/api/users/role/merchant', { token });
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe(String(MERCHANTS));
    expect(first.body).toHaveLength(50);
    expect(first.body[0].username).toBe('bulk1');

    // A trivial authenticated call: the floor of this machine at this moment.
    const baseline = await measure('/api/auth/me');
    const page = await measure('/api/users/role/merchant');
    const search = await measure('/api/users/role/merchant?search=spaza%20999&status=active');
    const lastPage = await measure('/api/users/role/merchant?page=200');
    const profiles = await measure('/api/admin/merchant-profiles?status=pending');
    const analytics = await measure('/api/admin/analytics', 10);
    const report = { baseline, page, search, lastPage, profiles, analytics };
    console.info(`admin list latency (ms) with ${MERCHANTS} merchants`, JSON.stringify(report));
    // Under 100 ms; on a machine so loaded that a trivial call is slow, within 3x of that call.
    const budget = Math.max(100, 3 * baseline.p50);
    expect(page.p50).toBeLessThan(budget);
    expect(profiles.p50).toBeLessThan(budget);
    expect(lastPage.p50).toBeLessThan(budget);
  }, 180_000);
});

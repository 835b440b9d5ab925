import { DAY_MS } from '@shared/time/johannesburg';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { call, type TestApp } from '@server/test/test-app';

export const smartDashboardOf = (t: TestApp, token: string) =>
  call(t.app, 'GET', '/api/analytics/smart-dashboard', { token });

export const daysBefore = (iso: string, days: number) => new Date(Date.parse(iso) - days * DAY_MS);

/** A new shop whose products are listed 60 days before `listedBefore`. */
export async function analyticsShop(t: TestApp, listedBefore: string) {
  const merchant = await signUpMerchant(t);
  const id = merchant.user.id as string;
  const product = (name: string, price: string, stock: number) =>
    insertProduct(t.deps.db, id, { name, price, stock, createdAt: daysBefore(listedBefore, 60) });
  return { ...merchant, id, product };
}

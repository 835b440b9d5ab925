import { signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { call, createTestApp, type TestApp } from '@server/test/test-app';

type Merchant = Awaited<ReturnType<typeof signUpMerchant>>;

/** A test app with two shops and the calls the loyalty suites make. */
export async function loyaltyTestShop() {
  const t: TestApp = await createTestApp();
  const [a, b] = [await signUpMerchant(t), await signUpMerchant(t)];
  return {
    t,
    a,
    b,
    signUp: () => signUpMerchant(t),
    customerOf: (m: Merchant, name = 'Sipho') => insertCustomer(t.deps.db, m.user.id, { name }),
    productOf: (m: Merchant) =>
      insertProduct(t.deps.db, m.user.id, { name: 'Bread', price: '15.00', stock: 1000 }),
    newCard: (m: Merchant, body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/loyalty-cards', { token: m.token, body }),
    cardsOf: async (m: Merchant, customerId: string) =>
      (await call(t.app, 'GET', `/api/loyalty-cards?customerId=${customerId}`, { token: m.token }))
        .body.items as {
        id: string;
        currentStamps: number;
        isActive: boolean;
        rewardReady: boolean;
      }[],
    redeem: (m: Merchant, id: string, key?: string) =>
      call(t.app, 'POST', `/api/loyalty-cards/${id}/redeem`, {
        token: m.token,
        headers: key ? { 'idempotency-key': key } : undefined,
      }),
  };
}
export type LoyaltyTestShop = Awaited<ReturnType<typeof loyaltyTestShop>>;

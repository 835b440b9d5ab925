import { describe, expect, it } from 'vitest';
import { posSales } from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call } from '@server/test/test-app';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

let serial = 0;
/** A card sale: takings that reach the merchant's wallet. */
async function fund(merchantId: string, total: string) {
  serial += 1;
  await t.deps.db.insert(posSales).values({
    merchantId,
    saleNumber: `SALE-${String(serial).padStart(6, '0')}`,
    items: [],
    subtotal: total,
    taxAmount: '0',
    totalAmount: total,
    paymentMethod: 'card',
  });
}

async function merchantWith(balance: string) {
  const merchant = await signUpMerchant(t);
  await fund(merchant.user.id, balance);
  return merchant;
}

const airtime = { kind: 'airtime', network: 'vodacom', phone: '071 234 5678', amount: '10' };
const buy = (token: string, body: unknown, key?: string) =>
  call(t.app, 'POST', '/api/vas/purchases', {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : undefined,
  });
const balanceOf = async (token: string) =>
  (await call(t.app, 'GET', '/api/payments/overview', { token })).body.walletBalance;
const history = async (token: string, query = '') =>
  (await call(t.app, 'GET', `/api/vas/purchases${query}`, { token })).body;

describe('value-added services', () => {
  it('says the sandbox provider is active', async () => {
    const { token } = await signUpMerchant(t);
    const response = await call(t.app, 'GET', '/api/vas/provider', { token });
    expect(response.body).toEqual({ mode: 'sandbox', provider: 'sandbox' });
  });

  it('sells airtime from the wallet with a test PIN', async () => {
    const { token } = await merchantWith('100.00');
    const response = await buy(token, airtime);
    expect(response.status).toBe(201);
    expect(response.body.walletBalance).toBe('90.00');
    expect(response.body.purchase).toMatchObject({
      reference: 'VAS-000001',
      kind: 'airtime',
      amount: '10.00',
      status: 'completed',
      recipient: '+27712345678',
      network: 'vodacom',
      sandbox: true,
      failureReason: null,
    });
    expect(response.body.purchase.voucher).toMatch(/^0000\d{12}$/);
    expect(response.body.purchase.providerReference).toMatch(/^SANDBOX-AIR-\d{8}$/);
    const overview = await call(t.app, 'GET', '/api/payments/overview', { token });
    expect(overview.body).toMatchObject({ walletBalance: '90.00', valueAddedPurchases: '10.00' });
    expect(overview.body.recentTransactions[0]).toMatchObject({
      kind: 'utility',
      reference: `Airtime ${response.body.purchase.reference}`,
      method: 'wallet',
      amount: '10.00',
    });
  });

  it('sells electricity with a 20-digit test token and sends money with a reference', async () => {
    const { token } = await merchantWith('500.00');
    const power = await buy(token, {
      kind: 'electricity',
      meterNumber: '0123 4567 890',
      amount: 150,
    });
    expect(power.status).toBe(201);
    expect(power.body.purchase).toMatchObject({ recipient: '01234567890', network: null });
    expect(power.body.purchase.voucher).toMatch(/^0000\d{16}$/);
    const sent = await buy(token, { kind: 'send_money', phone: '+27821234567', amount: '200.50' });
    expect(sent.status).toBe(201);
    expect(sent.body.purchase).toMatchObject({ voucher: null, recipient: '+27821234567' });
    expect(sent.body.purchase.providerReference).toMatch(/^SANDBOX-SEND-/);
    expect(sent.body.walletBalance).toBe('149.50');
  });

  it('validates every field with its message', async () => {
    const { token } = await merchantWith('5000.00');
    const cases: [unknown, string][] = [
      [{ ...airtime, kind: 'lotto' }, 'Choose airtime, electricity or send money'],
      [{ ...airtime, network: 'rain' }, 'Choose the network'],
      [{ ...airtime, phone: '011 234 5678' }, 'Enter a valid South African cellphone number'],
      [{ ...airtime, phone: 'abc' }, 'Enter a valid South African cellphone number'],
      [{ ...airtime, amount: '' }, 'Amount is required'],
      [{ ...airtime, amount: '-5' }, 'Amount cannot be negative'],
      [{ ...airtime, amount: '4.99' }, 'Airtime amount must be between R5.00 and R1 000.00'],
      [{ ...airtime, amount: '1000.01' }, 'Airtime amount must be between R5.00 and R1 000.00'],
      [
        { kind: 'electricity', meterNumber: '123', amount: '50' },
        'Enter the 11 or 13 digit meter number',
      ],
      [
        { kind: 'electricity', meterNumber: '01234567890', amount: '19' },
        'Electricity amount must be between R20.00 and R3 000.00',
      ],
      [
        { kind: 'send_money', phone: '0712345678', amount: '3000.01' },
        'Send Money amount must be between R10.00 and R3 000.00',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await buy(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body.error.details), JSON.stringify(body)).toContain(message);
    }
    expect((await history(token)).total).toBe(0);
  });

  it('refuses a purchase beyond the wallet balance and writes nothing', async () => {
    const { token } = await merchantWith('25.00');
    const response = await buy(token, { ...airtime, amount: '30' });
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({
      code: 'RULE_VIOLATION',
      message:
        'Insufficient funds. Your wallet has R25.00, this needs R5.00 more. Load float first.',
      details: {
        reason: 'INSUFFICIENT_FUNDS',
        balance: '25.00',
        amount: '30.00',
        shortfall: '5.00',
      },
    });
    expect((await history(token)).total).toBe(0);
    expect(await balanceOf(token)).toBe('25.00');
    // The refused attempt used no reference number.
    expect((await buy(token, airtime)).body.purchase.reference).toBe('VAS-000001');
  });

  it('answers a retried purchase once with its Idempotency-Key', async () => {
    const { token } = await merchantWith('100.00');
    const first = await buy(token, airtime, 'tap-1');
    const again = await buy(token, airtime, 'tap-1');
    expect(again.status).toBe(201);
    expect(again.body.purchase).toEqual(first.body.purchase);
    expect(await balanceOf(token)).toBe('90.00');
    expect((await history(token)).total).toBe(1);
    const other = await buy(token, { ...airtime, amount: '20' }, 'tap-1');
    expect(other.status).toBe(409);
  });

  it('lists the history newest first, paged', async () => {
    const { token } = await merchantWith('100.00');
    for (const amount of ['5', '6', '7']) await buy(token, { ...airtime, amount });
    const page1 = await history(token, '?pageSize=2');
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((p: { amount: string }) => p.amount)).toEqual(['7.00', '6.00']);
    const page2 = await history(token, '?page=2&pageSize=2');
    expect(page2.items.map((p: { reference: string }) => p.reference)).toEqual(['VAS-000001']);
  });

  it('keeps each merchant to its own wallet, history and keys', async () => {
    const a = await merchantWith('100.00');
    const b = await signUpMerchant(t);
    await buy(a.token, airtime, 'shared-key');
    expect((await history(b.token)).items).toEqual([]);
    const refused = await buy(b.token, airtime, 'shared-key');
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.reason).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(a.token)).toBe('90.00');
  });

  it('lets exactly as many concurrent purchases through as the balance allows', async () => {
    const { token } = await merchantWith('30.00');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => buy(token, { ...airtime, amount: '10' })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(7);
    expect(await balanceOf(token)).toBe('0.00');
  });

  it('needs a merchant session', async () => {
    expect((await call(t.app, 'GET', '/api/vas/purchases')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/vas/purchases', { body: airtime })).status).toBe(401);
  });
});

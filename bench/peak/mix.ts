import { randomUUID } from 'node:crypto';
import { centsToDecimal } from '../../src/shared/money/money';
import { priceSale } from '../../src/shared/pos/sale-totals';
import type { Shop } from './seed';

/** One request of a shop's day: what the till, the dashboard and the back office send. */
export interface PeakRequest {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  key?: string;
}

export type Kind = 'sale' | 'products' | 'dashboard' | 'customers' | 'repayment' | 'vas';

/**
 * Requests per sale at the payday peak, besides the product list the till reads again after
 * every sale (it follows the sale's answer): the dashboard or a customer lookup about every
 * second sale, now and then a credit repayment or an airtime purchase.
 */
export const PER_SALE: Record<Exclude<Kind, 'products'>, number> = {
  sale: 1,
  dashboard: 0.5,
  customers: 0.5,
  repayment: 0.05,
  vas: 0.05,
};

export type Random = () => number;

/** A small seeded generator (mulberry32), so a run's mix can be repeated. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, list: readonly T[]) => list[Math.floor(random() * list.length)]!;

/** 1 to 6 different products of the shop, 1 to 3 of each, priced as the till prices them. */
export function saleLines(random: Random, shop: Shop, products = shop.products) {
  const count = 1 + Math.floor(random() * 6);
  const chosen = new Set<(typeof products)[number]>();
  while (chosen.size < Math.min(count, products.length)) chosen.add(pick(random, products));
  const lines = [...chosen].map((p) => ({ product: p, quantity: 1 + Math.floor(random() * 3) }));
  const priced = priceSale(
    lines.map((l) => ({ listPrice: l.product.priceCents, quantity: l.quantity })),
  );
  return {
    items: lines.map((l, i) => ({
      productId: l.product.id,
      quantity: l.quantity,
      unitPrice: centsToDecimal(priced.lines[i]!.unitPrice),
      subtotal: centsToDecimal(priced.lines[i]!.subtotal),
    })),
    subtotal: centsToDecimal(priced.subtotal),
    tax: centsToDecimal(priced.tax),
    total: centsToDecimal(priced.total),
  };
}

/** A sale at the till: a tenth on credit, one in twenty from a wallet, the rest cash or card. */
function sale(random: Random, shop: Shop): PeakRequest {
  const roll = random();
  const [paymentMethod, customerId] =
    roll < 0.1
      ? ['credit', pick(random, shop.creditCustomers).customerId]
      : roll < 0.15
        ? ['wallet', pick(random, shop.walletCustomers)]
        : [roll < 0.7 ? 'cash' : 'card', null];
  return {
    kind: 'sale',
    method: 'POST',
    path: '/api/pos-sales',
    body: { customerId, ...saleLines(random, shop), paymentMethod, status: 'completed' },
    key: randomUUID(),
  };
}

/** The till's product search, read again after a sale moved stock. */
export const productList = (): PeakRequest => ({
  kind: 'products',
  method: 'GET',
  path: '/api/products?status=active&stockStatus=available&pageSize=48&search=',
});

export function request(kind: Exclude<Kind, 'products'>, random: Random, shop: Shop): PeakRequest {
  switch (kind) {
    case 'sale':
      return sale(random, shop);
    case 'dashboard':
      return { kind, method: 'GET', path: '/api/analytics/dashboard' };
    case 'customers': {
      const name = pick(random, shop.otherCustomers).name;
      return {
        kind,
        method: 'GET',
        path: `/api/customers?search=${encodeURIComponent(name.slice(-3))}`,
      };
    }
    case 'repayment':
      return {
        kind,
        method: 'POST',
        path: `/api/credit-accounts/${pick(random, shop.creditCustomers).accountId}/payments`,
        body: { amount: '5.00', method: 'cash' },
        key: randomUUID(),
      };
    case 'vas':
      return {
        kind,
        method: 'POST',
        path: '/api/vas/purchases',
        body: { kind: 'airtime', network: 'vodacom', phone: '071 234 5678', amount: '10' },
        key: randomUUID(),
      };
  }
}

/** Picks the next kind by its share of PER_SALE. */
export function nextKind(random: Random): Exclude<Kind, 'products'> {
  const total = Object.values(PER_SALE).reduce((a, b) => a + b, 0);
  let roll = random() * total;
  for (const [kind, weight] of Object.entries(PER_SALE)) {
    roll -= weight;
    if (roll < 0) return kind as Exclude<Kind, 'products'>;
  }
  return 'sale';
}

export const pickShop = (random: Random, shops: readonly Shop[]) => pick(random, shops);

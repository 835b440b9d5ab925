import { DEMO_PRODUCTS } from './products-data';
import { DEMO_CUSTOMERS } from './customers-data';
import { HOUR_MS, johannesburgCalendar, johannesburgDayStart } from '@shared/time/johannesburg';
import type { Random } from './prng';

/** One line of a sale or order: an index into DEMO_PRODUCTS and a quantity. */
export interface DemoLine {
  product: number;
  quantity: number;
}

export interface DemoSale {
  at: number;
  lines: DemoLine[];
  paymentMethod: 'cash' | 'card';
  /** Index into DEMO_CUSTOMERS, or null for a walk-in. */
  customer: number | null;
}

export type OrderStatus = 'pending' | 'processing' | 'completed' | 'cancelled';

export interface DemoOrder {
  at: number;
  lines: DemoLine[];
  customer: number;
  status: OrderStatus;
  paymentStatus: 'pending' | 'paid' | 'failed';
  paymentMethod: 'cash' | 'mobile_money' | 'bank_transfer' | 'card';
  /** When a cancelled order gave its stock back. */
  cancelledAt: number | null;
}

export const HISTORY_DAYS = 42;
const OPEN_HOUR = 6.5;
const TRADING_HOURS = 13.5;

/** Several weeks of till sales and customer orders, busier on weekends and around payday. */
export function generateHistory(random: Random, now: Date) {
  const sales: DemoSale[] = [];
  const orders: DemoOrder[] = [];
  const nowMs = now.getTime();
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const start = johannesburgDayStart(now, daysAgo).getTime();
    const { weekday, dayOfMonth } = johannesburgCalendar(new Date(start));
    const weekend = weekday === 0 || weekday === 6;
    const payday = dayOfMonth >= 25 || dayOfMonth <= 2;
    const busy = (weekend ? 1.5 : 1) * (payday ? 1.3 : 1);
    const at = () => start + (OPEN_HOUR + random.next() * TRADING_HOURS) * HOUR_MS;

    const saleCount = Math.round(random.int(4, 7) * busy);
    for (let i = 0; i < saleCount; i++) sales.push(makeSale(random, at()));
    const orderCount = weekday === 0 ? random.int(0, 1) : random.int(0, 2);
    for (let i = 0; i < orderCount; i++) orders.push(makeOrder(random, at(), daysAgo, nowMs));
  }
  const past = <T extends { at: number }>(items: T[]) =>
    items.filter((item) => item.at < nowMs).sort((a, b) => a.at - b.at);
  return { sales: past(sales), orders: past(orders) };
}

function pickLines(random: Random, count: number, quantity: (product: number) => number) {
  const chosen = new Set<number>();
  const indexes = DEMO_PRODUCTS.map((_, index) => index);
  while (chosen.size < count) {
    chosen.add(random.weighted(indexes, (index) => DEMO_PRODUCTS[index]!.popularity));
  }
  return [...chosen].map((product) => ({ product, quantity: quantity(product) }));
}

function makeSale(random: Random, at: number): DemoSale {
  const count = random.weighted([1, 2, 3, 4], (n) => [50, 30, 15, 5][n - 1]!);
  const lines = pickLines(random, count, (product) => {
    const cheap = Number(DEMO_PRODUCTS[product]!.price) < 20;
    if (cheap && random.chance(0.03)) return random.int(10, 12); // a bulk buy (the till has no tiers)
    return random.weighted([1, 2, 3], (q) => [67, 25, 8][q - 1]!);
  });
  return {
    at,
    lines,
    paymentMethod: random.chance(0.7) ? 'cash' : 'card',
    customer: random.chance(0.25) ? random.int(0, DEMO_CUSTOMERS.length - 1) : null,
  };
}

function makeOrder(random: Random, at: number, daysAgo: number, nowMs: number): DemoOrder {
  const lines = pickLines(random, random.int(2, 5), () =>
    random.chance(0.12) ? random.int(10, 24) : random.int(1, 6),
  );
  const status: OrderStatus =
    daysAgo === 0
      ? random.pick(['pending', 'pending', 'processing'] as const)
      : daysAgo <= 2
        ? random.weighted(['completed', 'processing', 'pending', 'cancelled'] as const, (s) =>
            s === 'completed' ? 5 : s === 'processing' ? 3 : 1,
          )
        : random.chance(0.88)
          ? 'completed'
          : 'cancelled';
  const paid = status === 'completed' || (status === 'processing' && random.chance(0.5));
  return {
    at,
    lines,
    customer: random.int(0, DEMO_CUSTOMERS.length - 1),
    status,
    paymentStatus: status === 'cancelled' ? 'failed' : paid ? 'paid' : 'pending',
    paymentMethod: random.pick(['cash', 'cash', 'mobile_money', 'bank_transfer', 'card'] as const),
    cancelledAt:
      status === 'cancelled' ? Math.min(at + random.int(1, 5) * HOUR_MS, nowMs - 60_000) : null,
  };
}

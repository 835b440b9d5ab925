import { DEMO_SUPPLIERS } from './catalogue-data';
import { DEMO_PRODUCTS } from './products-data';
import { HOUR_MS, johannesburgCalendar, johannesburgDayStart } from '@shared/time/johannesburg';
import { HISTORY_DAYS, type DemoLine, type DemoOrder, type DemoSale } from './history';
import type { Random } from './prng';

export interface DemoDelivery {
  product: number;
  at: number;
  quantity: number;
}

export interface StockPlan {
  /** Opening stock per product, counted the evening before the history starts. */
  opening: number[];
  closing: number[];
  deliveries: DemoDelivery[];
}

/** Low and sold-out products have had no delivery for this long. */
const NO_RESTOCK_DAYS = 10;

type Step =
  | { at: number; kind: 'out'; line: DemoLine }
  | { at: number; kind: 'back'; line: DemoLine }
  | { at: number; kind: 'delivery' };

/**
 * Works backwards from today's stock (healthy, low or sold out per product):
 * undoing each sale adds its units back, and each delivery slot delivers whole
 * cases so that the shelf was nearly empty just before the van came. Stock is
 * therefore never negative at any moment, and opening + deliveries - sold =
 * today's stock. A cancelled order can only give back what it reserved, so its
 * quantity is trimmed when the shelf could not have held it.
 */
export function planStock(
  random: Random,
  now: Date,
  sales: DemoSale[],
  orders: DemoOrder[],
): StockPlan {
  const steps: Step[][] = DEMO_PRODUCTS.map(() => []);
  for (const sale of sales) {
    for (const line of sale.lines) steps[line.product]!.push({ at: sale.at, kind: 'out', line });
  }
  for (const order of orders) {
    for (const line of order.lines) {
      steps[line.product]!.push({ at: order.at, kind: 'out', line });
      if (order.cancelledAt !== null) {
        steps[line.product]!.push({ at: order.cancelledAt, kind: 'back', line });
      }
    }
  }
  addDeliverySlots(now, steps);

  const opening: number[] = [];
  const closing: number[] = [];
  const deliveries: DemoDelivery[] = [];
  const restockCutoff = now.getTime() - NO_RESTOCK_DAYS * 24 * 3_600_000;
  DEMO_PRODUCTS.forEach((product, index) => {
    const final =
      product.ends === 'out'
        ? 0
        : product.ends === 'low'
          ? random.int(1, Math.max(1, product.threshold - 2))
          : random.int(product.threshold + 3, product.threshold * 3 + product.caseSize);
    let stock = final;
    const timeline = steps[index]!.sort((a, b) => b.at - a.at);
    for (const step of timeline) {
      if (step.kind === 'out') stock += step.line.quantity;
      else if (step.kind === 'back') {
        step.line.quantity = Math.min(step.line.quantity, stock);
        stock -= step.line.quantity;
      } else if (product.ends === 'stocked' || step.at < restockCutoff) {
        const leftBeforeVan = random.int(0, product.threshold);
        const cases = Math.floor((stock - leftBeforeVan) / product.caseSize);
        if (cases > 0) {
          deliveries.push({ product: index, at: step.at, quantity: cases * product.caseSize });
          stock -= cases * product.caseSize;
        }
      }
    }
    opening.push(stock);
    closing.push(final);
  });
  return { opening, closing, deliveries: deliveries.sort((a, b) => a.at - b.at) };
}

function addDeliverySlots(now: Date, steps: Step[][]) {
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const start = johannesburgDayStart(now, daysAgo).getTime();
    const at = start + 7.5 * HOUR_MS;
    if (at >= now.getTime()) continue;
    const { weekday } = johannesburgCalendar(new Date(start));
    DEMO_PRODUCTS.forEach((product, index) => {
      const supplier = DEMO_SUPPLIERS.find((s) => s.key === product.supplier)!;
      if ((supplier.deliveryDays as readonly number[]).includes(weekday)) {
        steps[index]!.push({ at, kind: 'delivery' });
      }
    });
  }
}

/** Drops lines that a trimmed cancellation left empty, and orders left with no lines. */
export function withoutEmptyLines(orders: DemoOrder[]): DemoOrder[] {
  return orders
    .map((order) => ({ ...order, lines: order.lines.filter((line) => line.quantity > 0) }))
    .filter((order) => order.lines.length > 0);
}

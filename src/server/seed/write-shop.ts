import { randomUUID } from 'node:crypto';
import { centsToDecimal, toCents } from '@shared/money/money';
import type { Tx } from '../db/client';
import {
  brands,
  categories,
  customers,
  floatDeposits,
  merchantProfiles,
  orderItems,
  orders,
  payments,
  posSales,
  products,
  stockMovements,
  storeSetup,
  suppliers,
} from '../db/schema';
import { syncStockAlerts } from '../domain/stock/stock-alerts';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_SUPPLIERS } from './catalogue-data';
import { DEMO_PRODUCTS } from './products-data';
import { DEMO_CUSTOMERS } from './customers-data';
import { DAY_MS, HOUR_MS } from '@shared/time/johannesburg';
import { HISTORY_DAYS, type DemoOrder, type DemoSale } from './history';
import { insertJson } from './insert-json';
import { writeBookAndStandingOrders } from './book-and-standing-orders';
import { writeLoyaltyCards } from './loyalty-cards';
import { writeDemoLoans } from './loans';
import { writeBarcodesAndCount } from './barcodes-and-count';
import { orderRows, saleRows } from './sale-rows';
import { reserveNumbers } from '../lib/counters';
import type { StockPlan } from './stock-plan';

export interface ShopHistory {
  sales: DemoSale[];
  orders: DemoOrder[];
  plan: StockPlan;
}

const byName = <T extends { id: string; name: string }>(rows: T[]) =>
  new Map(rows.map((row) => [row.name, row.id]));

/** Writes the catalogue, customers and history of the demo merchant (inside the caller's transaction). */
export async function writeShop(tx: Tx, merchantId: string, now: Date, history: ShopHistory) {
  const opened = new Date(now.getTime() - (HISTORY_DAYS + 1) * DAY_MS);
  const owned = { merchantId, createdAt: opened };
  const categoryIds = byName(
    await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map((c) => ({ ...owned, ...c })))
      .returning(),
  );
  const brandIds = byName(
    await tx
      .insert(brands)
      .values(DEMO_BRANDS.map((b) => ({ ...owned, ...b })))
      .returning(),
  );
  const supplierIds = new Map(DEMO_SUPPLIERS.map((s) => [s.key, randomUUID()] as const));
  await tx.insert(suppliers).values(
    DEMO_SUPPLIERS.map(({ key, deliveryDays: _days, ...s }) => ({
      ...owned,
      ...s,
      id: supplierIds.get(key)!,
    })),
  );
  const productIds = DEMO_PRODUCTS.map(() => randomUUID());
  const productRows = DEMO_PRODUCTS.map((p, i) => ({
    ...owned,
    id: productIds[i]!,
    name: p.name,
    description: `SKU ${p.sku}`,
    price: p.price,
    stock: history.plan.closing[i]!,
    lowStockThreshold: p.threshold,
    categoryId: categoryIds.get(p.category)!,
    brandId: p.brand ? brandIds.get(p.brand)! : null,
    supplierId: supplierIds.get(p.supplier)!,
  }));
  await tx.insert(products).values(productRows);

  const customerIds = DEMO_CUSTOMERS.map(() => randomUUID());
  await tx.insert(customers).values(
    DEMO_CUSTOMERS.map((c, i) => ({
      ...owned,
      ...c,
      id: customerIds[i]!,
      createdAt: new Date(opened.getTime() - (60 + i * 11) * DAY_MS),
    })),
  );

  const ids = { merchantId, products: productIds, customers: customerIds };
  const movements: (typeof stockMovements.$inferInsert)[] = [];
  history.plan.opening.forEach((units, i) => {
    if (units > 0) {
      movements.push({
        merchantId,
        productId: productIds[i]!,
        delta: units,
        reason: 'initial',
        referenceType: 'stock_count',
        createdAt: new Date(opened.getTime() + 20 * HOUR_MS),
      });
    }
  });
  for (const delivery of history.plan.deliveries) {
    const product = DEMO_PRODUCTS[delivery.product]!;
    movements.push({
      merchantId,
      productId: productIds[delivery.product]!,
      delta: delivery.quantity,
      reason: 'delivery',
      referenceType: 'supplier',
      referenceId: supplierIds.get(product.supplier)!,
      createdAt: new Date(delivery.at),
    });
  }
  const saleList = await saleRows(tx, ids, history.sales, movements);
  const orderData = await orderRows(tx, ids, history.orders, movements);
  await insertJson(tx, posSales, saleList);
  await insertJson(tx, orders, orderData.orders);
  await insertJson(tx, orderItems, orderData.items);
  await insertJson(tx, payments, orderData.payments);
  await insertJson(tx, stockMovements, movements);
  await writeLoyaltyCards(tx, merchantId, { sales: saleList, orders: orderData.orders }, now);

  await tx.insert(merchantProfiles).values({
    userId: merchantId,
    businessRegistration: '2019/482216/07',
    taxNumber: '9123456789',
    monthlyRevenue: lastThirtyDays(now, saleList, orderData.orders),
    employeeCount: 2,
    verificationStatus: 'verified',
    verifiedAt: opened,
  });
  // Set up by hand long before the wizard: no template, nothing to onboard.
  await tx.insert(storeSetup).values({
    merchantId,
    currentStep: 3,
    completedSteps: [1, 2, 3],
    isCompleted: true,
    completedAt: opened,
    createdAt: opened,
  });
  await writeBookAndStandingOrders(tx, { ...ids, brands: brandIds }, now);
  // A week ago the shop loaded float (sandbox test money) to sell airtime and electricity from.
  const [floatReference] = await reserveNumbers(tx, merchantId, 'float', 1);
  const floatLoaded = new Date(now.getTime() - 7 * DAY_MS);
  await tx.insert(floatDeposits).values({
    merchantId,
    reference: floatReference!,
    amount: '500.00',
    status: 'completed',
    provider: 'sandbox',
    sandbox: true,
    completedAt: floatLoaded,
    createdAt: floatLoaded,
  });
  await writeDemoLoans(tx, merchantId, now);
  await writeBarcodesAndCount(tx, merchantId, productRows, now);
  await syncStockAlerts(
    tx,
    merchantId,
    productRows.map((p) => ({
      id: p.id,
      name: p.name,
      stock: p.stock,
      lowStockThreshold: p.lowStockThreshold,
    })),
  );
}

interface Purchase {
  customerId?: string | null;
  totalAmount: string;
  createdAt?: Date;
  status?: string | null;
}

/** Counted purchases: every till sale and every order that was not cancelled. */
const counted = (rows: Purchase[]) => rows.filter((row) => row.status !== 'cancelled');

function lastThirtyDays(now: Date, sales: Purchase[], orderList: Purchase[]) {
  const since = now.getTime() - 30 * DAY_MS;
  const cents = [...counted(sales), ...counted(orderList)]
    .filter((row) => row.createdAt && row.createdAt.getTime() >= since)
    .reduce((sum, row) => sum + toCents(row.totalAmount)!, 0);
  return centsToDecimal(cents);
}

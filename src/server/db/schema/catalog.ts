import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, money, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { users } from './platform';
import { customers } from './customers';
import { staffId } from './shop-staff';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    merchantId: merchantId(),
    name: text().notNull(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_merchant_name_key').on(t.merchantId, t.name)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    merchantId: merchantId(),
    name: text().notNull(),
    logo: text(),
    description: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('brands_merchant_idx').on(t.merchantId)],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    merchantId: merchantId(),
    name: text().notNull(),
    contact: text().notNull(),
    email: text(),
    phone: text(),
    address: text(),
    rating: numeric({ precision: 2, scale: 1 }).notNull().default('0'),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('suppliers_merchant_idx').on(t.merchantId)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    merchantId: merchantId(),
    name: text().notNull(),
    description: text(),
    price: money().notNull(),
    stock: integer().notNull().default(0),
    lowStockThreshold: integer().notNull().default(10),
    categoryId: uuid().references(() => categories.id),
    brandId: uuid().references(() => brands.id),
    supplierId: uuid().references(() => suppliers.id),
    image: text(),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    /** The merchant's own spoken names for it, matched by voice ordering. */
    voiceNames: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Cost per unit excluding VAT, 4 decimals: the weighted average received (migration 0023). */
    costPrice: numeric({ precision: 14, scale: 4 }),
    /** A pack: sold from this product's stock, packUnits of its units at a time. */
    packOf: uuid().references((): AnyPgColumn => products.id),
    packUnits: integer(),
    /** general, medicine (Schedule 0 only) or pesticide (migration 0031). */
    kind: text().$type<'general' | 'medicine' | 'pesticide'>().notNull().default('general'),
    /** A medicine: the schedule its pack shows; only 0 is allowed. */
    medicineSchedule: integer(),
    /** A pesticide: its registration under Act 36 of 1947, "L1234". */
    pesticideRegistration: text(),
    /** A pesticide: declared for household use by the owner. */
    pesticideHouseholdUse: boolean().notNull().default(false),
    /** Bumped by a trigger on every change of the row (migration 0014): an edit names the one it read. */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_merchant_name_idx').on(t.merchantId, t.name),
    index('products_merchant_category_idx').on(t.merchantId, t.categoryId),
    index('products_merchant_brand_idx').on(t.merchantId, t.brandId),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_kind_known', sql`${t.kind} IN ('general', 'medicine', 'pesticide')`),
    check(
      'products_medicine_schedule_0',
      sql`CASE WHEN ${t.kind} = 'medicine' THEN ${t.medicineSchedule} = 0 ELSE ${t.medicineSchedule} IS NULL END`,
    ),
    check(
      'products_pesticide_registered',
      sql`CASE WHEN ${t.kind} = 'pesticide'
        THEN ${t.pesticideRegistration} ~ '^L[0-9]{1,8}$' AND ${t.pesticideHouseholdUse}
        ELSE ${t.pesticideRegistration} IS NULL AND NOT ${t.pesticideHouseholdUse} END`,
    ),
  ],
);

/** Every stock change, so stock can be audited: sum(delta) explains the stock column. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    merchantId: merchantId(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    delta: integer().notNull(),
    reason: text().notNull(),
    referenceType: text(),
    referenceId: text(),
    /** Who changed it: a member of the shop's staff, or null for the owner. */
    staffId: staffId(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_product_idx').on(t.merchantId, t.productId, t.createdAt)],
);

export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    merchantId: merchantId(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    userId: uuid().references(() => users.id),
    alertType: text()
      .$type<'low_stock' | 'out_of_stock' | 'stock_count' | 'expiring_soon' | 'expired_stock'>()
      .notNull(),
    threshold: integer().notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    resolvedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_alerts_merchant_idx').on(t.merchantId, t.resolvedAt, t.createdAt)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    merchantId: merchantId(),
    title: text().notNull(),
    description: text(),
    brandId: uuid().references(() => brands.id),
    discountPercentage: numeric({ precision: 5, scale: 2 }).notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [index('promotions_merchant_idx').on(t.merchantId, t.brandId)],
);

export const repeatOrders = pgTable(
  'repeat_orders',
  {
    id: id(),
    merchantId: merchantId(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    frequency: text().$type<'weekly' | 'biweekly' | 'monthly'>().notNull().default('weekly'),
    nextOrderDate: date().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('repeat_orders_merchant_idx').on(t.merchantId, t.isActive, t.nextOrderDate)],
);

import { ProductSchema, type Product } from '@shared/catalog/catalog.schemas';
import { CreditAccountSchema, type CreditAccount } from '@shared/credit/credit.schemas';
import { CustomerSchema, type Customer } from '@shared/customers/customers.schemas';
import { OrderSchema, type Order } from '@shared/orders/orders.schemas';
import { PosSaleSchema, type PosSale } from '@shared/pos/pos.schemas';
import { WalletSchema, type Wallet } from '@shared/wallets/wallets.schemas';

/**
 * Whole API answers for component tests, checked against the shared schemas the client parses
 * answers with: a test names only the fields it is about.
 */
const CREATED = '2026-11-23T08:00:00.000Z';

export const productFixture = (fields: Partial<Product> & Pick<Product, 'id' | 'name'>) =>
  ProductSchema.parse({
    description: null,
    price: '10.00',
    stock: 10,
    lowStockThreshold: 10,
    stockStatus: 'in-stock',
    categoryId: null,
    brandId: null,
    supplierId: null,
    image: null,
    status: 'active',
    voiceNames: [],
    barcodes: [],
    costPrice: null,
    packOf: null,
    packUnits: null,
    belowCost: false,
    kind: 'general',
    medicineSchedule: null,
    pesticideRegistration: null,
    pesticideHouseholdUse: false,
    version: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...fields,
  });

export const customerFixture = (fields: Partial<Customer> & Pick<Customer, 'id' | 'name'>) =>
  CustomerSchema.parse({
    email: null,
    phone: '+27820000000',
    address: null,
    createdAt: CREATED,
    ...fields,
  });

export const saleFixture = (fields: Partial<PosSale> & Pick<PosSale, 'id' | 'items'>) =>
  PosSaleSchema.parse({
    saleNumber: 'SALE-000001',
    subtotal: '0.00',
    tax: '0.00',
    vatPercent: 15,
    total: '0.00',
    totalAmount: '0.00',
    paymentMethod: 'cash',
    customerId: null,
    customerName: null,
    status: 'completed',
    cashTendered: null,
    changeDue: null,
    createdAt: CREATED,
    ...fields,
  });

export const creditAccountFixture = (
  fields: Partial<CreditAccount> & Pick<CreditAccount, 'id' | 'customerId'>,
) =>
  CreditAccountSchema.parse({
    customerName: 'Customer',
    customerPhone: '+27820000000',
    creditLimit: '500.00',
    currentBalance: '0.00',
    availableCredit: '500.00',
    overdueAmount: '0.00',
    nextDueDate: null,
    status: 'active',
    createdAt: CREATED,
    ...fields,
  });

export const walletFixture = (fields: Partial<Wallet> & Pick<Wallet, 'id' | 'customerId'>) =>
  WalletSchema.parse({
    customerName: 'Customer',
    customerPhone: '+27820000000',
    balance: '0.00',
    status: 'active',
    createdAt: CREATED,
    ...fields,
  });

export const orderFixture = (fields: Partial<Order> & Pick<Order, 'id'>) =>
  OrderSchema.parse({
    orderNumber: 'ORD-000001',
    customerId: null,
    customerName: null,
    totalAmount: '0.00',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: null,
    orderType: 'standard',
    language: null,
    items: [],
    version: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...fields,
  });

/** A page answer: { items, total, page, pageSize }. */
export const pageFixture = <T>(items: T[], pageSize = 20) => ({
  items,
  total: items.length,
  page: 1,
  pageSize,
});

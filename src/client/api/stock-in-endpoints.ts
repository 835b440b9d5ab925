import type { CreateStockReceipt } from '@shared/stock-in/stock-in.schemas';
import type { CreateWriteOff } from '@shared/stock-in/write-offs.schemas';
import { defineEndpoint, typed } from './endpoint';

/** Stock in: deliveries received, expiry batches and write-offs. */
const schemas = () => import('@shared/stock-in/stock-in.schemas');
const writeOffSchemas = () => import('@shared/stock-in/write-offs.schemas');

export const listStockReceipts = defineEndpoint({
  method: 'GET',
  path: '/api/stock-receipts',
  query: typed<{ supplierId?: string; page?: number; limit?: number }>(),
  response: async () => (await schemas()).StockReceiptListSchema,
});

export const getStockReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/stock-receipts/:id',
  response: async () => (await schemas()).StockReceiptSchema,
});

export const createStockReceipt = defineEndpoint({
  method: 'POST',
  path: '/api/stock-receipts',
  body: typed<CreateStockReceipt>(),
  response: async () => (await schemas()).StockReceiptSchema,
});

export const listCaseSizes = defineEndpoint({
  method: 'GET',
  path: '/api/stock-receipts/case-sizes',
  query: typed<{ supplierId?: string }>(),
  response: async () => (await schemas()).CaseSizesSchema,
});

export const listExpiring = defineEndpoint({
  method: 'GET',
  path: '/api/stock/expiring',
  query: typed<{ days?: number }>(),
  response: async () => (await schemas()).ExpiringBatchListSchema,
});

export const writeOffStock = defineEndpoint({
  method: 'POST',
  path: '/api/products/:id/write-offs',
  body: typed<CreateWriteOff>(),
  response: async () => (await writeOffSchemas()).WriteOffSchema,
});

export const getWriteOffReport = defineEndpoint({
  method: 'GET',
  path: '/api/stock/write-offs',
  query: typed<{ from?: string; to?: string }>(),
  response: async () => (await writeOffSchemas()).WriteOffReportSchema,
});

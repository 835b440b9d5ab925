import type { CreatePosSale, PosSaleListQuery } from '@shared/pos/pos.schemas';
import type { CreateRefund } from '@shared/pos/refund.schemas';
import { defineEndpoint, typed } from '@client/api/endpoint';

const schemas = () => import('@shared/pos/pos.schemas');

export const listSales = defineEndpoint({
  method: 'GET',
  path: '/api/pos-sales',
  query: typed<PosSaleListQuery>(),
  response: async () => (await schemas()).PosSaleListResponseSchema,
});

/** A sale, rung up or queued offline; its idempotency key makes a repeated send answer the first. */
export const createSale = defineEndpoint({
  method: 'POST',
  path: '/api/pos-sales',
  body: typed<CreatePosSale>(),
  response: async () => (await schemas()).PosSaleSchema,
});

/** One sale with what was refunded of it and its credit notes. */
export const getSale = defineEndpoint({
  method: 'GET',
  path: '/api/pos-sales/:id',
  response: async () => (await schemas()).PosSaleSchema,
});

const refundSchemas = () => import('@shared/pos/refund.schemas');

/** A refund or void (Idempotency-Key; a cashier sends an approval token). */
export const refundSale = defineEndpoint({
  method: 'POST',
  path: '/api/pos-sales/:id/refunds',
  body: typed<CreateRefund>(),
  response: async () => (await refundSchemas()).RefundSchema,
});

import type { CreatePosSale, PosSaleListQuery } from '@shared/pos/pos.schemas';
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

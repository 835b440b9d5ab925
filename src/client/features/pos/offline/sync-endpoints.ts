import type { SyncSales } from '@shared/pos/sale-sync.schemas';
import { defineEndpoint, request, typed } from '@client/api/endpoint';
import type { WaitingSale } from './sync-loop';

/** The till's sync of its waiting sales in one call (each keyed by its queued id). */
const syncSales = defineEndpoint({
  method: 'POST',
  path: '/api/pos-sales/sync',
  body: typed<SyncSales>(),
  response: async () => (await import('@shared/pos/sale-sync.schemas')).SyncSalesResponseSchema,
});

export const sendWaitingSales = async (sales: WaitingSale[]) =>
  (await request(syncSales, { body: { sales: sales.map((s) => ({ key: s.id, sale: s.body })) } }))
    .results;

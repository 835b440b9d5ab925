import { request } from '@client/api/endpoint';
import { listProducts } from '@client/api/products-endpoints';
import { earlyPrefetch } from '@client/lib/early-query';
import { tillProductQuery } from './till-query';

/**
 * Starts the till's first page of products while the till's files still load, so its first
 * screen shows them (the app's entry imports this file: nothing heavy here).
 */
export const prefetchTill = earlyPrefetch(
  () => request(listProducts, { query: tillProductQuery('') }),
  async (early) => (await import('../use-till-network')).tillProductsQueryOptions('', early),
);

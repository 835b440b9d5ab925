import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListQuery } from '@shared/catalog/catalog.schemas';
import { keyOf, request } from './endpoint';
import { getProduct, listProducts } from './products-endpoints';

/**
 * The one key shape of the product list, whoever reads it (catalogue, till, order search):
 * [path, query]. Every product query starts with '/api/products' (API_AREAS.products), so a
 * write refreshes them all.
 */
export const productKeys = {
  list: (query: ProductListQuery) => keyOf(listProducts, query),
  one: (id: string | null) => keyOf(getProduct, id),
};

/** One page of products, searched and filtered on the server; the last page stays while the next loads. */
export const productListQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => request(listProducts, { query }),
    placeholderData: keepPreviousData,
  });

/** One product by id (a stock alert's product); idle without an id. */
export const productQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: productKeys.one(id),
    queryFn: () => request(getProduct, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });

export const useProduct = (id: string | null) => useQuery(productQueryOptions(id));

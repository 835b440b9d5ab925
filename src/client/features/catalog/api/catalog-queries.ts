import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@shared/brands/brands.schemas';
import type {
  Category,
  Product,
  ProductListQuery,
  ProductListResponse,
} from '@shared/catalog/catalog.schemas';
import type { Supplier } from '@shared/suppliers/suppliers.schemas';
import { apiRequest } from '@client/lib/api';
import { withQuery } from '@client/lib/with-query';

export const PRODUCTS_PATH = '/api/products';
export const CATEGORIES_PATH = '/api/categories';

export const catalogKeys = {
  products: [PRODUCTS_PATH] as const,
  productList: (query: ProductListQuery) => [PRODUCTS_PATH, query] as const,
  categories: [CATEGORIES_PATH] as const,
  /** The brands and suppliers a product can name, refreshed when those areas change them. */
  brandOptions: ['/api/brands', 'options'] as const,
  supplierOptions: ['/api/suppliers', 'options'] as const,
};

/** One page of the catalogue, searched and filtered on the server; the last page stays while the next loads. */
export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: catalogKeys.productList(query),
    queryFn: () => apiRequest<ProductListResponse>('GET', withQuery(PRODUCTS_PATH, query)),
    placeholderData: keepPreviousData,
  });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: () => apiRequest<Category[]>('GET', CATEGORIES_PATH),
  });

export const brandOptionsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.brandOptions,
    queryFn: () => apiRequest<Brand[]>('GET', '/api/brands'),
  });

export const supplierOptionsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.supplierOptions,
    queryFn: () => apiRequest<Supplier[]>('GET', '/api/suppliers'),
  });

/** One product by id (a stock alert's product); idle without an id. */
export const productQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: [PRODUCTS_PATH, 'one', id] as const,
    queryFn: () => apiRequest<Product>('GET', `${PRODUCTS_PATH}/${id}`),
    enabled: id !== null,
  });

export interface NamedOption {
  id: string;
  name: string;
}

const NO_OPTIONS: NamedOption[] = [];

export const useProducts = (query: ProductListQuery) => useQuery(productsQueryOptions(query));
export const useCategories = () => useQuery(categoriesQueryOptions());
export const useProduct = (id: string | null) => useQuery(productQueryOptions(id));
/** Brand and supplier choices: an empty list until (or unless) the list arrives. */
export const useBrandOptions = (): NamedOption[] =>
  useQuery(brandOptionsQueryOptions()).data ?? NO_OPTIONS;
export const useSupplierOptions = (): NamedOption[] =>
  useQuery(supplierOptionsQueryOptions()).data ?? NO_OPTIONS;

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListQuery } from '@shared/catalog/catalog.schemas';
import { listBrands } from '@client/api/brands-endpoints';
import { listCategories } from '@client/api/categories-endpoints';
import { keyOf, request } from '@client/api/endpoint';
import { productListQueryOptions } from '@client/api/products-queries';
import { listSuppliers } from '@client/api/suppliers-endpoints';

export { useProduct } from '@client/api/products-queries';

export const catalogKeys = {
  categories: keyOf(listCategories),
  /** The brands and suppliers a product can name, refreshed when those areas change them. */
  brands: keyOf(listBrands),
  suppliers: keyOf(listSuppliers),
};

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: () => request(listCategories, {}),
  });

export const brandOptionsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.brands, queryFn: () => request(listBrands, {}) });

export const supplierOptionsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.suppliers, queryFn: () => request(listSuppliers, {}) });

export interface NamedOption {
  id: string;
  name: string;
}

const NO_OPTIONS: NamedOption[] = [];

export const useProducts = (query: ProductListQuery) => useQuery(productListQueryOptions(query));
export const useCategories = () => useQuery(categoriesQueryOptions());
/** Brand and supplier choices: an empty list until (or unless) the list arrives. */
export const useBrandOptions = (): NamedOption[] =>
  useQuery(brandOptionsQueryOptions()).data ?? NO_OPTIONS;
export const useSupplierOptions = (): NamedOption[] =>
  useQuery(supplierOptionsQueryOptions()).data ?? NO_OPTIONS;

import { queryOptions, useQuery } from '@tanstack/react-query';
import { isShopCode } from '@shared/catalog/barcode-rules';
import type { Product, ProductListQuery } from '@shared/catalog/catalog.schemas';
import { listBrands } from '@client/api/brands-endpoints';
import { listCategories } from '@client/api/categories-endpoints';
import { keyOf, request } from '@client/api/endpoint';
import { listProducts } from '@client/api/products-endpoints';
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

const LABEL_PAGE_SIZE = 200;

/** Every active product with a shop code (for shelf labels), read page by page. */
export const useShopCodeProducts = () =>
  useQuery({
    queryKey: [...keyOf(listProducts), 'shop-codes'],
    queryFn: async () => {
      const found: { product: Product; code: string }[] = [];
      for (let page = 1; ; page += 1) {
        const list = await request(listProducts, {
          query: { status: 'active', pageSize: LABEL_PAGE_SIZE, page },
        });
        for (const product of list.items) {
          const code = product.barcodes.find(isShopCode);
          if (code) found.push({ product, code });
        }
        if (page * LABEL_PAGE_SIZE >= list.total) return found;
      }
    },
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Category,
  Product,
  ProductListQuery,
  ProductListResponse,
} from '@shared/catalog/catalog.schemas';
import { apiRequest } from '@client/lib/api';

export const PRODUCTS_KEY = '/api/products';

function queryString(query: ProductListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== 'all') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of the catalogue, searched and filtered on the server; the last page stays while the next loads. */
export function useProducts(query: ProductListQuery) {
  return useQuery({
    queryKey: [PRODUCTS_KEY, query],
    queryFn: () => apiRequest<ProductListResponse>('GET', `${PRODUCTS_KEY}${queryString(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** One product by id (a stock alert's product); idle without an id. */
export const useProduct = (id: string | null) =>
  useQuery({
    queryKey: [PRODUCTS_KEY, 'one', id],
    queryFn: () => apiRequest<Product>('GET', `${PRODUCTS_KEY}/${id}`),
    enabled: id !== null,
  });

export const useCategories = () =>
  useQuery({
    queryKey: ['/api/categories'],
    queryFn: () => apiRequest<Category[]>('GET', '/api/categories'),
  });

export interface NamedOption {
  id: string;
  name: string;
}

/** Lists owned by other areas (brands, suppliers, customers): an empty list until they answer. */
function useOptionalList(url: string) {
  const query = useQuery({
    queryKey: [url, 'options'],
    queryFn: async () => {
      const body = await apiRequest<unknown>('GET', url).catch(() => []);
      const list = Array.isArray(body) ? body : (body as { items?: unknown })?.items;
      return (Array.isArray(list) ? list : []).filter(
        (item): item is NamedOption =>
          typeof item?.id === 'string' && typeof item?.name === 'string',
      );
    },
  });
  return query.data ?? [];
}

export const useBrandOptions = () => useOptionalList('/api/brands');
export const useSupplierOptions = () => useOptionalList('/api/suppliers');
export const useCustomerOptions = () => useOptionalList('/api/customers');

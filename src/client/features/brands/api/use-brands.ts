import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import type { Brand, BrandValues, TopBrand } from '@shared/brands/brands.schemas';
import { promotionKeys } from './use-promotions';

const BRANDS_PATH = '/api/brands';
const TOP_BRANDS_PATH = '/api/brands/top';

export const brandKeys = {
  all: [BRANDS_PATH] as const,
  top: [TOP_BRANDS_PATH] as const,
};

export const brandsQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.all, queryFn: () => apiRequest<Brand[]>('GET', BRANDS_PATH) });

export const topBrandsQueryOptions = () =>
  queryOptions({
    queryKey: brandKeys.top,
    queryFn: () => apiRequest<TopBrand[]>('GET', TOP_BRANDS_PATH),
  });

export const useBrands = () => useQuery(brandsQueryOptions());
export const useTopBrands = () => useQuery(topBrandsQueryOptions());

/** Creates (no id) or updates a brand; refreshes the grid, the top brands and the promotions. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: BrandValues }) =>
      id
        ? apiRequest<Brand>('PUT', `${BRANDS_PATH}/${id}`, values)
        : apiRequest<Brand>('POST', BRANDS_PATH, values),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: brandKeys.all }),
        queryClient.invalidateQueries({ queryKey: brandKeys.top }),
        queryClient.invalidateQueries({ queryKey: promotionKeys.current }),
      ]);
    },
  });
}

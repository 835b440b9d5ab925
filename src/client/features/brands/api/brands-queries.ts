import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandValues } from '@shared/brands/brands.schemas';
import { API_AREAS } from '@client/api/areas';
import { listBrands } from '@client/api/brands-endpoints';
import { keyOf, request } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { createBrand, listTopBrands, updateBrand } from './brands-endpoints';
import { promotionKeys } from './promotions-queries';

export const brandKeys = {
  all: keyOf(listBrands),
  top: keyOf(listTopBrands),
};

export const brandsQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.all, queryFn: () => request(listBrands, {}) });

export const topBrandsQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.top, queryFn: () => request(listTopBrands, {}) });

export const useBrands = () => useQuery(brandsQueryOptions());
export const useTopBrands = () => useQuery(topBrandsQueryOptions());

/** Creates (no id) or updates a brand; refreshes the grid, the top brands and the promotions. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: BrandValues }) =>
      id
        ? request(updateBrand, { params: { id }, body: values })
        : request(createBrand, { body: values }),
    // Every path under /api/brands (the grid, the top brands, a brand's promotions) and the
    // current promotions.
    onSuccess: () =>
      Promise.all([
        invalidateApiPaths(queryClient, [API_AREAS.brands]),
        queryClient.invalidateQueries({ queryKey: promotionKeys.current }),
      ]),
  });
}

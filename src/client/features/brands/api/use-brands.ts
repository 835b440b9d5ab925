import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import type { Brand, BrandValues, TopBrand } from '@shared/brands/brands.schemas';

export const BRANDS_KEY = ['/api/brands'] as const;
export const TOP_BRANDS_KEY = ['/api/brands/top'] as const;

export const useBrands = () => useQuery<Brand[]>({ queryKey: BRANDS_KEY });
export const useTopBrands = () => useQuery<TopBrand[]>({ queryKey: TOP_BRANDS_KEY });

/** Creates (no id) or updates a brand; refreshes the grid and the top brands. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: BrandValues }) =>
      id
        ? apiRequest<Brand>('PUT', `/api/brands/${id}`, values)
        : apiRequest<Brand>('POST', '/api/brands', values),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BRANDS_KEY }),
        queryClient.invalidateQueries({ queryKey: TOP_BRANDS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/promotions'] }),
      ]);
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import type { Promotion, PromotionValues } from '@shared/brands/promotions.schemas';

export const CURRENT_PROMOTIONS_KEY = ['/api/promotions'] as const;
const brandPromotionsKey = (brandId: string) => ['/api/brands', brandId, 'promotions'] as const;

/** Active promotions that have not ended, across brands. */
export const useCurrentPromotions = () =>
  useQuery<Promotion[]>({ queryKey: CURRENT_PROMOTIONS_KEY });

export const useBrandPromotions = (brandId: string) =>
  useQuery<Promotion[]>({ queryKey: brandPromotionsKey(brandId) });

function useRefresh(brandId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: brandPromotionsKey(brandId) }),
      queryClient.invalidateQueries({ queryKey: CURRENT_PROMOTIONS_KEY }),
    ]);
}

/** Creates a promotion for the brand (no id) or updates one. */
export function useSavePromotion(brandId: string) {
  const refresh = useRefresh(brandId);
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: PromotionValues }) =>
      id
        ? apiRequest<Promotion>('PUT', `/api/promotions/${id}`, values)
        : apiRequest<Promotion>('POST', `/api/brands/${brandId}/promotions`, values),
    onSuccess: refresh,
  });
}

export function useDeletePromotion(brandId: string) {
  const refresh = useRefresh(brandId);
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ id: string }>('DELETE', `/api/promotions/${id}`),
    onSuccess: refresh,
  });
}

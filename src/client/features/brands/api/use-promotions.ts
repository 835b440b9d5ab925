import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import type { Promotion, PromotionValues } from '@shared/brands/promotions.schemas';

const PROMOTIONS_PATH = '/api/promotions';

export const promotionKeys = {
  current: [PROMOTIONS_PATH] as const,
  ofBrand: (brandId: string) => ['/api/brands', brandId, 'promotions'] as const,
};

/** Active promotions that have not ended, across brands. */
export const currentPromotionsQueryOptions = () =>
  queryOptions({
    queryKey: promotionKeys.current,
    queryFn: () => apiRequest<Promotion[]>('GET', PROMOTIONS_PATH),
  });

export const brandPromotionsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: promotionKeys.ofBrand(brandId),
    queryFn: () => apiRequest<Promotion[]>('GET', `/api/brands/${brandId}/promotions`),
  });

export const useCurrentPromotions = () => useQuery(currentPromotionsQueryOptions());
export const useBrandPromotions = (brandId: string) =>
  useQuery(brandPromotionsQueryOptions(brandId));

function useRefresh(brandId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: promotionKeys.ofBrand(brandId) }),
      queryClient.invalidateQueries({ queryKey: promotionKeys.current }),
    ]);
}

/** Creates a promotion for the brand (no id) or updates one. */
export function useSavePromotion(brandId: string) {
  const refresh = useRefresh(brandId);
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: PromotionValues }) =>
      id
        ? apiRequest<Promotion>('PUT', `${PROMOTIONS_PATH}/${id}`, values)
        : apiRequest<Promotion>('POST', `/api/brands/${brandId}/promotions`, values),
    onSuccess: refresh,
  });
}

export function useDeletePromotion(brandId: string) {
  const refresh = useRefresh(brandId);
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ id: string }>('DELETE', `${PROMOTIONS_PATH}/${id}`),
    onSuccess: refresh,
  });
}

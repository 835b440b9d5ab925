import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionValues } from '@shared/brands/promotions.schemas';
import { keyOf, request } from '@client/api/endpoint';
import {
  createPromotion,
  deletePromotion,
  listBrandPromotions,
  listCurrentPromotions,
  updatePromotion,
} from './brands-endpoints';

export const promotionKeys = {
  current: keyOf(listCurrentPromotions),
  ofBrand: (brandId: string) => keyOf(listBrandPromotions, brandId),
};

export const currentPromotionsQueryOptions = () =>
  queryOptions({
    queryKey: promotionKeys.current,
    queryFn: () => request(listCurrentPromotions, {}),
  });

export const brandPromotionsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: promotionKeys.ofBrand(brandId),
    queryFn: () => request(listBrandPromotions, { params: { id: brandId } }),
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
        ? request(updatePromotion, { params: { id }, body: values })
        : request(createPromotion, { params: { id: brandId }, body: values }),
    onSuccess: refresh,
  });
}

export function useDeletePromotion(brandId: string) {
  const refresh = useRefresh(brandId);
  return useMutation({
    mutationFn: (id: string) => request(deletePromotion, { params: { id } }),
    onSuccess: refresh,
  });
}

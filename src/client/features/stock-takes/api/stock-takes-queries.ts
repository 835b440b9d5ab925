import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StockTake, UpdateStockTake } from '@shared/stock-takes/stock-takes.schemas';
import { API_AREAS } from '@client/api/areas';
import { listCategories } from '@client/api/categories-endpoints';
import { keyOf, request } from '@client/api/endpoint';
import {
  applyStockTake,
  getStockTake,
  listStockTakes,
  startStockTake,
  updateStockTake,
} from '@client/api/stock-takes-endpoints';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';

/** How often a phone that is counting reads the others' counts. */
export const POLL_MS = 4_000;

export const stockTakeKeys = {
  list: keyOf(listStockTakes),
  one: (id: string) => keyOf(getStockTake, id),
  categories: keyOf(listCategories),
};

export const useStockTakes = () =>
  useQuery({ queryKey: stockTakeKeys.list, queryFn: () => request(listStockTakes, {}) });

export const useCategories = () =>
  useQuery({ queryKey: stockTakeKeys.categories, queryFn: () => request(listCategories, {}) });

/** One stock take; read again every few seconds while it is counting. */
export const useStockTake = (id: string) =>
  useQuery({
    queryKey: stockTakeKeys.one(id),
    queryFn: () => request(getStockTake, { params: { id } }),
    refetchInterval: (query) => (query.state.data?.status === 'counting' ? POLL_MS : false),
  });

/** Every write answers the whole stock take: it replaces the cached one, and the list refreshes. */
export function keepAnswer(queryClient: QueryClient, take: StockTake) {
  queryClient.setQueryData(stockTakeKeys.one(take.id), take);
  void queryClient.invalidateQueries({ queryKey: stockTakeKeys.list });
}

export function useStartStockTake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string | null) =>
      request(startStockTake, { body: categoryId ? { categoryId } : {} }),
    onSuccess: (take) => keepAnswer(queryClient, take),
  });
}

export function useUpdateStockTake(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: UpdateStockTake['status']) =>
      request(updateStockTake, { params: { id }, body: { status } }),
    onSuccess: (take) => keepAnswer(queryClient, take),
  });
}

/** Applying moves stock: the product lists refresh too. */
export function useApplyStockTake(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(applyStockTake, { params: { id } }),
    onSuccess: (take) => {
      keepAnswer(queryClient, take);
      void invalidateApiPaths(queryClient, [API_AREAS.products]);
    },
  });
}

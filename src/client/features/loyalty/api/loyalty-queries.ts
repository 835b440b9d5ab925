import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLoyaltyCard, UpdateLoyaltyCard } from '@shared/loyalty/loyalty.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import {
  createLoyaltyCard,
  listLoyaltyCards,
  redeemReward,
  updateLoyaltyCard,
} from './loyalty-endpoints';

const CARDS_PER_CUSTOMER = 5;
const customerQuery = (customerId: string) => ({ customerId, pageSize: CARDS_PER_CUSTOMER });

/** Every stamp-card query starts with the cards' path; the figures they move, with analytics'. */
export const loyaltyKeys = {
  ofCustomer: (customerId: string) => keyOf(listLoyaltyCards, customerQuery(customerId)),
};

/** A customer's stamp cards, the active one first. */
export const customerCardsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: loyaltyKeys.ofCustomer(customerId),
    queryFn: () => request(listLoyaltyCards, { query: customerQuery(customerId) }),
  });

/** The customer's active card, or null; nothing is asked without a customer. */
export function useActiveCard(customerId: string | null) {
  const query = useQuery({
    ...customerCardsQueryOptions(customerId ?? ''),
    enabled: customerId !== null,
  });
  const card = query.data?.items.find((item) => item.isActive) ?? null;
  return { ...query, card };
}

/** Cards and the loyalty figures go stale together after any card change. */
function useRefreshLoyalty() {
  const client = useQueryClient();
  return () => invalidateApiPaths(client, [API_AREAS.loyalty, API_AREAS.analytics]);
}

export function useCreateCard() {
  const onSettled = useRefreshLoyalty();
  return useMutation({
    mutationFn: (body: CreateLoyaltyCard) => request(createLoyaltyCard, { body }),
    onSettled,
  });
}

export function useUpdateCard() {
  const onSettled = useRefreshLoyalty();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLoyaltyCard }) =>
      request(updateLoyaltyCard, { params: { id }, body }),
    onSettled,
  });
}

/** One key per tap, so a retried tap redeems the reward once. */
export function useRedeemReward() {
  const onSettled = useRefreshLoyalty();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      request(redeemReward, { params: { id }, idempotencyKey: key }),
    onSettled,
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLoyaltyCard,
  LoyaltyCard,
  LoyaltyCardListResponse,
  Redemption,
  UpdateLoyaltyCard,
} from '@shared/loyalty/loyalty.schemas';
import { apiRequest } from '@client/lib/api';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { withQuery } from '@client/lib/with-query';

const CARDS_URL = '/api/loyalty-cards';

/** Every stamp-card query starts with CARDS_URL; the figures they move, with '/api/analytics'. */
export const loyaltyKeys = {
  all: [CARDS_URL] as const,
  ofCustomer: (customerId: string) => [CARDS_URL, { customerId }] as const,
};

/** A customer's stamp cards, the active one first. */
export const customerCardsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: loyaltyKeys.ofCustomer(customerId),
    queryFn: () =>
      apiRequest<LoyaltyCardListResponse>('GET', withQuery(CARDS_URL, { customerId, pageSize: 5 })),
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
  return () => invalidateApiPaths(client, [CARDS_URL, '/api/analytics']);
}

export function useCreateCard() {
  const onSettled = useRefreshLoyalty();
  return useMutation({
    mutationFn: (body: CreateLoyaltyCard) => apiRequest<LoyaltyCard>('POST', CARDS_URL, body),
    onSettled,
  });
}

export function useUpdateCard() {
  const onSettled = useRefreshLoyalty();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLoyaltyCard }) =>
      apiRequest<LoyaltyCard>('PUT', `${CARDS_URL}/${id}`, body),
    onSettled,
  });
}

/** One key per tap, so a retried tap redeems the reward once. */
export function useRedeemReward() {
  const onSettled = useRefreshLoyalty();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      apiRequest<Redemption>('POST', `${CARDS_URL}/${id}/redeem`, undefined, {
        'idempotency-key': key,
      }),
    onSettled,
  });
}

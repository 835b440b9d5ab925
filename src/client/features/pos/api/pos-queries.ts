import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePosSale, PosSaleListQuery } from '@shared/pos/pos.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { createSale, listSales } from './pos-endpoints';

const RECENT_SALES = 10;

/** Whose sales: everyone's (undefined), the owner's ("owner") or one staff member's (their id). */
type CashierFilter = PosSaleListQuery['cashierId'];

const recentQuery = (cashierId: CashierFilter) => ({
  pageSize: RECENT_SALES,
  ...(cashierId ? { cashierId } : {}),
});

export const posKeys = {
  recentSales: (cashierId?: CashierFilter) => keyOf(listSales, recentQuery(cashierId)),
};

export const recentSalesQueryOptions = (cashierId?: CashierFilter) =>
  queryOptions({
    queryKey: posKeys.recentSales(cashierId),
    queryFn: () => request(listSales, { query: recentQuery(cashierId) }),
  });

export const useRecentSales = (cashierId?: CashierFilter) =>
  useQuery(recentSalesQueryOptions(cashierId));

/**
 * What a sale changes: stock and the product lists, the till's recent sales, the figures and
 * alerts, the shift it lands in, and the buyer's credit, wallet, stamps, history and lending profile.
 */
export const SALE_CHANGES = [
  API_AREAS.products,
  API_AREAS.posSales,
  API_AREAS.shifts,
  API_AREAS.analytics,
  API_AREAS.stockAlerts,
  API_AREAS.brands,
  API_AREAS.customers,
  API_AREAS.credit,
  API_AREAS.wallets,
  API_AREAS.payments,
  API_AREAS.loyalty,
  API_AREAS.microLending,
];

/** A sale with its key, and the approval of what the person serving may not do alone. */
export const sendSale = (body: CreatePosSale, key: string, approvalToken?: string) =>
  request(createSale, { body, idempotencyKey: key, approvalToken });

interface SaleSend {
  body: CreatePosSale;
  key: string;
  approvalToken?: string;
}

/**
 * Checkout: refreshes what a sale changes (SALE_CHANGES), nothing else; `onSaved` follows a
 * sale the server took (the till brings the phone's catalogue copy up to date).
 */
export function useCreateSale(onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key, approvalToken }: SaleSend) => sendSale(body, key, approvalToken),
    onSuccess: onSaved,
    onSettled: () => invalidateApiPaths(client, SALE_CHANGES),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompleteStoreSetup, SaveStoreSetup } from '@shared/store-setup/store-setup.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { updateStoredUser } from '@client/lib/storage';
import { completeStoreSetup, getStoreSetup, saveStoreSetup } from './store-setup-endpoints';

/** What a completed setup changes besides the setup itself. */
const AFFECTED = [
  API_AREAS.products,
  API_AREAS.categories,
  API_AREAS.stockAlerts,
  API_AREAS.analytics,
  // The payment methods ticked: what the till offers.
  API_AREAS.shopSettings,
];

export const storeSetupKeys = { all: keyOf(getStoreSetup) };

export const storeSetupQueryOptions = () =>
  queryOptions({ queryKey: storeSetupKeys.all, queryFn: () => request(getStoreSetup, {}) });

export const useStoreSetup = () => useQuery(storeSetupQueryOptions());

/** Progress, so a phone that drops the page resumes where it was. */
export const useSaveSetupProgress = () =>
  useMutation({ mutationFn: (body: SaveStoreSetup) => request(saveStoreSetup, { body }) });

/** Completion fills the catalogue and renames the shop: those areas are read again. */
export function useCompleteSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteStoreSetup) => request(completeStoreSetup, { body }),
    onSuccess: (result) => {
      updateStoredUser({ businessName: result.businessName, businessType: result.businessType });
      client.setQueryData(storeSetupKeys.all, result.setup);
      void invalidateApiPaths(client, AFFECTED);
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompleteStoreSetup,
  CompleteStoreSetupResponse,
  SaveStoreSetup,
  StoreSetup,
} from '@shared/store-setup/store-setup.schemas';
import { apiRequest } from '@client/lib/api';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { updateStoredUser } from '@client/lib/storage';

const STORE_SETUP_PATH = '/api/store-setup';
/** What a completed setup changes besides the setup itself. */
const AFFECTED = [
  '/api/products',
  '/api/categories',
  '/api/stock-alerts',
  '/api/analytics/dashboard',
  // The payment methods ticked: what the till offers.
  '/api/shop-settings',
];

export const storeSetupKeys = { all: [STORE_SETUP_PATH] as const };

export const storeSetupQueryOptions = () =>
  queryOptions({
    queryKey: storeSetupKeys.all,
    queryFn: () => apiRequest<StoreSetup>('GET', STORE_SETUP_PATH),
  });

export const useStoreSetup = () => useQuery(storeSetupQueryOptions());

/** Progress, so a phone that drops the page resumes where it was. */
export const useSaveSetupProgress = () =>
  useMutation({
    mutationFn: (body: SaveStoreSetup) => apiRequest<StoreSetup>('PUT', STORE_SETUP_PATH, body),
  });

/** Completion fills the catalogue and renames the shop: those areas are read again. */
export function useCompleteSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteStoreSetup) =>
      apiRequest<CompleteStoreSetupResponse>('POST', `${STORE_SETUP_PATH}/complete`, body),
    onSuccess: (result) => {
      updateStoredUser({ businessName: result.businessName, businessType: result.businessType });
      client.setQueryData(storeSetupKeys.all, result.setup);
      void invalidateApiPaths(client, AFFECTED);
    },
  });
}

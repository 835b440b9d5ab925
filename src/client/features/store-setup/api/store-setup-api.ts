import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompleteStoreSetup,
  CompleteStoreSetupResponse,
  SaveStoreSetup,
  StoreSetup,
} from '@shared/store-setup/store-setup.schemas';
import { apiRequest } from '@client/lib/api';
import { updateStoredUser } from '@client/lib/storage';

const STORE_SETUP_URL = '/api/store-setup';

export const storeSetupKeys = { setup: [STORE_SETUP_URL] as const };

export const storeSetupQueryOptions = () =>
  queryOptions({
    queryKey: storeSetupKeys.setup,
    queryFn: () => apiRequest<StoreSetup>('GET', STORE_SETUP_URL),
  });

export const useStoreSetup = () => useQuery(storeSetupQueryOptions());

/** Progress, so a phone that drops the page resumes where it was. */
export const useSaveSetupProgress = () =>
  useMutation({
    mutationFn: (body: SaveStoreSetup) => apiRequest<StoreSetup>('PUT', STORE_SETUP_URL, body),
  });

/** Completion fills the catalogue and renames the shop: every other list is read again. */
export function useCompleteSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteStoreSetup) =>
      apiRequest<CompleteStoreSetupResponse>('POST', `${STORE_SETUP_URL}/complete`, body),
    onSuccess: (result) => {
      updateStoredUser({ businessName: result.businessName, businessType: result.businessType });
      client.setQueryData(storeSetupKeys.setup, result.setup);
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== STORE_SETUP_URL,
      });
    },
  });
}

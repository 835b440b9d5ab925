import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword } from '@shared/auth/auth.schemas';
import type { TrustedDevice } from '@shared/auth/devices.schemas';
import { apiRequest } from '@client/lib/api';
import { clearSession, getStoredUser } from '@client/lib/storage';
import { deviceCredentialOf, forgetDevice } from '@client/lib/storage';

const DEVICES_PATH = '/api/auth/devices';
const DEVICES_KEY = [DEVICES_PATH] as const;
const username = () => getStoredUser()?.username ?? '';

export const trustedDevicesQueryOptions = () =>
  queryOptions({
    queryKey: DEVICES_KEY,
    queryFn: () => apiRequest<TrustedDevice[]>('GET', DEVICES_PATH),
  });

export const useTrustedDevices = () => useQuery(trustedDevicesQueryOptions());

/** The id of this browser's own trusted credential, to mark "This phone" in the list. */
export const thisDeviceId = () => deviceCredentialOf(username())?.id ?? null;

export function useRevokeDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${DEVICES_PATH}/${id}`),
    onSuccess: (_answer, id) => {
      if (thisDeviceId() === id) forgetDevice(username());
      void client.invalidateQueries({ queryKey: DEVICES_KEY });
    },
  });
}

/** Ends every session and trusted phone; this browser forgets its credential and session too. */
export function useLogoutEverywhere() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout-everywhere'),
    onSuccess: () => {
      forgetDevice(username());
      clearSession();
      client.clear();
    },
  });
}

/** The server revoked every trusted phone, this one included. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) => apiRequest('PUT', '/api/auth/password', body),
    onSuccess: () => {
      forgetDevice(username());
      void client.invalidateQueries({ queryKey: DEVICES_KEY });
    },
  });
}

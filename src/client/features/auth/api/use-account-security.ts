import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ChangePassword } from '@shared/auth/auth.schemas';
import type { TrustedDevice } from '@shared/auth/devices.schemas';
import { apiRequest } from '@client/lib/api';
import { queryClient } from '@client/lib/query-client';
import { clearSession, getStoredUser } from '@client/lib/storage';
import { deviceCredentialOf, forgetDevice } from '@client/lib/trusted-device';

const DEVICES_PATH = '/api/auth/devices';
const DEVICES_KEY = [DEVICES_PATH] as const;
const refreshDevices = () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
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
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${DEVICES_PATH}/${id}`),
    onSuccess: (_answer, id) => {
      if (thisDeviceId() === id) forgetDevice(username());
      void refreshDevices();
    },
  });
}

/** Ends every session and trusted phone; this browser forgets its credential and session too. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout-everywhere'),
    onSuccess: () => {
      forgetDevice(username());
      clearSession();
      queryClient.clear();
    },
  });
}

/** The server revoked every trusted phone, this one included. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePassword) => apiRequest('PUT', '/api/auth/password', body),
    onSuccess: () => {
      forgetDevice(username());
      void refreshDevices();
    },
  });
}

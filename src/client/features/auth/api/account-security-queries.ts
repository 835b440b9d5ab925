import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword } from '@shared/auth/auth.schemas';
import { keyOf, request } from '@client/api/endpoint';
import { clearSession, getStoredUser } from '@client/lib/storage';
import { deviceCredentialOf, forgetDevice } from '@client/lib/storage';
import {
  changePassword,
  listTrustedDevices,
  logoutEverywhere,
  revokeTrustedDevice,
} from './auth-endpoints';

const DEVICES_KEY = keyOf(listTrustedDevices);
const username = () => getStoredUser()?.username ?? '';

export const trustedDevicesQueryOptions = () =>
  queryOptions({
    queryKey: DEVICES_KEY,
    queryFn: () => request(listTrustedDevices, {}),
  });

export const useTrustedDevices = () => useQuery(trustedDevicesQueryOptions());

/** The id of this browser's own trusted credential, to mark "This phone" in the list. */
export const thisDeviceId = () => deviceCredentialOf(username())?.id ?? null;

export function useRevokeDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(revokeTrustedDevice, { params: { id } }),
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
    mutationFn: () => request(logoutEverywhere, {}),
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
    mutationFn: (body: ChangePassword) => request(changePassword, { body }),
    onSuccess: () => {
      forgetDevice(username());
      void client.invalidateQueries({ queryKey: DEVICES_KEY });
    },
  });
}

import { useMemo } from 'react';
import { getStoredUser } from '@client/lib/storage';

/** The signed-in user as stored at login (the guard has already checked it). */
export function useSessionUser() {
  return useMemo(() => getStoredUser(), []);
}

export const isStaff = (role: string | undefined) => role === 'admin' || role === 'super_admin';
export const seesMerchantAreas = (role: string | undefined) =>
  role === 'merchant' || role === 'super_admin';

import { useSyncExternalStore } from 'react';
import type { StaffPermission } from '@shared/shop-staff/permissions';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';

/**
 * Who is at the till on this phone: the owner (no staff session) or a member of the shop's staff
 * signed in with their PIN. The staff session's token is used for the API while it lasts; the
 * owner's session stays stored beside it (the staff session lives only where the shop is signed in).
 */
const STAFF_SESSION_KEY = 'kasitrade_staff_session';
/** Set while the till waits on "Switch user" (left alone, or a staff session ended). */
const TILL_LOCK_KEY = 'kasitrade_till_locked';

export interface StaffSession {
  /** Null when the switch was made offline: calls wait for an online sign-in. */
  token: string | null;
  staff: StaffIdentity;
}

export interface TillLock {
  /** Why, when the server said (a person deactivated); null when the till was left alone. */
  reason: string | null;
}

const listeners = new Set<() => void>();

/** One JSON value in localStorage, read once per change (stable for useSyncExternalStore). */
function storedValue<T>(key: string) {
  let cachedRaw: string | null | undefined;
  let cached: T | null = null;
  return {
    get(): T | null {
      const raw = localStorage.getItem(key);
      if (raw === cachedRaw) return cached;
      cachedRaw = raw;
      try {
        cached = raw ? (JSON.parse(raw) as T) : null;
      } catch {
        cached = null;
      }
      return cached;
    },
    set(value: T | null) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
      for (const listener of listeners) listener();
    },
  };
}

const session = storedValue<StaffSession>(STAFF_SESSION_KEY);
const lock = storedValue<TillLock>(TILL_LOCK_KEY);

export const getStaffSession = () => session.get();
export const saveStaffSession = (value: StaffSession) => session.set(value);
export const clearStaffSession = () => session.set(null);

/** The token the API uses: the staff member's while they are at the till, else the owner's. */
export const staffToken = () => getStaffSession()?.token ?? null;

export const getTillLock = () => lock.get();
/** The till goes back to "Switch user" (the cart stays); the next person needs their PIN. */
export const lockTill = (reason: string | null = null) => lock.set({ reason });
export const unlockTill = () => lock.set(null);

/**
 * The staff session ended on the server (deactivated, or the owner's session ended): the till
 * goes back to "Switch user" saying why; the owner's own session is not touched.
 */
export function endStaffSession(reason: string | null) {
  lockTill(reason);
  clearStaffSession();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STAFF_SESSION_KEY || event.key === TILL_LOCK_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The staff member at the till, or null when it is the owner. */
export function useTillStaff(): StaffIdentity | null {
  return useSyncExternalStore(subscribe, () => getStaffSession()?.staff ?? null);
}

/** The whole staff session (its token is null after an offline switch). */
export const useStaffSession = () => useSyncExternalStore(subscribe, getStaffSession);

/** The till's lock, or null while someone is serving. */
export const useTillLock = () => useSyncExternalStore(subscribe, getTillLock);

/** True when whoever is at the till may do this: the owner may do everything. */
export const mayDo = (staff: StaffIdentity | null, permission: StaffPermission) =>
  staff === null || staff.permissions.includes(permission);

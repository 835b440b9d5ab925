import { useSyncExternalStore } from 'react';
import type { StaffPermission } from '@shared/shop-staff/permissions';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';

/**
 * Who is at the till on this phone: the owner (no staff session) or a member of the shop's staff
 * signed in with their PIN. The staff session's token is used for the API while it lasts; the
 * owner's session stays stored beside it (the staff session lives only where the shop is signed in).
 */
const STAFF_SESSION_KEY = 'kasitrade_staff_session';

export interface StaffSession {
  /** Null when the switch was made offline: calls wait for an online sign-in. */
  token: string | null;
  staff: StaffIdentity;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: StaffSession | null = null;

export function getStaffSession(): StaffSession | null {
  const raw = localStorage.getItem(STAFF_SESSION_KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    cached = raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    cached = null;
  }
  return cached;
}

function changed() {
  for (const listener of listeners) listener();
}

export function saveStaffSession(session: StaffSession) {
  localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
  changed();
}

export function clearStaffSession() {
  localStorage.removeItem(STAFF_SESSION_KEY);
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STAFF_SESSION_KEY) listener();
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

/** True when whoever is at the till may do this: the owner may do everything. */
export const mayDo = (staff: StaffIdentity | null, permission: StaffPermission) =>
  staff === null || staff.permissions.includes(permission);

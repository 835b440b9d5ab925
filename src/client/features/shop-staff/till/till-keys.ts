import { useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_TILL_LOCK_SECONDS } from '@shared/shop-staff/permissions';
import type { TillKeys } from '@shared/shop-staff/shop-staff.schemas';
import { keyOf, request } from '@client/api/endpoint';
import { getTillKeys } from '@client/api/shop-staff-endpoints';
import { getStoredUser } from '@client/lib/storage';
import type { TillKey } from './offline-pin';

/**
 * The shop's till keys as last fetched, kept on this phone per shop so "Switch user" works with
 * no network. Only active staff are in them: a refresh drops a deactivated person at once.
 */
const storeKey = (userId: string) => `kasitrade_till_keys_${userId}`;

export function keptTillKeys(userId: string): TillKeys | undefined {
  try {
    const raw = localStorage.getItem(storeKey(userId));
    return raw ? (JSON.parse(raw) as TillKeys) : undefined;
  } catch {
    return undefined;
  }
}

const keep = (userId: string, keys: TillKeys) =>
  localStorage.setItem(storeKey(userId), JSON.stringify(keys));

/** The owner as the till lists them before any key has arrived (no PIN known on this phone). */
function ownerOnly(): TillKey[] {
  const user = getStoredUser();
  if (!user) return [];
  const name = user.name || user.username;
  return [
    { id: user.id, name, role: 'owner', permissions: [], salt: '', iterations: 0, verifier: null },
  ];
}

export interface TillPeople {
  /** The owner first, then the shop's active staff by name. */
  people: TillKey[];
  /** True when the shop has staff: then "Switch user" shows and an untouched till locks. */
  hasStaff: boolean;
  lockSeconds: number;
}

/** After a switch: the keys again (a PIN the owner just set, a person changed meanwhile). */
export const refreshTillPeople = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: keyOf(getTillKeys) });

/** Fetched whenever the till opens or comes back online (and after staff changes); else kept. */
export function useTillPeople(): TillPeople {
  const userId = getStoredUser()?.id ?? '';
  const { data } = useQuery({
    queryKey: keyOf(getTillKeys),
    queryFn: async () => {
      const keys = await request(getTillKeys, {});
      if (userId) keep(userId, keys);
      return keys;
    },
    initialData: () => (userId ? keptTillKeys(userId) : undefined),
    initialDataUpdatedAt: 0,
    enabled: userId !== '',
  });
  const keys = data?.keys ?? [];
  const owner = keys.filter((k) => k.role === 'owner');
  const staff = keys.filter((k) => k.role !== 'owner').sort((a, b) => a.name.localeCompare(b.name));
  return {
    people: [...(owner.length > 0 ? owner : ownerOnly()), ...staff],
    hasStaff: staff.length > 0,
    lockSeconds: data?.tillLockSeconds ?? DEFAULT_TILL_LOCK_SECONDS,
  };
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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
  /**
   * Whether the phone knows who may serve: kept from before, just arrived, or not to be had (no
   * network, an error). Only a first visit on this phone waits for it.
   */
  known: boolean;
  lockSeconds: number;
}

/** After a switch: the keys again (a PIN the owner just set, a person changed meanwhile). */
export const refreshTillPeople = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: keyOf(getTillKeys) });

/**
 * The shop's till keys, kept on this phone as they arrive. `early`: the answer already asked for
 * with the till's files (till-keys-prefetch.ts), read in place of a request of its own.
 */
export const tillKeysQueryOptions = (userId: string, early?: Promise<TillKeys>) =>
  queryOptions({
    queryKey: keyOf(getTillKeys),
    queryFn: async () => {
      const keys = await (early ?? request(getTillKeys, {}));
      if (userId) keep(userId, keys);
      return keys;
    },
    initialData: () => (userId ? keptTillKeys(userId) : undefined),
    initialDataUpdatedAt: 0,
    enabled: userId !== '',
  });

/** Fetched whenever the till opens or comes back online (and after staff changes); else kept. */
export function useTillPeople(): TillPeople {
  const { data, isPending, fetchStatus } = useQuery(
    tillKeysQueryOptions(getStoredUser()?.id ?? ''),
  );
  const keys = data?.keys ?? [];
  const owner = keys.filter((k) => k.role === 'owner');
  const staff = keys.filter((k) => k.role !== 'owner').sort((a, b) => a.name.localeCompare(b.name));
  return {
    people: [...(owner.length > 0 ? owner : ownerOnly()), ...staff],
    hasStaff: staff.length > 0,
    known: !isPending || fetchStatus !== 'fetching',
    lockSeconds: data?.tillLockSeconds ?? DEFAULT_TILL_LOCK_SECONDS,
  };
}

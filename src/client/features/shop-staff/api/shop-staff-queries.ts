import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OwnerPin,
  ShopStaffCreate,
  ShopStaffUpdate,
} from '@shared/shop-staff/shop-staff.schemas';
import { keyOf, request } from '@client/api/endpoint';
import {
  addShopStaff,
  deactivateShopStaff,
  getTillKeys,
  listShopStaff,
  setOwnerPin,
  updateShopStaff,
} from '@client/api/shop-staff-endpoints';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';

const tillKeysKey = keyOf(getTillKeys);

/** Every write refreshes the list and the till's keys (both under /api/shop-staff). */
function useStaffMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateApiPaths(client, [listShopStaff.path]),
  });
}

export const useAddStaff = () =>
  useStaffMutation((input: ShopStaffCreate) => request(addShopStaff, { body: input }));

export const useUpdateStaff = () =>
  useStaffMutation(({ id, ...input }: ShopStaffUpdate & { id: string }) =>
    request(updateShopStaff, { params: { id }, body: input }),
  );

export const useDeactivateStaff = () =>
  useStaffMutation((id: string) => request(deactivateShopStaff, { params: { id } }));

export const useSetOwnerPin = () =>
  useStaffMutation((input: OwnerPin) => request(setOwnerPin, { body: input }));

/**
 * Whether the owner has a till PIN yet (the owner's till key has a verifier once it is set):
 * undefined while it loads; unknown when it cannot be read, which the card treats as set (the
 * password is asked, and a first PIN is taken with it too).
 */
export function useOwnerHasPin(): { hasPin: boolean | undefined; loading: boolean } {
  const keys = useQuery(
    queryOptions({ queryKey: tillKeysKey, queryFn: () => request(getTillKeys, {}) }),
  );
  const hasPin = keys.data?.keys.some((key) => key.role === 'owner' && key.verifier !== null);
  return { hasPin, loading: keys.isPending };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyOf, request } from './endpoint';
import { listShopStaff } from './shop-staff-endpoints';

/** The shop's staff, as the owner sees them: the staff screen and the sales list's filter. */
export const shopStaffKeys = { all: keyOf(listShopStaff) };

export const shopStaffQueryOptions = () =>
  queryOptions({ queryKey: shopStaffKeys.all, queryFn: () => request(listShopStaff, {}) });

/** `enabled: false` where the list is not the viewer's to see (a staff session). */
export const useShopStaff = (enabled = true) => useQuery({ ...shopStaffQueryOptions(), enabled });

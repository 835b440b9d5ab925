import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Verification } from '@shared/admin/admin.schemas';
import type { Role } from '@shared/auth/auth.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request, requestPage } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import {
  getAdminAnalytics,
  listAdminLogs,
  listUsersOfRole,
  setUserRole,
  setUserStatus,
  verifyMerchant,
} from './admin-endpoints';

export interface ListParams {
  search?: string;
  status?: 'all' | 'active' | 'inactive';
  page?: number;
  pageSize?: number;
}

export const adminKeys = {
  analytics: keyOf(getAdminAnalytics),
  userList: (role: 'merchant' | 'admin', params: ListParams) =>
    keyOf(listUsersOfRole, role, params),
  logPage: (page: number, pageSize: number) => keyOf(listAdminLogs, { page, pageSize }),
};

export const adminAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.analytics,
    queryFn: () => request(getAdminAnalytics, {}),
  });

/** One page of merchants or admins; the server searches, filters and pages. */
export const userListQueryOptions = (role: 'merchant' | 'admin', params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.userList(role, params),
    queryFn: () =>
      requestPage(listUsersOfRole, {
        params: { role },
        query: { ...params, status: params.status ?? 'all' },
      }),
    placeholderData: keepPreviousData,
  });

export const adminLogsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.logPage(page, pageSize),
    queryFn: () => requestPage(listAdminLogs, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const useAdminAnalytics = () => useQuery(adminAnalyticsQueryOptions());
export const useUserList = (role: 'merchant' | 'admin', params: ListParams) =>
  useQuery(userListQueryOptions(role, params));
export const useAdminLogs = (page: number, pageSize = 10) =>
  useQuery(adminLogsQueryOptions(page, pageSize));

/** After an admin write, the lists, figures and audit log are refetched. */
function useRefreshAdminData() {
  const client = useQueryClient();
  return () =>
    invalidateApiPaths(client, [API_AREAS.adminUsers, API_AREAS.adminLogs, getAdminAnalytics.path]);
}

export function useSetUserStatus() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      request(setUserStatus, { params: { userId }, body: { isActive } }),
    onSuccess: refresh,
  });
}

export function useSetUserRole() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      request(setUserRole, { params: { userId }, body: { role } }),
    onSuccess: refresh,
  });
}

export function useVerifyMerchant() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ userId, ...body }: Verification & { userId: string }) =>
      request(verifyMerchant, { params: { userId }, body }),
    onSuccess: refresh,
  });
}

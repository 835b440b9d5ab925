import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminAnalytics,
  AdminLog,
  AdminUser,
  MerchantProfile,
  Verification,
} from '@shared/admin/admin.schemas';
import type { Role, User } from '@shared/auth/auth.schemas';
import { apiGetPage, apiRequest } from '@client/lib/api';
import { withQuery } from '@client/lib/with-query';

export interface ListParams {
  search?: string;
  status?: 'all' | 'active' | 'inactive';
  page?: number;
  pageSize?: number;
}

export const adminKeys = {
  analytics: ['/api/admin/analytics'] as const,
  users: (role: 'merchant' | 'admin') => [`/api/users/role/${role}`] as const,
  userList: (role: 'merchant' | 'admin', params: ListParams) =>
    [`/api/users/role/${role}`, params] as const,
  logs: ['/api/admin/logs'] as const,
  logPage: (page: number, pageSize: number) => ['/api/admin/logs', page, pageSize] as const,
};

export const adminAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.analytics,
    queryFn: () => apiRequest<AdminAnalytics>('GET', '/api/admin/analytics'),
  });

/** One page of merchants or admins; the server searches, filters and pages. */
export const userListQueryOptions = (role: 'merchant' | 'admin', params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.userList(role, params),
    queryFn: () => apiGetPage<AdminUser>(withQuery(`/api/users/role/${role}`, params)),
    placeholderData: keepPreviousData,
  });

export const adminLogsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.logPage(page, pageSize),
    queryFn: () => apiGetPage<AdminLog>(`/api/admin/logs?page=${page}&pageSize=${pageSize}`),
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
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.users('merchant') }),
      client.invalidateQueries({ queryKey: adminKeys.users('admin') }),
      client.invalidateQueries({ queryKey: adminKeys.analytics }),
      client.invalidateQueries({ queryKey: adminKeys.logs }),
    ]);
}

export function useSetUserStatus() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      apiRequest<User>('PUT', `/api/admin/users/${userId}/status`, { isActive }),
    onSuccess: refresh,
  });
}

export function useSetUserRole() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      apiRequest<User>('PUT', `/api/admin/users/${userId}/role`, { role }),
    onSuccess: refresh,
  });
}

export function useVerifyMerchant() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ userId, ...body }: Verification & { userId: string }) =>
      apiRequest<MerchantProfile>(
        'PUT',
        `/api/admin/merchant-profiles/${userId}/verification`,
        body,
      ),
    onSuccess: refresh,
  });
}

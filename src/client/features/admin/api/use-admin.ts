import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAnalytics,
  AdminLog,
  AdminUser,
  MerchantProfile,
  Verification,
} from '@shared/admin/admin.schemas';
import type { Role, User } from '@shared/auth/auth.schemas';
import { apiGetPage, apiRequest } from '@client/lib/api';

export interface ListParams {
  search?: string;
  status?: 'all' | 'active' | 'inactive';
  page?: number;
  pageSize?: number;
}

function withQuery(path: string, params: ListParams) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== 'all') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const ADMIN_KEYS = {
  analytics: ['/api/admin/analytics'] as const,
  users: (role: 'merchant' | 'admin') => [`/api/users/role/${role}`] as const,
  profiles: ['/api/admin/merchant-profiles'] as const,
  logs: ['/api/admin/logs'] as const,
};

export function useAdminAnalytics() {
  return useQuery<AdminAnalytics>({ queryKey: ADMIN_KEYS.analytics });
}

/** One page of merchants or admins; the server searches, filters and pages. */
export function useUserList(role: 'merchant' | 'admin', params: ListParams) {
  const url = withQuery(`/api/users/role/${role}`, params);
  return useQuery({
    queryKey: [...ADMIN_KEYS.users(role), params],
    queryFn: () => apiGetPage<AdminUser>(url),
    placeholderData: keepPreviousData,
  });
}

export function useAdminLogs(page: number, pageSize = 10) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.logs, page, pageSize],
    queryFn: () => apiGetPage<AdminLog>(`/api/admin/logs?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}

/** After an admin write, the lists, figures and audit log are refetched. */
function useRefreshAdminData() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ADMIN_KEYS.users('merchant') }),
      client.invalidateQueries({ queryKey: ADMIN_KEYS.users('admin') }),
      client.invalidateQueries({ queryKey: ADMIN_KEYS.analytics }),
      client.invalidateQueries({ queryKey: ADMIN_KEYS.profiles }),
      client.invalidateQueries({ queryKey: ADMIN_KEYS.logs }),
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

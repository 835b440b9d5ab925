import type { z } from 'zod';
import type {
  RoleChangeSchema,
  StatusChangeSchema,
  UserListQuery,
  Verification,
} from '@shared/admin/admin.schemas';
import type { PageQuery } from '@shared/paging/paging';
import { defineEndpoint, typed } from '@client/api/endpoint';

const admin = () => import('@shared/admin/admin.schemas');
const auth = () => import('@shared/auth/auth.schemas');

export const getAdminAnalytics = defineEndpoint({
  method: 'GET',
  path: '/api/admin/analytics',
  response: async () => (await admin()).AdminAnalyticsSchema,
});

/** One page of merchants or admins, the total in X-Total-Count. */
export const listUsersOfRole = defineEndpoint({
  method: 'GET',
  path: '/api/users/role/:role',
  query: typed<UserListQuery>(),
  counted: true,
  response: async () => (await admin()).AdminUserListSchema,
});

export const listAdminLogs = defineEndpoint({
  method: 'GET',
  path: '/api/admin/logs',
  query: typed<Partial<PageQuery>>(),
  counted: true,
  response: async () => (await admin()).AdminLogListSchema,
});

export const setUserStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/users/:userId/status',
  body: typed<z.input<typeof StatusChangeSchema>>(),
  response: async () => (await auth()).UserSchema,
});

export const setUserRole = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/users/:userId/role',
  body: typed<z.input<typeof RoleChangeSchema>>(),
  response: async () => (await auth()).UserSchema,
});

export const verifyMerchant = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/merchant-profiles/:userId/verification',
  body: typed<Verification>(),
  response: async () => (await admin()).MerchantProfileSchema,
});

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminAnalyticsSchema,
  AdminLogListSchema,
  AdminUserListSchema,
  ListRoleParamsSchema,
  MerchantProfileListSchema,
  MerchantProfileSchema,
  ProfileListQuerySchema,
  RoleChangeSchema,
  StatusChangeSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  VerificationSchema,
} from '@shared/admin/admin.schemas';
import { AdminPageQuerySchema } from '@shared/paging/paging';
import { UserSchema } from '@shared/auth/auth.schemas';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { adminActorOf } from '@server/lib/admin-log';
import { sendPage } from '@server/lib/paging';
import { createAdminUsersService } from './admin-users.service';
import { createAdminProfilesService } from './admin-profiles.service';
import { createAdminAnalyticsService } from './admin-analytics.service';
import { createAdminLogsService } from './admin-logs.service';

/** The admin portal API: admin or super_admin only (docs/design.md "Tenancy and roles"). */
export function registerAdminRoutes(app: FastifyInstance, deps: Deps) {
  const usersService = createAdminUsersService(deps);
  const profiles = createAdminProfilesService(deps);
  const analytics = createAdminAnalyticsService(deps);
  const logs = createAdminLogsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/api/users/role/:role',
    {
      schema: {
        tags,
        params: ListRoleParamsSchema,
        querystring: UserListQuerySchema,
        response: { 200: AdminUserListSchema },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await usersService.list(request.params.role, request.query, adminActorOf(request).role),
      ),
  );

  r.put(
    '/api/admin/users/:userId/status',
    {
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: StatusChangeSchema,
        response: { 200: UserSchema, ...alsoAnswers(422) },
      },
    },
    (request) =>
      usersService.setStatus(adminActorOf(request), request.params.userId, request.body.isActive),
  );

  r.put(
    '/api/admin/users/:userId/role',
    {
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: RoleChangeSchema,
        response: { 200: UserSchema, ...alsoAnswers(422) },
      },
    },
    (request) =>
      usersService.setRole(adminActorOf(request), request.params.userId, request.body.role),
  );

  r.get(
    '/api/admin/merchant-profiles',
    {
      schema: {
        tags,
        querystring: ProfileListQuerySchema,
        response: { 200: MerchantProfileListSchema },
      },
    },
    async (request, reply) => sendPage(reply, await profiles.list(request.query)),
  );

  r.put(
    '/api/admin/merchant-profiles/:userId/verification',
    {
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: VerificationSchema,
        response: { 200: MerchantProfileSchema },
      },
    },
    (request) => profiles.verify(adminActorOf(request), request.params.userId, request.body),
  );

  r.get('/api/admin/analytics', { schema: { tags, response: { 200: AdminAnalyticsSchema } } }, () =>
    analytics.summary(),
  );

  r.get(
    '/api/admin/logs',
    {
      schema: {
        tags,
        querystring: AdminPageQuerySchema,
        response: { 200: AdminLogListSchema },
      },
    },
    async (request, reply) =>
      sendPage(reply, await logs.logs(request.query.page, request.query.pageSize)),
  );
}

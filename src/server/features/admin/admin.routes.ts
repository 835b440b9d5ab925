import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAnalyticsSchema,
  AdminLogSchema,
  AdminUserSchema,
  ListRoleParamsSchema,
  MerchantProfileSchema,
  ProfileListQuerySchema,
  RoleChangeSchema,
  StatusChangeSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  VerificationSchema,
} from '@shared/admin/admin.schemas';
import { PageQuerySchema } from '@shared/admin/paging';
import { UserSchema } from '@shared/auth/auth.schemas';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { requireRole } from '@server/plugins/auth';
import { adminActorOf } from '@server/lib/admin-log';
import { sendPage } from '@server/lib/paging';
import { createAdminUsersService } from './admin-users.service';
import { createAdminProfilesService } from './admin-profiles.service';
import { createAdminAnalyticsService } from './admin-analytics.service';
import { createAdminLogsService } from './admin-logs.service';

/** The admin portal API: admin or super_admin only (DESIGN section 3). */
export function registerAdminRoutes(app: FastifyInstance, deps: Deps) {
  const usersService = createAdminUsersService(deps);
  const profiles = createAdminProfilesService(deps);
  const analytics = createAdminAnalyticsService(deps);
  const logs = createAdminLogsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = requireRole(deps.db, 'admin');
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  r.get(
    '/api/users/role/:role',
    {
      preValidation,
      schema: {
        tags,
        security,
        params: ListRoleParamsSchema,
        querystring: UserListQuerySchema,
        response: { 200: z.array(AdminUserSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await usersService.list(request.params.role, request.query)),
  );

  r.put(
    '/api/admin/users/:userId/status',
    {
      preValidation,
      schema: {
        tags,
        security,
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
      preValidation,
      schema: {
        tags,
        security,
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
      preValidation,
      schema: {
        tags,
        security,
        querystring: ProfileListQuerySchema,
        response: { 200: z.array(MerchantProfileSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await profiles.list(request.query)),
  );

  r.put(
    '/api/admin/merchant-profiles/:userId/verification',
    {
      preValidation,
      schema: {
        tags,
        security,
        params: UserIdParamsSchema,
        body: VerificationSchema,
        response: { 200: MerchantProfileSchema },
      },
    },
    (request) => profiles.verify(adminActorOf(request), request.params.userId, request.body),
  );

  r.get(
    '/api/admin/analytics',
    { preValidation, schema: { tags, security, response: { 200: AdminAnalyticsSchema } } },
    () => analytics.summary(),
  );

  r.get(
    '/api/admin/logs',
    {
      preValidation,
      schema: {
        tags,
        security,
        querystring: PageQuerySchema,
        response: { 200: z.array(AdminLogSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await logs.logs(request.query.page, request.query.pageSize)),
  );
}

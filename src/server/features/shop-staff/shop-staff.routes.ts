import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shared/common/fields';
import {
  ApprovalRequestSchema,
  ApprovalResponseSchema,
  OkSchema,
  OwnerPinSchema,
  OwnerReturnSchema,
  ShopStaffCreateSchema,
  ShopStaffListSchema,
  ShopStaffSchema,
  ShopStaffUpdateSchema,
  StaffSignInResponseSchema,
  StaffSignInSchema,
  TillKeysSchema,
} from '@shared/shop-staff/shop-staff.schemas';
import type { Deps } from '@server/deps';
import { currentUser, merchantIdOf } from '@server/plugins/auth';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { createShopStaffService } from './shop-staff.service';
import { createStaffAccessService } from './staff-access.service';

/**
 * The shop's staff. Managing them, signing in and the owner's PIN are for the owner's own
 * session; a staff session may fetch the till keys and ask for approval
 * (plugins/staff-permissions.ts).
 */
export function registerShopStaffRoutes(app: FastifyInstance, deps: Deps) {
  const staff = createShopStaffService(deps);
  const access = createStaffAccessService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop-staff'];

  r.get(
    '/api/shop-staff',
    { schema: { tags, response: { 200: ShopStaffListSchema } } },
    (request) => staff.list(merchantIdOf(request)),
  );
  r.post(
    '/api/shop-staff',
    {
      schema: {
        tags,
        body: ShopStaffCreateSchema,
        response: { 201: ShopStaffSchema, ...alsoAnswers(422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await staff.create(currentUser(request), request.body)),
  );
  r.put(
    '/api/shop-staff/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ShopStaffUpdateSchema,
        response: { 200: ShopStaffSchema, ...alsoAnswers(422) },
      },
    },
    (request) => staff.update(currentUser(request), request.params.id, request.body),
  );
  r.delete(
    '/api/shop-staff/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: ShopStaffSchema } } },
    (request) => staff.deactivate(merchantIdOf(request), request.params.id),
  );

  r.post(
    '/api/shop-staff/sign-in',
    { schema: { tags, body: StaffSignInSchema, response: { 200: StaffSignInResponseSchema } } },
    (request) => access.signIn(request.auth!, request.body),
  );
  r.post(
    '/api/shop-staff/approvals',
    {
      schema: {
        tags,
        body: ApprovalRequestSchema,
        response: { 201: ApprovalResponseSchema, ...alsoAnswers(422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await access.approve(request.auth!, request.body)),
  );
  r.put(
    '/api/shop-staff/owner-pin',
    { schema: { tags, body: OwnerPinSchema, response: { 200: OkSchema, ...alsoAnswers(422) } } },
    (request) => access.setOwnerPin(request.auth!, request.body),
  );
  r.post(
    '/api/shop-staff/owner-return',
    { schema: { tags, body: OwnerReturnSchema, response: { 200: OkSchema, ...alsoAnswers(422) } } },
    (request) => access.ownerReturn(request.auth!, request.body),
  );
  r.get(
    '/api/shop-staff/till-keys',
    { schema: { tags, response: { 200: TillKeysSchema } } },
    (request) => access.tillKeys(request.auth!),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdempotencyHeadersSchema, IdParamsSchema } from '@shared/common/fields';
import { APPROVAL_TOKEN_HEADER } from '@shared/shop-staff/permissions';
import { ApprovalTokenHeaderSchema } from '@shared/shop-staff/shop-staff.schemas';
import {
  CashMovementSchema,
  CloseShiftSchema,
  CreateCashMovementSchema,
  OpenShiftSchema,
  ShiftListQuerySchema,
  ShiftListSchema,
  ShiftSchema,
} from '@shared/shifts/shifts.schemas';
import type { Deps } from '@server/deps';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { approvalTokenOf, merchantIdOf, staffOf } from '@server/plugins/auth';
import { createShiftsService } from './shifts.service';

/** Shifts and the cash-up: open with a float, pay in and out, the X report, the blind close. */
export function registerShiftsRoutes(app: FastifyInstance, deps: Deps) {
  const shifts = createShiftsService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shifts'];

  r.post(
    '/api/shifts',
    {
      schema: {
        tags,
        headers: IdempotencyHeadersSchema,
        body: OpenShiftSchema,
        response: { 201: ShiftSchema, ...alsoAnswers(409) },
      },
    },
    async (request, reply) => {
      const merchantId = merchantIdOf(request);
      const key = idempotencyKeyOf(request);
      const opened = await shifts.open(merchantId, request.body, staffOf(request), key);
      return reply.status(201).send(opened.body);
    },
  );

  r.get(
    '/api/shifts/current',
    { schema: { tags, response: { 200: ShiftSchema, ...alsoAnswers(404) } } },
    (request) => shifts.current(merchantIdOf(request)),
  );

  r.get(
    '/api/shifts',
    { schema: { tags, querystring: ShiftListQuerySchema, response: { 200: ShiftListSchema } } },
    (request) => shifts.list(merchantIdOf(request), request.query),
  );

  r.get(
    '/api/shifts/:id',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: ShiftSchema, ...alsoAnswers(404) } },
    },
    (request) => shifts.get(merchantIdOf(request), request.params.id),
  );

  r.post(
    '/api/shifts/:id/cash-movements',
    {
      schema: {
        tags,
        headers: IdempotencyHeadersSchema.extend({
          [APPROVAL_TOKEN_HEADER]: ApprovalTokenHeaderSchema,
        }),
        params: IdParamsSchema,
        body: CreateCashMovementSchema,
        response: { 201: CashMovementSchema, ...alsoAnswers(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const added = await shifts.addCashMovement(
        merchantIdOf(request),
        request.params.id,
        request.body,
        { staff: staffOf(request), approvalToken: approvalTokenOf(request) },
        idempotencyKeyOf(request),
      );
      return reply.status(201).send(added.body);
    },
  );

  r.post(
    '/api/shifts/:id/close',
    {
      schema: {
        tags,
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        body: CloseShiftSchema,
        response: { 200: ShiftSchema, ...alsoAnswers(403, 404, 409) },
      },
    },
    async (request) => {
      const closed = await shifts.close(
        merchantIdOf(request),
        request.params.id,
        request.body,
        staffOf(request),
        idempotencyKeyOf(request),
      );
      return closed.body;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, IdempotencyHeadersSchema } from '@shared/common/fields';
import {
  CreditProfileSchema,
  LenderInfoSchema,
  LoanApplicationSchema,
  LoanListSchema,
  LoanRepaymentResultSchema,
  LoanRepaymentSchema,
  LoanSchema,
} from '@shared/micro-lending/micro-lending.schemas';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { merchantIdOf } from '@server/plugins/auth';
import { textsFor } from '@server/plugins/language';
import { createMicroLendingService } from './micro-lending.service';

export function registerMicroLendingRoutes(app: FastifyInstance, deps: Deps) {
  const lending = createMicroLendingService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['micro-lending'];

  r.get(
    '/api/micro-lending/profile',
    { schema: { tags, response: { 200: CreditProfileSchema } } },
    (request) => lending.profile(merchantIdOf(request), textsFor(request)),
  );

  r.get(
    '/api/micro-lending/lender',
    { schema: { tags, response: { 200: LenderInfoSchema } } },
    () => lending.lender(),
  );

  r.get(
    '/api/micro-lending/active',
    { schema: { tags, response: { 200: LoanListSchema } } },
    (request) => lending.active(merchantIdOf(request)),
  );

  r.get(
    '/api/micro-lending/history',
    { schema: { tags, response: { 200: LoanListSchema } } },
    (request) => lending.history(merchantIdOf(request)),
  );

  r.post(
    '/api/micro-lending/apply',
    {
      schema: {
        tags,
        body: LoanApplicationSchema,
        response: { 201: LoanSchema, ...alsoAnswers(422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await lending.apply(merchantIdOf(request), request.body)),
  );

  r.post(
    '/api/micro-lending/repay/:id',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        tags,
        params: IdParamsSchema,
        body: LoanRepaymentSchema,
        response: { 201: LoanRepaymentResultSchema, ...alsoAnswers(422) },
      },
    },
    async (request, reply) => {
      const result = await lending.repay(
        merchantIdOf(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.status(201).send(result);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateCreditAccountSchema,
  CreditAccountDetailSchema,
  CreditAccountListSchema,
  CreditAccountSchema,
  CreditSummarySchema,
  RepaymentResultSchema,
  RepaymentSchema,
  UpdateCreditAccountSchema,
} from '@shared/credit/credit.schemas';
import { IdParamsSchema, IdempotencyHeadersSchema } from '@shared/common/fields';
import type { Deps } from '@server/deps';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { idempotencyKeyOf } from '@server/lib/idempotency';
import { merchantIdOf, staffOf } from '@server/plugins/auth';
import { createCreditService } from './credit.service';

export function registerCreditRoutes(app: FastifyInstance, deps: Deps) {
  const credit = createCreditService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['credit'];

  r.get(
    '/api/credit-accounts',
    { schema: { tags, response: { 200: CreditAccountListSchema } } },
    (request) => credit.list(merchantIdOf(request)),
  );

  r.get(
    '/api/credit-accounts/summary',
    { schema: { tags, response: { 200: CreditSummarySchema } } },
    (request) => credit.summary(merchantIdOf(request)),
  );

  r.post(
    '/api/credit-accounts',
    {
      schema: { tags, body: CreateCreditAccountSchema, response: { 201: CreditAccountSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await credit.create(merchantIdOf(request), request.body)),
  );

  r.get(
    '/api/credit-accounts/:id',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: CreditAccountDetailSchema } },
    },
    (request) => credit.get(merchantIdOf(request), request.params.id),
  );

  r.put(
    '/api/credit-accounts/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateCreditAccountSchema,
        response: { 200: CreditAccountSchema, ...alsoAnswers(422) },
      },
    },
    (request) => credit.update(merchantIdOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/credit-accounts/:id/payments',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        tags,
        params: IdParamsSchema,
        body: RepaymentSchema,
        response: { 201: RepaymentResultSchema, ...alsoAnswers(422) },
      },
    },
    async (request, reply) => {
      const result = await credit.repay(
        merchantIdOf(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
        staffOf(request)?.id ?? null,
      );
      return reply.status(201).send(result.body);
    },
  );
}

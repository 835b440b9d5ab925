import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerDetailSchema,
  CustomerInputSchema,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerSchema,
} from '@shared/customers/customers.schemas';
import { IdParamsSchema } from '@shared/common/fields';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { createCustomersService } from './customers.service';
import { registerCustomerPrivacyRoutes } from './customer-privacy.routes';

export function registerCustomersRoutes(app: FastifyInstance, deps: Deps) {
  const customers = createCustomersService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];

  r.get(
    '/api/customers',
    {
      schema: {
        tags,
        querystring: CustomerListQuerySchema,
        response: { 200: CustomerListResponseSchema },
      },
    },
    (request) => customers.list(merchantIdOf(request), request.query),
  );

  r.post(
    '/api/customers',
    { schema: { tags, body: CustomerInputSchema, response: { 201: CustomerSchema } } },
    async (request, reply) =>
      reply.status(201).send(await customers.create(merchantIdOf(request), request.body)),
  );

  r.get(
    '/api/customers/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: CustomerDetailSchema } } },
    (request) => customers.detail(merchantIdOf(request), request.params.id),
  );

  r.put(
    '/api/customers/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: CustomerInputSchema,
        response: { 200: CustomerSchema },
      },
    },
    (request) => customers.update(merchantIdOf(request), request.params.id, request.body),
  );

  registerCustomerPrivacyRoutes(app, deps);
}

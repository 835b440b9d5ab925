import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { IdParamsSchema } from '@shared/common/fields';
import {
  SupplierInputSchema,
  SupplierListSchema,
  SupplierSchema,
  SupplierSummarySchema,
} from '@shared/suppliers/suppliers.schemas';
import { createSuppliersService } from './suppliers.service';

export function registerSuppliersRoutes(app: FastifyInstance, deps: Deps) {
  const suppliers = createSuppliersService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['suppliers'];

  r.get('/api/suppliers', { schema: { tags, response: { 200: SupplierListSchema } } }, (request) =>
    suppliers.list(merchantIdOf(request)),
  );

  r.get(
    '/api/suppliers/summary',
    { schema: { tags, response: { 200: SupplierSummarySchema } } },
    (request) => suppliers.summary(merchantIdOf(request)),
  );

  r.post(
    '/api/suppliers',
    { schema: { tags, body: SupplierInputSchema, response: { 201: SupplierSchema } } },
    async (request, reply) =>
      reply.status(201).send(await suppliers.create(merchantIdOf(request), request.body)),
  );

  r.put(
    '/api/suppliers/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: SupplierInputSchema,
        response: { 200: SupplierSchema },
      },
    },
    (request) => suppliers.update(merchantIdOf(request), request.params.id, request.body),
  );
}

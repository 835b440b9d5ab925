import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompleteStoreSetupResponseSchema,
  CompleteStoreSetupSchema,
  SaveStoreSetupSchema,
  StoreSetupSchema,
  StoreTemplateListSchema,
} from '@shared/store-setup/store-setup.schemas';
import type { Deps } from '@server/deps';
import { merchantIdOf } from '@server/plugins/auth';
import { createStoreSetupService } from './store-setup.service';

export function registerStoreSetupRoutes(app: FastifyInstance, deps: Deps) {
  const service = createStoreSetupService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['store-setup'] };

  r.get(
    '/api/store-setup/templates',
    { schema: { ...common, response: { 200: StoreTemplateListSchema } } },
    () => service.templates(),
  );

  r.get(
    '/api/store-setup',
    { schema: { ...common, response: { 200: StoreSetupSchema } } },
    (request) => service.get(merchantIdOf(request)),
  );

  r.put(
    '/api/store-setup',
    { schema: { ...common, body: SaveStoreSetupSchema, response: { 200: StoreSetupSchema } } },
    (request) => service.save(merchantIdOf(request), request.body),
  );

  r.post(
    '/api/store-setup/complete',
    {
      schema: {
        ...common,
        body: CompleteStoreSetupSchema,
        response: { 200: CompleteStoreSetupResponseSchema },
      },
    },
    (request) => service.complete(merchantIdOf(request), request.body),
  );
}

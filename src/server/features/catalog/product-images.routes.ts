import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProductImageFileParamsSchema, ProductSchema } from '@shared/catalog/catalog.schemas';
import { IdParamsSchema } from '@shared/common/fields';
import { PRODUCT_IMAGE_MAX_BYTES } from '@shared/catalog/product-image';
import type { Deps } from '@server/deps';
import { readPhoto } from '@server/lib/photo-files';
import { merchantIdOf } from '@server/plugins/auth';
import { createProductImagesService } from './product-images.service';

/** Multipart is registered in this scope only: every other route stays JSON. */
export function registerProductImageRoutes(app: FastifyInstance, deps: Deps) {
  const images = createProductImagesService(deps);
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/products/:id/image',
      {
        schema: {
          tags: ['products'],
          description: 'multipart/form-data with one file field: JPEG, PNG or WebP, at most 2 MB',
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: { 200: ProductSchema },
        },
      },
      (request) => images.save(merchantIdOf(request), request.params.id, () => readPhoto(request)),
    );
  });
}

/** Photos are public (an <img> sends no bearer token); their names are unguessable. */
export function registerProductImageFileRoutes(app: FastifyInstance, deps: Deps) {
  const images = createProductImagesService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/product-images/:file',
    { schema: { hide: true, params: ProductImageFileParamsSchema } },
    async (request, reply) => {
      const body = await images.read(request.params.file);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(body);
    },
  );
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, ProductSchema } from '@shared/catalog/catalog.schemas';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MESSAGES } from '@shared/catalog/product-image';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/app-error';
import { merchantIdOf } from '@server/plugins/auth';
import { createProductImagesService, IMAGE_FILE_PATTERN } from './product-images.service';

const ImageFileParamsSchema = z.object({ file: z.string().regex(IMAGE_FILE_PATTERN) });

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
      async (request) => {
        const merchantId = merchantIdOf(request);
        await images.assertOwned(merchantId, request.params.id);
        if (!request.isMultipart())
          throw new AppError('VALIDATION', PRODUCT_IMAGE_MESSAGES.missing);
        const file = await request.file();
        if (!file) throw new AppError('VALIDATION', PRODUCT_IMAGE_MESSAGES.missing);
        const upload = await file.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('PAYLOAD_TOO_LARGE', PRODUCT_IMAGE_MESSAGES.tooLarge);
          throw error;
        });
        return images.save(merchantId, request.params.id, upload);
      },
    );
  });
}

/** Photos are public (an <img> sends no bearer token); their names are unguessable. */
export function registerProductImageFileRoutes(app: FastifyInstance, deps: Deps) {
  const images = createProductImagesService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/product-images/:file',
    { schema: { hide: true, params: ImageFileParamsSchema } },
    async (request, reply) => {
      const body = await images.read(request.params.file);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(body);
    },
  );
}

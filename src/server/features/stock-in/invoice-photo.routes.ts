import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { IdParamsSchema } from '@shared/common/fields';
import { PRODUCT_IMAGE_MAX_BYTES } from '@shared/catalog/product-image';
import { StockReceiptSchema, type StockReceipt } from '@shared/stock-in/stock-in.schemas';
import type { Deps } from '@server/deps';
import { stockReceipts } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import { photoFiles, readPhoto } from '@server/lib/photo-files';
import { merchantIdOf } from '@server/plugins/auth';
import { loadReceipt } from './receipt-read';

/** An invoice is read on the photo: larger than a product's thumbnail. */
const INVOICE_PHOTO_PX = 1280;

/**
 * The supplier's invoice photo of a receipt, stored and served as product photos are. The
 * upload is read only once the receipt is known to be the merchant's (another shop's: 404).
 */
export function registerInvoicePhotoRoutes(app: FastifyInstance, { db, env }: Deps) {
  const photos = photoFiles(env.DATA_DIR);

  async function attach(merchantId: string, id: string, readUpload: () => Promise<Buffer>) {
    const mine = and(eq(stockReceipts.id, id), eq(stockReceipts.merchantId, merchantId));
    const [previous] = await db
      .select({ photo: stockReceipts.invoicePhoto })
      .from(stockReceipts)
      .where(mine);
    if (!previous) throw notFound('Stock receipt');
    const url = await photos.save(await readUpload(), INVOICE_PHOTO_PX);
    await db.update(stockReceipts).set({ invoicePhoto: url }).where(mine);
    await photos.remove(previous.photo);
    return (await loadReceipt(db, merchantId, id)) as StockReceipt;
  }

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/stock-receipts/:id/photo',
      {
        schema: {
          tags: ['stock-in'],
          description: 'multipart/form-data with one file field: JPEG, PNG or WebP, at most 2 MB',
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: { 200: StockReceiptSchema },
        },
      },
      (request) => attach(merchantIdOf(request), request.params.id, () => readPhoto(request)),
    );
  });
}

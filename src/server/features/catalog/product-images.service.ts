import { and, eq } from 'drizzle-orm';
import { PRODUCT_IMAGE_SERVED_PX } from '@shared/catalog/product-image';
import type { Product } from '@shared/catalog/catalog.schemas';
import type { Deps } from '@server/deps';
import { products } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import { photoFiles } from '@server/lib/photo-files';
import { toProductDto } from './product-dto';
import { productColumns } from '@server/domain/catalog/barcodes';

/** A product's photo: a small WebP stored and served as lib/photo-files.ts says. */
export function createProductImagesService({ db, env, clock }: Deps) {
  const photos = photoFiles(env.DATA_DIR);

  async function assertOwned(merchantId: string, productId: string) {
    const [row] = await db
      .select({ image: products.image })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.merchantId, merchantId)));
    if (!row) throw notFound('Product');
    return row;
  }

  return {
    /**
     * Replaces a product's photo. The upload is read only once the product is known to be the
     * merchant's, so another shop's product answers 404 whatever is sent.
     */
    async save(
      merchantId: string,
      productId: string,
      readUpload: () => Promise<Buffer>,
    ): Promise<Product> {
      const previous = await assertOwned(merchantId, productId);
      const url = await photos.save(await readUpload(), PRODUCT_IMAGE_SERVED_PX);
      const [row] = await db
        .update(products)
        .set({ image: url, updatedAt: clock() })
        .where(and(eq(products.id, productId), eq(products.merchantId, merchantId)))
        .returning(productColumns);
      if (!row) {
        await photos.remove(url);
        throw notFound('Product');
      }
      await photos.remove(previous.image);
      return toProductDto(row);
    },

    read: (file: string): Promise<Buffer> => photos.read(file),
  };
}

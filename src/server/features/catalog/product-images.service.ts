import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  PRODUCT_IMAGE_FILE_PATTERN,
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_IMAGE_SERVED_PX,
  sniffImageType,
} from '@shared/catalog/product-image';
import type { Product } from '@shared/catalog/catalog.schemas';
import type { Deps } from '@server/deps';
import { products } from '@server/db/schema/index';
import { AppError, notFound } from '@server/lib/app-error';
import { toProductDto } from './product-dto';
import { productColumns } from '@server/domain/catalog/barcodes';

const IMAGE_URL_PREFIX = '/api/product-images/';

/**
 * Photos are re-encoded to a small WebP under DATA_DIR/product-images with a random,
 * unguessable name: the URL is the version (a new photo is a new URL), so it is
 * served immutable, and an <img> can load it without the bearer token.
 */
export function createProductImagesService({ db, env, clock }: Deps) {
  const dir = path.resolve(env.DATA_DIR, 'product-images');
  const fileOf = (url: string | null) =>
    url?.startsWith(IMAGE_URL_PREFIX) ? path.join(dir, url.slice(IMAGE_URL_PREFIX.length)) : null;

  async function assertOwned(merchantId: string, productId: string) {
    const [row] = await db
      .select({ image: products.image })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.merchantId, merchantId)));
    if (!row) throw notFound('Product');
    return row;
  }

  async function resize(upload: Buffer): Promise<Buffer> {
    if (!sniffImageType(upload)) throw new AppError('VALIDATION', PRODUCT_IMAGE_MESSAGES.type);
    try {
      return await sharp(upload, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(PRODUCT_IMAGE_SERVED_PX, PRODUCT_IMAGE_SERVED_PX, {
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 72 })
        .toBuffer();
    } catch {
      throw new AppError('VALIDATION', PRODUCT_IMAGE_MESSAGES.unreadable);
    }
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
      const webp = await resize(await readUpload());
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), webp);
      const [row] = await db
        .update(products)
        .set({ image: `${IMAGE_URL_PREFIX}${name}`, updatedAt: clock() })
        .where(and(eq(products.id, productId), eq(products.merchantId, merchantId)))
        .returning(productColumns);
      if (!row) {
        await rm(path.join(dir, name), { force: true });
        throw notFound('Product');
      }
      const old = fileOf(previous.image);
      if (old) await rm(old, { force: true });
      return toProductDto(row);
    },

    async read(file: string): Promise<Buffer> {
      if (!PRODUCT_IMAGE_FILE_PATTERN.test(file)) throw notFound('Image');
      try {
        return await readFile(path.join(dir, file));
      } catch {
        throw notFound('Image');
      }
    },
  };
}

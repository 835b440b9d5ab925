import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  PRODUCT_IMAGE_FILE_PATTERN,
  PRODUCT_IMAGE_MESSAGES,
  sniffImageType,
} from '@shared/catalog/product-image';
import { AppError, notFound } from './app-error';

/**
 * The one photo of a multipart upload, refused in the error shape when missing or too large
 * (in the words of what is uploaded: a product's photo unless told otherwise).
 */
export async function readPhoto(
  request: FastifyRequest,
  messages: { missing: string; tooLarge: string } = PRODUCT_IMAGE_MESSAGES,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', messages.missing);
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION', messages.missing);
  return file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
    throw error;
  });
}

const PHOTO_URL_PREFIX = '/api/product-images/';

/**
 * Uploaded photos (a product's, a delivery's invoice) re-encoded to WebP under
 * DATA_DIR/product-images with a random, unguessable name: the URL is the version (a new photo
 * is a new URL), so it is served immutable, and an <img> can load it without the bearer token.
 */
export function photoFiles(dataDir: string) {
  const dir = path.resolve(dataDir, 'product-images');
  const fileOf = (url: string | null) =>
    url?.startsWith(PHOTO_URL_PREFIX) ? path.join(dir, url.slice(PHOTO_URL_PREFIX.length)) : null;

  async function encode(upload: Buffer, maxPx: number): Promise<Buffer> {
    if (!sniffImageType(upload)) throw new AppError('VALIDATION', PRODUCT_IMAGE_MESSAGES.type);
    try {
      return await sharp(upload, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 72 })
        .toBuffer();
    } catch {
      throw new AppError('VALIDATION', PRODUCT_IMAGE_MESSAGES.unreadable);
    }
  }

  return {
    /** Checks, re-encodes (at most maxPx a side) and stores an upload; returns its URL. */
    async save(upload: Buffer, maxPx: number): Promise<string> {
      const webp = await encode(upload, maxPx);
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), webp);
      return `${PHOTO_URL_PREFIX}${name}`;
    },

    /** Removes a stored photo by its URL (nothing for null or another URL). */
    async remove(url: string | null) {
      const file = fileOf(url);
      if (file) await rm(file, { force: true });
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

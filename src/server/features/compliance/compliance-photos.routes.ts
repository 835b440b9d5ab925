import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ComplianceFolderSchema,
  CompliancePhotoParamsSchema,
} from '@shared/compliance/compliance.schemas';
import {
  COMPLIANCE_PHOTO_MAX_BYTES,
  COMPLIANCE_PHOTO_MESSAGES,
} from '@shared/compliance/compliance-photo';
import type { Deps } from '@server/deps';
import { readPhoto } from '@server/lib/photo-files';
import { merchantIdOf } from '@server/plugins/auth';
import { createComplianceService } from './compliance.service';
import { createCompliancePhotosService, type StoredPhoto } from './compliance-photos.service';

const tags = ['compliance'];
const PhotoFileSchema = z
  .string()
  .meta({ description: 'The stored file: image/jpeg, image/png, image/webp or application/pdf' });

/**
 * A stored document as its own type, private to the browser that asked, never run as a page
 * (a PDF's scripts or an image's hidden markup get a sandbox with no origin).
 */
export const sendStoredPhoto = (reply: FastifyReply, photo: StoredPhoto) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'")
    .header('content-disposition', 'inline')
    .type(photo.contentType)
    .send(photo.data);

/** A photo or PDF of each of the folder's documents: upload (multipart), view, remove. */
export function registerCompliancePhotoRoutes(app: FastifyInstance, deps: Deps) {
  const photos = createCompliancePhotosService(deps);
  const folder = createComplianceService(deps);

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: COMPLIANCE_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.put(
      '/api/compliance/photos/:kind',
      {
        schema: {
          tags,
          description:
            "multipart/form-data with one file field: a JPEG, PNG or WebP photo or a PDF, at most 2 MB (the type is read from the file itself); replaces the document's photo and answers the folder",
          consumes: ['multipart/form-data'],
          params: CompliancePhotoParamsSchema,
          response: { 200: ComplianceFolderSchema },
        },
      },
      async (request) => {
        const merchantId = merchantIdOf(request);
        const data = await readPhoto(request, COMPLIANCE_PHOTO_MESSAGES);
        await photos.save(merchantId, request.params.kind, data);
        return folder.read(merchantId);
      },
    );

    r.get(
      '/api/compliance/photos/:kind',
      {
        schema: {
          tags,
          description: "The document's photo or PDF as stored, with its type",
          params: CompliancePhotoParamsSchema,
          response: { 200: PhotoFileSchema },
        },
      },
      async (request, reply) =>
        sendStoredPhoto(reply, await photos.read(merchantIdOf(request), request.params.kind)),
    );

    r.delete(
      '/api/compliance/photos/:kind',
      {
        schema: {
          tags,
          params: CompliancePhotoParamsSchema,
          response: { 200: ComplianceFolderSchema },
        },
      },
      async (request) => {
        const merchantId = merchantIdOf(request);
        await photos.remove(merchantId, request.params.kind);
        return folder.read(merchantId);
      },
    );
  });
}

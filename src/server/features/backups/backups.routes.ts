import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BACKUP_MESSAGES,
  BACKUP_UPLOAD_MAX_BYTES,
  BackupFileSchema,
  BackupListSchema,
  BackupNameParamsSchema,
  BackupNowSchema,
  RestoreResultSchema,
  RestoreSchema,
} from '@shared/backups/backups.schemas';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/app-error';
import { currentUser } from '@server/plugins/auth';
import type { Maintenance } from '@server/plugins/maintenance';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { createBackupSlot, createBackupsService } from './backups.service';
import { createRestoreService } from './restore.service';

const BackupArchiveSchema = z.string().meta({ description: 'A backup file (gzipped tar)' });

/** The one file of a multipart upload, or 400 when none is sent. */
async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('VALIDATION', BACKUP_MESSAGES.noFile);
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION', BACKUP_MESSAGES.noFile);
  return file;
}

/** Streams a backup file as it is on disk: the database is not touched. */
function sendFile(reply: FastifyReply, name: string, file: string) {
  return reply
    .type('application/gzip')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(createReadStream(file));
}

/**
 * The operator's backups of the embedded database (super_admin area): list, Back up now,
 * download, upload and restore. On PostgreSQL or an in-memory database each answers 409.
 */
export function registerBackupsRoutes(app: FastifyInstance, deps: Deps, maintenance: Maintenance) {
  const slot = createBackupSlot();
  const backups = createBackupsService(deps, slot);
  const restore = createRestoreService(deps, slot, maintenance);
  const tags = ['backups'];

  app.register(async (scope) => {
    // Multipart in this scope only: the upload; every other route stays JSON.
    await scope.register(multipart, {
      limits: { fileSize: BACKUP_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get('/api/admin/backups', { schema: { tags, response: { 200: BackupListSchema } } }, () =>
      backups.list(),
    );

    r.post(
      '/api/admin/backups',
      { schema: { tags, body: BackupNowSchema, response: { 201: BackupFileSchema } } },
      async (_request, reply) => reply.status(201).send(await backups.backupNow()),
    );

    r.get(
      '/api/admin/backups/:name',
      {
        schema: {
          tags,
          params: BackupNameParamsSchema,
          response: { 200: BackupArchiveSchema },
        },
      },
      (request, reply) => {
        sendFile(reply, request.params.name, backups.fileOf(request.params.name));
      },
    );

    r.post(
      '/api/admin/backups/uploads',
      {
        schema: {
          tags,
          description:
            'multipart/form-data with one file field: a backup (.tar.gz), at most 200 MB',
          consumes: ['multipart/form-data'],
          response: { 201: BackupFileSchema, ...alsoAnswers(422) },
        },
      },
      async (request, reply) => {
        const saved = await backups.upload(async () => {
          const { file } = await uploadedFile(request);
          return { stream: file, truncated: () => file.truncated };
        });
        return reply.status(201).send(saved);
      },
    );

    r.post(
      '/api/admin/backups/restore',
      {
        config: { rateLimit: { max: deps.env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags,
          body: RestoreSchema,
          response: { 200: RestoreResultSchema, ...alsoAnswers(404, 422) },
        },
      },
      (request) => restore(request, currentUser(request), request.body),
    );
  });
}

import type { FastifyInstance } from 'fastify';
import { BackupFileSchema } from '@shared/backup/backup.schemas';
import type { Deps } from '@server/deps';
import { adminActorOf } from '@server/lib/admin-log';
import { alsoAnswers } from '@server/plugins/openapi-errors';
import { createBackupService } from './backup.service';

/** The operator's one-tap backup of the embedded database; restoring is `npm run restore`. */
export function registerBackupRoutes(app: FastifyInstance, deps: Deps) {
  const backup = createBackupService(deps);
  // Answers bytes, not JSON: the untyped route, with the zod schema for the document alone.
  app.get(
    '/api/admin/backup',
    { schema: { tags: ['admin'], response: { 200: BackupFileSchema, ...alsoAnswers(422) } } },
    async (request, reply) => {
      const { fileName, file } = await backup.download(adminActorOf(request));
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}

import type { Restore } from '@shared/backups/backups.schemas';
import { defineEndpoint, fillPath, typed } from '@client/api/endpoint';

const backups = () => import('@shared/backups/backups.schemas');

export const listBackups = defineEndpoint({
  method: 'GET',
  path: '/api/admin/backups',
  response: async () => (await backups()).BackupListSchema,
});

export const backUpNow = defineEndpoint({
  method: 'POST',
  path: '/api/admin/backups',
  response: async () => (await backups()).BackupFileSchema,
});

export const uploadBackup = defineEndpoint({
  method: 'POST',
  path: '/api/admin/backups/uploads',
  body: typed<FormData>(),
  response: async () => (await backups()).BackupFileSchema,
});

export const restoreBackup = defineEndpoint({
  method: 'POST',
  path: '/api/admin/backups/restore',
  body: typed<Restore>(),
  response: async () => (await backups()).RestoreResultSchema,
});

/** A listed file, downloaded as it is (not JSON, so not an endpoint of the layer). */
export const backupFilePath = (name: string) => fillPath('/api/admin/backups/:name', { name });

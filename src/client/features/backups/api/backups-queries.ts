import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Restore } from '@shared/backups/backups.schemas';
import { keyOf, request } from '@client/api/endpoint';
import { backUpNow, listBackups, restoreBackup, uploadBackup } from './backups-endpoints';

const listKey = keyOf(listBackups);

export const backupsQueryOptions = () =>
  queryOptions({ queryKey: listKey, queryFn: () => request(listBackups, {}) });

export const useBackups = () => useQuery(backupsQueryOptions());

function useRefreshingList() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: listKey });
}

export function useBackUpNow() {
  const refresh = useRefreshingList();
  return useMutation({ mutationFn: () => request(backUpNow, {}), onSettled: refresh });
}

export function useUploadBackup() {
  const refresh = useRefreshingList();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return request(uploadBackup, { body: form });
    },
    onSettled: refresh,
  });
}

/** After a restore every session has ended: the page stops reading before it answers. */
export function useRestoreBackup() {
  return useMutation({ mutationFn: (input: Restore) => request(restoreBackup, { body: input }) });
}

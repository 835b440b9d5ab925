import { DatabaseBackup } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { BackupFile, RestoreResult } from '@shared/backups/backups.schemas';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { ListStates } from '@client/components/list-states';
import { clearSession } from '@client/lib/storage';
import { useText } from '@client/i18n/use-text';
import { useBackUpNow, useBackups, useRestoreBackup } from './api/backups-queries';
import { BackupRow } from './components/backup-row';
import { RestoreDialog } from './components/restore-dialog';
import { RestoreResultCard } from './components/restore-result';
import { UploadBackupButton } from './components/upload-backup-button';
import { backupsText } from './backups-text';

const PG_DUMP = 'pg_dump -Fc -f kasitrade-$(date +%F).dump "$DATABASE_URL"';

/** On PostgreSQL (or in memory) the server keeps no backups: say whose they are. */
function Unavailable({ reason }: { reason: 'postgres' | 'in-memory' }) {
  const t = useText(backupsText);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('unavailable')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-slate-700">
        <p>{t(reason === 'postgres' ? 'reason.postgres' : 'reason.memory')}</p>
        {reason === 'postgres' ? (
          <>
            <p>{t('postgresCommand')}</p>
            <code className="block overflow-x-auto rounded-md bg-slate-100 p-2 text-xs">
              {PG_DUMP}
            </code>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The operator's Backups screen (super_admin). After a restore every session has ended, so the
 * screen that reads the list goes away and only what was restored is shown.
 */
export default function BackupsPage() {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const [result, setResult] = useState<RestoreResult | null>(null);
  const signInAgain = () => {
    clearSession();
    client.clear();
    navigate('/admin/login');
  };
  if (result) return <RestoreResultCard result={result} onSignIn={signInAgain} />;
  return <BackupsScreen onRestored={setResult} />;
}

/** The backups folder, Back up now, upload and restore. */
function BackupsScreen({ onRestored }: { onRestored: (result: RestoreResult) => void }) {
  const t = useText(backupsText);
  const list = useBackups();
  const backUp = useBackUpNow();
  const restore = useRestoreBackup();
  const [restoring, setRestoring] = useState<BackupFile | null>(null);

  const confirmRestore = (password: string, word: string) => {
    if (!restoring) return;
    restore.mutate(
      { name: restoring.name, password, confirm: word as 'RESTORE' },
      {
        onSuccess: onRestored,
        onError: (error) => toastError(error, t('failed')),
      },
    );
  };
  const busy = backUp.isPending || restore.isPending || list.data?.running === true;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('title')}
        subtitle={list.data?.available === false ? undefined : t('subtitle')}
        actions={
          list.data?.available ? (
            <>
              <Button
                onClick={() =>
                  backUp.mutate(undefined, {
                    onSuccess: () => toast({ title: t('backedUp') }),
                    onError: (error) => toastError(error, t('failed')),
                  })
                }
                disabled={busy}
              >
                <DatabaseBackup aria-hidden="true" />
                {backUp.isPending ? t('backingUp') : t('backUpNow')}
              </Button>
              <UploadBackupButton disabled={busy} onUploaded={setRestoring} />
            </>
          ) : null
        }
      />
      <ListStates
        query={list}
        isEmpty={() => false}
        skeleton={{ count: 3, className: 'h-16 w-full', listClassName: 'flex flex-col gap-2' }}
        error={t('loadFailed')}
        empty={null}
      >
        {(data) =>
          data.available ? (
            <Card>
              <CardHeader>
                <CardTitle>{t('list')}</CardTitle>
              </CardHeader>
              <CardContent>
                {data.files.length === 0 ? (
                  <p className="text-sm text-slate-500">{t('empty')}</p>
                ) : (
                  <ul>
                    {data.files.map((file) => (
                      <BackupRow
                        key={file.name}
                        file={file}
                        onRestore={setRestoring}
                        disabled={busy}
                      />
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          ) : (
            <Unavailable reason={data.reason ?? 'in-memory'} />
          )
        }
      </ListStates>
      <RestoreDialog
        file={restoring}
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      />
    </div>
  );
}

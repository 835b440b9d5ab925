import { Download, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { BackupFile } from '@shared/backups/backups.schemas';
import { formatDateTime } from '@shared/time/format';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toastError } from '@client/components/ui/toast-error';
import { apiDownload } from '@client/lib/download';
import { useText } from '@client/i18n/use-text';
import { backupFilePath } from '../api/backups-endpoints';
import { backupsText } from '../backups-text';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** One file of the backups folder: when, how big, what kind; download it or restore it. */
export function BackupRow({
  file,
  onRestore,
  disabled,
}: {
  file: BackupFile;
  onRestore: (file: BackupFile) => void;
  disabled: boolean;
}) {
  const t = useText(backupsText);
  const [downloading, setDownloading] = useState(false);
  const date = formatDateTime(file.createdAt);
  const label = t('fileLabel', { kind: t(`kind.${file.kind}`), date });
  const download = () => {
    setDownloading(true);
    apiDownload(backupFilePath(file.name), file.name)
      .catch((error: unknown) => toastError(error, t('failed')))
      .finally(() => setDownloading(false));
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 py-3 first:border-t-0">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{date}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
          <Badge variant={file.kind === 'daily' ? 'secondary' : 'outline'}>
            {t(`kind.${file.kind}`)}
          </Badge>
          {t('size', { size: megabytes(file.sizeBytes) })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={download}
          disabled={downloading}
          aria-label={`${t('download')}: ${label}`}
        >
          <Download aria-hidden="true" />
          {t('download')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onRestore(file)}
          disabled={disabled}
          aria-label={`${t('restore')}: ${label}`}
        >
          <RotateCcw aria-hidden="true" />
          {t('restore')}
        </Button>
      </div>
    </li>
  );
}

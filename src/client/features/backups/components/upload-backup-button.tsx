import { Upload } from 'lucide-react';
import { useRef } from 'react';
import type { BackupFile } from '@shared/backups/backups.schemas';
import { Button } from '@client/components/ui/button';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useUploadBackup } from '../api/backups-queries';
import { backupsText } from '../backups-text';

/** Picks a backup file, uploads it into the backups folder, then asks to restore it. */
export function UploadBackupButton({
  disabled,
  onUploaded,
}: {
  disabled: boolean;
  onUploaded: (file: BackupFile) => void;
}) {
  const t = useText(backupsText);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBackup();
  const picked = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (error) => toastError(error, t('failed')),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".gz,.tar.gz,application/gzip"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('uploadFile')}
        data-testid="backup-upload"
        onChange={(event) => picked(event.target.files?.[0])}
      />
      <Button
        variant="outline"
        onClick={() => input.current?.click()}
        disabled={disabled || upload.isPending}
      >
        <Upload aria-hidden="true" />
        {upload.isPending ? t('uploading') : t('uploadFile')}
      </Button>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { RESTORE_WORD, type BackupFile } from '@shared/backups/backups.schemas';
import { formatDateTime } from '@shared/time/format';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input, Label } from '@client/components/ui/input';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { backupsText } from '../backups-text';

/**
 * Restoring is asked twice: the operator's password again and the word RESTORE, after saying
 * that every shop's data is replaced and that everyone signs in again.
 */
export function RestoreDialog({
  file,
  busy,
  onConfirm,
  onCancel,
}: {
  file: BackupFile | null;
  busy: boolean;
  onConfirm: (password: string, word: string) => void;
  onCancel: () => void;
}) {
  const t = useText(backupsText);
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const close = () => {
    if (busy) return;
    setPassword('');
    setWord('');
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(password, word.trim());
  };
  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent hideClose={busy}>
        {file ? (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>
                {t('dialog.title', { date: formatDateTime(file.createdAt) })}
              </DialogTitle>
              <DialogDescription>{t('dialog.replaces')}</DialogDescription>
            </DialogHeader>
            <p className="text-sm font-medium text-slate-900">{t('dialog.signedOut')}</p>
            <div className="flex flex-col gap-1">
              <Label htmlFor="restore-password">{t('dialog.password')}</Label>
              <Input
                id="restore-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={busy}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="restore-word">{t('dialog.word')}</Label>
              <Input
                id="restore-word"
                autoComplete="off"
                autoCapitalize="characters"
                value={word}
                onChange={(event) => setWord(event.target.value)}
                disabled={busy}
              />
            </div>
            {busy ? (
              <p role="status" className="text-sm text-slate-600">
                {t('dialog.restoring')}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={busy}>
                {commonText.t('cancel')}
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={busy || password === '' || word.trim() !== RESTORE_WORD}
              >
                {t('dialog.confirm')}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

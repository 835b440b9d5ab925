import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { toastError } from '@client/components/ui/toast-error';
import { apiDownload } from '@client/lib/download';
import { useText } from '@client/i18n/use-text';
import { exportsText } from '../exports-text';

/** Downloads one export; says so while the file is being prepared, and why if it fails. */
export function DownloadButton({
  url,
  fileName,
  label,
  text,
  disabled,
}: {
  url: string;
  fileName: string;
  /** Names the file for screen readers when several buttons sit together. */
  label: string;
  /** What the button says; "Download" unless given. */
  text?: string;
  disabled?: boolean;
}) {
  const t = useText(exportsText);
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    apiDownload(url, fileName)
      .catch((error: unknown) => toastError(error, t('failed')))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={download}
      disabled={busy || disabled}
      aria-label={`${t('download')}: ${label}`}
    >
      <Download aria-hidden="true" />
      {busy ? t('downloading') : (text ?? t('download'))}
    </Button>
  );
}

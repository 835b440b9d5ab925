import { Download } from 'lucide-react';
import { promptInstall, useCanInstall } from '@client/lib/pwa';
import { Button } from './ui/button';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';

/** Offers installation only when the browser has an install prompt ready. */
export function InstallAppButton({ className }: { className?: string }) {
  const canInstall = useCanInstall();
  const t = useText(commonText);
  if (!canInstall) return null;
  return (
    <Button variant="outline" className={className} onClick={() => void promptInstall()}>
      <Download aria-hidden="true" />
      {t('installApp')}
    </Button>
  );
}

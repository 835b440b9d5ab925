import { Download } from 'lucide-react';
import { promptInstall, useCanInstall } from '@client/lib/pwa';
import { cn } from '@client/lib/cn';
import { Button } from './ui/button';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';

/**
 * Offers installation only when the browser has an install prompt ready. The prompt comes after
 * the page has painted; `iconOnPhone` keeps the button to an icon on a phone, where it then fits
 * beside a page title instead of pushing the page down.
 */
export function InstallAppButton({
  className,
  iconOnPhone = false,
}: {
  className?: string;
  iconOnPhone?: boolean;
}) {
  const canInstall = useCanInstall();
  const t = useText(commonText);
  if (!canInstall) return null;
  return (
    <Button
      variant="outline"
      className={cn(iconOnPhone && 'max-sm:size-10 max-sm:px-0', className)}
      onClick={() => void promptInstall()}
    >
      <Download aria-hidden="true" />
      <span className={iconOnPhone ? 'max-sm:sr-only' : undefined}>{t('installApp')}</span>
    </Button>
  );
}

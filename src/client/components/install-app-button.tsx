import { Download } from 'lucide-react';
import { promptInstall, useCanInstall } from '@client/lib/pwa';
import { Button } from './ui/button';

/** Offers installation only when the browser has an install prompt ready. */
export function InstallAppButton({ className }: { className?: string }) {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Button variant="outline" className={className} onClick={() => void promptInstall()}>
      <Download aria-hidden="true" />
      Install app
    </Button>
  );
}

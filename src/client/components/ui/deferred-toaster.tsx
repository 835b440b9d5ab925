import { lazy, Suspense, useEffect, useState } from 'react';
import { whenSettled } from '@client/lib/when-settled';
import { useCurrentToast } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The notification region, loaded off the first render: once the page has settled, or at once
 * when a toast is raised before then (the toast store keeps it until the region shows it).
 */
export function DeferredToaster() {
  const message = useCurrentToast();
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  if (!settled && !message) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

import { OfflineNotice } from '@client/components/offline-notice';
import { DeferredToaster } from '@client/components/ui/deferred-toaster';
import { AppRoutes } from './routes';

/** The query cache comes with the signed-in frame (`layout/app-layout.tsx`): no sign-in page uses it. */
export function App() {
  return (
    <>
      <OfflineNotice />
      <AppRoutes />
      <DeferredToaster />
    </>
  );
}

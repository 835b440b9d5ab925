import { QueryClientProvider } from '@tanstack/react-query';
import { OfflineNotice } from '@client/components/offline-notice';
import { DeferredToaster } from '@client/components/ui/deferred-toaster';
import { queryClient } from '@client/lib/query-client';
import { AppRoutes } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineNotice />
      <AppRoutes />
      <DeferredToaster />
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { MAIN_ID, SkipLink } from '@client/components/skip-link';
import { toast } from '@client/components/ui/toast-store';
import { logout } from '@client/api/session';
import { useText } from '@client/i18n/use-text';
import { queryClient } from '@client/lib/query-client';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { navText } from '../nav-text';
import { pageLabelOf } from '../navigation';
import { BottomNav } from './bottom-nav';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSessionUser } from './use-session-user';

/**
 * The signed-in frame, with the query cache its pages read (the sign-in pages, which read none,
 * load neither).
 */
export default function AppLayout(props: { children?: ReactNode; overlay?: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Frame {...props} />
    </QueryClientProvider>
  );
}

function Frame({ children, overlay }: { children?: ReactNode; overlay?: ReactNode }) {
  const user = useSessionUser();
  const [location, navigate] = useLocation();
  const t = useText(navText);
  const page = pageLabelOf(location);
  useDocumentTitle(page ? t(page) : undefined);

  const onLogout = () => {
    const staffOnly = user?.role === 'admin';
    logout();
    toast({ title: t('loggedOut'), description: t('signedOut') });
    navigate(staffOnly ? '/admin/login' : '/merchant/login');
  };

  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <Sidebar onLogout={onLogout} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 p-3 pb-24 outline-none sm:p-6 lg:pb-6"
        >
          {children}
        </main>
      </div>
      <BottomNav onLogout={onLogout} />
      {overlay}
    </div>
  );
}

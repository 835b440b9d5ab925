import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Skeleton } from '@client/components/ui/skeleton';
import { prefetchDashboard } from '@client/features/dashboard/api/dashboard-queries';
import { decideAccess, type RequiredRole } from '@client/lib/access';
import { getRawUser, getToken } from '@client/lib/storage';
import { getStaffSession } from '@client/lib/till-user';
import { commonText } from '@client/i18n/common-text';
import { Guard, StaffGuard } from './guard';
import { mayOpen } from './staff-access';
import { lazyPage, type Page } from './lazy-page';
import type * as PosModule from './pages/pos-page';

interface AreaRoute {
  paths: string[];
  role: RequiredRole;
  page: Page;
  /** Starts the page's first request while its files still load (signed in only). */
  prefetch?: () => Promise<unknown>;
}

/** The signed-in shell: a lazy chunk, so the sign-in pages do not carry it. */
const AppLayout = lazyPage(() => import('./layout/app-layout'));

const posPage = lazyPage(() => import('./pages/pos-page'));
// Sales waiting to sync, atop every screen while a flag says some wait (the till shows its own):
// from the till's chunk, so no first load carries them; mounting it also syncs them.
const SyncStatus = lazy(() =>
  posPage.preload().then((m) => ({ default: (m as unknown as typeof PosModule).SyncStatus })),
);

const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));

/** Every guarded path of the spec's routes table; one line per area keeps merges simple. */
export const AREA_ROUTES: AreaRoute[] = [
  {
    paths: ['/', '/dashboard'],
    role: 'merchant',
    page: lazyPage(() => import('./pages/dashboard-page')),
    prefetch: prefetchDashboard,
  },
  {
    paths: ['/catalog'],
    role: 'merchant',
    page: lazyPage(() => import('./pages/catalog-page')),
  },
  {
    paths: ['/stock-take'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/stock-takes/stock-takes-page')),
  },
  {
    paths: ['/pos'],
    role: 'merchant',
    page: posPage,
  },
  {
    paths: ['/shifts'],
    role: 'merchant',
    page: lazyPage(() => import('./pages/shifts-page')),
  },
  {
    paths: ['/orders'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/orders/orders-page')),
  },
  {
    paths: ['/customers'],
    role: 'merchant',
    page: lazyPage(() => import('./pages/customers-page')),
  },
  {
    paths: ['/payments'],
    role: 'merchant',
    page: lazyPage(() => import('./pages/payments-page')),
  },
  {
    paths: ['/credit'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/credit/credit-page')),
  },
  {
    paths: ['/analytics'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/analytics/analytics-page')),
  },
  {
    paths: ['/suppliers'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/suppliers/suppliers-page')),
  },
  {
    paths: ['/brands'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/brands/brands-page')),
  },
  {
    paths: ['/setup-wizard'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/store-setup/setup-wizard-page')),
  },
  {
    paths: ['/micro-lending'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/micro-lending/micro-lending-page')),
  },
  {
    paths: ['/settings'],
    role: 'merchant',
    page: lazyPage(() => import('./pages/settings-page')),
  },
  {
    paths: ['/shop-staff'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/shop-staff/shop-staff-page')),
  },
  {
    paths: ['/voice-ordering'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/voice-ordering/voice-ordering-page')),
  },
  {
    paths: ['/admin/dashboard', '/admin/merchants', '/admin/analytics'],
    role: 'admin',
    page: lazyPage(() => import('@client/features/admin/admin-dashboard-page')),
  },
  {
    paths: ['/admin/employees'],
    role: 'admin',
    page: lazyPage(() => import('@client/features/employees/employees-page')),
  },
  {
    paths: ['/admin/settings'],
    role: 'admin',
    page: lazyPage(() => import('@client/features/admin/admin-settings-page')),
  },
  {
    paths: ['/admin/backups'],
    role: 'admin',
    page: lazyPage(() => import('@client/features/backups/backups-page')),
  },
];

/** Public pages (no guard, no layout). */
export const PUBLIC_ROUTES: { path: string; page: Page }[] = [
  {
    path: '/merchant/login',
    page: lazyPage(() => import('@client/features/auth/merchant-login-page')),
  },
  { path: '/admin/login', page: lazyPage(() => import('@client/features/auth/admin-login-page')) },
];

/**
 * Loads the page of a path before the first render (its files are already preloaded) and, when
 * the stored session may open it, starts the page's first request beside them.
 */
export function preloadPageOf(pathname: string): Promise<unknown> {
  const area = AREA_ROUTES.find((route) => route.paths.includes(pathname));
  const opens =
    area &&
    decideAccess(area.role, getToken(), getRawUser()).allow &&
    mayOpen(pathname, getStaffSession()?.staff ?? null);
  if (opens) void area.prefetch?.();
  const page = PUBLIC_ROUTES.find((route) => route.path === pathname)?.page ?? area?.page;
  const layout = area ? AppLayout.preload() : null;
  return Promise.all([page?.preload(), layout]).catch(() => null);
}

function PageFallback() {
  return (
    <div
      role="status"
      className="flex flex-col gap-4"
      aria-busy="true"
      aria-label={commonText.t('loading')}
    >
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function AreaPage({ route }: { route: AreaRoute }) {
  const Page = route.page;
  return (
    <Guard role={route.role}>
      <StaffGuard>
        <AppLayout>
          <Suspense fallback={<PageFallback />}>
            {localStorage.kasitrade_sync ? <SyncStatus /> : null}
            <Page />
          </Suspense>
        </AppLayout>
      </StaffGuard>
    </Guard>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        {PUBLIC_ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path}>
            <Page />
          </Route>
        ))}
        {AREA_ROUTES.flatMap((route) =>
          route.paths.map((path) => (
            <Route key={path} path={path}>
              <AreaPage route={route} />
            </Route>
          )),
        )}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

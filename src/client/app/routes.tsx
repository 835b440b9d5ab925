import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { Skeleton } from '@client/components/ui/skeleton';
import type { RequiredRole } from '@client/lib/access';
import { Guard } from './guard';
import { AppLayout } from './layout/app-layout';

type Page = LazyExoticComponent<ComponentType>;

interface AreaRoute {
  paths: string[];
  role: RequiredRole;
  title: string;
  /** Absent until the area is built: the route then says it is not available yet. */
  page?: Page;
}

const ComingSoonPage = lazy(() => import('./pages/coming-soon-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** Every guarded path of the spec's routes table; one line per area keeps merges simple. */
export const AREA_ROUTES: AreaRoute[] = [
  {
    paths: ['/', '/dashboard'],
    role: 'merchant',
    title: 'Dashboard',
    page: lazy(() => import('@client/features/dashboard/dashboard-page')),
  },
  {
    paths: ['/catalog'],
    role: 'merchant',
    title: 'Stock Catalog',
    page: lazy(() => import('@client/features/catalog/components/catalog-page')),
  },
  {
    paths: ['/pos'],
    role: 'merchant',
    title: 'POS System',
    page: lazy(() => import('@client/features/pos/pos-page')),
  },
  {
    paths: ['/orders'],
    role: 'merchant',
    title: 'Orders',
    page: lazy(() => import('@client/features/orders/components/orders-page')),
  },
  {
    paths: ['/customers'],
    role: 'merchant',
    title: 'Customers',
    page: lazy(() => import('@client/features/customers/components/customers-page')),
  },
  {
    paths: ['/payments'],
    role: 'merchant',
    title: 'Payments & Wallet',
    page: lazy(() => import('@client/features/payments/payments-page')),
  },
  {
    paths: ['/credit'],
    role: 'merchant',
    title: 'Credit & BNPL',
    page: lazy(() => import('@client/features/credit/credit-page')),
  },
  { paths: ['/analytics'], role: 'merchant', title: 'Smart Analytics' },
  {
    paths: ['/suppliers'],
    role: 'merchant',
    title: 'Suppliers',
    page: lazy(() => import('@client/features/suppliers/components/suppliers-page')),
  },
  {
    paths: ['/brands'],
    role: 'merchant',
    title: 'Brand Zone',
    page: lazy(() => import('@client/features/brands/components/brands-page')),
  },
  { paths: ['/setup-wizard'], role: 'merchant', title: 'Setup Wizard' },
  { paths: ['/micro-lending'], role: 'merchant', title: 'Micro Lending' },
  { paths: ['/voice-ordering'], role: 'merchant', title: 'Voice Ordering' },
  {
    paths: ['/admin/dashboard', '/admin/merchants', '/admin/analytics'],
    role: 'admin',
    title: 'Admin Dashboard',
    page: lazy(() => import('@client/features/admin/admin-dashboard-page')),
  },
  {
    paths: ['/admin/employees'],
    role: 'admin',
    title: 'Employee Management',
    page: lazy(() => import('@client/features/employees/employees-page')),
  },
  {
    paths: ['/admin/settings'],
    role: 'admin',
    title: 'System Settings',
    page: lazy(() => import('@client/features/admin/admin-settings-page')),
  },
];

/** Public pages (no guard, no layout). */
export const PUBLIC_ROUTES: { path: string; page: Page }[] = [
  {
    path: '/merchant/login',
    page: lazy(() => import('@client/features/auth/merchant-login-page')),
  },
  { path: '/admin/login', page: lazy(() => import('@client/features/auth/admin-login-page')) },
];

function PageFallback() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading">
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
      <AppLayout>
        <Suspense fallback={<PageFallback />}>
          {Page ? <Page /> : <ComingSoonPage title={route.title} />}
        </Suspense>
      </AppLayout>
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

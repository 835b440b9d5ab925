import type { RequiredRole } from '@client/lib/access';
import { prefetchDashboard } from '@client/features/dashboard/api/dashboard-queries';
import { prefetchTill } from '@client/features/pos/api/till-prefetch';
import { prefetchTillKeys } from '@client/features/shop-staff/till/till-keys-prefetch';
import { lazyPage, type Page } from './lazy-page';

/**
 * The router's tables: every page, lazy, by path. Read without running it by the page-weight
 * report and the accessibility journey (scripts/lib/client-routes.ts), so a new route is measured
 * and checked.
 */

export interface AreaRoute {
  paths: string[];
  role: RequiredRole;
  page: Page;
  /** Starts the page's first request while its files still load (signed in only). */
  prefetch?: () => Promise<unknown>;
}

export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));

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
    paths: [
      '/stock-in',
      '/stock-in/receive',
      '/stock-in/orders',
      '/stock-in/expiring',
      '/stock-in/write-offs',
    ],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/stock-in/stock-in-page')),
  },
  {
    paths: ['/pos'],
    role: 'merchant',
    page: lazyPage(() => import('./pages/pos-page')),
    prefetch: () => Promise.all([prefetchTill(), prefetchTillKeys()]),
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
    paths: ['/compliance'],
    role: 'merchant',
    page: lazyPage(() => import('@client/features/compliance/compliance-page')),
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

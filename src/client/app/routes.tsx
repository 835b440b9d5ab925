import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from '@client/components/page-loading';
import { decideAccess } from '@client/lib/access';
import { getRawUser, getToken } from '@client/lib/storage';
import { getStaffSession } from '@client/lib/till-user';
import { lazyPart } from '@client/lib/lazy-part';
import { Guard, StaffGuard } from './guard';
import { mayOpen } from './staff-access';
import { lazyPage } from './lazy-page';
import { AREA_ROUTES, NotFoundPage, PUBLIC_ROUTES, type AreaRoute } from './route-table';

/** The signed-in shell: a lazy chunk, so the sign-in pages do not carry it. */
const AppLayout = lazyPage(() => import('./layout/app-layout'));

// Sales waiting to sync, atop every screen while a flag says some wait (the till shows its own):
// a chunk of the till's, so no first load carries them; mounting it also syncs them.
const SyncStatus = lazyPart(() =>
  import('@client/features/pos/components/sync-status').then((module) => module.default),
);

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

function AreaPage({ route }: { route: AreaRoute }) {
  const Page = route.page;
  return (
    <Guard role={route.role}>
      <StaffGuard>
        <AppLayout>
          <Suspense fallback={<PageLoading />}>
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

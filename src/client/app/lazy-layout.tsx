import { lazy, type ReactNode } from 'react';
import type { AppLayout as AppLayoutComponent } from './layout/app-layout';

type LayoutModule = { AppLayout: typeof AppLayoutComponent };
let layoutLoading: Promise<LayoutModule> | undefined;
let LoadedLayout: typeof AppLayoutComponent | undefined;
/**
 * The signed-in layout (sidebar, top bar, bottom navigation) loads with the guarded page, not
 * with the sign-in pages; once loaded it renders directly, like a page.
 */
export const preloadLayout = () =>
  (layoutLoading ??= import('./layout/app-layout').then((module) => {
    LoadedLayout = module.AppLayout;
    return module;
  }));
const LazyLayout = lazy(() => preloadLayout().then((module) => ({ default: module.AppLayout })));
export function AppLayout({ children }: { children: ReactNode }) {
  const Loaded = LoadedLayout;
  return Loaded ? <Loaded>{children}</Loaded> : <LazyLayout>{children}</LazyLayout>;
}

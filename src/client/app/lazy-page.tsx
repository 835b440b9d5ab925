import { lazy, type ComponentType, type ReactNode } from 'react';

export type PageModule = { default: ComponentType<{ children?: ReactNode }> };
export type Page = ComponentType<{ children?: ReactNode }> & { preload(): Promise<PageModule> };

/**
 * A page loaded on first use. preload() fetches it ahead of time; once loaded it renders
 * directly, without suspending, so the first screen paints whole.
 */
export function lazyPage(load: () => Promise<PageModule>): Page {
  let loading: Promise<PageModule> | undefined;
  let loaded: PageModule['default'] | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Page = ({ children }: { children?: ReactNode }) => {
    const Loaded = loaded;
    return Loaded ? <Loaded>{children}</Loaded> : <Lazy>{children}</Lazy>;
  };
  return Object.assign(Page, { preload });
}

import { lazyResolver } from '@client/lib/lazy-resolver';

const load = () => import('./auth-resolvers');

/** Starts loading the forms' validation early (on first focus) so the first check is instant. */
export const preloadAuthValidation = () => void load().catch(() => {});

export const adminLoginResolver = lazyResolver(() => load().then((m) => m.adminLoginResolver));
export const merchantLoginResolver = lazyResolver(() =>
  load().then((m) => m.merchantLoginResolver),
);
export const registerResolver = lazyResolver(() => load().then((m) => m.registerResolver));
export const verifyResolver = lazyResolver(() => load().then((m) => m.verifyResolver));

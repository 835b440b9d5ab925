import type { FastifyInstance } from 'fastify';
import type { Role } from '@shared/auth/auth.schemas';
import type { Deps } from '../deps';
import { requireRole } from './auth';

type RegisterRoutes = (app: FastifyInstance, deps: Deps) => void;

const BEARER = [{ bearer: [] }];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The guard of the area a route was registered in (its hook is the area's, not the route's). */
    areaGuard?: unknown;
  }
}

/**
 * One guarded area of the API: every route registered inside answers only a
 * live session of one of `roles` (checked before the body is parsed, so no
 * validation work is done for strangers) and is documented with the bearer
 * security scheme. Routes themselves carry no guard.
 */
export function registerArea(
  app: FastifyInstance,
  deps: Deps,
  roles: Role[],
  features: RegisterRoutes[],
) {
  return app.register(async (area) => {
    const guard = requireRole(deps, ...roles);
    area.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: BEARER };
      // The area's hook is not on the route itself: name it, so the OpenAPI document sees it.
      route.config = { ...route.config, areaGuard: guard };
    });
    // preParsing: after every onRequest hook (the route-level rate limit counts strangers too),
    // still before the body is read.
    area.addHook('preParsing', guard);
    for (const register of features) register(area, deps);
  });
}

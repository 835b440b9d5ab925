import type { FastifyInstance } from 'fastify';
import type { Role } from '@shared/auth/auth.schemas';
import type { Deps } from '../deps';
import { requireRole } from './auth';

type RegisterRoutes = (app: FastifyInstance, deps: Deps) => void;

const BEARER = [{ bearer: [] }];

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
  const guard = requireRole(deps, ...roles);
  return app.register(async (area) => {
    area.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: BEARER };
      // A route-level hook, after the rate limiter's own: a flood of strangers is still limited.
      const hooks = route.onRequest ?? [];
      route.onRequest = [...(Array.isArray(hooks) ? hooks : [hooks]), guard];
    });
    for (const register of features) register(area, deps);
  });
}

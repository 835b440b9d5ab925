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
 * security scheme. Routes do not declare the guard: the area adds it to each.
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
      // On the route itself, after the rate limit's hook (which its own onRoute added first):
      // strangers are counted by the limits too, and the OpenAPI document sees the guard.
      route.onRequest = [...[route.onRequest ?? []].flat(), guard];
    });
    for (const register of features) register(area, deps);
  });
}

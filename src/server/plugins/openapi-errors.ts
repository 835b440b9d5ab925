import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, type ERROR_STATUS } from '@shared/errors/errors';
import { GUARD_ROLES } from './auth';
import { NUL_MESSAGE } from './contract-validation';
import { ANY_STAFF, staffPermissionFor } from './staff-permissions';

type Status = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS];
type Transform = typeof jsonSchemaTransform;

const { $schema: _dialect, ...ERROR_JSON } = z.toJSONSchema(ErrorBodySchema, {
  target: 'openapi-3.0',
}) as Record<string, unknown>;

/** What each error status means here; every one carries the one error shape. */
const MEANING: Record<Status, string> = {
  400: `VALIDATION: the body, path or query does not fit the contract (details.issues names the fields); also malformed JSON and text holding a NUL character ("${NUL_MESSAGE}")`,
  401: 'UNAUTHENTICATED: no session, or it has ended (Authorization: Bearer <token>, any letter case)',
  403: 'FORBIDDEN: the account may not do this (role or deactivated account); a shop staff session lacks the permission (details.reason STAFF_PERMISSION) or its approval is not valid (APPROVAL_INVALID)',
  404: "NOT_FOUND: no such record of yours (another shop's id answers the same)",
  409: 'CONFLICT: the data changed or a rule of the data holds (stock, duplicates, prices changed); details.reason says which',
  413: 'PAYLOAD_TOO_LARGE: the body is over 1 MB',
  422: 'RULE_VIOLATION: a trading rule refuses it; details.reason names the rule',
  429: 'RATE_LIMITED: too many requests; wait for Retry-After seconds',
  500: 'INTERNAL: something failed on the server; nothing of it leaks',
  503: 'UNAVAILABLE: the database or the SMS gateway is not reachable; try again shortly',
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The route's hooks, its area's guard among them (plugins/areas.ts puts it on the route). */
const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean) as object[];

const guardRolesOf = (route: RouteOptions): unknown[] | undefined =>
  hooksOf(route)
    .map((hook) => (hook as { [GUARD_ROLES]?: unknown[] })[GUARD_ROLES])
    .find((roles) => roles !== undefined);

/** A JSON schema (as jsonSchemaTransform writes it) mentions a uuid somewhere. */
const mentionsId = (schema: unknown): boolean =>
  JSON.stringify(schema ?? null).includes('"format":"uuid"');

/**
 * The error statuses a route can answer, from what it is: every route can fail inside (500)
 * or lose its database (503) and is rate limited (429) unless it opts out; input means 400;
 * a body means 413; a guard means 401 and 403 (roles, staff permissions); an id in the path or the
 * body can be missing (404); a write can meet a conflict (409: concurrent change, duplicate).
 * A route adds what only it knows (422, an auth route's 401) to its own response schema.
 */
function errorStatusesOf(route: RouteOptions, schema: Record<string, unknown>): Status[] {
  const methods = [route.method].flat();
  const write = methods.some((m) => WRITES.has(m));
  const hasBody = methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH');
  const roles = guardRolesOf(route);
  const statuses: Status[] = [500, 503];
  const limited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false;
  if (limited) statuses.push(429);
  if (schema.body || schema.params || schema.querystring || hasBody) statuses.push(400);
  if (hasBody) statuses.push(413);
  if (roles) statuses.push(401);
  // A guarded route refuses a staff session it does not admit to all staff (staff-permissions.ts).
  const openToStaff = methods.every((m) => staffPermissionFor(m, route.url) === ANY_STAFF);
  if (roles && (roles.length > 0 || !openToStaff)) statuses.push(403);
  if (schema.params || (roles && mentionsId(schema.body))) statuses.push(404);
  if (write) statuses.push(409);
  return statuses;
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside `enum` as allowing null only when the enum lists
 * it; zod writes the enum without null, so a field answered as null broke strict validation.
 */
export function listNullInEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(listNullInEnums);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, listNullInEnums(value)]),
  ) as { nullable?: boolean; enum?: unknown[] };
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) {
    copy.enum = [...copy.enum, null];
  }
  return copy;
}

/**
 * The OpenAPI transform: the zod contract as JSON schema, plus every error status the route
 * can answer, each with the error shape, so a generated client or fuzzer knows the contract.
 */
export const openApiTransform: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const schema = transformed.schema as Record<string, unknown> & {
    response?: Record<string, unknown>;
    hide?: boolean;
  };
  if (!schema || schema.hide) return transformed;
  const route = (document as unknown as { route: RouteOptions }).route;
  const response: Record<string, unknown> = { ...schema.response };
  const declared = Object.keys(response).map(Number);
  for (const status of new Set([...errorStatusesOf(route, schema), ...declared])) {
    if (status < 400) continue;
    response[status] = { ...ERROR_JSON, description: MEANING[status as Status] ?? 'Error' };
  }
  return {
    ...transformed,
    schema: listNullInEnums({ ...schema, response }) as typeof transformed.schema,
  };
};

/**
 * Error answers only the route knows it gives (a trading rule's 422, a sign-in's 401), for its
 * response schema: `response: { 201: SaleSchema, ...alsoAnswers(422) }`. They carry the error
 * shape; the transform above adds the rest.
 */
export const alsoAnswers = (...statuses: (401 | 403 | 404 | 409 | 422)[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<
    number,
    typeof ErrorBodySchema
  >;

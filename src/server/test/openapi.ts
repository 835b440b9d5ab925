import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document carries it (zod input schemas). */
export interface JsonSchema {
  type?: string | string[];
  /** OpenAPI 3.0's way to say null is allowed too. */
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  description?: string;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/products/{id} */
  path: string;
  pathParams: string[];
  /** Each path parameter's schema, for a valid example (exampleOf). */
  pathSchemas: Record<string, JsonSchema>;
  body?: JsonSchema;
  query?: Record<string, JsonSchema>;
  /** The header parameters the document declares (lower case). */
  headers: string[];
  /** The statuses the document declares for the operation. */
  responses: number[];
}

/** Every documented API operation, so suites cover new routes without listing them. */
export function listOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const params = op.parameters ?? [];
      operations.push({
        method: upper as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        pathSchemas: Object.fromEntries(
          params.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}]),
        ),
        query: Object.fromEntries(
          params
            .filter((p) => p.in === 'query')
            .map((p) => [p.name, { description: p.description, ...p.schema }]),
        ),
        headers: params.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()),
        body: op.requestBody?.content?.['application/json']?.schema,
        responses: Object.keys(op.responses ?? {}).map(Number),
      });
    }
  }
  return operations;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; description?: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

/** A money field: a decimal string or a number (see moneySchema). */
export const isMoney = (schema: JsonSchema | undefined) =>
  (schema?.anyOf ?? []).some((o) => o.type === 'string') &&
  (schema?.anyOf ?? []).some((o) => o.type === 'number');

/** An integer field that also takes text (src/shared/common/whole-number.ts): its contract says so. */
export const isWholeNumber = (schema: JsonSchema | undefined) =>
  schema?.description?.startsWith('A whole number from') ?? false;

/** Paths to the fields of a body that match, through objects and arrays ([items, 0, name]). */
export function fieldPaths(
  schema: JsonSchema | undefined,
  matches: (field: JsonSchema) => boolean,
  path: (string | number)[] = [],
): (string | number)[][] {
  if (!schema) return [];
  if (path.length > 0 && matches(schema)) return [path];
  if (schema.type === 'array') return fieldPaths(schema.items, matches, [...path, 0]);
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) =>
    fieldPaths(field, matches, [...path, key]),
  );
}

/** A copy of `value` with the field at `path` replaced (arrays and objects made as needed). */
export function withField(value: unknown, path: (string | number)[], field: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return field;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [{}];
    list[head] = withField(list[head] ?? {}, rest, field);
    return list;
  }
  const object = value && typeof value === 'object' ? { ...(value as object) } : {};
  return { ...object, [head]: withField((object as Record<string, unknown>)[head], rest, field) };
}

export const fillPath = (path: string, value: (name: string) => string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));

/** Field names whose strings carry meaning a JSON schema cannot say (phones, dates, money). */
function exampleString(name: string, schema: JsonSchema): string {
  const key = name.toLowerCase();
  if (schema.format === 'email' || key.includes('email')) return 'shop@example.co.za';
  if (schema.format === 'uuid' || key.endsWith('id')) return randomUUID();
  if (schema.format === 'date' || key.endsWith('date')) return '2026-12-01';
  if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
  if (key.includes('phone')) return '0712345678';
  if (key.includes('password')) return 'secret123';
  if (key.includes('username')) return `user${randomUUID().slice(0, 8)}`;
  if (key.includes('code')) return '123456';
  if (/price|amount|limit|balance|total|subtotal|tax|rate|rating|percent|value/.test(key))
    return '10.00';
  if (/stock|threshold|quantity/.test(key)) return '10';
  if (schema.pattern && /\\d|\[0-9\]/.test(schema.pattern)) return '1234';
  const text = 'Sample text';
  const min = schema.minLength ?? 0;
  const padded = text.length < min ? text.padEnd(min, 'x') : text;
  return schema.maxLength !== undefined ? padded.slice(0, Math.max(schema.maxLength, min)) : padded;
}

/** A minimal valid instance of a schema (required fields only), for calls that must pass validation. */
export function exampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0)
    return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const preferred =
      options.find((o) => o.type === 'string' && !o.const) ??
      options.find((o) => o.type !== 'null') ??
      options[0];
    return exampleOf(preferred, name);
  }
  if (schema.allOf?.[0]) return exampleOf(schema.allOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      // With nothing required (partial updates), every field is sent so the body means something;
      // lines whose product is optional (voice orders name it instead) name a product.
      const all = Object.keys(schema.properties ?? {});
      const keys = schema.required?.length
        ? [
            ...schema.required,
            ...all.filter((k) => k === 'productId' && !schema.required!.includes(k)),
          ]
        : all;
      for (const key of keys) result[key] = exampleOf(schema.properties?.[key], key);
      return result;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        exampleOf(schema.items, name),
      );
    case 'string':
      return exampleString(name, schema);
    case 'integer':
    case 'number': {
      const floor =
        typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : (schema.minimum ?? 1);
      return Math.max(floor, 1) <= (schema.maximum ?? Infinity) ? Math.max(floor, 1) : floor;
    }
    case 'boolean':
      return true;
    default:
      return schema.properties ? exampleOf({ ...schema, type: 'object' }, name) : 'Sample text';
  }
}

import type { z } from 'zod';
import { sendRequest } from '@client/lib/api';
import { withQuery } from '@client/lib/with-query';
import { TOTAL_COUNT_HEADER } from '@shared/paging/total-count-header';
import { APPROVAL_TOKEN_HEADER } from '@shared/shop-staff/permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` parameters of a path, e.g. 'id' | 'brandId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Where the answer's schema comes from: loaded with the answer, so zod stays off first loads. */
type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

/**
 * One API operation: its method and path, written once; the request's query and body typed from
 * the shared schemas; its answer parsed by the shared response schema. `counted` answers are a
 * JSON array with the total in the X-Total-Count header.
 */
export interface Endpoint<P extends string, Query, Body, S extends z.ZodType> {
  readonly method: Method;
  readonly path: P;
  readonly response: SchemaLoader<S>;
  readonly counted: boolean;
  /** A 401 answer means a wrong PIN or password (shop staff), not an ended session. */
  readonly pinChecked: boolean;
  /** Types only: what the query string and the body carry. */
  readonly types?: { query: Query; body: Body };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<string, any, any, z.ZodType>;

/** Names the type of a request part from its shared schema; nothing at run time. */
export const typed = <T>() => undefined as unknown as T;

export function defineEndpoint<
  P extends string,
  S extends z.ZodType,
  Query = never,
  Body = never,
>(definition: {
  method: Method;
  path: P;
  query?: Query;
  body?: Body;
  response: SchemaLoader<S>;
  counted?: true;
  pinChecked?: true;
}): Endpoint<P, Query, Body, S> {
  const { method, path, response, counted = false, pinChecked = false } = definition;
  return { method, path, response, counted, pinChecked };
}

type Part<Name extends string, T> = [T] extends [never] ? object : { [K in Name]: T };

/** What a call passes: path parameters, query, body, and the idempotency key of a write. */
export type CallArgs<E> =
  E extends Endpoint<infer P, infer Query, infer Body, z.ZodType>
    ? Part<'params', [ParamNames<P>] extends [never] ? never : Record<ParamNames<P>, string>> &
        Part<'query', Query> &
        Part<'body', Body> & {
          idempotencyKey?: string;
          /** A manager's or the owner's approval of this one action (shop staff). */
          approvalToken?: string;
          keepalive?: boolean;
          token?: string;
        }
    : never;

export type Answer<E> = E extends Endpoint<string, unknown, unknown, infer S> ? z.output<S> : never;

/** The path with each `:name` replaced by its parameter, encoded. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** The answer did not match the shared schema: the client and the server disagree. */
export class AnswerMismatchError extends Error {
  constructor(endpoint: AnyEndpoint, error: z.ZodError) {
    const where = error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
    super(`${endpoint.method} ${endpoint.path}: the answer does not match its schema (${where})`, {
      cause: error,
    });
  }
}

async function send(endpoint: AnyEndpoint, args: object) {
  const { params, query, body, idempotencyKey, approvalToken, keepalive, token } = args as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
    idempotencyKey?: string;
    approvalToken?: string;
    keepalive?: boolean;
    token?: string;
  };
  const url = withQuery(fillPath(endpoint.path, params), query ?? {});
  const headers: Record<string, string> = {};
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  if (approvalToken) headers[APPROVAL_TOKEN_HEADER] = approvalToken;
  // A schema not yet loaded arrives while the request is on the network.
  const [response, schema] = await Promise.all([
    sendRequest(endpoint.method, url, {
      body,
      headers,
      keepalive,
      token,
      pinChecked: endpoint.pinChecked,
    }),
    endpoint.response(),
  ]);
  const text = await response.text();
  return { response, schema, json: text ? (JSON.parse(text) as unknown) : null };
}

function parseAnswer<S extends z.ZodType>(endpoint: AnyEndpoint, schema: S, json: unknown) {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AnswerMismatchError(endpoint, parsed.error);
  return parsed.data as z.output<S>;
}

/** Calls an endpoint and returns its answer, parsed. */
export async function request<E extends AnyEndpoint>(endpoint: E, args: CallArgs<E>) {
  const { schema, json } = await send(endpoint, args);
  return parseAnswer(endpoint, schema, json) as Answer<E>;
}

/** Calls a counted list endpoint: its items, parsed, and the total across pages. */
export async function requestPage<E extends AnyEndpoint>(endpoint: E, args: CallArgs<E>) {
  if (!endpoint.counted) throw new Error(`${endpoint.path} is not a counted list`);
  const { response, schema, json } = await send(endpoint, args);
  const items = parseAnswer(endpoint, schema, json ?? []) as Answer<E>;
  const count = items as unknown[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? count.length);
  return { items, total: Number.isFinite(total) ? total : count.length };
}

/** Query keys start with the endpoint's path, so a write refreshes areas by their paths. */
export const keyOf = <E extends AnyEndpoint, Rest extends readonly unknown[]>(
  endpoint: E,
  ...rest: Rest
) => [endpoint.path, ...rest] as const;

import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env';

const DB_CODE = /^[0-9A-Z]{5}$/;
type Loggable = Error & Record<string, unknown>;
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

function causes(error: unknown): Loggable[] {
  const chain: Loggable[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length < 5) {
    chain.push(current as Loggable);
    current = current.cause;
  }
  return chain;
}

/** Only the "at ..." lines: the first lines of a stack repeat the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : '';

/**
 * What a failure logs. A database error's message carries the SQL and its parameters (phones,
 * emails, names), and the database's own message may quote a value, so for those only the
 * SQLSTATE and the names of the table, column and constraint are kept, with the stack frames.
 */
function errorForLog(error: unknown): LoggedError {
  const chain = causes(error);
  const first = chain[0];
  if (!first) return { type: typeof error, message: 'A non-error was thrown', stack: '' };
  const database = chain.find((e) => typeof e.code === 'string' && DB_CODE.test(e.code));
  const fromDatabase = database !== undefined || first.constructor.name === 'DrizzleQueryError';
  if (fromDatabase) {
    return {
      type: 'DatabaseError',
      message: `Database error ${String(database?.code ?? '')}`.trim(),
      code: database?.code,
      table: database?.table,
      column: database?.column,
      constraint: database?.constraint,
      stack: framesOf(first.stack),
    };
  }
  return {
    type: first.name,
    code: first.code,
    message: first.message,
    causes: chain.slice(1).map((e) => ({ type: e.name, code: e.code })),
    stack: framesOf(first.stack),
  };
}

/** Request lines name the path, never the query string (it may hold a phone or a search). */
const requestForLog = (request: { method: string; url: string; ip?: string }) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

/** What is never logged, at the top of a line or one level down (a body, the headers). */
const SECRETS = ['pin', 'password', 'authorization', '"approval-token"', 'pinHash', 'passwordHash'];
export const SECRET_PATHS = SECRETS.flatMap((key) => [key, `*.${key}`]);

/** The pino options of the server; `stream` lets tests read what is logged. */
export function loggerOptions(
  env: Env,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers: { err: errorForLog, req: requestForLog },
    // Never a secret, whatever a later log line passes in: PINs, passwords, tokens, approvals.
    redact: { paths: [...SECRET_PATHS], censor: '[redacted]' },
  };
}

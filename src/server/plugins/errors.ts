import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@shared/errors/errors';
import { ERROR_STATUS } from '@shared/errors/errors';
import { fillPhrase, phrase, type Phrase } from '@shared/i18n/phrase';
import { AppError } from '../lib/app-error';
import type { ServerTexts } from '../lib/i18n';
import { textsFor } from './language';
import { isConnectionLoss } from '../db/connection-loss';

const CODE_BY_STATUS: Record<number, ErrorCode> = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

/** PostgreSQL error codes that are the client's doing, not ours. */
const PG_ERRORS: Record<string, [ErrorCode, string]> = {
  '23505': ['CONFLICT', 'That record already exists'],
  '23503': ['NOT_FOUND', 'A referenced record was not found'],
  '23514': [
    'CONFLICT',
    'That change would break a rule of the data (for example stock below zero)',
  ],
  '22P02': ['NOT_FOUND', 'Not found'],
  '22003': ['VALIDATION', 'A number is out of range'],
  '40001': ['CONFLICT', 'Another change happened at the same moment. Please try again.'],
  '40P01': ['CONFLICT', 'Another change happened at the same moment. Please try again.'],
  '57P01': ['UNAVAILABLE', 'The database is restarting. Please try again shortly.'],
};

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function body(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function describeError(error: FastifyError): {
  status: number;
  payload: ErrorBody;
  phrase?: Phrase;
} {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      payload: body(error.code, error.message, error.details),
      phrase: error.phrase,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field:
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        error.validationContext ||
        'body',
      message: issue.message ?? 'Invalid value',
    }));
    const first = issues[0]!;
    if (first.field === 'body' || first.field === error.validationContext) {
      const whole = phrase('The request {part} must be a JSON object with the expected fields', {
        part: error.validationContext ?? 'body',
      });
      return {
        status: 400,
        payload: body('VALIDATION', fillPhrase(whole), { issues }),
        phrase: whole,
      };
    }
    return { status: 400, payload: body('VALIDATION', first.message, { issues }) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, payload: body('VALIDATION', 'The request body is not valid JSON') };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, payload: body('PAYLOAD_TOO_LARGE', 'The request body is too large') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        payload: body(
          'VALIDATION',
          'Send the request body as JSON (Content-Type: application/json)',
        ),
      };
  }
  const dbCode = pgCode(error);
  if (dbCode && PG_ERRORS[dbCode]) {
    const [code, message] = PG_ERRORS[dbCode];
    return { status: ERROR_STATUS[code], payload: body(code, message) };
  }
  if (isConnectionLoss(error)) {
    return {
      status: 503,
      payload: body('UNAVAILABLE', 'The database is not reachable. Please try again shortly.'),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'VALIDATION';
    return { status, payload: body(code, error.message || 'The request was refused') };
  }
  return {
    status: 500,
    payload: body('INTERNAL', 'Something went wrong on our side. Please try again.'),
  };
}

/** The messages in the reader's language; the codes, fields and reasons stay as they are. */
function inLanguage({ error }: ErrorBody, texts: ServerTexts, text?: Phrase): ErrorBody {
  const message = texts.message(text ?? error.message);
  // A field's issue that repeats the message (with its values) reads as the message does.
  const issueText = (issue: string) => (issue === error.message ? message : texts.message(issue));
  const details = error.details as { issues?: { message: string }[] } | undefined;
  const translated = Array.isArray(details?.issues)
    ? {
        ...details,
        issues: details.issues.map((issue) => ({ ...issue, message: issueText(issue.message) })),
      }
    : error.details;
  return {
    error: {
      ...error,
      message,
      ...(error.details === undefined ? {} : { details: translated }),
    },
  };
}

/** The wait a refusal names (details.retryAfterSeconds), else 30 seconds. */
function retryAfter({ error }: ErrorBody): number {
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : 30;
}

/**
 * A failure as the caller reads it: its status and the error shape in the reader's language
 * (ours, 500 and up, are logged). The error handler answers with it; a call that answers
 * several results (the till's sync) gives it per result.
 */
export function failureAnswer(error: unknown, request: FastifyRequest) {
  const { status, payload, phrase: text } = describeError(error as FastifyError);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return { status, payload: inLanguage(payload, textsFor(request), text) };
}

/** One error handler maps every failure to the one error shape; internals never leak. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, payload } = failureAnswer(error, request);
    if (status === 429 || status === 503) reply.header('retry-after', String(retryAfter(payload)));
    return reply.status(status).send(payload);
  });
}

/**
 * Errors the router raises before any route runs (a malformed URL, a path parameter longer
 * than the router allows): the same error shape; an over-long id is a missing one.
 */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(404).send(body('NOT_FOUND', 'Not found'));
  }
  return reply.status(400).send(body('VALIDATION', 'The request address is not valid'));
}

import { ERROR_STATUS, type ErrorCode } from '@shared/errors/errors';
import { fillPhrase, phrase, type MessageText, type Phrase } from '@shared/i18n/phrase';

/** A message as thrown: a fixed English text, or a phrase with values. */
export type ErrorText = MessageText;

/** A refusal the client should see: its code picks the HTTP status (docs/design.md "Errors"). */
export class AppError extends Error {
  readonly statusCode: number;
  /** Set when the message has values: the error handler translates it by its English text. */
  readonly phrase?: Phrase;
  constructor(
    readonly code: ErrorCode,
    text: ErrorText,
    readonly details?: unknown,
  ) {
    super(typeof text === 'string' ? text : fillPhrase(text));
    this.statusCode = ERROR_STATUS[code];
    if (typeof text !== 'string') this.phrase = text;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const noRoute = (method: string, path: string) =>
  new AppError('NOT_FOUND', phrase('No API route for {method} {path}', { method, path }));
export const conflict = (text: ErrorText, details?: unknown) =>
  new AppError('CONFLICT', text, details);
export const forbidden = (text: ErrorText) => new AppError('FORBIDDEN', text);
export const unauthenticated = (text: ErrorText = 'Please sign in to continue') =>
  new AppError('UNAUTHENTICATED', text);
export const ruleViolation = (
  reason: string,
  text: ErrorText,
  details: Record<string, unknown> = {},
) => new AppError('RULE_VIOLATION', text, { reason, ...details });
export const rateLimited = (text: ErrorText, retryAfterSeconds?: number) =>
  new AppError('RATE_LIMITED', text, retryAfterSeconds ? { retryAfterSeconds } : undefined);

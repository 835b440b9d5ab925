import { ERROR_STATUS, type ErrorCode } from '@shared/errors/errors';

/** A refusal the client should see: its code picks the HTTP status (DESIGN section 6). */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string, details?: unknown) =>
  new AppError('CONFLICT', message, details);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new AppError('UNAUTHENTICATED', message);
export const ruleViolation = (
  reason: string,
  message: string,
  details: Record<string, unknown> = {},
) => new AppError('RULE_VIOLATION', message, { reason, ...details });
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new AppError('RATE_LIMITED', message, retryAfterSeconds ? { retryAfterSeconds } : undefined);

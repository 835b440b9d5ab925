import { AppError, ruleViolation } from '@server/lib/app-error';
import { VasDeclinedError } from './vas-provider';

/** What the merchant is told when the provider fails a call; nothing was charged either way. */
export function providerFailure(error: unknown, what: 'purchase' | 'float deposit'): AppError {
  if (error instanceof VasDeclinedError) {
    return ruleViolation('PROVIDER_DECLINED', `${error.message}. You were not charged.`);
  }
  return new AppError(
    'UNAVAILABLE',
    `The provider could not complete the ${what} just now. You were not charged; please try again shortly.`,
  );
}

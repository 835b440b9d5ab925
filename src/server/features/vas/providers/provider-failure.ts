import { phrase } from '@shared/i18n/phrase';
import { AppError, ruleViolation } from '@server/lib/app-error';
import { VasDeclinedError } from './vas-provider';

/** What the merchant is told when the provider fails a call; nothing was charged either way. */
const UNAVAILABLE = {
  purchase:
    'The provider could not complete the purchase just now. You were not charged; please try again shortly.',
  'float deposit':
    'The provider could not complete the float deposit just now. You were not charged; please try again shortly.',
} as const;
export function providerFailure(error: unknown, what: keyof typeof UNAVAILABLE): AppError {
  if (error instanceof VasDeclinedError) {
    return ruleViolation(
      'PROVIDER_DECLINED',
      phrase('{reason}. You were not charged.', { reason: error.message }),
    );
  }
  return new AppError('UNAVAILABLE', UNAVAILABLE[what]);
}

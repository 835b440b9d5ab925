import type { DevClockAnswer, Health, SmsOutbox } from '@shared/system/system.schemas';
import { MESSAGES } from '@shared/auth/auth.schemas';
import { normalizePhone } from '@shared/phone/phone';
import { DAY_MS } from '@shared/time/johannesburg';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/app-error';
import { ConsoleSmsProvider } from '@server/lib/sms/console-sms-provider';

/**
 * Health for load balancers; outside production the clock control and the SMS outbox, which
 * are null when this server cannot offer them (no adjustable clock, a real SMS provider).
 */
export function createSystemService({ database, clockControl, sms, smsOutbox, env }: Deps) {
  const development = env.NODE_ENV !== 'production';

  return {
    async health(): Promise<Health> {
      if (!(await database.ping())) {
        throw new AppError('UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok', db: database.kind, replica: database.replicaStatus() };
    },

    /** Moves the server's clock forward by whole days (0 puts it back on real time). */
    setClock:
      development && clockControl
        ? (offsetDays: number): DevClockAnswer => {
            clockControl.setOffset(offsetDays * DAY_MS);
            return { offsetDays, now: clockControl.now().toISOString() };
          }
        : null,

    /**
     * The messages sent, newest first; only those to `phone` (in any common form) when given.
     * Answered once the sender has handed over every message queued before the call.
     */
    smsOutbox:
      development && sms instanceof ConsoleSmsProvider
        ? async (rawPhone: string | undefined): Promise<SmsOutbox> => {
            const phone = rawPhone ? normalizePhone(rawPhone) : undefined;
            if (rawPhone && !phone) throw new AppError('VALIDATION', MESSAGES.phone);
            await smsOutbox.settled();
            return { messages: sms.messages(phone ?? undefined) };
          }
        : null,
  };
}

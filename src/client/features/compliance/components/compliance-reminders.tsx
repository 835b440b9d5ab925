import { CalendarClock, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { complianceText } from '../compliance-text';
import type { Reminder } from '../document-status';
import { documentName, statusWords } from './status-badge';

/** The bell's compliance reminders: each document due or expired, a tap away from the folder. */
export default function ComplianceReminders({
  reminders,
  onOpen,
}: {
  reminders: Reminder[];
  /** Closes the bell's panel as the folder opens. */
  onOpen: () => void;
}) {
  const t = useText(complianceText);
  return (
    <section aria-labelledby="compliance-reminders" className="border-b border-slate-100">
      <h3
        id="compliance-reminders"
        className="px-3 pt-2 text-xs font-semibold uppercase text-slate-500"
      >
        {t('reminder.title')}
      </h3>
      <ul className="divide-y divide-slate-100">
        {reminders.map((reminder) => {
          const expired = reminder.status === 'expired';
          const Icon = expired ? ShieldAlert : CalendarClock;
          return (
            <li
              key={reminder.kind}
              data-testid="compliance-reminder"
              className={cn('flex items-start gap-3 p-3', expired ? 'bg-red-50' : 'bg-amber-50')}
            >
              <Icon
                className={cn(
                  'mt-0.5 size-5 shrink-0',
                  expired ? 'text-red-600' : 'text-amber-600',
                )}
                aria-hidden="true"
              />
              <Link
                href="/compliance"
                onClick={onOpen}
                className="text-sm font-medium text-brand-800 underline underline-offset-2"
              >
                {t('reminder.line', {
                  document: documentName(reminder.kind),
                  status: statusWords(reminder.status, reminder.expiresOn),
                })}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

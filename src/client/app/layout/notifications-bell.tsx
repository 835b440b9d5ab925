import { useComplianceReminders } from '@client/features/compliance/api/compliance-queries';
import { StockAlertsBell } from '@client/features/stock-alerts/components/stock-alerts-bell';
import { lazyPart } from '@client/lib/lazy-part';

// Loaded with the first reminder, so a shop with none carries only the bell.
const ComplianceReminders = lazyPart(() =>
  import('@client/features/compliance/components/compliance-reminders').then(
    (module) => module.default,
  ),
);

/**
 * The bell: the stock alerts and, for the owner, the compliance folder's reminders (30 and 7 days
 * before a document expires, and once it has).
 */
export function NotificationsBell({ owner }: { owner: boolean }) {
  const reminders = useComplianceReminders(owner);
  return (
    <StockAlertsBell
      extra={
        reminders.length > 0
          ? {
              count: reminders.length,
              render: (close) => (
                <ComplianceReminders reminders={reminders} onOpen={close} />
              ),
            }
          : undefined
      }
    />
  );
}

import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useText } from '@client/i18n/use-text';
import { useComplianceFolder } from '../api/compliance-queries';
import { complianceText } from '../compliance-text';
import { remindersOf } from '../document-status';
import { documentName, statusWords } from './status-badge';

/** The dashboard's red warning while the permit or the certificate has expired. */
export default function ComplianceWarning() {
  const t = useText(complianceText);
  const { data } = useComplianceFolder();
  if (!data?.anyExpired) return null;
  const expired = remindersOf(data).filter((reminder) => reminder.status === 'expired');
  return (
    <section
      role="alert"
      aria-labelledby="compliance-warning"
      data-testid="compliance-warning"
      className="flex flex-col gap-1 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p id="compliance-warning" className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
        {t('warning.title')}
      </p>
      <ul>
        {expired.map((reminder) => (
          <li key={reminder.kind}>
            {t('reminder.line', {
              document: documentName(reminder.kind),
              status: statusWords(reminder.status, reminder.expiresOn),
            })}
          </li>
        ))}
      </ul>
      <p>{t('warning.text')}</p>
      <Link
        href="/compliance"
        className="inline-flex min-h-11 items-center self-start font-semibold text-red-800 underline underline-offset-2"
      >
        {t('open')}
      </Link>
    </section>
  );
}

import type { ComplianceDocumentKind, DocumentStatus } from '@shared/compliance/compliance.schemas';
import { formatDay } from '@shared/time/format';
import { johannesburgDate } from '@shared/time/johannesburg';
import { Badge } from '@client/components/ui/badge';
import { useText } from '@client/i18n/use-text';
import { complianceText } from '../compliance-text';
import { daysFrom } from '@shared/compliance/document-status';
import { STATUS_TONE } from '../document-status';

const DOCUMENT_TITLE = {
  trading_permit: 'permit.title',
  certificate_of_acceptability: 'certificate.title',
  pest_control: 'pest.title',
} as const;

/** A document's name in the app's language. */
export const documentName = (kind: ComplianceDocumentKind) =>
  complianceText.t(DOCUMENT_TITLE[kind]);

/** A document's status in words: valid until, expires in N days, expired on. */
export function statusWords(
  status: DocumentStatus,
  expiresOn: string | null,
  today = johannesburgDate(new Date()),
): string {
  const t = complianceText.t;
  if (status === 'missing' || !expiresOn) return t('status.missing');
  if (status === 'valid') return t('status.valid', { date: formatDay(expiresOn) });
  if (status === 'expired') return t('status.expired', { date: formatDay(expiresOn) });
  const days = Math.max(0, daysFrom(today, expiresOn));
  return days === 0 ? t('status.today') : t('status.due', { days });
}

/** The status as a coloured badge: green, amber inside 30 days, red once expired. */
export function DocumentStatusBadge({
  status,
  expiresOn,
  id,
}: {
  status: DocumentStatus;
  expiresOn: string | null;
  id?: string;
}) {
  useText(complianceText);
  return (
    <Badge
      id={id}
      variant={STATUS_TONE[status]}
      data-status={status}
      className="whitespace-normal text-sm"
    >
      {statusWords(status, expiresOn)}
    </Badge>
  );
}

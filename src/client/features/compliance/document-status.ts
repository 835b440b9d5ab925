import type { BadgeVariant } from '@client/components/ui/badge';
import type {
  ComplianceDocumentKind,
  ComplianceFolder,
  DocumentStatus,
} from '@shared/compliance/compliance.schemas';

/** A status's colour: green while valid, amber inside 30 days, red once expired. */
export const STATUS_TONE: Record<DocumentStatus, BadgeVariant> = {
  missing: 'secondary',
  valid: 'success',
  due_in_30_days: 'warning',
  due_in_7_days: 'warning',
  expired: 'destructive',
};

export interface Reminder {
  kind: Extract<ComplianceDocumentKind, 'trading_permit' | 'certificate_of_acceptability'>;
  status: 'due_in_30_days' | 'due_in_7_days' | 'expired';
  expiresOn: string;
}

const isDue = (status: DocumentStatus): status is Reminder['status'] =>
  status === 'due_in_30_days' || status === 'due_in_7_days' || status === 'expired';

/** The documents the bell reminds of: 30 and 7 days before their expiry, and once expired. */
export function remindersOf(folder: ComplianceFolder | undefined): Reminder[] {
  if (!folder) return [];
  const documents = [
    { kind: 'trading_permit', ...folder.tradingPermit },
    { kind: 'certificate_of_acceptability', ...folder.certificateOfAcceptability },
  ] as const;
  return documents.flatMap(({ kind, status, expiresOn }) =>
    isDue(status) && expiresOn ? [{ kind, status, expiresOn }] : [],
  );
}

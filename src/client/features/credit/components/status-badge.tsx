import type { CreditStatus } from '@shared/credit/credit.schemas';
import { CREDIT_STANDING_LABELS, creditStanding } from '@shared/credit/standing';
import { Badge } from '@client/components/ui/badge';

const VARIANT = {
  active: 'success',
  overdue: 'destructive',
  suspended: 'warning',
  inactive: 'secondary',
} as const;

/** active shows as Good Standing (spec section 4), or Overdue once a payment is late. */
export function CreditStatusBadge({
  account,
}: {
  account: { status: CreditStatus; overdueAmount: string };
}) {
  const standing = creditStanding(account);
  return <Badge variant={VARIANT[standing]}>{CREDIT_STANDING_LABELS[standing]}</Badge>;
}

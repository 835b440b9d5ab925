import type { CreditStatus } from '@shared/credit/credit.schemas';
import { creditStanding } from '@shared/credit/standing';
import { Badge } from '@client/components/ui/badge';
import { useText } from '@client/i18n/use-text';
import { creditText } from '../credit-text';

const VARIANT = {
  active: 'success',
  overdue: 'destructive',
  suspended: 'warning',
  inactive: 'secondary',
} as const;

/** active shows as Good Standing (docs/product.md "States"), or Overdue once a payment is late. */
export function CreditStatusBadge({
  account,
}: {
  account: { status: CreditStatus; overdueAmount: string };
}) {
  const t = useText(creditText);
  const standing = creditStanding(account);
  return <Badge variant={VARIANT[standing]}>{t(`standing.${standing}`)}</Badge>;
}

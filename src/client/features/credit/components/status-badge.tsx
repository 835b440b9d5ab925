import { CREDIT_STATUS_LABELS, type CreditStatus } from '@shared/credit/credit.schemas';
import { Badge } from '@client/components/ui/badge';

const VARIANT = { active: 'success', suspended: 'warning', inactive: 'secondary' } as const;

/** active shows as Good Standing (spec section 4). */
export function CreditStatusBadge({ status }: { status: CreditStatus }) {
  return <Badge variant={VARIANT[status]}>{CREDIT_STATUS_LABELS[status]}</Badge>;
}

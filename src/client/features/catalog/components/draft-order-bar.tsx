import { ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { formatRandDecimal } from '@shared/money/money';
import { buttonVariants } from '@client/components/ui/button';
import { draftOrderTotal, useDraftOrder } from '@client/lib/draft-order';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';

/** The draft order built from the catalogue, opened on the Orders page. */
export function DraftOrderBar() {
  const t = useText(catalogText);
  const draft = useDraftOrder();
  if (draft.lines.length === 0) return null;
  const units = draft.lines.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-500/30 bg-brand-50 p-3"
      data-testid="draft-order-bar"
    >
      <p className="flex items-center gap-2 text-sm text-slate-800">
        <ShoppingCart className="size-4" aria-hidden="true" />
        {t('draft', {
          products: draft.lines.length,
          units,
          total: formatRandDecimal(draftOrderTotal(draft)),
        })}
      </p>
      <Link href="/orders" className={buttonVariants({ size: 'sm' })}>
        {t('openInOrders')}
      </Link>
    </div>
  );
}

import { priceForMargin } from '@shared/analytics/profit';
import { centsToDecimal, formatRand, toCents } from '@shared/money/money';
import { DEFAULT_TARGET_MARGIN_PERCENT } from '@shared/shop-settings/shop-settings.schemas';
import { useShopSettings } from '@client/api/shop-settings-queries';
import { Button } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';

/**
 * Under the price: the price (excl. VAT) that gives the owner's target margin on the product's
 * cost, price = cost / (1 - margin), with a button to use it. Nothing until the cost is known.
 */
export function PriceForMargin({
  cost,
  price,
  onUse,
}: {
  cost: string | null | undefined;
  price: string;
  onUse(price: string): void;
}) {
  const t = useText(catalogText);
  const margin = useShopSettings().data?.targetMarginPercent ?? DEFAULT_TARGET_MARGIN_PERCENT;
  const costCents = cost ? toCents(Number(cost).toFixed(2)) : null;
  const suggested = costCents === null ? null : priceForMargin(costCents, margin);
  if (suggested === null) return null;
  const current = price.trim() === '' ? null : toCents(price);
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600"
      data-testid="price-for-margin"
    >
      <span>{t('priceForMargin', { percent: margin, price: formatRand(suggested) })}</span>
      {current === suggested ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onUse(centsToDecimal(suggested))}
        >
          {t('usePrice')}
        </Button>
      )}
    </div>
  );
}

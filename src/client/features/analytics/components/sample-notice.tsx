import { ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from '../analytics-text';

/** Shown above the sample figures of a shop without sales. */
export function SampleNotice() {
  const t = useText(analyticsText);
  return (
    <Card className="border-amber-300 bg-amber-50" role="note" aria-label={t('sampleLabel')}>
      <CardContent className="flex flex-col items-start gap-3 pt-4 sm:flex-row sm:items-center sm:pt-5">
        <div className="flex-1">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Badge variant="warning">{t('sample')}</Badge> {t('sampleTitle')}
          </p>
          <p className="text-sm text-slate-700">{t('sampleBody')}</p>
        </div>
        <Link href="/pos" className={buttonVariants()}>
          <ShoppingCart aria-hidden="true" /> {t('firstSale')}
        </Link>
      </CardContent>
    </Card>
  );
}

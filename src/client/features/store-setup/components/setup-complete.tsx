import { CheckCircle2, Package } from 'lucide-react';
import { Link } from 'wouter';
import { formatRandDecimal } from '@shared/money/money';
import type { StoreSetup } from '@shared/store-setup/store-setup.schemas';
import { findStoreTemplate } from '@shared/store-setup/store-templates';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { storeSetupText } from '../store-setup-text';

/** The completed screen: what was set up, and the way to the catalogue to add stock. */
export function SetupComplete({ setup }: { setup: StoreSetup }) {
  const t = useText(storeSetupText);
  const template = findStoreTemplate(setup.storeTemplate);
  const products = setup.setupData?.products ?? [];
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="size-8 shrink-0 text-emerald-600" aria-hidden="true" />
          <div>
            <h2 className="text-lg font-bold text-slate-900">{t('complete.title')}</h2>
            <p className="text-sm text-slate-600">
              {template
                ? t('complete.bodyTemplate', {
                    name: t(`template.${template.id}.name`),
                    count: products.length,
                  })
                : t('complete.body')}
            </p>
          </div>
        </div>
        {products.length > 0 ? (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
            {products.map((product) => (
              <li key={product.name} className="flex justify-between gap-3 px-3 py-2">
                <span className="min-w-0">{product.name}</span>
                <span className="shrink-0 tabular-nums">{formatRandDecimal(product.price)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link href="/catalog" className={buttonVariants({ size: 'lg' })}>
            <Package aria-hidden="true" />
            {t('complete.addStock')}
          </Link>
          <Link href="/dashboard" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {t('complete.dashboard')}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

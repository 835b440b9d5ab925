import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorMessage } from '@client/lib/api';
import type { Brand } from '@shared/brands/brands.schemas';
import { useBrands } from './api/brands-queries';
import { BrandCard } from './components/brand-card';
import { BrandDialog } from './components/brand-dialog';
import { CurrentPromotions } from './components/current-promotions';
import { PromotionsDialog } from './components/promotions-dialog';
import { TopBrands } from './components/top-brands';
import { useText } from '@client/i18n/use-text';
import { brandsText } from './brands-text';

/** Brand Zone (/brands): brand grid with product counts, top brands, promotions, add/edit. */
export default function BrandsPage() {
  const brands = useBrands();
  const t = useText(brandsText);
  const [dialog, setDialog] = useState<{ open: boolean; brand: Brand | null }>({
    open: false,
    brand: null,
  });
  const [promotionsFor, setPromotionsFor] = useState<Brand | null>(null);

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => setDialog({ open: true, brand: null })}>
            <Plus aria-hidden="true" /> {t('add')}
          </Button>
        }
      />
      {brands.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-36 w-full" />
          ))}
        </div>
      ) : brands.isError ? (
        <Card>
          <CardContent className="pt-5 text-red-700" role="alert">
            {errorMessage(brands.error, t('loadError'))}
          </CardContent>
        </Card>
      ) : brands.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 pt-5 text-center text-slate-600">
            <Tags className="size-8 text-slate-400" aria-hidden="true" />
            <p>{t('empty')}</p>
          </CardContent>
        </Card>
      ) : (
        <section aria-label={t('brands')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {brands.data.map((brand) => (
            <BrandCard
              key={brand.id}
              brand={brand}
              onEdit={() => setDialog({ open: true, brand })}
              onPromotions={() => setPromotionsFor(brand)}
            />
          ))}
        </section>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <TopBrands />
        <CurrentPromotions />
      </div>
      <BrandDialog
        open={dialog.open}
        brand={dialog.brand}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <PromotionsDialog brand={promotionsFor} onClose={() => setPromotionsFor(null)} />
    </div>
  );
}

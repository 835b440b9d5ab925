import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { ListStates } from '@client/components/list-states';
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

const BRAND_GRID = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3';
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
      <ListStates
        query={brands}
        isEmpty={(data) => data.length === 0}
        skeleton={{ count: 3, className: 'h-36 w-full', listClassName: BRAND_GRID }}
        error={errorMessage(brands.error, t('loadError'))}
        empty={t('empty')}
        emptyIcon={Tags}
      >
        {(data) => (
          <section aria-label={t('brands')} className={BRAND_GRID}>
            {data.map((brand) => (
              <BrandCard
                key={brand.id}
                brand={brand}
                onEdit={() => setDialog({ open: true, brand })}
                onPromotions={() => setPromotionsFor(brand)}
              />
            ))}
          </section>
        )}
      </ListStates>
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

import { Megaphone, Package, Pencil } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import type { Brand } from '@shared/brands/brands.schemas';
import { BrandLogo } from './brand-logo';
import { useText } from '@client/i18n/use-text';
import { brandsText } from '../brands-text';

/** A brand in the grid: logo, name, description, product count; edit and promotions. */
export function BrandCard({
  brand,
  onEdit,
  onPromotions,
}: {
  brand: Brand;
  onEdit: () => void;
  onPromotions: () => void;
}) {
  const t = useText(brandsText);
  return (
    <Card data-testid="brand-card" className="flex flex-col">
      <CardContent className="flex flex-1 flex-col gap-3 pt-4 sm:pt-5">
        <div className="flex items-start gap-3">
          <BrandLogo name={brand.name} logo={brand.logo} />
          <div className="min-w-0 flex-1">
            <h3 className="break-words font-semibold leading-tight">{brand.name}</h3>
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-500">
              <Package className="size-4" aria-hidden="true" />
              {t('products', { count: brand.productCount })}
            </p>
          </div>
        </div>
        {brand.description ? (
          <p className="line-clamp-2 text-sm text-slate-600">{brand.description}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={onPromotions}
            aria-label={t('promotionsFor', { name: brand.name })}
          >
            <Megaphone aria-hidden="true" /> {t('promotions')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={t('editName', { name: brand.name })}
          >
            <Pencil aria-hidden="true" /> {t('edit')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

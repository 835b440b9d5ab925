import { Search } from 'lucide-react';
import type { Category } from '@shared/catalog/category.schemas';
import { Input, Select } from '@client/components/ui/input';
import type { NamedOption } from '../api/catalog-queries';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';

export interface CatalogFilterValues {
  search: string;
  categoryId: string;
  brandId: string;
  stockStatus: 'all' | 'in-stock' | 'low-stock' | 'out-of-stock';
}

export function CatalogFilters({
  values,
  onChange,
  categories,
  brands,
}: {
  values: CatalogFilterValues;
  onChange(values: CatalogFilterValues): void;
  categories: Category[];
  brands: NamedOption[];
}) {
  const t = useText(catalogText);
  const set = (patch: Partial<CatalogFilterValues>) => onChange({ ...values, ...patch });
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          className="pl-9"
          value={values.search}
          onChange={(e) => set({ search: e.target.value })}
        />
      </div>
      <Select
        aria-label={t('category')}
        value={values.categoryId}
        onChange={(e) => set({ categoryId: e.target.value })}
      >
        <option value="">{t('allCategories')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <Select
        aria-label={t('brand')}
        value={values.brandId}
        onChange={(e) => set({ brandId: e.target.value })}
      >
        <option value="">{t('allBrands')}</option>
        {brands.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </Select>
      <Select
        aria-label={t('stockStatus')}
        value={values.stockStatus}
        onChange={(e) => set({ stockStatus: e.target.value as CatalogFilterValues['stockStatus'] })}
      >
        <option value="all">{t('allStock')}</option>
        <option value="in-stock">{t('inStock')}</option>
        <option value="low-stock">{t('lowStock')}</option>
        <option value="out-of-stock">{t('outOfStock')}</option>
      </Select>
    </div>
  );
}

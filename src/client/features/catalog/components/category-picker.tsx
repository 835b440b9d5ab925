import { useState } from 'react';
import type { Category } from '@shared/catalog/category.schemas';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select } from '@client/components/ui/input';
import { toastError } from '@client/components/ui/toast-error';
import { useCreateCategory } from '../api/catalog-mutations';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';

/** The category select, with a way to add a new category on the spot. */
export function CategoryPicker({
  categories,
  value,
  onChange,
  error,
}: {
  categories: Category[];
  value: string;
  onChange(id: string): void;
  error?: string;
}) {
  const t = useText(catalogText);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const create = useCreateCategory();

  const add = async () => {
    try {
      const category = await create.mutateAsync(name);
      onChange(category.id);
      setAdding(false);
      setName('');
    } catch (e) {
      toastError(e, t('createCategoryFailed'));
    }
  };

  return (
    <Field label={t('category')} htmlFor="product-categoryId" error={error}>
      <div className="flex gap-2">
        <Select id="product-categoryId" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('noCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Button variant="outline" onClick={() => setAdding((a) => !a)}>
          {t('new')}
        </Button>
      </div>
      {adding ? (
        <div className="flex gap-2">
          <Input
            aria-label={t('newCategory')}
            placeholder={t('newCategory')}
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
          />
          <Button variant="secondary" onClick={add} disabled={!name.trim() || create.isPending}>
            {t('add')}
          </Button>
        </div>
      ) : null}
    </Field>
  );
}

import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Field, Select } from '@client/components/ui/input';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useCategories, useStartStockTake } from '../api/stock-takes-queries';
import { stockTakeText } from '../stock-takes-text';

/** Start a count of the whole shop or of one category. */
export function StartCount({ onStarted }: { onStarted(id: string): void }) {
  const t = useText(stockTakeText);
  const categories = useCategories();
  const start = useStartStockTake();
  const [categoryId, setCategoryId] = useState('');
  const begin = () =>
    start.mutate(categoryId || null, {
      onSuccess: (take) => onStarted(take.id),
      onError: (error) => toastError(error, t('startFailed')),
    });
  return (
    <Card>
      <CardContent className="flex flex-wrap items-end gap-3 pt-4">
        <Field label={t('scope')} htmlFor="count-scope" className="min-w-48 flex-1">
          <Select
            id="count-scope"
            className="h-11"
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
          >
            <option value="">{t('wholeShop')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button className="h-11" disabled={start.isPending} onClick={begin}>
          {t('start')}
        </Button>
      </CardContent>
    </Card>
  );
}

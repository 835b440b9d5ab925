import { useEffect, useRef } from 'react';
import { formatRand, toCents } from '@shared/money/money';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';
import type { FieldChange, ShownField } from './product-form-values';

/**
 * Shown above Save when it met a product that moved on since the dialog opened (a sale at the till,
 * a delivery, another phone): what changed, from what the dialog read to what it is now.
 */
export function ProductChangedNotice({ changes }: { changes: FieldChange[] }) {
  const t = useText(catalogText);
  const ref = useRef<HTMLDivElement>(null);
  // Beside Save, where the owner tapped; brought into view each time Save meets a change.
  // (A block: the browser's scrollIntoView may answer a promise, which is no effect cleanup.)
  useEffect(() => {
    void ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [changes]);
  const label: Record<ShownField, string> = {
    name: t('name'),
    price: t('price'),
    stock: t('stock'),
    lowStockThreshold: t('lowStockThreshold'),
    status: t('status'),
  };
  const shown = (field: ShownField, value: string) => {
    if (field === 'price') {
      const cents = toCents(value);
      return cents === null ? value : formatRand(cents);
    }
    if (field === 'status') return value === 'active' ? t('active') : t('inactive');
    return value;
  };
  return (
    <div
      ref={ref}
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{t('changed.title')}</p>
      <p className="mt-1">{t('changed.body')}</p>
      {changes.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {changes.map((change) => (
            <li key={change.field}>
              {t('changed.line', {
                field: label[change.field],
                was: shown(change.field, change.was),
                now: shown(change.field, change.now),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

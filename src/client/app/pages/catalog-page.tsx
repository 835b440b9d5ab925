import { lazy, Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import { CatalogView } from '@client/features/catalog/components/catalog-view';
import {
  RepeatOrderDialog,
  type RepeatTarget,
} from '@client/features/repeat-orders/components/repeat-order-dialog';

/** The shelf labels sheet, with its barcode library: fetched only when it is opened. */
const ShelfLabelsPage = lazy(() => import('@client/features/catalog/shelf-labels-page'));

/**
 * Stock Catalog (/catalog): the catalogue, whose Repeat button sets up a repeat order;
 * /catalog?labels=1 is its printable sheet of shelf labels.
 */
export default function CatalogPage() {
  const [repeat, setRepeat] = useState<RepeatTarget | null>(null);
  const labels = new URLSearchParams(useSearch()).get('labels') === '1';
  if (labels)
    return (
      <Suspense fallback={null}>
        <ShelfLabelsPage />
      </Suspense>
    );
  return (
    <>
      <CatalogView onRepeat={(product, quantity) => setRepeat({ product, quantity })} />
      <RepeatOrderDialog target={repeat} onClose={() => setRepeat(null)} />
    </>
  );
}

import { useState } from 'react';
import { CatalogView } from '@client/features/catalog/components/catalog-view';
import {
  RepeatOrderDialog,
  type RepeatTarget,
} from '@client/features/repeat-orders/components/repeat-order-dialog';

/** Stock Catalog (/catalog): the catalogue, whose Repeat button sets up a repeat order. */
export default function CatalogPage() {
  const [repeat, setRepeat] = useState<RepeatTarget | null>(null);
  return (
    <>
      <CatalogView onRepeat={(product, quantity) => setRepeat({ product, quantity })} />
      <RepeatOrderDialog target={repeat} onClose={() => setRepeat(null)} />
    </>
  );
}

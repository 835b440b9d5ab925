import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { ListStates } from '@client/components/list-states';
import { PageHeader } from '@client/components/page-header';
import { Button, buttonVariants } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import { useShopCodeProducts } from './api/catalog-queries';
import { catalogText } from './catalog-text';
import { ShelfLabel } from './components/shelf-label';

/**
 * Shelf labels (/catalog?labels=1): a printable A4 sheet, three labels a row, for every active
 * product with a shop code (loose goods), so they can be scanned at the till too. The barcode
 * library is part of this page's files only.
 */
/** Printing shows the sheet alone, on A4, from the top of the first page. */
const SHEET_CSS = `@media print {
  @page { size: A4; margin: 10mm; }
  body * { visibility: hidden !important; }
  #shelf-labels, #shelf-labels * { visibility: visible !important; }
  #shelf-labels { position: absolute; left: 0; top: 0; width: 100%; }
}`;

export default function ShelfLabelsPage() {
  const t = useText(catalogText);
  const labels = useShopCodeProducts();
  return (
    <div className="flex flex-col gap-4">
      <style>{SHEET_CSS}</style>
      <div className="flex flex-col gap-4 print:hidden">
        <PageHeader
          title={t('labelsTitle')}
          subtitle={t('labelsSubtitle')}
          actions={
            <>
              <Link href="/catalog" className={buttonVariants({ variant: 'outline' })}>
                <ArrowLeft aria-hidden="true" /> {t('backToCatalog')}
              </Link>
              <Button disabled={!labels.data?.length} onClick={() => window.print()}>
                <Printer aria-hidden="true" /> {t('print')}
              </Button>
            </>
          }
        />
      </div>
      <ListStates
        query={labels}
        isEmpty={(data) => data.length === 0}
        skeleton={{ count: 6, className: 'h-32 w-full', listClassName: 'grid grid-cols-3 gap-2' }}
        error={t('loadError')}
        empty={t('labelsNone')}
      >
        {(data) => (
          <ul
            id="shelf-labels"
            className="grid grid-cols-2 gap-2 sm:grid-cols-3 print:grid-cols-3 print:gap-[4mm]"
          >
            {data.map(({ product, code }) => (
              <ShelfLabel key={product.id} product={product} code={code} />
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}

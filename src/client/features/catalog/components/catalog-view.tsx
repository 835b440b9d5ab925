import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Product } from '@shared/catalog/catalog.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { POS_MESSAGES } from '@shared/pos/pos.schemas';
import { Pager } from '@client/components/pager';
import { PageHeader } from '@client/components/page-header';
import { useKeyboardWedge } from '@client/lib/barcode-scanner';
import { ListStates } from '@client/components/list-states';
import { toast } from '@client/components/ui/toast-store';
import { addToDraftOrder } from '@client/lib/draft-order';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useBrandOptions, useCategories, useProduct, useProducts } from '../api/catalog-queries';
import { CatalogFilters, type CatalogFilterValues } from './catalog-filters';
import { DraftOrderBar } from './draft-order-bar';
import { OwnerActions } from './owner-actions';
import { ProductCard, type ProductActions } from './product-card';
import { ProductFormDialog } from './product-form-dialog';
import { StockAdjustDialog } from './stock-adjust-dialog';
import { messageText } from '@client/i18n/common-text';
import { mayDo, useTillStaff } from '@client/lib/till-user';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';

const PRODUCT_GRID = 'grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3';

const PAGE_SIZE = 24;
const searchParam = (query: string) => new URLSearchParams(query).get('search') ?? '';

/**
 * The stock catalogue: filters, product cards with the bulk price, add and edit, stock
 * adjustments and the draft order. A repeat order is another area's: `onRepeat` hands it on.
 * Its URL can ask for more than a search: ?add=1 opens Add Product (Quick Actions),
 * ?newBarcode=<code> opens it with that code filled in (the till's unknown scan),
 * ?product=<id> opens that product's stock (a stock alert's "go to the product"). A scanner's
 * code (no field focused) fills the search, which the server matches against codes too.
 */
export function CatalogView({
  onRepeat,
}: {
  onRepeat: (product: Product, quantity: number) => void;
}) {
  const t = useText(catalogText);
  const urlQuery = useSearch();
  const [, navigate] = useLocation();
  const [filters, setFilters] = useState<CatalogFilterValues>(() => ({
    search: searchParam(urlQuery),
    categoryId: '',
    brandId: '',
    stockStatus: 'all',
  }));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Product | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [newBarcodes, setNewBarcodes] = useState<string[] | undefined>();
  const [adjusting, setAdjusting] = useState<Product | null>(null);

  const [productId, setProductId] = useState<string | null>(null);
  const linked = useProduct(productId);

  // The URL's asks, applied when it changes (state adjusted while rendering, not in an effect).
  const [seenUrlQuery, setSeenUrlQuery] = useState<string | null>(null);
  if (urlQuery !== seenUrlQuery) {
    const params = new URLSearchParams(urlQuery);
    if (seenUrlQuery !== null || params.has('search')) {
      setFilters((f) => ({ ...f, search: searchParam(urlQuery) }));
      setPage(1);
    }
    setSeenUrlQuery(urlQuery);
    const newBarcode = params.get('newBarcode');
    if (params.get('add') === '1' || newBarcode) {
      setEditing(undefined);
      setNewBarcodes(newBarcode ? [newBarcode] : undefined);
      setFormOpen(true);
    }
    setProductId(params.get('product'));
  }
  // The linked product is shown (its name searched) with its stock dialog open.
  const [seenLinked, setSeenLinked] = useState<typeof linked.data>(undefined);
  if (linked.data && linked.data !== seenLinked) {
    setSeenLinked(linked.data);
    setFilters((f) => ({ ...f, search: linked.data.name }));
    setAdjusting(linked.data);
  }
  /** A dialog opened by the URL closes back to the plain catalogue URL. */
  const dropUrlAsk = () => {
    if (/(^|&|\?)(add|product|newBarcode)=/.test(urlQuery)) navigate('/catalog', { replace: true });
  };
  useKeyboardWedge(
    (code) => {
      setFilters((f) => ({ ...f, search: code }));
      setPage(1);
    },
    { enabled: !formOpen && !adjusting },
  );

  const search = useDebouncedValue(filters.search.trim(), 300);
  const products = useProducts({
    search: search || undefined,
    categoryId: filters.categoryId || undefined,
    brandId: filters.brandId || undefined,
    stockStatus: filters.stockStatus,
    page,
    pageSize: PAGE_SIZE,
  });
  const categories = useCategories().data ?? [];
  const brands = useBrandOptions();
  const total = products.data?.total ?? 0;

  // A staff session sees what its role may do: orders, stock; edits and repeats stay the owner's.
  const staff = useTillStaff();
  const owner = staff === null;
  const actions: ProductActions = {
    onAddToOrder: !mayDo(staff, 'manage_orders')
      ? undefined
      : (product, quantity) => {
          const { line, limited } = addToDraftOrder(product, quantity);
          if (!line) return;
          const summary = `${line.quantity} x ${formatRandDecimal(line.unitPrice)}`;
          toast(
            limited
              ? {
                  title: messageText(POS_MESSAGES.stockLimitTitle),
                  description: t('orderCapped', {
                    stock: product.stock,
                    name: product.name,
                    summary,
                  }),
                  variant: 'destructive',
                }
              : { title: t('addedToOrder'), description: `${product.name}: ${summary}` },
          );
        },
    onRepeat: owner ? onRepeat : undefined,
    onEdit: owner
      ? (product) => {
          setEditing(product);
          setFormOpen(true);
        }
      : undefined,
    onAdjust: mayDo(staff, 'change_stock') ? setAdjusting : undefined,
    onWriteOff: mayDo(staff, 'change_stock')
      ? (p) => navigate(`/stock-in/expiring?writeOff=${p.id}`)
      : undefined,
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          owner ? (
            <OwnerActions
              onAdd={() => {
                setEditing(undefined);
                setNewBarcodes(undefined);
                setFormOpen(true);
              }}
            />
          ) : null
        }
      />
      <DraftOrderBar />
      <CatalogFilters
        values={filters}
        onChange={(values) => {
          setFilters(values);
          setPage(1);
        }}
        categories={categories}
        brands={brands}
      />
      <ListStates
        query={products}
        isEmpty={(data) => data.items.length === 0}
        skeleton={{ count: 6, className: 'h-52 w-full', listClassName: PRODUCT_GRID }}
        error={t('loadError')}
        empty={t('none')}
      >
        {(data) => (
          <>
            <p className="text-sm text-slate-500" aria-live="polite">
              {t('count', { count: total })}
            </p>
            <div className={PRODUCT_GRID}>
              {data.items.map((product) => (
                <ProductCard key={product.id} product={product} actions={actions} />
              ))}
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
          </>
        )}
      </ListStates>
      <ProductFormDialog
        open={formOpen}
        product={editing}
        barcodes={newBarcodes}
        onOpenChange={(open) => {
          setFormOpen(open);
          if (!open) dropUrlAsk();
        }}
      />
      <StockAdjustDialog
        product={adjusting}
        onClose={() => {
          setAdjusting(null);
          dropUrlAsk();
        }}
      />
    </div>
  );
}

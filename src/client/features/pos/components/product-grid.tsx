import { Search } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '@shared/catalog/catalog.schemas';
import { buttonVariants } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { Skeleton } from '@client/components/ui/skeleton';
import { useContentShown } from '@client/lib/content-shown';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { TILL_PAGE_SIZE } from '../api/till-query';
import { useTillProducts } from '../use-till-network';
import { useText } from '@client/i18n/use-text';
import { posText } from '../pos-text';
import { ProductTile } from './product-tile';

/** Past the products, for a keyboard: to the payment method just chosen (shown on focus). */
function ToPaymentLink() {
  const t = useText(posText);
  return (
    <a
      href="#pos-payment"
      className={cn(
        buttonVariants({ variant: 'outline' }),
        // not-sr-only resets height and padding: the focused size is set after it.
        'sr-only self-start focus:not-sr-only focus:min-h-11 focus:px-4',
      )}
      onClick={(event) => {
        const chosen =
          document.querySelector<HTMLInputElement>('#pos-payment input:checked') ??
          document.querySelector<HTMLInputElement>('#pos-payment input');
        if (!chosen) return;
        event.preventDefault();
        chosen.scrollIntoView({ block: 'center' });
        chosen.focus();
      }}
    >
      {t('toPayment')}
    </a>
  );
}

/** A typed search that reads as a code (no spaces, a digit in it) is looked up as one on Enter. */
const typedCode = (text: string) => (/^\S*\d\S*$/.test(text) ? text : null);

/**
 * Products to sell: searched on the server (names, and codes exactly), one tap adds a unit. A
 * code typed in the search and Enter is a scan (`onCode`).
 */
export function ProductGrid({
  inCart,
  onAdd,
  onCode,
}: {
  inCart: ReadonlyMap<string, number>;
  /** Stable (the till's), so a tap re-renders only the tile it changed. */
  onAdd: (product: Product) => void;
  onCode: (code: string) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const { data, isLoading, isError, isFetching } = useTillProducts(debounced);
  const products = data?.items ?? [];
  // The till's parts and its background refresh wait for this first list (or its failure).
  useContentShown(!isLoading);
  const t = useText(posText);
  return (
    <section aria-label={t('products')} className="flex flex-col gap-3">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const typed = search.trim();
          const code = typedCode(typed);
          // Enter adds the one product the search found (once the list is for what was typed).
          const only = !code && typed === debounced && !isFetching && products.length === 1;
          if (!code && !only) return;
          setSearch('');
          if (code) onCode(code);
          else onAdd(products[0]!);
        }}
      >
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id="pos-search"
            type="search"
            aria-label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            aria-describedby="pos-search-hint"
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <p id="pos-search-hint" className="mt-1 text-xs text-slate-500">
          {t('searchHint')}
        </p>
      </form>
      <ToPaymentLink />
      {isError ? <p className="text-sm text-red-600">{t('loadError')}</p> : null}
      {isLoading ? (
        // At least a screen high, as the products will be: the cart below (on a phone) does not
        // jump down when they arrive.
        <div className="grid min-h-dvh auto-rows-min grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : null}
      {data && products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">
          {debounced ? t('noMatch', { search: debounced }) : t('noneInStock')}
        </p>
      ) : null}
      <ul
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4"
        aria-busy={isFetching || undefined}
      >
        {products.map((product) => (
          <ProductTile
            key={product.id}
            product={product}
            quantity={inCart.get(product.id) ?? 0}
            onAdd={onAdd}
          />
        ))}
      </ul>
      {data && data.total > TILL_PAGE_SIZE ? (
        <p className="text-xs text-slate-500">
          {t('showing', { shown: products.length, total: data.total })}
        </p>
      ) : null}
    </section>
  );
}

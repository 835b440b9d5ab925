import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@shared/catalog/catalog.schemas';
import { normaliseBarcode } from '@shared/catalog/barcode-rules';
import { request } from '@client/api/endpoint';
import { listProducts } from '@client/api/products-endpoints';
import { productListQueryOptions } from '@client/api/products-queries';
import { Input } from '@client/components/ui/input';
import {
  CameraScanButton,
  codeVariants,
  scanFeedback,
  useKeyboardWedge,
} from '@client/lib/barcode-scanner';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useText } from '@client/i18n/use-text';
import { stockInText } from '../stock-in-text';

const RESULTS = 6;

/** The product a scanned code names (its UPC-A and EAN-13 forms alike), or null. */
async function findByCode(code: string): Promise<Product | null> {
  for (const variant of codeVariants(normaliseBarcode(code))) {
    const list = await request(listProducts, { query: { barcode: variant, pageSize: 1 } });
    const found = list.items.find((p) => p.barcodes.includes(variant));
    if (found) return found;
  }
  return null;
}

/**
 * Finds a product to receive: by name (a short list to tap), or by its barcode: typed with Enter,
 * from a keyboard scanner anywhere on the screen, or the camera, as the stock take does.
 */
export function ProductFinder({ id, onPick }: { id: string; onPick(product: Product): void }) {
  const t = useText(stockInText);
  const [search, setSearch] = useState('');
  const [said, setSaid] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const results = useQuery({
    ...productListQueryOptions({ status: 'active', search: term, pageSize: RESULTS }),
    enabled: term.length > 0,
  });
  const pick = (product: Product) => {
    onPick(product);
    setSearch('');
    setSaid(t('added', { name: product.name }));
  };
  const onCode = async (code: string) => {
    const product = await findByCode(code).catch(() => null);
    if (!product) {
      scanFeedback('unknown');
      setSaid(t('unknownCode', { code: normaliseBarcode(code) }));
      return;
    }
    scanFeedback();
    pick(product);
  };
  useKeyboardWedge((code) => void onCode(code), { enabled: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const exact = results.data?.items.find(
      (p) => p.name.toLowerCase() === search.trim().toLowerCase(),
    );
    if (exact) pick(exact);
    else if (/^\d{6,14}$/.test(search.trim())) void onCode(search.trim());
  };
  const shown = term ? (results.data?.items ?? []) : [];

  return (
    <div className="flex flex-col gap-2">
      <form role="search" onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {t('find')}
        </label>
        <Input
          id={id}
          type="search"
          className="h-11"
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </form>
      <CameraScanButton onCode={(code) => void onCode(code)} className="self-start" />
      {shown.length > 0 ? (
        <ul
          aria-label={t('matches')}
          className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {shown.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50"
                onClick={() => pick(product)}
              >
                <span className="min-w-0 font-medium">{product.name}</span>
                <span className="shrink-0 text-slate-600">
                  {t('inStock', { count: product.stock })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-semibold">
        {said}
      </p>
    </div>
  );
}

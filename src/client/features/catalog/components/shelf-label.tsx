import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';
import { isValidRetailCode } from '@shared/catalog/barcode-rules';
import type { Product } from '@shared/catalog/catalog.schemas';
import { formatRandDecimal } from '@shared/money/money';

/** EAN-13 for a 13-digit code with a right check digit (the shop's "20..." codes), else Code 128. */
export const labelFormat = (code: string) =>
  code.length === 13 && isValidRetailCode(code) ? 'EAN13' : 'CODE128';

/** One shelf label: the product's name, its price, and its code drawn as a barcode. */
export function ShelfLabel({ product, code }: { product: Product; code: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, code, {
      format: labelFormat(code),
      width: 1.6,
      height: 48,
      fontSize: 14,
      margin: 4,
    });
  }, [code]);
  return (
    <li className="flex break-inside-avoid flex-col items-center gap-1 rounded-md border border-slate-400 p-2 text-center">
      <p className="line-clamp-2 text-sm font-semibold leading-tight text-slate-900">
        {product.name}
      </p>
      <p className="text-xl font-bold text-slate-900">{formatRandDecimal(product.price)}</p>
      <svg ref={svg} role="img" aria-label={code} className="h-auto max-w-full" />
    </li>
  );
}

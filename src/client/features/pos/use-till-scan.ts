import { useEffect, useRef, useState } from 'react';
import type { Product } from '@shared/catalog/catalog.schemas';
import { normaliseBarcode } from '@shared/catalog/barcode-rules';
import { scanFeedback } from '@client/lib/barcode-scanner/scan-feedback';
import { findScannedProduct } from './scan-lookup';

export type ScanOutcome =
  { kind: 'found'; code: string; product: Product } | { kind: 'unknown'; code: string };

/**
 * The till's scans, however the code came (camera, scanner, typed): the product found is added
 * to the cart (a second scan adds one more), with a beep; an unknown code is said, so the owner
 * can add the product. `last` is what the latest scan found.
 */
export function useTillScan(onAdd: (product: Product) => void, online: boolean) {
  const [last, setLast] = useState<ScanOutcome | null>(null);
  // Scans read the cart as it is when their lookup ends, not as it was when they began.
  const add = useRef(onAdd);
  useEffect(() => {
    add.current = onAdd;
  });
  const scan = async (raw: string) => {
    const code = normaliseBarcode(raw);
    if (!code) return;
    const product = await findScannedProduct(code, online);
    if (product) {
      add.current(product);
      scanFeedback('found');
      setLast({ kind: 'found', code, product });
    } else {
      scanFeedback('unknown');
      setLast({ kind: 'unknown', code });
    }
  };
  return { last, scan };
}

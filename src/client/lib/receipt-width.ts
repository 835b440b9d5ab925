import { useState } from 'react';

export const RECEIPT_WIDTHS = ['58', '80'] as const;
export type ReceiptWidth = (typeof RECEIPT_WIDTHS)[number];
const KEY = 'kasitrade_receipt_width';

/** The thermal printer's paper, chosen once on this phone (80 mm unless told). */
export function useReceiptWidth() {
  const [width, setWidth] = useState<ReceiptWidth>(() =>
    localStorage.getItem(KEY) === '58' ? '58' : '80',
  );
  const choose = (next: ReceiptWidth) => {
    localStorage.setItem(KEY, next);
    setWidth(next);
  };
  return [width, choose] as const;
}

/**
 * Printing shows only the receipt (or the credit note: `slip` is its element's id), at the printable width of 58 mm (48 mm) or 80 mm (72 mm)
 * paper, at the top of the first page: the page behind the dialog is taken out of the layout,
 * not just hidden, so the printer feeds no blank paper before the slip.
 */
export const printCss = (width: ReceiptWidth, slip = 'pos-receipt') => {
  const [printable, font] = width === '58' ? ['48mm', '10px'] : ['72mm', '12px'];
  return `@media print {
  @page { size: ${width}mm auto; margin: 3mm; }
  body > :not(:has(#${slip})) { display: none !important; }
  body * { visibility: hidden !important; }
  #${slip}, #${slip} * { visibility: visible !important; }
  #${slip} { position: absolute; left: 0; top: 0; width: ${printable}; max-width: ${printable}; font-size: ${font}; color: #000; }
}`;
};

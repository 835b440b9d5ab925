import type { CreateStockReceipt, DateMark } from '@shared/stock-in/stock-in.schemas';
import { divideRoundHalfUp, formatRand, toCents, type Cents } from '@shared/money/money';
import { vatOn } from '@shared/money/vat';

/** How the slip counts a line: cases of `caseSize` units, or units. */
export type CountedIn = 'case' | 'unit';
/** Whether the slip's cost includes VAT. */
export type SlipVat = 'incl' | 'excl';

/** One product being received, as typed (texts until Save). */
export interface ReceiveLine {
  productId: string;
  name: string;
  countedIn: CountedIn;
  quantity: string;
  caseSize: string;
  /** The cost as on the slip, per case or per unit (as `countedIn`). */
  cost: string;
  expiryDate: string;
  dateMark: DateMark | '';
}

export const newLine = (
  product: { id: string; name: string },
  caseSize: number | undefined,
): ReceiveLine => ({
  productId: product.id,
  name: product.name,
  countedIn: caseSize ? 'case' : 'unit',
  quantity: '1',
  caseSize: caseSize ? String(caseSize) : '',
  cost: '',
  expiryDate: '',
  dateMark: '',
});

const wholeAtLeast = (text: string, min: number) => {
  const n = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return Number.isInteger(n) && n >= min ? n : null;
};

/** Units per case, or 1 counted in units; null when the case size is not 2 to 1000. */
export function unitsPer(line: ReceiveLine): number | null {
  if (line.countedIn === 'unit') return 1;
  const size = wholeAtLeast(line.caseSize, 2);
  return size !== null && size <= 1000 ? size : null;
}

/** Units received: cases x case size, or units; null while a number is missing. */
export function unitsOf(line: ReceiveLine): number | null {
  const count = wholeAtLeast(line.quantity, 1);
  const per = unitsPer(line);
  return count === null || per === null ? null : count * per;
}

/** The slip's amount without its VAT, in cents, half up. */
export const withoutVat = (cents: Cents, vat: SlipVat, vatPercent: number): Cents =>
  vat === 'incl' ? divideRoundHalfUp(cents * 100, 100 + vatPercent) : cents;

/**
 * The API's unit cost: per unit excluding VAT, four decimals ("4.1667" for a case of 24 at
 * R100.00 excl VAT). A cost including VAT is divided by (100 + VAT%) / 100 first.
 */
export function unitCostOf(line: ReceiveLine, vat: SlipVat, vatPercent: number): string | null {
  const cents = toCents(line.cost);
  const per = unitsPer(line);
  if (cents === null || cents < 0 || per === null) return null;
  // Ten-thousandths of a rand: cents x 100, over the units, over the VAT factor.
  const scaled =
    vat === 'incl'
      ? divideRoundHalfUp(cents * 100 * 100, per * (100 + vatPercent))
      : divideRoundHalfUp(cents * 100, per);
  return `${Math.floor(scaled / 10_000)}.${String(scaled % 10_000).padStart(4, '0')}`;
}

/** A line's cost as on the slip (cost x cases or units), in cents; null while incomplete. */
export function slipTotalOf(line: ReceiveLine): Cents | null {
  const cents = toCents(line.cost);
  const count = wholeAtLeast(line.quantity, 1);
  return cents === null || cents < 0 || count === null || unitsPer(line) === null
    ? null
    : cents * count;
}

/**
 * The running total excl VAT, the VAT and incl VAT: from a slip incl VAT each line's VAT is taken
 * out; from one excl VAT the VAT is added on the total. Lines not yet complete count nothing.
 */
export function runningTotal(lines: readonly ReceiveLine[], vat: SlipVat, vatPercent: number) {
  const slip = lines.reduce((sum, line) => sum + (slipTotalOf(line) ?? 0), 0);
  if (vat === 'excl') {
    const tax = vatOn(slip, vatPercent);
    return { exclVat: slip, vat: tax, inclVat: slip + tax };
  }
  const exclVat = lines.reduce(
    (sum, line) => sum + withoutVat(slipTotalOf(line) ?? 0, vat, vatPercent),
    0,
  );
  return { exclVat, vat: slip - exclVat, inclVat: slip };
}

/** What is missing on a line, for the screen to say; null when it can be sent. */
export type LineProblem = 'quantity' | 'caseSize' | 'cost' | 'dateMark' | 'expiryDate';
export function lineProblem(line: ReceiveLine): LineProblem | null {
  if (line.countedIn === 'case' && unitsPer(line) === null) return 'caseSize';
  if (unitsOf(line) === null) return 'quantity';
  if (toCents(line.cost) === null || toCents(line.cost)! < 0) return 'cost';
  if (line.expiryDate && !line.dateMark) return 'dateMark';
  if (line.dateMark && !line.expiryDate) return 'expiryDate';
  return null;
}

/** The body of POST /api/stock-receipts; null while a line is incomplete. */
export function receiptBody(
  header: { supplierId: string | null; purchaseOrderId: string | null; invoiceNumber: string },
  lines: readonly ReceiveLine[],
  vat: SlipVat,
  vatPercent: number,
): CreateStockReceipt | null {
  if (lines.length === 0 || lines.some((line) => lineProblem(line) !== null)) return null;
  return {
    supplierId: header.supplierId,
    purchaseOrderId: header.purchaseOrderId,
    invoiceNumber: header.invoiceNumber.trim() || null,
    lines: lines.map((line) => ({
      productId: line.productId,
      quantity: unitsOf(line)!,
      unitCost: unitCostOf(line, vat, vatPercent)!,
      caseSize: line.countedIn === 'case' ? unitsPer(line) : null,
      expiryDate: line.expiryDate || null,
      dateMark: line.dateMark || null,
    })),
  };
}

/** A cost of up to four decimals ("4.1667") shown to the cent (R4.17). */
export const formatCost = (cost: string | null) =>
  cost === null || !Number.isFinite(Number(cost))
    ? '—'
    : formatRand(Math.round(Number(cost) * 100));
